import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { BusinessRecord } from '@trueline/contract';
import { useUser } from '../../lib/session';
import { useWorkspaces } from '../../lib/workspace-context';
import { FolderTable } from '../../components/FolderTable';
import { useBusinessRecords, useMoveRecord } from './api';
import { RECORD_COLUMNS } from './record-columns';
import { BusinessRecordPanel } from './BusinessRecordPanel';

const NOUNS = { one: 'profile', other: 'profiles' };

/** The Business Profile (KYC) tab of /watch-tower: business records in folders, and their panel. SuperAdmin changes them. */
export function BusinessRecordsTab() {
  const ws = useWorkspaces().selected?.id;
  if (!ws) return null;
  return <RecordsOfWorkspace key={ws} ws={ws} />;
}

function RecordsOfWorkspace({ ws }: { ws: string }) {
  const superAdmin = useUser().userType === 'SuperAdmin';
  const records = useBusinessRecords(ws);
  const move = useMoveRecord(ws);
  const [panel, setPanel] = useState<{ session: number; id: string | null } | null>(null);

  const list = records.data ?? [];
  const open = (r: BusinessRecord | null) => setPanel({ session: Date.now(), id: r?.id ?? null });
  const onMove = (id: string, folderId: string | null) =>
    move.mutate({ id, folderId: folderId ?? '' });

  return (
    <>
      <FolderTable<BusinessRecord>
        scope="BusinessRecord"
        workspaceId={ws}
        items={list}
        getId={(r) => r.id}
        getFolderId={(r) => r.folderId}
        getName={(r) => r.legalName}
        rowLabel={(r) => `Open business profile ${r.legalName}`}
        columns={RECORD_COLUMNS}
        onRowClick={open}
        onMove={onMove}
        canManage={superAdmin}
        emptyText="There are no business profiles in this workspace yet."
        label="Business profiles"
        nouns={NOUNS}
        loading={records.isPending}
        loadingLabel="Loading business profiles"
        error={records.isError ? records.error : null}
        actions={superAdmin ? <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>Add new</Button> : null}
      />
      {panel ? (
        <BusinessRecordPanel
          key={panel.session}
          ws={ws}
          record={list.find((r) => r.id === panel.id) ?? null}
          canEdit={superAdmin}
          superAdmin={superAdmin}
          onSaved={(r) => setPanel((p) => (p ? { ...p, id: r.id } : p))}
          onClose={() => setPanel(null)}
        />
      ) : null}
    </>
  );
}
