import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { listsRoutes, type ListsPage as Page } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { realtimeHandlers } from '../../testing/fake-realtime';
import { applyListEvent, ListsPage } from './lists.page';
import { listFixture, workspaceFixture } from './test-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/use-realtime', () => import('../../testing/fake-realtime'));
vi.mock('../../lib/workspace-context', () => ({
  useWorkspaces: () => ({ workspaces: [workspaceFixture('FIVE9')], selected: workspaceFixture('FIVE9'), loading: false, select: () => undefined }),
}));

const fake = screenTestApi(apiMock);

const done = (id: string, over = {}) => listFixture({ id, name: `${id}.csv`, status: 'PROCESSED', ...over });
const page = (content = [done('a'), done('b')]): Page => ({ content, totalElements: 120, pageNumber: 0, maxPerPage: 2 });

describe('applyListEvent', () => {
  it('replaces a row it has', () => {
    expect(applyListEvent(page(), done('b', { name: 'renamed.csv' }), { first: false, filter: '' }).content[1]!.name).toBe('renamed.csv');
  });
  it('adds a new list at the top of the first page only, when it matches the filter', () => {
    expect(applyListEvent(page(), done('c'), { first: true, filter: '' })).toMatchObject({ content: [{ id: 'c' }, { id: 'a' }], totalElements: 121 });
    expect(applyListEvent(page(), done('c'), { first: false, filter: '' }).content.map((l) => l.id)).toEqual(['a', 'b']);
    expect(applyListEvent(page(), done('c'), { first: true, filter: 'zzz' }).content.map((l) => l.id)).toEqual(['a', 'b']);
    expect(applyListEvent(page(), done('c', { status: 'UPLOADED' }), { first: true, filter: '' }).content.map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe('ListsPage', { timeout: 60_000 }, () => {
  it('pages on the server, 50 a page, and follows list events', async () => {
    fake.on(listsRoutes.all, ({ query }) => {
      const n = Number(query?.pageNumber ?? 0);
      return { content: [done(`p${n}`, { campaignName: 'Spring Promo', metrics: { ...listFixture().metrics, total: 10, valid: 8, loaded: 8, inactive: 1, invalid: 1 } })], totalElements: 1000, pageNumber: n, maxPerPage: 50 };
    });
    render(withProviders(<MemoryRouter><ListsPage /></MemoryRouter>));
    expect(await screen.findByText('p0.csv')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(listsRoutes.all, { params: { ws: 'ws1' }, query: { pageNumber: 0, maxPerPage: 50, filter: undefined } });
    expect(screen.getByRole('link', { name: 'Spring Promo' }).getAttribute('href')).toBe('/campaigns/c1');
    expect(screen.getByLabelText('8/10 leads. Loaded: 8 · Supplied: 10 · Inactive: 1 · Invalid: 1')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(10);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('p2.csv')).toBeTruthy();

    act(() => realtimeHandlers.at(-1)!({ type: 'CampaignList', payload: done('p2', { status: 'ERROR', errorMessage: 'Dialer down' }) }));
    await waitFor(() => expect(screen.getByText('Error')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Show details of p2.csv' }));
    expect(screen.getByText('Dialer down')).toBeTruthy();
    for (const label of ['Supplied', 'Landline', 'Mobile', 'Inactive', 'Invalid']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByText('TCPA Risk')).toBeNull();
  });
});
