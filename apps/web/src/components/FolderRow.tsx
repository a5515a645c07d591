import { memo, useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import type { Folder } from '@trueline/contract';
import { useFolderDropTarget } from './folder-drop';
import { ICON_PATHS, PlainIcon, PlainIconButton } from './PlainIconButton';

/** A folder row's key among the table's rows (an item's is its id). */
export const folderKey = (id: string) => `folder:${id}`;

/** How the items of a folder are counted: one profile, two profiles. */
export interface FolderNouns {
  one: string;
  other: string;
}

interface Props {
  folder: Folder;
  count: number;
  nouns: FolderNouns;
  open: boolean;
  canManage: boolean;
  columns: number;
  /** The row's place in the whole table (0: the first row after the header), mounted or not. */
  index: number;
  /** Measures the mounted row (its height places the rows after it). */
  measure(row: HTMLTableRowElement | null): void;
  /** The handlers are the same for every folder row (so a row re-renders only when its own props change). */
  onToggle(folderId: string): void;
  onRename(folder: Folder): void;
  onDelete(folder: Folder): void;
  onDropItem(itemId: string, folderId: string): void;
}

/**
 * A folder heading row: opens or collapses; a manager drops items on it and renames or deletes it from its menu.
 * Plain markup, styled by the table (FolderGroups), as a table may hold hundreds of folders.
 */
function Row({ folder, count, nouns, open, canManage, columns, index, measure, onToggle, onRename, onDelete, onDropItem }: Props) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const { over, dropHandlers } = useFolderDropTarget(folder.scope, canManage, (id) => onDropItem(id, folder.id));
  return (
    <tr
      {...dropHandlers}
      ref={measure}
      data-index={index}
      data-key={folderKey(folder.id)}
      aria-rowindex={index + 2}
      data-testid="folder-row"
      className={over ? 'ft-folder ft-over' : 'ft-folder'}
    >
      <td colSpan={columns} className="ft-folder-cell">
        <div className="ft-folder-line">
          <button
            type="button"
            className="ft-folder-toggle"
            onClick={() => onToggle(folder.id)}
            aria-expanded={open}
            aria-label={`Folder ${folder.name}, ${count} ${count === 1 ? nouns.one : nouns.other}`}
          >
            <PlainIcon path={open ? ICON_PATHS.expandMore : ICON_PATHS.chevronRight} />
            <PlainIcon path={open ? ICON_PATHS.folderOpen : ICON_PATHS.folder} className="ft-folder-icon" />
            <span className="ft-folder-name">{folder.name}</span>
            <span className="ft-folder-count">({count})</span>
          </button>
          {canManage ? (
            <PlainIconButton label={`Folder actions for ${folder.name}`} title="Folder actions" path={ICON_PATHS.moreVert} haspopup="menu" onClick={(e) => setMenu(e.currentTarget)} />
          ) : null}
          {menu ? (
            <Menu anchorEl={menu} open onClose={() => setMenu(null)}>
              <MenuItem onClick={() => (setMenu(null), onRename(folder))}>Rename Folder</MenuItem>
              <MenuItem onClick={() => (setMenu(null), onDelete(folder))}>Delete Folder</MenuItem>
            </Menu>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

export const FolderRow = memo(Row);
