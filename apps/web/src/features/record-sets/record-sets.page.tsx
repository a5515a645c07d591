import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { TextField } from '@mui/material';
import type { RecordSet } from '@trueline/contract';
import { useWorkspaces } from '../../lib/workspace-context';
import { FolderListPage } from '../../components/FolderListPage';
import { useRecordSetActions, useRecordSets } from './api';
import { RECORD_SET_COLUMNS, nextSort, sortRecordSets, type RecordSetSort } from './record-set-columns';
import { RecordSetPanel } from './RecordSetPanel';

const NOUNS = { one: 'record set', other: 'record sets' };

/** /record-sets (spec 3 §2.9): the workspace's record sets in folders, sortable by name, status and TTL, and the panel. */
export function RecordSetsPage() {
  const ws = useWorkspaces().selected?.id;
  const sets = useRecordSets(ws);
  const { move } = useRecordSetActions(ws ?? '');
  const [sort, setSort] = useState<RecordSetSort>({ key: 'name', direction: 'asc' });
  const [text, setText] = useState('');
  const [open, setOpen] = useState<string | 'new' | null>(null);
  const needle = useDeferredValue(text.trim().toLowerCase());

  useEffect(() => {
    setText('');
    setOpen(null);
  }, [ws]);

  const rows = useMemo(() => sortRecordSets((sets.data ?? []).filter((s) => !needle || s.name.toLowerCase().includes(needle)), sort), [sets.data, needle, sort]);
  // The panel follows the list: after an upload its count is the fresh one.
  const target = open === 'new' ? 'new' : (sets.data?.find((s) => s.id === open) ?? null);

  return (
    <FolderListPage<RecordSet>
      title="Record sets"
      nouns={NOUNS}
      query={sets}
      create={{ label: 'Create record set', onClick: () => setOpen('new') }}
      scope="RecordSet"
      items={rows}
      columns={RECORD_SET_COLUMNS}
      sort={{ ...sort, onSort: (key) => setSort((s) => nextSort(s, key)) }}
      onRowClick={(s) => setOpen(s.id)}
      onMove={(id, folderId) => move.mutate({ id, folderId })}
      filtering={Boolean(needle)}
      emptyText={needle ? 'No record sets match this filter.' : 'There are no record sets in this workspace yet.'}
      filters={<TextField label="Filter..." type="search" value={text} onChange={(e) => setText(e.target.value)} sx={{ flex: '1 1 0', minWidth: 0, maxWidth: { sm: 320 } }} />}
      panels={(w) => <RecordSetPanel ws={w.id} target={target} onClose={() => setOpen(null)} onCreated={(s) => setOpen(s.id)} />}
    />
  );
}
