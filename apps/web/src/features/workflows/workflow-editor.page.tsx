import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { errorMessage } from '../../lib/api';
import { useWorkspaces } from '../../lib/workspace-context';
import { useWorkflow } from './api';
import { WorkflowEditor } from './editor/WorkflowEditor';

/**
 * /workflows/{id}: the full-screen editor (spec 3 §2.8; the path is ours). A link may name a workflow of another
 * workspace than the selected one: it is looked for in each, and that workspace becomes the selected one.
 */
export function WorkflowEditorPage() {
  const { id = '' } = useParams();
  const { workspaces, selected, select, loading } = useWorkspaces();
  const order = useMemo(() => (selected ? [selected.id, ...workspaces.filter((w) => w.id !== selected.id).map((w) => w.id)] : workspaces.map((w) => w.id)),
    // The order matters only for the first look-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [workspaces.length > 0]);
  const query = useWorkflow(id, order);
  const workspace = workspaces.find((w) => w.id === query.data?.workspaceId);

  useEffect(() => {
    if (workspace && selected?.id !== workspace.id) select(workspace.id);
  }, [workspace, selected?.id, select]);

  if (loading || query.isPending) return <LinearProgress aria-label="Loading workflow" />;
  if (query.isError || !query.data || !workspace) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" sx={{ mb: 2 }}>{query.isError ? errorMessage(query.error) : 'This workflow could not be found.'}</Alert>
        <Button component={RouterLink} to="/workflows">Back to workflows</Button>
      </Box>
    );
  }
  return <WorkflowEditor key={query.data.workflow.id} workflow={query.data.workflow} workspace={workspace} />;
}
