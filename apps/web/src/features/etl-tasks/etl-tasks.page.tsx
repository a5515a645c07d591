import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { EtlTask } from '@trueline/contract';
import { useWorkspaces } from '../../app/workspace-context';
import { WorkspaceSelector } from '../../app/WorkspaceSelector';
import { PageHeader } from '../../components/PageHeader';
import { FolderTable } from '../../components/FolderTable';
import { useEtlActions, useEtlTasks } from './api';
import { ETL_TASK_COLUMNS, nextSort, sortEtlTasks, type EtlSort } from './etl-task-columns';

const NOUNS = { one: 'ETL task', other: 'ETL tasks' };
const getId = (t: EtlTask) => t.id;
const getFolderId = (t: EtlTask) => t.folderId;
const getName = (t: EtlTask) => t.name;
const rowLabel = (t: EtlTask) => `Open ETL task ${t.name}`;

/** /etl-tasks (spec 3 §2.10): the workspace's tasks in folders; Create ETL task makes "New ETL task" and opens it. */
export function EtlTasksPage() {
  const { selected, loading } = useWorkspaces();
  const navigate = useNavigate();
  const ws = selected?.id;
  const tasks = useEtlTasks(ws);
  const { create, move } = useEtlActions(ws ?? '');
  const [sort, setSort] = useState<EtlSort>({ key: 'name', direction: 'asc' });
  const rows = useMemo(() => sortEtlTasks(tasks.data ?? [], sort), [tasks.data, sort]);
  const onCreate = () => create.mutate(undefined, { onSuccess: (t) => navigate(`/etl-tasks/${t.id}`) });
  const onMove = (id: string, folderId: string | null) => move.mutate({ id, folderId });

  return (
    <>
      <PageHeader title="ETL tasks">
        <WorkspaceSelector />
        {selected ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} disabled={create.isPending} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
            Create ETL task
          </Button>
        ) : null}
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">Choose a workspace to see its ETL tasks.</Alert> : null}
      {ws ? (
        <FolderTable<EtlTask>
          scope="EtlTask"
          workspaceId={ws}
          items={rows}
          getId={getId}
          getFolderId={getFolderId}
          getName={getName}
          rowLabel={rowLabel}
          columns={ETL_TASK_COLUMNS}
          sort={{ ...sort, onSort: (key) => setSort((s) => nextSort(s, key)) }}
          onRowClick={(t) => navigate(`/etl-tasks/${t.id}`)}
          onMove={onMove}
          canManage
          emptyText="There are no ETL tasks in this workspace yet."
          label="ETL tasks"
          nouns={NOUNS}
          loading={tasks.isPending}
          loadingLabel="Loading ETL tasks"
          error={tasks.isError ? tasks.error : null}
        />
      ) : null}
    </>
  );
}
