import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { interactionsRoutes } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { AegisDashboardPage } from './aegis-dashboard.page';
import { dashboardFixture, WORKFLOWS } from './testing-fixtures';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () =>
  (await import('../../testing/workspace-context-mock')).oneWorkspace((await import('./testing-fixtures')).workspaceFixture()));
const fake = screenTestApi(apiMock, { afterEach: () => localStorage.clear() });
type Body = { earliest: string; latest: string; workflowId: string[]; timezone: string };
const dashboardCalls = () => apiMock.mock.calls.filter(([route]) => route === interactionsRoutes.dashboard).map(([, args]) => (args as { body: Body }).body);

beforeEach(() => {
  localStorage.setItem('trueline.timezone', 'America/New_York');
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-13T19:20:00Z') });
  fake.on(interactionsRoutes.workflows, () => WORKFLOWS).on(interactionsRoutes.dashboard, () => dashboardFixture());
});
afterEach(() => vi.useRealTimers());

describe('AegisDashboardPage', () => {
  it('asks for today in the chosen time zone and shows the totals, workflows and blocks', async () => {
    render(withProviders(<AegisDashboardPage />));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(1));
    expect(dashboardCalls()[0]).toEqual({ earliest: '2026-03-13T04:00:00.000Z', latest: '2026-03-14T04:00:00.000Z', workflowId: [], timezone: 'America/New_York' });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() => expect(totals.textContent).toContain('60'));
    expect(totals.textContent).toContain('Accepted42');
    const workflows = screen.getByRole('table', { name: 'Interactions per workflow' });
    expect(within(workflows).getAllByRole('row')[1]!.textContent).toContain('Inbound screening');
    expect(within(screen.getByRole('region', { name: 'Top Outcomes' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'By line type' }).textContent).toContain('Nothing recorded in this period.');
  });

  it('refreshes every 30 seconds while the period is today, and not for another period', async () => {
    render(withProviders(<AegisDashboardPage />));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(1));
    expect(screen.getByText(/Today refreshes every 30 seconds/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(4));
    expect(dashboardCalls()[3]).toMatchObject({ earliest: '2026-03-12T04:00:00.000Z', latest: '2026-03-13T04:00:00.000Z' });
    expect(screen.queryByText(/Today refreshes every 30 seconds/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(dashboardCalls()).toHaveLength(4);
  });

  it('filters by the chosen workflows and counts weeks from Sunday', async () => {
    render(withProviders(<AegisDashboardPage />));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Workflows' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Outbound compliance' }));
    await waitFor(() => expect(dashboardCalls().at(-1)?.workflowId).toEqual(['wf-out']));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(dashboardCalls().at(-1)).toMatchObject({ earliest: '2026-03-08T05:00:00.000Z', latest: '2026-03-15T04:00:00.000Z', workflowId: ['wf-out'] }));
  });
});
