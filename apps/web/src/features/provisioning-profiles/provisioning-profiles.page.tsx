import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ProvisioningProfile } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useWorkspaces } from '../../lib/workspace-context';
import type { PanelTarget } from '../../components/use-config-panel';
import { WorkspacePage } from '../../components/WorkspacePage';
import { useProvisioningProfiles } from './api';
import { ProfilesTable } from './ProfilesTable';
import { ProvisioningProfilePanel } from './ProvisioningProfilePanel';

/** /profiles: the workspace's provisioning profiles (spec 2 §2) — name filter, Create profile, and the edit panel. */
export function ProvisioningProfilesPage() {
  const { selected } = useWorkspaces();
  const ws = selected?.id;
  const profiles = useProvisioningProfiles(ws);
  const [filter, setFilter] = useState('');
  const [target, setTarget] = useState<PanelTarget<ProvisioningProfile>>(null);

  // Another workspace starts with no filter and no open panel.
  useEffect(() => {
    setFilter('');
    setTarget(null);
  }, [ws]);

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (profiles.data ?? []).filter((p) => !needle || p.name.toLowerCase().includes(needle));
  }, [profiles.data, filter]);

  return (
    <WorkspacePage title="Provision profiles" chooseText="Choose a workspace to manage its provisioning profiles.">
      {(ws) => (
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }}>
            <TextField label="Filter by name" type="search" size="small" value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ flexGrow: 1, maxWidth: { sm: 360 } }} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTarget('new')} sx={{ ml: { sm: 'auto !important' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              Create profile
            </Button>
          </Stack>
          {profiles.isError ? <Alert severity="error">{errorMessage(profiles.error)}</Alert> : null}
          <ProfilesTable rows={rows} loading={profiles.isPending} onOpen={setTarget} />
          <ProvisioningProfilePanel ws={ws} target={target} onClose={() => setTarget(null)} />
        </Stack>
      )}
    </WorkspacePage>
  );
}
