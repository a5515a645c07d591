import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useWorkspaceList } from './workspaces-api';
import { WorkspacesTable } from './WorkspacesTable';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog';
import { WorkspacePanel } from './WorkspacePanel';

/**
 * /workspaces (spec 1 §2.11): the table, 'Create workspace', and the edit panel; ?openWorkspace=<id> opens one at once.
 * A failed list shows the spec's snackbar, raised once by the workspace context that shares this query.
 */
export function WorkspacesPage() {
  const list = useWorkspaceList();
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const requested = params.get('openWorkspace');
  useEffect(() => {
    if (!requested) return;
    setOpenId(requested);
    setParams((p) => {
      p.delete('openWorkspace');
      return p;
    }, { replace: true });
  }, [requested, setParams]);

  const workspaces = list.data ?? [];
  const open = workspaces.find((w) => w.id === openId) ?? null;

  return (
    <>
      <PageHeader title="Workspaces">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create workspace
        </Button>
      </PageHeader>
      {list.isPending ? <LinearProgress aria-label="Loading workspaces" sx={{ mb: 2 }} /> : null}
      {list.isSuccess && workspaces.length === 0 ? (
        <Typography color="text.secondary">There are no workspaces yet. Create one to connect a dialer.</Typography>
      ) : null}
      {workspaces.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <WorkspacesTable workspaces={workspaces} onOpen={setOpenId} />
        </Box>
      ) : null}
      <CreateWorkspaceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(w) => {
          setCreating(false);
          setOpenId(w.id);
        }}
      />
      {open ? <WorkspacePanel key={open.id} workspace={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
