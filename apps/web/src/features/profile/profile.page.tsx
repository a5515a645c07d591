import { useState } from 'react';
import { Grid } from '@mui/material';
import { useSession } from '../../lib/session';
import { PageHeader } from '../../components/PageHeader';
import { ProfileForm } from './ProfileForm';
import { ProfileCard } from './ProfileCard';
import { TwoFactorDialog } from './TwoFactorDialog';

/** /profile: my details and picture, and my second-factor device (spec 3 §2.17). */
export function ProfilePage() {
  const { profile, reloadProfile } = useSession();
  const [mfaOpen, setMfaOpen] = useState(false);
  if (!profile) return null;
  const reload = () => reloadProfile().catch(() => undefined);
  return (
    <>
      <PageHeader title="My profile" />
      <Grid container spacing={2} alignItems="flex-start">
        <Grid size={{ xs: 12, md: 8 }}>
          <ProfileForm profile={profile} onSaved={reload} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProfileCard profile={profile} onEnableMfa={() => setMfaOpen(true)} />
        </Grid>
      </Grid>
      <TwoFactorDialog open={mfaOpen} onClose={() => setMfaOpen(false)} onEnabled={reload} />
    </>
  );
}
