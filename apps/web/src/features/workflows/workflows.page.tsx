import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { MESSAGES, WORKFLOW_STATUS_FILTERS, type Workflow, type WorkflowStatusFilter, type WorkflowSummary } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { useWorkspaces } from '../../app/workspace-context';
import { WorkspaceSelector } from '../../app/WorkspaceSelector';
import { PageHeader } from '../../components/PageHeader';
import { FolderTable } from '../../components/FolderTable';
import { exportWorkflow, useCreateWorkflow, useDuplicateWorkflow, useImportWorkflow, useMoveWorkflow, useWorkflows } from './api';
import { filterWorkflows } from './workflow-format';
import { workflowColumns } from './workflow-columns';
import { AddWorkflowMenu } from './AddWorkflowMenu';

const NOUNS = { one: 'workflow', other: 'workflows' };
const getId = (w: WorkflowSummary) => w.id;
const getFolderId = (w: WorkflowSummary) => w.folderId;
const getName = (w: WorkflowSummary) => w.name;
const rowLabel = (w: WorkflowSummary) => `Open workflow ${w.name}`;

/** /workflows (spec 3 §2.7): the workspace's workflows in folders, filtered by text and status; new, duplicated and imported ones open at once. */
export function WorkflowsPage() {
  const { selected, loading } = useWorkspaces();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const ws = selected?.id ?? '';
  const workflows = useWorkflows(selected?.id);
  const create = useCreateWorkflow(ws);
  const importing = useImportWorkflow(ws);
  const duplicate = useDuplicateWorkflow(ws);
  const move = useMoveWorkflow(ws);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<WorkflowStatusFilter>('Active');
  const needle = useDeferredValue(text);

  useEffect(() => setText(''), [ws]);

  const rows = useMemo(() => filterWorkflows(workflows.data ?? [], needle, status), [workflows.data, needle, status]);
  const open = (w: Pick<Workflow, 'id'>) => navigate(`/workflows/${w.id}`);
  const columns = useMemo(() => workflowColumns({
    onDuplicate: (w) => duplicate.mutate(w.id, { onSuccess: open }),
    onExport: (w) => void exportWorkflow(ws, w.id).catch((err: unknown) => notify(errorMessage(err), 'error')),
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [ws]);

  return (
    <>
      <PageHeader title="Workflows">
        <WorkspaceSelector />
        {selected ? (
          <AddWorkflowMenu
            busy={create.isPending || importing.isPending}
            onCreate={(type) => create.mutate(type, { onSuccess: open })}
            onImport={(file) => importing.mutate(file, {
              onSuccess: (w) => (notify(MESSAGES.workflowImported, 'success'), open(w)),
            })}
          />
        ) : null}
      </PageHeader>
      {!selected && !loading ? <Alert severity="info">Choose a workspace to see its workflows.</Alert> : null}
      {selected ? (
        <FolderTable<WorkflowSummary>
          scope="Workflow"
          workspaceId={ws}
          items={rows}
          getId={getId}
          getFolderId={getFolderId}
          getName={getName}
          rowLabel={rowLabel}
          columns={columns}
          onRowClick={open}
          onMove={(id, folderId) => move.mutate({ id, folderId })}
          canManage
          compactAddFolder
          filtering={Boolean(needle.trim())}
          emptyText={needle || status !== 'All' ? 'No workflows match these filters.' : 'There are no workflows in this workspace yet.'}
          label="Workflows"
          nouns={NOUNS}
          loading={workflows.isPending}
          loadingLabel="Loading workflows"
          error={workflows.isError ? workflows.error : null}
          filters={
            <Stack direction="row" spacing={1.5} sx={{ flex: '1 1 0', minWidth: 0 }}>
              <TextField label="Filter..." type="search" value={text} onChange={(e) => setText(e.target.value)} sx={{ maxWidth: { sm: 320 } }} />
              <TextField select label="Status" value={status} onChange={(e) => setStatus(e.target.value as WorkflowStatusFilter)} sx={{ width: 130, flexShrink: 0 }}>
                {WORKFLOW_STATUS_FILTERS.map((f) => <MenuItem key={f} value={f}>{f}</MenuItem>)}
              </TextField>
            </Stack>
          }
        />
      ) : null}
    </>
  );
}
