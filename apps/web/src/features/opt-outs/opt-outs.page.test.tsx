import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { messagingCampaignsRoutes, optOutsRoutes, OPT_OUT_MESSAGES as M, type MessagingCampaignSummary, type OptOut } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { ApiError } from '../../lib/api';
import { OptOutsPage } from './opt-outs.page';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());
const fake = screenTestApi(apiMock);

const campaign = (id: string, name: string, campaignStatus: MessagingCampaignSummary['campaignStatus'] = 'ACTIVE'): MessagingCampaignSummary => ({
  id, name, campaignStatus, status: 'ACTIVE', senderSourceType: 'LONG_CODE', created: '2026-11-01T00:00:00Z', updated: '2026-11-01T00:00:00Z', folderId: null,
});
const optOut = (phone: string, reason = 'STOP'): OptOut => ({ leadKey: { phone, campaignId: 'c1' }, campaignName: 'Renewals', timestamp: '2026-11-27T15:00:00.000Z', reason });

function answerBasics(rows: OptOut[] = [optOut('5125550181'), optOut('4165550182', 'Asked by phone')]) {
  fake.on(messagingCampaignsRoutes.list, () => [campaign('c2', 'Winback', 'COMPLETE'), campaign('c1', 'Renewals')]);
  fake.on(optOutsRoutes.list, () => rows);
  fake.on(optOutsRoutes.reviews, () => []);
}

describe('OptOutsPage', { timeout: 30_000 }, () => {
  it('lists today’s opt-outs, filters by phone on the page, and offers active campaigns first, inactive ones prefixed', async () => {
    answerBasics();
    render(withProviders(<OptOutsPage />));
    const table = await screen.findByRole('table', { name: 'Opt-outs' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Phone', 'Campaign Name', 'Timestamp', 'Reason', 'Actions']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, q] = apiMock.mock.calls.find(([r]) => r === optOutsRoutes.list)!;
    expect(Date.parse(q.query.latest) - Date.parse(q.query.earliest)).toBeGreaterThanOrEqual(23 * 3_600_000);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '416' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Asked by phone')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Campaign' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All campaigns', 'Renewals', '(Inactive) Winback']);
  });

  it('adds an opt-out only with phone, campaign and reason, and says so; a refused number shows the spec’s text', async () => {
    answerBasics([]);
    let refuse = true;
    fake.on(optOutsRoutes.add, ({ query }) => {
      if (refuse) throw new ApiError(400, M.notSaved, 'VALIDATION', []);
      return { leadKey: { phone: '5125550190', campaignId: query!.campaignId }, campaignName: 'Renewals', timestamp: '2026-11-27T15:00:00Z', reason: query!.reason };
    });
    render(withProviders(<OptOutsPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Add opt-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add opt-out' });
    const save = within(dialog).getByRole('button', { name: 'Save Record' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), { target: { value: '5125550190' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Campaign' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Renewals', '(Inactive) Winback']);
    fireEvent.click(screen.getByRole('option', { name: 'Renewals' }));
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Called in' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(M.notSaved));
    refuse = false;
    fireEvent.click(save);
    expect(await screen.findByText(M.added)).toBeTruthy();
    const [, call] = apiMock.mock.calls.filter(([r]) => r === optOutsRoutes.add).at(-1)!;
    expect(call.query).toEqual({ phone: '+15125550190', campaignId: 'c1', reason: 'Called in' });
  });

  it('deletes after confirmation, downloads asynchronously, and resolves flagged replies', async () => {
    answerBasics();
    fake.on(optOutsRoutes.remove, () => ({ ok: true as const }));
    fake.on(optOutsRoutes.download, () => ({ reportId: 'r1', status: 'PENDING' as const, message: M.downloadRequested }));
    fake.on(optOutsRoutes.reviews, () => [{ id: 'rv1', phone: '5125550197', campaignId: 'c1', campaignName: 'Renewals', message: "please don't text me", timestamp: '2026-11-27T15:00:00Z' }]);
    fake.on(optOutsRoutes.resolveReview, () => ({ ok: true as const }));
    render(withProviders(<OptOutsPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the opt-out of (512) 555-0181' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete opt-out' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiMock.mock.calls.find(([r]) => r === optOutsRoutes.remove)![1].query).toEqual({ campaignId: 'c1', phone: '5125550181' });
    fireEvent.click(screen.getByRole('button', { name: 'Download opt-outs' }));
    expect(await screen.findByText(M.downloadRequested)).toBeTruthy();
    const review = await screen.findByRole('region', { name: M.reviewTitle });
    expect(within(review).getByText('“please don\'t text me”')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Opt out' }));
    await waitFor(() => expect(apiMock.mock.calls.find(([r]) => r === optOutsRoutes.resolveReview)![1]).toMatchObject({ params: { reviewId: 'rv1' }, query: { optOut: 'true' } }));
  });
});
