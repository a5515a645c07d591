import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { campaignsRoutes, INTERACTION_TEXTS, MESSAGES, messagingCampaignsRoutes, USAGE_COUNT_CAP, usageRoutes, type UsageSearchRequest, type VoiceUsageRow } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { ApiError } from '../../lib/api';
import { CallbacksPage, MessagesPage } from './usage-report.page';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());
const fake = screenTestApi(apiMock, { afterEach: () => localStorage.clear() });

const searches = (route: unknown) => apiMock.mock.calls.filter(([r]) => r === route).map(([, args]) => (args as { body: UsageSearchRequest }).body);
const call: VoiceUsageRow = {
  id: 'c1', timestamp: '2026-12-02T16:05:00.000Z', caller: '3055554308', called: '3054496050', forwardedTo: '3125550117', routing: 'SIP',
  campaignId: 'camp-1', callStatus: 'ANSWERED', billableDuration: 185,
};

describe('CallbacksPage', { timeout: 30_000 }, () => {
  it('shows this week’s calls back with where they were forwarded, reads again on Search, and filters by the caller', async () => {
    localStorage.setItem('trueline.timezone', 'America/Chicago');
    fake.on(campaignsRoutes.list, () => [{ id: 'camp-1', name: 'Win-back Metro' }] as never)
      .on(usageRoutes.calls, () => ({ content: [call], totalElements: 1, totalCapped: false }));
    render(withProviders(<CallbacksPage />));
    const table = await screen.findByRole('table', { name: 'Callbacks' });
    const cells = await within(table).findAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Dec 2, 2026, 10:05:00 AM', '(305) 555-4308', '(305) 449-6050', '(312) 555-0117 (SIP trunk)', 'Win-back Metro', 'Answered', '3:05']);
    expect(searches(usageRoutes.calls)[0]).toMatchObject({ page: 0, size: 25, sortBy: 'timestamp', sortOrder: 'desc', campaignId: [], timezone: 'America/Chicago' });
    // Search with the same filters asks again: new calls may have come in.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(usageRoutes.calls)).toHaveLength(2));
    // A number that is not one: the contract's text, and no search.
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(INTERACTION_TEXTS.phoneInvalid)).toBeTruthy();
    expect(searches(usageRoutes.calls)).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '305 555 4308' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(usageRoutes.calls).at(-1)).toMatchObject({ from: '3055554308' }));
  });

  it('says the spec’s text when the report cannot be loaded, and starts a download', async () => {
    fake.on(campaignsRoutes.list, () => [])
      .on(usageRoutes.calls, () => { throw new ApiError(412, MESSAGES.errorOccurred, 'PRECONDITION', []); })
      .on(usageRoutes.callsDownload, () => ({ reportId: 'r1', message: INTERACTION_TEXTS.downloadRequested }));
    render(withProviders(<CallbacksPage />));
    expect(await screen.findByText(INTERACTION_TEXTS.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(INTERACTION_TEXTS.downloadRequested)).toBeTruthy();
  });
});

describe('MessagesPage', { timeout: 30_000 }, () => {
  it('lists the texts sent and received with their segments', async () => {
    fake.on(messagingCampaignsRoutes.list, () => [{ id: 'm1', name: 'Appointment Alerts' }] as never)
      .on(usageRoutes.messaging, () => ({
        content: [
          { id: 's1', timestamp: '2026-12-02T16:05:00.000Z', status: 'DELIVERED', direction: 'OUTBOUND' as const, from: '5125550100', to: '5125550110', messagingCampaignId: 'm1', message: 'Your appointment is tomorrow.', segments: 1 },
          { id: 's2', timestamp: '2026-12-02T16:06:00.000Z', status: 'RECEIVED', direction: 'INBOUND' as const, from: '5125550110', to: '5125550100', messagingCampaignId: 'm1', message: 'STOP', segments: 1 },
        ],
        totalElements: 2, totalCapped: false,
      }));
    render(withProviders(<MessagesPage />));
    const table = await screen.findByRole('table', { name: 'Messages' });
    await within(table).findByText('Your appointment is tomorrow.');
    expect(within(table).getByText('Delivered')).toBeTruthy();
    expect(within(table).getByText('Received')).toBeTruthy();
    expect(within(table).getAllByText('Appointment Alerts')).toHaveLength(2);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('says "more than" when the count stopped at the cap', async () => {
    const row = { id: 's1', timestamp: '2026-12-02T16:05:00.000Z', status: 'DELIVERED', direction: 'OUTBOUND' as const, from: '5125550100', to: '5125550110', messagingCampaignId: 'm1', message: 'Hi', segments: 1 };
    fake.on(messagingCampaignsRoutes.list, () => [])
      .on(usageRoutes.messaging, () => ({ content: Array.from({ length: 25 }, (_, i) => ({ ...row, id: `s${i}` })), totalElements: USAGE_COUNT_CAP, totalCapped: true }));
    render(withProviders(<MessagesPage />));
    expect(await screen.findByText('1–25 of more than 10,000')).toBeTruthy();
  });
});
