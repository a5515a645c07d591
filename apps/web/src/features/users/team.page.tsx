import { useEffect, useState } from 'react';
import { Button, LinearProgress } from '@mui/material';
import type { User } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSession, useUser } from '../../lib/session';
import { useSnackbar } from '../../lib/snackbar';
import { PageHeader } from '../../components/PageHeader';
import { useTeam } from './api';
import { TeamTable } from './TeamTable';
import { InviteUserPanel } from './InviteUserPanel';
import { EditUserPanel } from './EditUserPanel';

/** /team: the team members, with 'Add user' and 'Edit user' side panels (spec 1 §2.10). */
export function TeamPage() {
  const user = useUser();
  const { reloadProfile } = useSession();
  const notify = useSnackbar();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const me = { id: user.id, userType: user.userType };

  useEffect(() => {
    if (team.error) notify(errorMessage(team.error), 'error');
  }, [team.error, notify]);

  return (
    <>
      <PageHeader title="Team members">
        <Button variant="contained" onClick={() => setInviting(true)}>
          + Add user
        </Button>
      </PageHeader>
      {team.isPending ? <LinearProgress aria-label="Loading team members" sx={{ mb: 1 }} /> : null}
      {team.data ? <TeamTable users={team.data} onOpen={setEditing} /> : null}
      <InviteUserPanel open={inviting} onClose={() => setInviting(false)} me={me} />
      <EditUserPanel user={editing} me={me} onClose={() => setEditing(null)} onSelfSaved={() => void reloadProfile().catch(() => undefined)} />
    </>
  );
}
