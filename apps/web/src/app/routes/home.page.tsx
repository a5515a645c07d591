import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useUser } from '../../lib/session';
import { useWorkspaces } from '../../lib/workspace-context';
import { APPLICATIONS } from '../navigation';
import { PageHeader } from '../../components/PageHeader';

const SUMMARIES: Record<string, string> = {
  core: 'Caller-name campaigns, local number pools and lead lists into your dialer.',
  aegis: 'Real-time call screening with visual workflows and record sets.',
  engage: 'SMS campaigns, conversations and opt-outs.',
  protect: 'Reputation monitoring of your numbers and a number look-up utility.',
  reports: 'Billing usage and the reports you downloaded.',
  admin: 'Workspaces and dialers, team, compliance, billing profile and webhooks.',
};

/** Where a session starts after activation or a token sign-in: the applications, and where to begin. */
export function HomePage() {
  const user = useUser();
  const { workspaces, loading } = useWorkspaces();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={`Welcome, ${user.firstName}`} />
      {!loading && workspaces.length === 0 ? (
        <Typography sx={{ mb: 2 }} color="text.secondary">
          You have no workspace yet. Create one in Admin › Workspaces and connect your dialer to get started.
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        {APPLICATIONS.map((a) => (
          <Grid key={a.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea onClick={() => navigate(a.defaultRoute)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" gutterBottom>
                    {a.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {SUMMARIES[a.key]}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
