import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { RecordSet } from '@trueline/contract';
import { useWorkspaces } from '../../app/workspace-context';
import { WorkspaceSelector } from '../../app/WorkspaceSelector';
import { PageHeader } from '../../components/PageHeader';
import { FolderTable } from '../../components/FolderTable';
import { useRecordSetActions, useRecordSets } from './api';
import { RECORD_SET_COLUMNS, nextSort, sortRecordSets, type RecordSetSort } from './record-set-columns';
import { RecordSetPanel } from './RecordSetPanel';

const NOUNS = { one: 'record set', other: 'record sets' };
const getId = (s: RecordSet) => s.id;
const getFolderId = (s: RecordSet) => s.folderId;
const getName = (s: RecordSet) => s.name;
const rowLabel = (s: RecordSet) => `Open record set ${s.name}`;

/** /record-sets (spec 3 §2.9): the workspace's record sets in folders, sortable by name, status and TTL, and the panel. */
export function RecordSetsPage() {
  const { selected, loading } = useWorkspaces();
  const ws = selected?.id;
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
  const onMove = (id: string, folderId: string | null) => move.mutate({ id, folderId });

  return (
    <>
      <PageHeader title="Record sets">
        <WorkspaceSelector />
        {selected ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('new')} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}>
            Create record set
          </Button>
        ) : null}
      </PageHeader>
      {!ws && !loading ? <Alert severity="info">Choose a workspace to see its record sets.</Alert> : null}
      {ws ? (
        <>
          <FolderTable<RecordSet>
            scope="RecordSet"
            workspaceId={ws}
            items={rows}
            getId={getId}
            getFolderId={getFolderId}
            getName={getName}
            rowLabel={rowLabel}
            columns={RECORD_SET_COLUMNS}
            sort={{ ...sort, onSort: (key) => setSort((s) => nextSort(s, key)) }}
            onRowClick={(s) => setOpen(s.id)}
            onMove={onMove}
            canManage
            filtering={Boolean(needle)}
            emptyText={needle ? 'No record sets match this filter.' : 'There are no record sets in this workspace yet.'}
            label="Record sets"
            nouns={NOUNS}
            loading={sets.isPending}
            loadingLabel="Loading record sets"
            error={sets.isError ? sets.error : null}
            filters={<TextField label="Filter..." type="search" value={text} onChange={(e) => setText(e.target.value)} sx={{ flex: '1 1 0', minWidth: 0, maxWidth: { sm: 320 } }} />}
          />
          <RecordSetPanel ws={ws} target={target} onClose={() => setOpen(null)} onCreated={(s) => setOpen(s.id)} />
        </>
      ) : null}
    </>
  );
}
