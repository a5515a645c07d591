import { Fragment, useState, type ReactNode } from 'react';
import { Alert, Button, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { MESSAGES, type Folder, type FolderScope } from '@trueline/contract';
import { errorMessage } from '../lib/api';
import { useSnackbar } from '../app/snackbar';
import { ConfirmDialog } from './ConfirmDialog';
import { FolderNameDialog } from './FolderNameDialog';
import { FolderRow, type FolderNouns } from './FolderRow';
import { FolderItemRow, hideSx, type FolderColumn } from './FolderItemRow';
import { useFolderMutations, useFolders } from './folder-api';
import { useOpenFolders } from './folder-open-state';

export type { FolderColumn } from './FolderItemRow';
export type { FolderNouns } from './FolderRow';

export interface FolderTableProps<T> {
  scope: FolderScope;
  workspaceId: string;
  items: T[];
  getId(item: T): string;
  getFolderId(item: T): string | null | undefined;
  /** The item's name, as its 'Move {name} to folder' button says it. */
  getName(item: T): string;
  /** The accessible name of an item's row, e.g. 'Open business profile Acme'. */
  rowLabel(item: T): string;
  columns: FolderColumn<T>[];
  onRowClick(item: T): void;
  /** Moves an item into a folder, or out of any (null). Not called when the item is already there. */
  onMove(itemId: string, folderId: string | null): void;
  /** Shows the folder controls: Add folder, the folder menus, dragging and 'Move to folder'. */
  canManage: boolean;
  emptyText: string;
  /** The table's accessible name, e.g. 'Business profiles'. */
  label: string;
  nouns: FolderNouns;
  /** The items are still loading (the bar shows while the folders load too). */
  loading?: boolean;
  loadingLabel: string;
  /** The items failed to load: its message shows instead of the table. */
  error?: unknown;
  /** More toolbar buttons, after Add folder. */
  actions?: ReactNode;
}

type FolderDialog = { mode: 'add' } | { mode: 'rename'; folder: Folder };

/** Items grouped into folders (folders first, by name), then the items in no folder; the open folders are remembered. */
export function FolderTable<T>(props: FolderTableProps<T>) {
  const { scope, workspaceId: ws, items, canManage, emptyText, loading, loadingLabel, error, actions } = props;
  const notify = useSnackbar();
  const folders = useFolders(ws, scope);
  const ops = useFolderMutations(ws, scope);
  const [dialog, setDialog] = useState<FolderDialog | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const list = folders.data ?? [];
  const ready = !loading && !error;

  const saveFolder = (name: string) => {
    if (!dialog) return;
    const done = { onSuccess: () => setDialog(null), onError: (err: unknown) => notify(errorMessage(err), 'error') };
    if (dialog.mode === 'add') ops.create.mutate(name, done);
    else ops.rename.mutate({ id: dialog.folder.id, name }, done);
  };
  const deleteFolder = () => {
    if (!deleting) return;
    ops.remove.mutate(deleting.id, {
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
        {canManage ? <Button startIcon={<CreateNewFolderOutlinedIcon />} onClick={() => setDialog({ mode: 'add' })}>Add folder</Button> : null}
        {actions}
      </Stack>
      {loading || folders.isPending ? <LinearProgress aria-label={loadingLabel} /> : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {ready && items.length === 0 && list.length === 0 ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {ready && (items.length > 0 || list.length > 0) ? (
        <FolderGroups {...props} folders={list} onRenameFolder={(folder) => setDialog({ mode: 'rename', folder })} onDeleteFolder={setDeleting} />
      ) : null}
      <FolderNameDialog
        open={Boolean(dialog)}
        title={dialog?.mode === 'rename' ? 'Rename Folder' : 'Add folder'}
        initialName={dialog?.mode === 'rename' ? dialog.folder.name : ''}
        busy={ops.create.isPending || ops.rename.isPending}
        onSave={saveFolder}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Folder"
        message={MESSAGES.folderDeleteConfirm.replace('{name}', deleting?.name ?? '')}
        confirmLabel="Delete"
        destructive
        busy={ops.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={deleteFolder}
      />
    </Stack>
  );
}

interface GroupsProps<T> extends FolderTableProps<T> {
  folders: Folder[];
  onRenameFolder(folder: Folder): void;
  onDeleteFolder(folder: Folder): void;
}

/** The table itself: every row is on the page. */
function FolderGroups<T>(props: GroupsProps<T>) {
  const { scope, workspaceId, items, folders, getId, getFolderId, columns, canManage, label, nouns } = props;
  const openState = useOpenFolders(workspaceId, scope);
  const known = new Set(folders.map((f) => f.id));
  const folderOf = (item: T) => getFolderId(item) || null;
  const loose = items.filter((item) => !known.has(folderOf(item) ?? ''));
  // An item moved into a folder stays in sight: its folder opens.
  const moveTo = (itemId: string, folderId: string | null) => {
    const item = items.find((x) => getId(x) === itemId);
    if (item && folderOf(item) !== folderId) props.onMove(itemId, folderId);
    if (folderId) openState.set(folderId, true);
  };
  const row = (item: T, nested: boolean) => (
    <FolderItemRow
      key={getId(item)}
      scope={scope}
      item={item}
      id={getId(item)}
      name={props.getName(item)}
      label={props.rowLabel(item)}
      folderId={folderOf(item)}
      columns={columns}
      folders={folders}
      canManage={canManage}
      nested={nested}
      onOpen={() => props.onRowClick(item)}
      onMove={(folderId) => moveTo(getId(item), folderId)}
      onDropItem={(id) => moveTo(id, folderOf(item))}
    />
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => <TableCell key={c.key} sx={hideSx(c.hide)}>{c.header}</TableCell>)}
            {canManage ? <TableCell padding="checkbox" aria-label="Actions" /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {folders.map((f) => {
            const inside = items.filter((item) => folderOf(item) === f.id);
            const open = openState.isOpen(f.id);
            return (
              <Fragment key={f.id}>
                <FolderRow
                  folder={f}
                  count={inside.length}
                  nouns={nouns}
                  open={open}
                  canManage={canManage}
                  columns={columns.length + (canManage ? 1 : 0)}
                  onToggle={() => openState.toggle(f.id)}
                  onRename={() => props.onRenameFolder(f)}
                  onDelete={() => props.onDeleteFolder(f)}
                  onDropItem={(id) => moveTo(id, f.id)}
                />
                {open ? inside.map((item) => row(item, true)) : null}
              </Fragment>
            );
          })}
          {loose.map((item) => row(item, false))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
