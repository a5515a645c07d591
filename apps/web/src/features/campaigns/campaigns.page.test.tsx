import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { campaignsRoutes, foldersRoutes, type Campaign, type Folder } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { realtimeHandlers } from '../../testing/fake-realtime';
import { layOutFolderTables, TEST_LAYOUT } from '../../components/folder-test-layout';
import { openFoldersKey } from '../../components/folder-open-state';
import { CampaignsPage } from './campaigns.page';
import { campaignFixture } from './testing-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/use-realtime', () => import('../../testing/fake-realtime'));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace((await import('./testing-fixtures')).workspaceFixture()));

const fake = screenTestApi(apiMock, {
  afterEach: () => {
    vi.restoreAllMocks();
    localStorage.clear();
  },
});
beforeEach(layOutFolderTables);

function serve(campaigns: Campaign[], folders: Folder[]) {
  fake.on(campaignsRoutes.list, () => campaigns).on(foldersRoutes.list, () => folders);
}

function Opened() {
  return <p>Campaign {useParams().id} opened</p>;
}

function renderPage() {
  render(withProviders(
    <MemoryRouter initialEntries={['/campaigns']}>
      <Routes>
        <Route path="/campaigns" element={<CampaignsPage />} />
        <Route path="/campaigns/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  ));
}

const row = (name: string) => screen.queryByRole('row', { name: `Open campaign ${name}` });
const chooseStatus = async (status: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByRole('option', { name: status }));
};

const folders: Folder[] = [{ id: 'f1', name: 'Renewals', scope: 'Campaign' }];
const campaigns = [
  campaignFixture({ id: 'c1', name: 'Spring Sale', folderId: 'f1' }),
  campaignFixture({ id: 'c2', name: 'Summer Sale' }),
  campaignFixture({ id: 'c3', name: 'Winter Retired', status: 'DEACTIVATED' }),
];

describe('CampaignsPage', { timeout: 60_000 }, () => {
  it('lists the active campaigns in their folders; the status and text filters narrow the list', async () => {
    serve(campaigns, folders);
    renderPage();
    const folder = await screen.findByRole('button', { name: 'Folder Renewals, 1 campaign' });
    expect(row('Summer Sale')).toBeTruthy();
    expect(row('Winter Retired')).toBeNull();
    // A closed folder hides its campaigns until opened.
    expect(row('Spring Sale')).toBeNull();
    fireEvent.click(folder);
    expect(row('Spring Sale')).toBeTruthy();

    await chooseStatus('Inactive');
    await waitFor(() => expect(row('Winter Retired')).toBeTruthy());
    expect(row('Summer Sale')).toBeNull();
    expect(within(row('Winter Retired')!).getByText('Deactivated')).toBeTruthy();
    await chooseStatus('All');
    await waitFor(() => expect(row('Summer Sale')).toBeTruthy());
    expect(row('Winter Retired')).toBeTruthy();

    // The text filter matches names in any case; folders without a match are left out.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter...' }), { target: { value: 'WINTER' } });
    await waitFor(() => expect(row('Summer Sale')).toBeNull());
    expect(row('Winter Retired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Folder Renewals/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter...' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No campaigns match these filters.')).toBeTruthy();
  });

  it("follows 'Campaign' events live, and opens a campaign from its row", async () => {
    serve(campaigns, folders);
    renderPage();
    await waitFor(() => expect(row('Summer Sale')).toBeTruthy());
    act(() => realtimeHandlers.at(-1)!({ type: 'Campaign', payload: { ...campaigns[1]!, name: 'Summer Sale Extended' } }));
    await waitFor(() => expect(row('Summer Sale Extended')).toBeTruthy());
    act(() => realtimeHandlers.at(-1)!({ type: 'Campaign', payload: { ...campaigns[1]!, name: 'Summer Sale Extended', status: 'DEACTIVATED' } }));
    await waitFor(() => expect(row('Summer Sale Extended')).toBeNull());

    act(() => realtimeHandlers.at(-1)!({ type: 'Campaign', payload: campaignFixture({ id: 'c4', name: 'Autumn New' }) }));
    fireEvent.click(await screen.findByRole('row', { name: 'Open campaign Autumn New' }));
    expect(await screen.findByText('Campaign c4 opened')).toBeTruthy();
  });

  it('holds 5,000 campaigns in 200 open folders, mounting only the rows in view', async () => {
    const many = Array.from({ length: 200 }, (_, i): Folder => ({ id: `f${i}`, name: `Folder ${String(i).padStart(3, '0')}`, scope: 'Campaign' }));
    const lots = Array.from({ length: 5000 }, (_, i) => campaignFixture({ id: `c${i}`, name: `Campaign ${String(i).padStart(4, '0')}`, folderId: `f${i % 200}` }));
    localStorage.setItem(openFoldersKey('ws1', 'Campaign'), JSON.stringify(many.map((f) => f.id)));
    serve(lots, many);
    renderPage();
    const first = await screen.findByRole('row', { name: 'Open campaign Campaign 0000' }, { timeout: 20_000 });
    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(table.getAttribute('aria-rowcount')).toBe(String(5000 + 200 + 1));
    expect(first.getAttribute('aria-rowindex')).toBe('3');
    // Counted by selector: role queries over the document are slow in jsdom.
    const mounted = table.querySelectorAll('tbody tr[data-index]').length;
    expect(mounted).toBeGreaterThan(TEST_LAYOUT.viewport / TEST_LAYOUT.row - 2);
    expect(mounted).toBeLessThan(60);
    expect(within(table).getByRole('button', { name: 'Folder Folder 000, 25 campaigns' }).getAttribute('aria-expanded')).toBe('true');
  });
});
