import { useState, type ReactNode } from 'react';
import { Alert, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { MESSAGES, type Folder, type FolderScope } from '@trueline/contract';
import { errorMessage } from '../lib/api';
import { ConfirmDialog } from './ConfirmDialog';
import { FolderNameDialog } from './FolderNameDialog';
import type { FolderNouns } from './FolderRow';
import type { FolderColumn } from './FolderItemRow';
import { FolderGroups } from './FolderGroups';
import { useFolderMutations, useFolders } from './folder-api';

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
  /** Filter inputs, at the start of the toolbar. */
  filters?: ReactNode;
  /** Add folder as an icon button (beside filters), rather than a text button. */
  compactAddFolder?: boolean;
  /** The items are filtered: folders holding none of them are left out, the others show their items open. */
  filtering?: boolean;
  /** How the items are sorted (the caller sorts them); sortable columns' headers change it. */
  sort?: FolderSort;
}

/** The sorted column and direction, and what a click on a sortable header does. */
export interface FolderSort {
  key: string;
  direction: 'asc' | 'desc';
  onSort(key: string): void;
}

type FolderDialog = { mode: 'add' } | { mode: 'rename'; folder: Folder };

/** Items grouped into folders (folders first, by name), then the items in no folder; the open folders are remembered. */
export function FolderTable<T>(props: FolderTableProps<T>) {
  const { scope, workspaceId: ws, items, canManage, emptyText, loading, loadingLabel, error, actions, filters, compactAddFolder, filtering } = props;
  const folders = useFolders(ws, scope);
  const ops = useFolderMutations(ws, scope);
  const [dialog, setDialog] = useState<FolderDialog | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const list = folders.data ?? [];
  const ready = !loading && !error;

  const saveFolder = (name: string) => {
    if (!dialog) return;
    const done = { onSuccess: () => setDialog(null) };
    if (dialog.mode === 'add') ops.create.mutate(name, done);
    else ops.rename.mutate({ id: dialog.folder.id, name }, done);
  };
  const deleteFolder = () => {
    if (!deleting) return;
    ops.remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: () => setDeleting(null),
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} justifyContent="flex-end" alignItems="center" flexWrap="wrap" useFlexGap>
        {filters}
        {canManage && compactAddFolder ? (
          <Tooltip title="Add folder">
            <IconButton aria-label="Add folder" onClick={() => setDialog({ mode: 'add' })}><CreateNewFolderOutlinedIcon /></IconButton>
          </Tooltip>
        ) : null}
        {canManage && !compactAddFolder ? <Button startIcon={<CreateNewFolderOutlinedIcon />} onClick={() => setDialog({ mode: 'add' })}>Add folder</Button> : null}
        {actions}
      </Stack>
      {loading || folders.isPending ? <LinearProgress aria-label={loadingLabel} /> : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {ready && items.length === 0 && (list.length === 0 || filtering) ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {ready && (items.length > 0 || (list.length > 0 && !filtering)) ? (
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
