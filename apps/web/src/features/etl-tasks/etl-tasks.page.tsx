import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EtlTask } from '@trueline/contract';
import { useWorkspaces } from '../../lib/workspace-context';
import { FolderListPage } from '../../components/FolderListPage';
import { useEtlActions, useEtlTasks } from './api';
import { ETL_TASK_COLUMNS, nextSort, sortEtlTasks, type EtlSort } from './etl-task-columns';

const NOUNS = { one: 'ETL task', other: 'ETL tasks' };

/** /etl-tasks (spec 3 §2.10): the workspace's tasks in folders; Create ETL task makes "New ETL task" and opens it. */
export function EtlTasksPage() {
  const ws = useWorkspaces().selected?.id;
  const navigate = useNavigate();
  const tasks = useEtlTasks(ws);
  const { create, move } = useEtlActions(ws ?? '');
  const [sort, setSort] = useState<EtlSort>({ key: 'name', direction: 'asc' });
  const rows = useMemo(() => sortEtlTasks(tasks.data ?? [], sort), [tasks.data, sort]);
  const onCreate = () => create.mutate(undefined, { onSuccess: (t) => navigate(`/etl-tasks/${t.id}`) });

  return (
    <FolderListPage<EtlTask>
      title="ETL tasks"
      nouns={NOUNS}
      query={tasks}
      create={{ label: 'Create ETL task', onClick: onCreate, disabled: create.isPending }}
      scope="EtlTask"
      items={rows}
      columns={ETL_TASK_COLUMNS}
      sort={{ ...sort, onSort: (key) => setSort((s) => nextSort(s, key)) }}
      onRowClick={(t) => navigate(`/etl-tasks/${t.id}`)}
      onMove={(id, folderId) => move.mutate({ id, folderId })}
      emptyText="There are no ETL tasks in this workspace yet."
    />
  );
}
