import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { MESSAGES, type BusinessRecord, type Folder } from '@trueline/contract';
import { useUser } from '../../lib/session';
import { errorMessage } from '../../lib/api';
import { useSnackbar } from '../../app/snackbar';
import { useWorkspaces } from '../../app/workspace-context';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useBusinessRecords, useFolderMutations, useMoveRecord, useRecordFolders } from './api';
import { RecordsTable } from './RecordsTable';
import { FolderNameDialog } from './FolderNameDialog';
import { BusinessRecordPanel } from './BusinessRecordPanel';

type FolderDialog = { mode: 'add' } | { mode: 'rename'; folder: Folder };

/** The Business Profile (KYC) tab of /watch-tower: business records in folders, and their panel. SuperAdmin changes them. */
export function BusinessRecordsTab() {
  const ws = useWorkspaces().selected?.id;
  if (!ws) return null;
  return <RecordsOfWorkspace key={ws} ws={ws} />;
}

function RecordsOfWorkspace({ ws }: { ws: string }) {
  const superAdmin = useUser().userType === 'SuperAdmin';
  const notify = useSnackbar();
  const records = useBusinessRecords(ws);
  const folders = useRecordFolders(ws);
  const folderOps = useFolderMutations(ws);
  const move = useMoveRecord(ws);
  const [panel, setPanel] = useState<{ session: number; id: string | null } | null>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialog | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);

  const list = records.data ?? [];
  const open = (r: BusinessRecord | null) => setPanel({ session: Date.now(), id: r?.id ?? null });
  const onMove = (id: string, folderId: string) => {
    const r = list.find((x) => x.id === id);
    if (!r || (r.folderId ?? '') === folderId) return;
    move.mutate({ id, folderId }, { onError: (err) => notify(errorMessage(err), 'error') });
  };
  const saveFolder = (name: string) => {
    if (!folderDialog) return;
    const done = { onSuccess: () => setFolderDialog(null), onError: (err: unknown) => notify(errorMessage(err), 'error') };
    if (folderDialog.mode === 'add') folderOps.create.mutate(name, done);
    else folderOps.rename.mutate({ id: folderDialog.folder.id, name }, done);
  };
  const deleteFolder = () => {
    if (!deleting) return;
    folderOps.remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (err) => {
        setDeleting(null);
        notify(errorMessage(err), 'error');
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap" useFlexGap>
        {superAdmin ? (
          <>
            <Button startIcon={<CreateNewFolderOutlinedIcon />} onClick={() => setFolderDialog({ mode: 'add' })}>Add folder</Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>Add new</Button>
          </>
        ) : null}
      </Stack>
      {records.isPending || folders.isPending ? <LinearProgress aria-label="Loading business profiles" /> : null}
      {records.isError ? <Alert severity="error">{errorMessage(records.error)}</Alert> : null}
      {records.isSuccess && list.length === 0 && (folders.data ?? []).length === 0 ? (
        <Typography color="text.secondary">There are no business profiles in this workspace yet.</Typography>
      ) : null}
      {records.isSuccess && (list.length > 0 || (folders.data ?? []).length > 0) ? (
        <RecordsTable
          ws={ws}
          records={list}
          folders={folders.data ?? []}
          canEdit={superAdmin}
          onOpen={open}
          onMove={onMove}
          onRenameFolder={(folder) => setFolderDialog({ mode: 'rename', folder })}
          onDeleteFolder={setDeleting}
        />
      ) : null}
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
      <FolderNameDialog
        open={Boolean(folderDialog)}
        title={folderDialog?.mode === 'rename' ? 'Rename Folder' : 'Add folder'}
        initialName={folderDialog?.mode === 'rename' ? folderDialog.folder.name : ''}
        busy={folderOps.create.isPending || folderOps.rename.isPending}
        onSave={saveFolder}
        onClose={() => setFolderDialog(null)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Folder"
        message={MESSAGES.folderDeleteConfirm.replace('{name}', deleting?.name ?? '')}
        confirmLabel="Delete"
        destructive
        busy={folderOps.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={deleteFolder}
      />
    </Stack>
  );
}
