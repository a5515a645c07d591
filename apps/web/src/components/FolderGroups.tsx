import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, useMediaQuery, useTheme } from '@mui/material';
import type { Folder } from '@trueline/contract';
import { folderKey, FolderRow } from './FolderRow';
import { FolderItemRow, type FolderColumn } from './FolderItemRow';
import { useOpenFolders } from './folder-open-state';
import { folderTableSx } from './folder-table-style';
import { useFillHeight, useVirtualRows } from './folder-virtual';
import type { FolderTableProps } from './FolderTable';

interface Props<T> extends FolderTableProps<T> {
  folders: Folder[];
  onRenameFolder(folder: Folder): void;
  onDeleteFolder(folder: Folder): void;
}

/**
 * The columns shown at the window's width: those hidden on a phone or a narrow screen are left out of the markup (so
 * the rows mount fewer cells, and fixed column widths apply to the columns there are).
 */
function useShownColumns<T>(columns: FolderColumn<T>[]) {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const md = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return useMemo(() => columns.filter((c) => !c.hide || (c.hide === 'phone' ? sm : md)), [columns, sm, md]);
}

type Entry<T> = { kind: 'folder'; folder: Folder; count: number; open: boolean } | { kind: 'item'; item: T; nested: boolean };

/** The table itself: folders first (by name), each followed by its items when open, then the items in no folder. */
export function FolderGroups<T>(props: Props<T>) {
  const { scope, workspaceId, items, folders, getId, getFolderId, canManage, label, nouns, filtering } = props;
  const columns = useShownColumns(props.columns);
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

  // Only the rows in view are mounted: the table scrolls inside its own area, its header in sight.
  const scroller = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => entries.map((e) => (e.kind === 'folder' ? folderKey(e.folder.id) : getId(e.item))), [entries, getId]);
  const kinds = useMemo(() => entries.map((e) => e.kind), [entries]);
  const { virtualizer, slots, bodyHandlers } = useVirtualRows(scroller, keys, kinds);
  const maxHeight = useFillHeight(scroller);
  // Another workspace's list starts at its top.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [workspaceId, scope]);

  const width = columns.length + (canManage ? 1 : 0);
  const sx = useMemo(() => folderTableSx(columns), [columns]);
  const measure = virtualizer.measureElement;
  const rows = slots.map((slot) => {
    if (slot.kind === 'gap') {
      return <tr key={slot.key} className="ft-gap" aria-hidden style={{ height: slot.size }}><td colSpan={width} /></tr>;
    }
    const { index } = slot.item;
    const e = entries[index]!;
    return e.kind === 'folder' ? (
      <FolderRow
        key={keys[index]}
        folder={e.folder}
        count={e.count}
        nouns={nouns}
        open={e.open}
        canManage={canManage}
        columns={width}
        index={index}
        measure={measure}
        onToggle={toggle}
        onRename={rename}
        onDelete={remove}
        onDropItem={moveTo}
      />
    ) : (
      <FolderItemRow
        key={keys[index]}
        scope={scope}
        item={e.item}
        id={keys[index]!}
        name={props.getName(e.item)}
        label={props.rowLabel(e.item)}
        folderId={folderOf(e.item)}
        columns={columns}
        folders={folders}
        canManage={canManage}
        nested={e.nested}
        index={index}
        measure={measure}
        onOpen={open}
        onMove={moveTo}
        onDropItem={dropOnItem}
      />
    );
  });

  return (
    <TableContainer ref={scroller} component={Paper} variant="outlined" sx={{ maxHeight, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={label} aria-rowcount={entries.length + 1} sx={sx}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {columns.map((c) => {
              const sorted = props.sort?.key === c.key ? props.sort.direction : undefined;
              return (
                <TableCell key={c.key} sx={{ width: c.width }} aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sortable && props.sort ? (
                    <TableSortLabel active={Boolean(sorted)} direction={sorted ?? 'asc'} onClick={() => props.sort?.onSort(c.key)}>{c.header}</TableSortLabel>
                  ) : c.header}
                </TableCell>
              );
            })}
            {canManage ? <TableCell aria-label="Actions" sx={{ width: 56, p: 0 }} /> : null}
          </TableRow>
        </TableHead>
        <TableBody {...bodyHandlers}>{rows}</TableBody>
      </Table>
    </TableContainer>
  );
}
