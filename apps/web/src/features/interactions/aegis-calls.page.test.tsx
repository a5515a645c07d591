import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { INTERACTION_TEXTS, interactionsRoutes, type InteractionSearchRequest, type ResponseOf } from '@trueline/contract';
import { ApiError } from '../../lib/api';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { AegisCallsPage } from './aegis-calls.page';
import { interactionFixture, WORKFLOWS } from './testing-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () =>
  (await import('../../testing/workspace-context-mock')).oneWorkspace((await import('./testing-fixtures')).workspaceFixture()));
const fake = screenTestApi(apiMock, { afterEach: () => localStorage.clear() });

const searches = () => apiMock.mock.calls.filter(([route]) => route === interactionsRoutes.search).map(([, args]) => (args as { body: InteractionSearchRequest }).body);
const { events: _events, ...row } = interactionFixture();
const rows = Array.from({ length: 25 }, (_, i) => ({ ...row, id: `ix-${i + 1}`, to: `21455501${String(i).padStart(2, '0')}` }));
let download: (body: unknown) => Promise<ResponseOf<typeof interactionsRoutes.download>>;

beforeEach(() => {
  localStorage.setItem('trueline.timezone', 'America/Chicago');
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-13T19:20:00Z') });
  download = async () => ({ reportId: 'r1', message: INTERACTION_TEXTS.downloadRequested });
  fake
    .on(interactionsRoutes.workflows, () => WORKFLOWS)
    .on(interactionsRoutes.search, () => ({ content: rows, totalElements: 612 }))
    .on(interactionsRoutes.get, ({ params }) => interactionFixture({ id: params!.id! }))
    .on(interactionsRoutes.download, ({ body }) => download(body));
});
afterEach(() => vi.useRealTimers());

describe('AegisCallsPage', () => {
  it("shows today's calls newest first, 25 a page", async () => {
    render(withProviders(<AegisCallsPage />));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toEqual({
      earliest: '2026-03-13T05:00:00.000Z', latest: '2026-03-14T05:00:00.000Z', workflowId: [], states: [], results: [], includeTestData: false,
      timezone: 'America/Chicago', page: 0, size: 25, sortBy: 'timestamp', sortOrder: 'desc', to: undefined, from: undefined, reasonFilter: undefined,
    });
    const table = await screen.findByRole('table', { name: 'Interactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(screen.getByText('1–25 of 612')).toBeTruthy();
  });

  it('searches with the filters typed: phones as ten digits, states upper-cased and trimmed, result and reason', async () => {
    render(withProviders(<AegisCallsPage />));
    await waitFor(() => expect(searches()).toHaveLength(1));
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '(214) 555-0142' } });
    const states = screen.getByRole('textbox', { name: 'State(s)' });
    fireEvent.change(states, { target: { value: ' ny, nj ,ca' } });
    fireEvent.blur(states);
    expect((states as HTMLInputElement).value).toBe('NY,NJ,CA');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Result' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: ' dnc ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include test calls' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toMatchObject({ to: '2145550142', states: ['NY', 'NJ', 'CA'], results: ['Rejected'], reasonFilter: 'dnc', includeTestData: true, page: 0 });
  });

  it('refuses a number outside the US and Canada with the spec-style message, and does not search', async () => {
    render(withProviders(<AegisCallsPage />));
    await waitFor(() => expect(searches()).toHaveLength(1));
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(INTERACTION_TEXTS.phoneInvalid)).toBeTruthy();
    expect(searches()).toHaveLength(1);
  });

  it('pages on the server, changes the page size and sorts by Time only', async () => {
    render(withProviders(<AegisCallsPage />));
    await waitFor(() => expect(searches()).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ page: 1, size: 25 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['25', '100', '250', '500']);
    fireEvent.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ page: 0, size: 100 }));
    const headers = within(screen.getByRole('table', { name: 'Interactions' })).getAllByRole('columnheader');
    expect(headers.filter((h) => h.querySelector('.MuiTableSortLabel-root')).map((h) => h.textContent)).toEqual(['Time']);
    fireEvent.click(screen.getByRole('button', { name: 'Time' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ page: 0, sortOrder: 'asc' }));
  });

  it('opens the Call detail with the fields and the events of the call', async () => {
    render(withProviders(<AegisCallsPage />));
    fireEvent.click(await screen.findByRole('row', { name: /Open call to \(214\) 555-0100/ }));
    const dialog = await screen.findByRole('dialog', { name: /Call detail/ });
    await waitFor(() => expect(dialog.textContent).toContain('Federal DNC: the number is on the national registry'));
    for (const text of ['Inbound screening', '(214) 555-0142', '(512) 555-0100', '(214) 555-0177', 'Dallas', 'Verizon Wireless', '0.142 s', 'L-10042', 'leadSource', 'web-form', '503']) {
      expect(dialog.textContent).toContain(text);
    }
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.textContent).toContain('2:05:33.071 PM');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts the download of the same search and says it is processing; a failure shows the server message or the fallback', async () => {
    render(withProviders(<AegisCallsPage />));
    await waitFor(() => expect(searches()).toHaveLength(1));
    let sent: unknown;
    download = async (body) => ((sent = body), { reportId: 'r1', message: INTERACTION_TEXTS.downloadRequested });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(INTERACTION_TEXTS.downloadRequested)).toBeTruthy();
    expect(sent).toMatchObject({ earliest: '2026-03-13T05:00:00.000Z', timezone: 'America/Chicago', sortOrder: 'desc' });
    download = async () => { throw new ApiError(412, '', 'VALIDATION'); };
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(INTERACTION_TEXTS.preconditionsFailed)).toBeTruthy();
  });
});

describe('AegisCallsPage on a phone', () => {
  /** A 375 px screen: every max-width query up to the sm breakpoint matches. */
  function phoneScreen() {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: /max-width/.test(query), media: query, onchange: null,
      addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    return () => { window.matchMedia = original; };
  }

  it('folds the filters behind a Filters button, closed at first, with Search and Download in view', async () => {
    const restore = phoneScreen();
    try {
      render(withProviders(<AegisCallsPage />));
      await waitFor(() => expect(searches()).toHaveLength(1));
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const fields = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(fields.querySelector('input[placeholder="NY,NJ,CA"]')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'State(s)' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      fireEvent.change(await screen.findByRole('textbox', { name: 'State(s)' }), { target: { value: 'TX' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(searches()[1]).toMatchObject({ states: ['TX'] });
    } finally {
      restore();
    }
  });

  it('keeps the filters open on a wider screen, with no Filters button', async () => {
    render(withProviders(<AegisCallsPage />));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'State(s)' })).toBeTruthy();
  });
});
