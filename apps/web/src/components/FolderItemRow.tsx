import { memo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Folder, FolderScope } from '@trueline/contract';
import { folderDragType, useFolderDropTarget } from './folder-drop';
import { ICON_PATHS, PlainIconButton } from './PlainIconButton';

/**
 * One column of a FolderTable. `hide`: 'phone' leaves it out below sm, 'narrow' below md. `sx` styles its body cells.
 * `width` (CSS width of the column): when any column has one, the table lays its columns out fixed.
 */
export interface FolderColumn<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
  hide?: 'phone' | 'narrow';
  sx?: SxProps<Theme>;
  width?: number | string;
  /** The header sorts the table by this column (the table's `sort` says how it is sorted now). */
  sortable?: boolean;
}

/** The class of a column's body cells, which the table's styles (FolderGroups) address. */
export const columnClass = (key: string) => `ft-col-${key.replace(/[^\w-]/g, '_')}`;

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
  /** The row's place in the whole table (0: the first row after the header), mounted or not. */
  index: number;
  /** Measures the mounted row (its height places the rows after it). */
  measure(row: HTMLTableRowElement | null): void;
  /** The handlers below are the same for every row (so that a row re-renders only when its own props change). */
  onOpen(item: T): void;
  onMove(itemId: string, folderId: string | null): void;
  /** An item dropped onto this row joins this row's folder (or none). */
  onDropItem(itemId: string, folderId: string | null): void;
}

/**
 * One item: opens on click, Enter or Space; a manager drags it, or uses 'Move to folder'. Plain table markup styled by
 * the table (no styled component per cell) and memoised: thousands of rows mount fast and stay put while one changes.
 */
function ItemRow<T>({ scope, item, id, name, label, folderId, columns, folders, canManage, nested, index, measure, onOpen, onMove, onDropItem }: Props<T>) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { over, dropHandlers } = useFolderDropTarget(scope, canManage, (dropped) => onDropItem(dropped, folderId), id);
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(item);
    }
  };
  const move = (to: string | null) => (setMenu(null), onMove(id, to));
  return (
    <tr
      ref={measure}
      data-index={index}
      data-key={id}
      aria-rowindex={index + 2}
      className={over ? 'ft-row ft-over' : 'ft-row'}
      tabIndex={0}
      aria-label={label}
      onClick={() => onOpen(item)}
      onKeyDown={onKey}
      draggable={canManage}
      onDragStart={(e) => {
        e.dataTransfer.setData(folderDragType(scope), id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      {...dropHandlers}
    >
      {columns.map((c, i) => (
        <td key={c.key} className={`ft-cell ${columnClass(c.key)}${i === 0 ? (nested ? ' ft-nested' : ' ft-first') : ''}`}>
          {c.cell(item)}
        </td>
      ))}
      {canManage ? (
        <td className="ft-cell ft-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
          <PlainIconButton label={`Move ${name} to folder`} title="Move to folder" path={ICON_PATHS.driveFileMove} haspopup="menu" onClick={(e) => setMenu(e.currentTarget)} />
          {menu ? <MoveMenu anchor={menu} folders={folders} folderId={folderId} onMove={move} onClose={() => setMenu(null)} /> : null}
        </td>
      ) : null}
    </tr>
  );
}

export const FolderItemRow = memo(ItemRow) as typeof ItemRow;

interface MoveMenuProps {
  anchor: HTMLElement;
  folders: Folder[];
  folderId: string | null;
  onMove(folderId: string | null): void;
  onClose(): void;
}

/** The 'Move to folder' choices: the other folders, and out of the current one. Mounted only while open. */
function MoveMenu({ anchor, folders, folderId, onMove, onClose }: MoveMenuProps) {
  const targets = folders.filter((f) => f.id !== folderId);
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {targets.map((f) => (
        <MenuItem key={f.id} onClick={() => onMove(f.id)}>
          <ListItemText>{f.name}</ListItemText>
        </MenuItem>
      ))}
      {folderId ? (
        <MenuItem onClick={() => onMove(null)}>
          <ListItemText>Out of folder</ListItemText>
        </MenuItem>
      ) : null}
      {targets.length === 0 && !folderId ? <MenuItem disabled>Add a folder first</MenuItem> : null}
    </Menu>
  );
}
