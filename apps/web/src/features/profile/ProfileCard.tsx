import { Avatar, Box, Button, Chip, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { ReactNode } from 'react';
import type { Profile } from '@trueline/contract';
import { formatPhone } from '../../components/phone';
import { linkedinHref } from './profile-form';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // The icon says what the line is; its title gives the same to pointer and assistive users.
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }} role="img" aria-label={label} title={label}>{icon}</Box>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere', textAlign: 'left' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The side card of My profile: who I am, and the state of my second factor. */
export function ProfileCard({ profile, onEnableMfa }: { profile: Profile; onEnableMfa(): void }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Profile summary">
      <Stack alignItems="center" spacing={1} sx={{ textAlign: 'center' }}>
        <Avatar src={profile.profilePictureUrl ?? undefined} alt={name} sx={{ width: 96, height: 96 }} />
        <Typography variant="h3">{name}</Typography>
        {profile.role ? <Typography variant="body2" color="text.secondary">{profile.role}</Typography> : null}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack spacing={1.25}>
        <Line icon={<EmailOutlinedIcon fontSize="small" />} label="Email">{profile.email}</Line>
        {profile.phone ? <Line icon={<PhoneOutlinedIcon fontSize="small" />} label="Phone">{formatPhone(profile.phone)}</Line> : null}
        {profile.linkedin ? (
          <Line icon={<LinkedInIcon fontSize="small" />} label="LinkedIn">
            <Link href={linkedinHref(profile.linkedin)} target="_blank" rel="noopener noreferrer">{profile.linkedin}</Link>
          </Line>
        ) : null}
      </Stack>
      <Divider sx={{ my: 2 }} />
      {profile.mfaSet ? (
        <Chip icon={<VerifiedUserIcon />} color="success" variant="outlined" label="Two Factor Device Active" sx={{ width: '100%' }} />
      ) : (
        <Button variant="outlined" fullWidth onClick={onEnableMfa}>
          Enable Two Factor Device
        </Button>
      )}
    </Paper>
  );
}
