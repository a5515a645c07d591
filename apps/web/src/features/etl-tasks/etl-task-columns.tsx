import type { EtlTask } from '@trueline/contract';
import type { FolderColumn } from '../../components/FolderTable';
import { StatusChip } from '../../components/StatusChip';
import { mediumDateTime } from './etl-format';

export type EtlSortKey = 'name' | 'status' | 'created' | 'lastRunTime' | 'nextRunTime';
export interface EtlSort {
  key: EtlSortKey;
  direction: 'asc' | 'desc';
}

const nowrap = { whiteSpace: 'nowrap' } as const;
/** Name, Status, Created, Last run, Next run (spec 3 §2.10). On a phone the name and the next run stay. */
export const ETL_TASK_COLUMNS: FolderColumn<EtlTask>[] = [
  { key: 'name', header: 'Name', sortable: true, sx: { fontWeight: 500, overflowWrap: 'anywhere' }, cell: (t) => t.name },
  { key: 'status', header: 'Status', sortable: true, width: 100, hide: 'phone', cell: (t) => <StatusChip status={t.status} /> },
  { key: 'created', header: 'Created', sortable: true, width: 170, hide: 'phone', sx: nowrap, cell: (t) => mediumDateTime(t.created) },
  { key: 'lastRunTime', header: 'Last run', sortable: true, width: 170, hide: 'phone', sx: nowrap, cell: (t) => mediumDateTime(t.lastRunTime) },
  { key: 'nextRunTime', header: 'Next run', sortable: true, width: 170, sx: nowrap, cell: (t) => mediumDateTime(t.nextRunTime) },
];

const byName = (a: EtlTask, b: EtlTask) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/** DELETED tasks hidden; sorted by the chosen column (name by default), empty dates last either way, ties by name. */
export function sortEtlTasks(tasks: readonly EtlTask[], sort: EtlSort): EtlTask[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return tasks.filter((t) => t.status !== 'DELETED').sort((a, b) => {
    if (sort.key === 'name') return sign * byName(a, b);
    if (sort.key === 'status') return sign * a.status.localeCompare(b.status) || byName(a, b);
    const x = a[sort.key];
    const y = b[sort.key];
    if (!x || !y) return x === y ? byName(a, b) : x ? -1 : 1;
    return sign * x.localeCompare(y) || byName(a, b);
  });
}

export const nextSort = (current: EtlSort, key: string): EtlSort =>
  current.key === key ? { key: current.key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key: key as EtlSortKey, direction: 'asc' };
