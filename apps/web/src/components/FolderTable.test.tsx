import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { foldersRoutes, MESSAGES, type Folder } from '@trueline/contract';
import { withProviders as wrap } from '../testing/with-providers';
import { screenTestApi } from '../testing/screen-test';
import { ApiError } from '../lib/api';
import { FolderTable, type FolderColumn } from './FolderTable';
import { openFoldersKey } from './folder-open-state';
import { layOutFolderTables, TEST_LAYOUT } from './folder-test-layout';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../lib/api', async (original) => ({ ...(await original<typeof import('../lib/api')>()), api: apiMock }));
const fake = screenTestApi(apiMock, {
  afterEach: () => {
    vi.restoreAllMocks();
    localStorage.clear();
  },
});

const { viewport: VIEWPORT, row: ROW } = TEST_LAYOUT;
beforeEach(layOutFolderTables);

interface Item {
  id: string;
  name: string;
  folderId: string | null;
}

const folders: Folder[] = [
  { id: 'f1', name: 'Alpha', scope: 'Campaign' },
  { id: 'f2', name: 'Beta', scope: 'Campaign' },
];
const items: Item[] = [
  { id: 'i1', name: 'In Alpha', folderId: 'f1' },
  { id: 'i2', name: 'Also in Alpha', folderId: 'f1' },
  { id: 'i3', name: 'Loose', folderId: null },
];
const columns: FolderColumn<Item>[] = [
  { key: 'name', header: 'Name', cell: (i) => i.name },
  { key: 'id', header: 'Id', hide: 'phone', cell: (i) => i.id },
];

function serve(remove?: () => Promise<{ ok: true }>) {
  fake.on(foldersRoutes.list, () => folders);
  if (remove) fake.on(foldersRoutes.remove, remove);
}

function renderTable(over: { workspaceId?: string; canManage?: boolean; list?: Item[]; filtering?: boolean } = {}) {
  const onMove = vi.fn();
  const onRowClick = vi.fn();
  const view = render(wrap(
    <FolderTable<Item>
      scope="Campaign"
      workspaceId={over.workspaceId ?? 'ws1'}
      items={over.list ?? items}
      getId={(i) => i.id}
      getFolderId={(i) => i.folderId}
      getName={(i) => i.name}
      rowLabel={(i) => `Open ${i.name}`}
      columns={columns}
      onRowClick={onRowClick}
      onMove={onMove}
      canManage={over.canManage ?? true}
      emptyText="Nothing here yet."
      label="Things"
      nouns={{ one: 'thing', other: 'things' }}
      loadingLabel="Loading things"
      filtering={over.filtering}
    />,
  ));
  return { onMove, onRowClick, unmount: view.unmount };
}

// Generous: the first render of a test file also loads MUI, slow on a busy machine.
const folderButton = (name: RegExp | string) => screen.findByRole('button', { name }, { timeout: 4000 });

