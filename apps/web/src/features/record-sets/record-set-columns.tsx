import { compareTtl, formatTtl, type RecordSet } from '@trueline/contract';
import type { FolderColumn } from '../../components/FolderTable';
import { StatusChip } from '../../components/StatusChip';

export type RecordSetSortKey = 'name' | 'status' | 'ttl';
export interface RecordSetSort {
  key: RecordSetSortKey;
  direction: 'asc' | 'desc';
}

/** Name, Status, TTL (spec 3 §2.9); every column sorts. On a phone the status gives its room to the name. */
export const RECORD_SET_COLUMNS: FolderColumn<RecordSet>[] = [
  { key: 'name', header: 'Name', sortable: true, sx: { fontWeight: 500, overflowWrap: 'anywhere' }, cell: (s) => s.name },
  { key: 'status', header: 'Status', sortable: true, width: 110, hide: 'phone', cell: (s) => <StatusChip status={s.status} /> },
  { key: 'ttl', header: 'TTL', sortable: true, width: 160, sx: { whiteSpace: 'nowrap' }, cell: (s) => formatTtl(s) },
];

const byName = (a: RecordSet, b: RecordSet) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/**
 * The rows as shown: DELETED ones hidden, sorted by the chosen column (name by default). TTL sorts by its length in
 * seconds with sets without TTL last either way (spec 3 §2.9); ties go by name.
 */
export function sortRecordSets(sets: readonly RecordSet[], sort: RecordSetSort): RecordSet[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return sets.filter((s) => s.status !== 'DELETED').sort((a, b) => {
    if (sort.key === 'ttl') return compareTtl(a, b, sort.direction) || byName(a, b);
    if (sort.key === 'status') return sign * a.status.localeCompare(b.status) || byName(a, b);
    return sign * byName(a, b);
  });
}

/** A click on a header: the same column flips its direction, another starts ascending. */
export const nextSort = (current: RecordSetSort, key: string): RecordSetSort =>
  current.key === key ? { key: current.key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key: key as RecordSetSortKey, direction: 'asc' };
