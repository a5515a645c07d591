import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Folder } from '@trueline/contract';
import { FolderRow } from './FolderRow';
import { columnClass, FolderItemRow, hideSx, type FolderColumn } from './FolderItemRow';
import { useOpenFolders } from './folder-open-state';
import type { FolderTableProps } from './FolderTable';

interface Props<T> extends FolderTableProps<T> {
  folders: Folder[];
  onRenameFolder(folder: Folder): void;
  onDeleteFolder(folder: Folder): void;
}

/**
 * Rows mounted at first; each later slice is four times the table so far. The first rows paint at once, and the browser
 * lays the growing table out only a few times (every slice lays out the whole table again).
 */
const FIRST_ROWS = 150;
const GROWTH = 4;

/**
 * The item rows are plain markup: their look lives here, once per table — a TableCell's, with hover, focus and drop
 * highlights, and each column's own `sx` on its cells.
 */
function bodySx<T>(columns: FolderColumn<T>[]): SxProps<Theme> {
  const perColumn = Object.fromEntries(columns.filter((c) => c.sx && typeof c.sx !== 'function').map((c) => [
    `& td.${columnClass(c.key)}`,
    Array.isArray(c.sx) ? Object.assign({}, ...(c.sx as object[])) : c.sx,
  ]));
  return (theme: Theme) => ({
    '& tr.ft-row': {
      cursor: 'pointer',
      outline: 0,
      '&:hover': { bgcolor: 'action.hover' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      '&.ft-over': { bgcolor: 'action.selected' },
    },
    '& td.ft-cell': {
      ...theme.typography.body2,
      color: 'text.primary',
      px: 2,
      py: 1,
      textAlign: 'left',
      verticalAlign: 'inherit',
      borderBottom: '1px solid rgba(224, 224, 224, 1)',
    },
    '& td.ft-nested': { pl: { xs: 4, sm: 6 } },
    '& tr.ft-folder > td': { py: 0.5, px: 2, bgcolor: 'grey.50', borderBottom: '1px solid rgba(224, 224, 224, 1)' },
    '& tr.ft-folder.ft-over > td': { bgcolor: 'action.selected' },
    '& .ft-folder-line': { display: 'flex', alignItems: 'center' },
    '& .ft-folder-toggle': {
      ...theme.typography.body2,
      flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, py: 0.5, px: 0, m: 0, border: 0, borderRadius: 1,
      bgcolor: 'transparent', color: 'text.primary', cursor: 'pointer', textAlign: 'left',
      '& svg': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor' },
      '& svg.ft-folder-icon': { color: 'action.active' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    },
    '& .ft-folder-name': { fontWeight: 600, wordBreak: 'break-word' },
    '& .ft-folder-count': { color: 'text.secondary' },
    '& td.ft-actions': { width: 48, p: '0 0 0 4px' },
    '& td.ft-hide-phone': HIDE_PHONE,
    '& td.ft-hide-narrow': HIDE_NARROW,
    ...perColumn,
  });
}
const HIDE_PHONE = hideSx('phone');
const HIDE_NARROW = hideSx('narrow');

type Entry<T> = { kind: 'folder'; folder: Folder; count: number; open: boolean } | { kind: 'item'; item: T; nested: boolean };

/** The table itself: folders first (by name), each followed by its items when open, then the items in no folder. */
export function FolderGroups<T>(props: Props<T>) {
  const { scope, workspaceId, items, folders, getId, getFolderId, columns, canManage, label, nouns, filtering } = props;
  const openState = useOpenFolders(workspaceId, scope);

  // One pass over the items: each folder's items, and the loose ones (also those of a folder that no longer exists).
  const groups = useMemo(() => {
    const inFolder = new Map<string, T[]>(folders.map((f) => [f.id, []]));
    const loose: T[] = [];
    for (const item of items) {
      const bucket = inFolder.get(getFolderId(item) || '');
      if (bucket) bucket.push(item);
      else loose.push(item);
    }
    return { inFolder, loose };
  }, [items, folders, getFolderId]);

  const entries = useMemo(() => {
    const list: Entry<T>[] = [];
    for (const folder of folders) {
      const inside = groups.inFolder.get(folder.id) ?? [];
      if (filtering && inside.length === 0) continue;
      const open = filtering || openState.isOpen(folder.id);
      list.push({ kind: 'folder', folder, count: inside.length, open });
      if (open) for (const item of inside) list.push({ kind: 'item', item, nested: true });
    }
    for (const item of groups.loose) list.push({ kind: 'item', item, nested: false });
    return list;
  }, [folders, groups, filtering, openState]);

  // The row handlers never change, so memoised rows skip re-rendering; they read the latest props through a ref.
  const latest = useRef({ props, openState });
  latest.current = { props, openState };
  const folderOf = useCallback((item: T) => latest.current.props.getFolderId(item) || null, []);
  const moveTo = useCallback((itemId: string, folderId: string | null) => {
    const { props: p, openState: o } = latest.current;
    const item = p.items.find((x) => p.getId(x) === itemId);
    if (item && (p.getFolderId(item) || null) !== folderId) p.onMove(itemId, folderId);
    // An item moved into a folder stays in sight: its folder opens.
    if (folderId) o.set(folderId, true);
  }, []);
  const dropOnItem = useCallback((itemId: string, folderId: string | null) => moveTo(itemId, folderId), [moveTo]);
  const open = useCallback((item: T) => latest.current.props.onRowClick(item), []);
  const toggle = useCallback((folderId: string) => latest.current.openState.toggle(folderId), []);
  const rename = useCallback((folder: Folder) => latest.current.props.onRenameFolder(folder), []);
  const remove = useCallback((folder: Folder) => latest.current.props.onDeleteFolder(folder), []);

  // Long tables mount in slices: the first rows paint at once, the rest follow slice by slice without blocking input.
  const [limit, setLimit] = useState(FIRST_ROWS);
  const capped = entries.length > limit;
  useEffect(() => {
    if (!capped) return;
    const timer = setTimeout(() => startTransition(() => setLimit((l) => l * GROWTH)), 0);
    return () => clearTimeout(timer);
  }, [capped, limit]);

  const width = columns.length + (canManage ? 1 : 0);
  const sx = useMemo(() => bodySx(columns), [columns]);
  const rows: ReactNode[] = (capped ? entries.slice(0, limit) : entries).map((e) =>
    e.kind === 'folder' ? (
      <FolderRow
        key={`folder:${e.folder.id}`}
        folder={e.folder}
        count={e.count}
        nouns={nouns}
        open={e.open}
        canManage={canManage}
        columns={width}
        onToggle={toggle}
        onRename={rename}
        onDelete={remove}
        onDropItem={moveTo}
      />
    ) : (
      <FolderItemRow
        key={getId(e.item)}
        scope={scope}
        item={e.item}
        id={getId(e.item)}
        name={props.getName(e.item)}
        label={props.rowLabel(e.item)}
        folderId={folderOf(e.item)}
        columns={columns}
        folders={folders}
        canManage={canManage}
        nested={e.nested}
        onOpen={open}
        onMove={moveTo}
        onDropItem={dropOnItem}
      />
    ));

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((c) => <TableCell key={c.key} sx={hideSx(c.hide)}>{c.header}</TableCell>)}
            {canManage ? <TableCell padding="checkbox" aria-label="Actions" /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows}
          {capped ? (
            <TableRow aria-hidden>
              <TableCell colSpan={width} sx={{ color: 'text.secondary', textAlign: 'center' }}>Loading more rows…</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
