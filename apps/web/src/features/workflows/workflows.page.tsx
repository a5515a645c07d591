import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, WORKFLOW_STATUS_FILTERS, type Workflow, type WorkflowStatusFilter, type WorkflowSummary } from '@trueline/contract';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';
import { useWorkspaces } from '../../lib/workspace-context';
import { FolderListPage, TextAndStatusFilters } from '../../components/FolderListPage';
import { exportWorkflow, useCreateWorkflow, useDuplicateWorkflow, useImportWorkflow, useMoveWorkflow, useWorkflows } from './api';
import { filterWorkflows } from './workflow-format';
import { workflowColumns } from './workflow-columns';
import { AddWorkflowMenu } from './AddWorkflowMenu';

const NOUNS = { one: 'workflow', other: 'workflows' };

/** /workflows (spec 3 §2.7): the workspace's workflows in folders, filtered by text and status; new, duplicated and imported ones open at once. */
export function WorkflowsPage() {
  const { selected } = useWorkspaces();
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
    <FolderListPage<WorkflowSummary>
      title="Workflows"
      nouns={NOUNS}
      query={workflows}
      headerActions={
        <AddWorkflowMenu
          busy={create.isPending || importing.isPending}
          onCreate={(type) => create.mutate(type, { onSuccess: open })}
          onImport={(file) => importing.mutate(file, {
            onSuccess: (w) => (notify(MESSAGES.workflowImported, 'success'), open(w)),
          })}
        />
      }
      scope="Workflow"
      items={rows}
      columns={columns}
      onRowClick={open}
      onMove={(id, folderId) => move.mutate({ id, folderId })}
      compactAddFolder
      filtering={Boolean(needle.trim())}
      emptyText={needle || status !== 'All' ? 'No workflows match these filters.' : 'There are no workflows in this workspace yet.'}
      filters={<TextAndStatusFilters text={text} onText={setText} status={status} onStatus={setStatus} statuses={WORKFLOW_STATUS_FILTERS} />}
    />
  );
}
