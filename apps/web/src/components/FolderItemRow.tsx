import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton, ListItemText, Menu, MenuItem, TableCell, TableRow, Tooltip } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import type { Folder, FolderScope } from '@trueline/contract';
import { folderDragType, useFolderDropTarget } from './folder-drop';

/** One column of a FolderTable. `hide`: 'phone' hides it below sm, 'narrow' below md. `sx` styles its body cells. */
export interface FolderColumn<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
  hide?: 'phone' | 'narrow';
  sx?: SxProps<Theme>;
}

const HIDE = {
  phone: { display: { xs: 'none', sm: 'table-cell' } },
  narrow: { display: { xs: 'none', md: 'table-cell' } },
} as const;
export const hideSx = (hide: FolderColumn<unknown>['hide']) => (hide ? HIDE[hide] : {});
const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]) as ReadonlyArray<Exclude<SxProps<Theme>, readonly unknown[]>>;

interface Props<T> {
  scope: FolderScope;
  item: T;
  id: string;
  name: string;
  label: string;
  folderId: string | null;
  columns: FolderColumn<T>[];
  folders: Folder[];
  canManage: boolean;
  nested: boolean;
  onOpen(): void;
  onMove(folderId: string | null): void;
  /** An item dropped onto this row joins this row's folder (or none). */
  onDropItem(itemId: string): void;
}

/** One item: opens on click, Enter or Space; a manager drags it, or uses 'Move to folder'. */
export function FolderItemRow<T>({ scope, item, id, name, label, folderId, columns, folders, canManage, nested, onOpen, onMove, onDropItem }: Props<T>) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { over, dropHandlers } = useFolderDropTarget(scope, canManage, onDropItem, id);
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen();
    }
  };
  const targets = folders.filter((f) => f.id !== folderId);
  const move = (to: string | null) => (setMenu(null), onMove(to));
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={label}
      onClick={onOpen}
      onKeyDown={onKey}
      draggable={canManage}
      onDragStart={(e) => {
        e.dataTransfer.setData(folderDragType(scope), id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      {...dropHandlers}
      sx={{
        cursor: 'pointer',
        bgcolor: over ? 'action.selected' : undefined,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {columns.map((c, i) => (
        <TableCell key={c.key} sx={[hideSx(c.hide), ...sxList(c.sx), i === 0 ? { pl: nested ? { xs: 4, sm: 6 } : 2 } : {}]}>
          {c.cell(item)}
        </TableCell>
      ))}
      {canManage ? (
        <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <Tooltip title="Move to folder">
            <IconButton size="small" aria-label={`Move ${name} to folder`} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)}>
              <DriveFileMoveOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            {targets.map((f) => (
              <MenuItem key={f.id} onClick={() => move(f.id)}>
                <ListItemText>{f.name}</ListItemText>
              </MenuItem>
            ))}
            {folderId ? (
              <MenuItem onClick={() => move(null)}>
                <ListItemText>Out of folder</ListItemText>
              </MenuItem>
            ) : null}
            {targets.length === 0 && !folderId ? <MenuItem disabled>Add a folder first</MenuItem> : null}
          </Menu>
        </TableCell>
      ) : null}
    </TableRow>
  );
}
