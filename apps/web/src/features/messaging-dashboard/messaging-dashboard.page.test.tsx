import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { messagingCampaignsRoutes, messagingDashboardRoutes, type MessagingCampaignSummary, type MessagingDashboard } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { MessagingDashboardPage } from './messaging-dashboard.page';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());
const fake = screenTestApi(apiMock, { afterEach: () => localStorage.clear() });
type Body = { earliest: string; latest: string; messagingCampaignIds: string[]; timezone: string };
const dashboardCalls = () => apiMock.mock.calls.filter(([route]) => route === messagingDashboardRoutes.dashboard).map(([, args]) => (args as { body: Body }).body);

const campaign = (id: string, name: string): MessagingCampaignSummary => ({
  id, name, campaignStatus: 'ACTIVE', status: 'ACTIVE', senderSourceType: 'LONG_CODE', created: '2026-03-01T00:00:00Z', updated: '2026-03-01T00:00:00Z', folderId: null,
});
const NAMES = ['Renewals', 'Winback', 'Reminders', 'Surveys', 'Holiday promo', 'Welcome', 'Follow-up'];
const CAMPAIGNS = NAMES.map((name, i) => campaign(`c${i + 1}`, name));

function fixture(): MessagingDashboard {
  const periods = Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2026, 2, 13, 4 + h)).toISOString());
  return {
    campaignCounts: NAMES.map((name, i) => ({ id: `c${i + 1}`, name, sentCount: 70 - i * 10, deliveredCount: 60 - i * 10, failedCount: 5, otherCount: 5 })),
    carrierStatusCounts: [
      { id: 'verizon', sentCount: 200, deliveredCount: 180, failedCount: 10, otherCount: 10 },
      { id: '', sentCount: 80, deliveredCount: 70, failedCount: 5, otherCount: 5 },
    ],
    statusCounts: [],
    dispositionCounts: [{ id: 'Interested', count: 4 }, { id: '', count: 2 }],
    nextActionCounts: [{ id: 'CONVERSATION', count: 9 }, { id: 'OPT_OUT', count: 3 }],
    sentimentCounts: [{ id: 'POSITIVE', count: 6 }, { id: '', count: 1 }],
    conversationsStarted: [{ id: 'all', count: 9 }],
    metrics: [{ id: { period: periods[9]! }, outbound: 280, inbound: 12, delivered: 250, failed: 15 }],
    interval: 'HOUR',
    periods,
  };
}

beforeEach(() => {
  localStorage.setItem('trueline.timezone', 'America/New_York');
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-13T19:20:00Z') });
  fake.on(messagingCampaignsRoutes.list, () => CAMPAIGNS).on(messagingDashboardRoutes.dashboard, () => fixture());
});
afterEach(() => vi.useRealTimers());

describe('MessagingDashboardPage', { timeout: 30_000 }, () => {
  it('asks for today in the chosen time zone for every campaign, and shows the totals, the chart and every block', async () => {
    render(withProviders(<MessagingDashboardPage />));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(1));
    expect(dashboardCalls()[0]).toEqual({ earliest: '2026-03-13T04:00:00.000Z', latest: '2026-03-14T04:00:00.000Z', messagingCampaignIds: [], timezone: 'America/New_York' });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    await waitFor(() => expect(totals.textContent).toContain('Sent280'));
    expect(totals.textContent).toContain('Delivered210');
    expect(totals.textContent).toContain('Conversations9');
    expect(totals.textContent).toContain('Failed35');
    expect(totals.textContent).toContain('Other35');
    expect(screen.getByRole('img', { name: /Activity per hour: outbound, inbound, delivered and failed/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Campaigns' }).textContent).toBe('All campaigns');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining([
      'Today', 'Yesterday', 'This week', 'Last week', 'This month', 'Last month', 'This year', 'Last year', 'Custom',
    ]));

    // Campaigns: 5 rows, Show More for the other 2, Show Less folds them again.
    const campaigns = screen.getByRole('table', { name: 'Campaigns' });
    expect(within(campaigns).getAllByRole('row')).toHaveLength(6);
    const block = screen.getByRole('region', { name: 'Campaigns' });
    fireEvent.click(within(block).getByRole('button', { name: 'Show More' }));
    expect(within(campaigns).getAllByRole('row')).toHaveLength(8);
    fireEvent.click(within(block).getByRole('button', { name: 'Show Less' }));
    expect(within(campaigns).getAllByRole('row')).toHaveLength(6);

    // Blank keys: a carrier or sentiment is [Unknown], a disposition [None]; an empty block says [No data].
    const carriers = screen.getByRole('table', { name: 'Carriers' });
    expect(within(carriers).getAllByRole('row').slice(1).map((r) => r.firstElementChild?.textContent)).toEqual(['Verizon', '[Unknown]']);
    expect(within(screen.getByRole('region', { name: 'Dispositions' })).getByRole('listitem', { name: '[None]: 2' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Response sentiment' })).getByRole('listitem', { name: '[Unknown]: 1' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Response actions' })).getByRole('listitem', { name: 'CONVERSATION: 9' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Result' }).textContent).toContain('[No data]');
  });

  it('refreshes every 30 seconds while the period is today, and not for another period', async () => {
    render(withProviders(<MessagingDashboardPage />));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(1));
    expect(screen.getByText(/Today refreshes every 30 seconds/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(3));
    expect(dashboardCalls()[2]).toMatchObject({ earliest: '2026-03-12T04:00:00.000Z', latest: '2026-03-13T04:00:00.000Z' });
    expect(screen.queryByText(/Today refreshes every 30 seconds/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(dashboardCalls()).toHaveLength(3);
  });

  it('toggles a campaign as the filter when its row is clicked, and filters by the campaigns chosen in the select', async () => {
    render(withProviders(<MessagingDashboardPage />));
    const campaigns = await screen.findByRole('table', { name: 'Campaigns' });
    await waitFor(() => expect(within(campaigns).getAllByRole('row')).toHaveLength(6));
    fireEvent.click(within(campaigns).getByRole('row', { name: 'Filter on Winback' }));
    await waitFor(() => expect(dashboardCalls().at(-1)?.messagingCampaignIds).toEqual(['c2']));
    expect(screen.getByRole('combobox', { name: 'Campaigns' }).textContent).toBe('Winback');
    fireEvent.click(within(campaigns).getByRole('row', { name: 'Stop filtering on Winback' }));
    // Back to every campaign (answered from the cache of the first request).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Campaigns' }).textContent).toBe('All campaigns'));
    expect(within(campaigns).getByRole('row', { name: 'Filter on Winback' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Campaigns' }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([...NAMES].sort((a, b) => a.localeCompare(b)));
    fireEvent.click(within(list).getByRole('option', { name: 'Surveys' }));
    await waitFor(() => expect(dashboardCalls().at(-1)?.messagingCampaignIds).toEqual(['c4']));
  });
});
