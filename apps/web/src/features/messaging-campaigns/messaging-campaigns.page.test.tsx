import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { foldersRoutes, messagingCampaignsRoutes as r, type MessagingCampaignSummary } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { layOutFolderTables } from '../../components/folder-test-layout';
import { MessagingCampaignsPage } from './messaging-campaigns.page';
import { campaignFixture } from './testing-fixtures';

const { apiMock, live } = vi.hoisted(() => ({ apiMock: vi.fn(), live: { handlers: [] as ((e: { type: string; payload: unknown }) => void)[] } }));
vi.mock('../../lib/use-realtime', () => ({ useRealtime: (_c: unknown, _t: unknown, h: (e: { type: string; payload: unknown }) => void) => void live.handlers.push(h) }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () =>
  (await import('../../testing/workspace-context-mock')).oneWorkspace((await import('./testing-fixtures')).workspaceFixture()));

const fake = screenTestApi(apiMock, {
  afterEach: () => {
    localStorage.clear();
    live.handlers = [];
  },
});
beforeEach(layOutFolderTables);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const summary = (id: string, name: string, campaignStatus: MessagingCampaignSummary['campaignStatus'] = 'DRAFT'): MessagingCampaignSummary => {
  const c = campaignFixture({ id, name, campaignStatus });
  return { id: c.id, name: c.name, campaignStatus: c.campaignStatus, status: c.status, senderSourceType: c.senderSourceType, created: c.created, updated: c.updated, folderId: null };
};
const active = [summary('mc2', 'Winter reminders', 'ACTIVE'), summary('mc1', 'Spring promo')];
const inactive = [summary('mc9', 'Old blast', 'COMPLETE')];

function Opened() {
  return <p>Campaign {useParams().id} opened</p>;
}

function renderPage() {
  fake.on(foldersRoutes.list, () => []).on(r.list, ({ query }) => (query?.status === 'Inactive' ? inactive : query?.status === 'All' ? [...active, ...inactive] : [...active]));
  render(withProviders(
    <MemoryRouter initialEntries={['/engage/campaigns']}>
      <Routes>
        <Route path="/engage/campaigns" element={<MessagingCampaignsPage />} />
        <Route path="/engage/campaigns/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  ));
}

const rowNames = () => screen.queryAllByRole('row').map((row) => row.getAttribute('aria-label')).filter(Boolean);

describe('MessagingCampaignsPage', () => {
  it('lists the Active campaigns by name with their status, and filters by text', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toEqual(['Open campaign Spring promo', 'Open campaign Winter reminders']));
    expect(fake.api).toHaveBeenCalledWith(r.list, expect.objectContaining({ query: { status: 'Active' } }));
    fireEvent.change(screen.getByLabelText('Filter...'), { target: { value: 'wint' } });
    await waitFor(() => expect(rowNames()).toEqual(['Open campaign Winter reminders']));
  });

  it('asks the server for the Inactive campaigns when the status filter says so', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(rowNames()).toEqual(['Open campaign Old blast']));
    expect(screen.getByText('Complete')).toBeTruthy();
  });

  it('copies a campaign ID from its row: Copied to clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    // A desktop screen: the ID column shows from md up.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /min-width/.test(query), media: query, onchange: null,
      addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false,
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy campaign ID mc1' }));
    expect(writeText).toHaveBeenCalledWith('mc1');
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    expect(screen.queryByText('Campaign mc1 opened')).toBeNull();
  });

  it('reads the list again when a campaign changes live', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    active.push(summary('mc3', 'Autumn sale'));
    live.handlers.at(-1)!({ type: 'MessagingCampaign', payload: { id: 'mc3' } });
    await waitFor(() => expect(rowNames()).toContain('Open campaign Autumn sale'));
    active.pop();
  });

  it('Create campaign makes New campaign and opens it', async () => {
    renderPage();
    fake.on(r.create, () => campaignFixture({ id: 'mc7', name: 'New campaign' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Campaign mc7 opened')).toBeTruthy();
    expect(fake.api).toHaveBeenCalledWith(r.create, expect.objectContaining({ body: { name: 'New campaign' } }));
  });
});