describe('FolderTable', { timeout: 30_000 }, () => {
  it('groups items under their folders, then the loose ones, and shows the empty text when there is nothing', async () => {
    serve();
    const { onRowClick, unmount } = renderTable();
    expect(await folderButton('Folder Alpha, 2 things')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Folder Beta, 0 things' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'Open In Alpha' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('row', { name: 'Open Loose' }), { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(items[2]);
    unmount();

    fake.on(foldersRoutes.list, () => []);
    renderTable({ list: [] });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens and collapses a folder, remembered per workspace and scope', async () => {
    serve();
    const first = renderTable();
    const alpha = await folderButton(/^Folder Alpha/);
    expect(alpha.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(alpha);
    expect(alpha.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('row', { name: 'Open In Alpha' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(openFoldersKey('ws1', 'Campaign')) ?? '[]')).toEqual(['f1']);
    first.unmount();

    const again = renderTable();
    expect((await folderButton(/^Folder Alpha/)).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('row', { name: 'Open Also in Alpha' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Folder Alpha/ }));
    expect(screen.queryByRole('row', { name: 'Open In Alpha' })).toBeNull();
    again.unmount();

    localStorage.setItem(openFoldersKey('ws1', 'Campaign'), JSON.stringify(['f1']));
    renderTable({ workspaceId: 'ws2' });
    expect((await folderButton(/^Folder Alpha/)).getAttribute('aria-expanded')).toBe('false');
  });

  it("moves an item with the keyboard-reachable 'Move to folder' menu, opening the folder it went to", async () => {
    serve();
    const { onMove } = renderTable();
    await folderButton(/^Folder Alpha/);
    const loose = screen.getByRole('row', { name: 'Open Loose' });
    fireEvent.click(within(loose).getByRole('button', { name: 'Move Loose to folder' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Out of folder' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Beta' }));
    expect(onMove).toHaveBeenCalledWith('i3', 'f2');
    expect(screen.getByRole('button', { name: /^Folder Beta/ }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: /^Folder Alpha/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move In Alpha to folder' }));
    const second = await screen.findByRole('menu');
    expect(within(second).queryByRole('menuitem', { name: 'Alpha' })).toBeNull();
    fireEvent.click(within(second).getByRole('menuitem', { name: 'Out of folder' }));
    expect(onMove).toHaveBeenLastCalledWith('i1', null);
  });

  it("shows the server's message when a folder that holds items is not deleted", async () => {
    serve(async () => {
      throw new ApiError(409, MESSAGES.folderNotEmpty, 'CONFLICT');
    });
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Folder actions for Alpha' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Folder' });
    expect(dialog.textContent).toContain('Are you sure you want to delete folder: Alpha?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.folderNotEmpty);
    expect(apiMock).toHaveBeenCalledWith(foldersRoutes.remove, { params: { ws: 'ws1', id: 'f1' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Folder' })).toBeNull());
  });

  it('hides the folder controls without canManage', async () => {
    serve();
    renderTable({ canManage: false });
    await folderButton(/^Folder Alpha/);
    expect(screen.queryByRole('button', { name: 'Add folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Folder actions for Alpha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Loose to folder' })).toBeNull();
    expect(screen.getByRole('row', { name: 'Open Loose' }).getAttribute('draggable')).toBe('false');
  });

  it('while filtering, leaves out the folders without matches and shows the others open, without remembering that', async () => {
    serve();
    renderTable({ filtering: true, list: [items[0]!, items[2]!] });
    expect((await folderButton('Folder Alpha, 1 thing')).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('row', { name: 'Open In Alpha' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Folder Beta/ })).toBeNull();
    expect(localStorage.getItem(openFoldersKey('ws1', 'Campaign'))).toBeNull();
  });

  it('mounts only the rows in view of a long table, tells the row count, and mounts the others as it scrolls', async () => {
    serve();
    const many = Array.from({ length: 400 }, (_, i) => ({ id: `m${i}`, name: `Many ${String(i).padStart(3, '0')}`, folderId: null }));
    renderTable({ list: many });
    await folderButton(/^Folder Alpha/);
    const table = screen.getByRole('table', { name: 'Things' });
    // The header, two folders and 400 items, whether mounted or not.
    expect(table.getAttribute('aria-rowcount')).toBe('403');
    const mounted = () => table.querySelectorAll('tr[aria-label^="Open Many"]');
    expect(mounted().length).toBeGreaterThan(VIEWPORT / ROW - 2);
    expect(mounted().length).toBeLessThan(40);
    const first = screen.getByRole('row', { name: 'Open Many 000' });
    expect(first.getAttribute('aria-rowindex')).toBe('4');
    expect(screen.queryByRole('row', { name: 'Open Many 399' })).toBeNull();

    // The focused row stays mounted while the list scrolls to its end.
    first.focus();
    const scroller = table.closest('.MuiTableContainer-root')!;
    // To the end (rows not measured yet count at their estimated height, a little more than ROW).
    scroller.scrollTop = 402 * 50;
    fireEvent.scroll(scroller);
    const last = await screen.findByRole('row', { name: 'Open Many 399' });
    expect(last.getAttribute('aria-rowindex')).toBe('403');
    expect(screen.queryByRole('row', { name: 'Open Many 200' })).toBeNull();
    expect(document.activeElement).toBe(first);
    expect(mounted().length).toBeLessThan(40);
  });
});
