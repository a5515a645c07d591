import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BILLING_USAGE_MESSAGES, billableUsageRoutes, USAGE_ALERT_TEXTS, usageAlertRoutes, type BillableUsage, type UsageAlert } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { ApiError } from '../../lib/api';
import { BillingUsagePage } from './billing-usage.page';

const { apiMock, user } = vi.hoisted(() => ({ apiMock: vi.fn(), user: { id: 'me', orgId: 'org', userType: 'SuperAdmin' as string } }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useUser: () => user }));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());

const fake = screenTestApi(apiMock, { afterEach: () => (user.userType = 'SuperAdmin') });

const usage = (extra: BillableUsage['lines'] = []): BillableUsage => ({
  month: 12, year: 2026, status: 'ESTIMATE', closesAt: '2027-01-04T05:00:00.000Z', timeZone: 'America/New_York', asOf: '2026-12-03T12:00:00.000Z',
  total: (614 + extra.reduce((a, l) => a + Number(l.total), 0)).toFixed(2),
  lines: [
    { id: 'fee:platformFee', type: 'Fee', description: 'Platform fee', qty: 1, rate: '500', total: '500.00', detail: null, workspaceUsage: [] },
    {
      id: 'usage:aegis', type: 'Usage', description: 'Aegis One calls screened', qty: 1500, rate: null, total: '14.00', detail: '1–1,000 at $0.01; 1,001–Max at $0.008',
      workspaceUsage: [{ workspaceId: 'ws1', description: 'Sales Floor', qty: 1000, total: '9.33' }, { workspaceId: 'ws9', description: 'Collections', qty: 500, total: '4.67' }],
    },
    { id: 'adj-1', type: 'Adjustment', description: 'Onboarding', qty: 1, rate: '100', total: '100.00', detail: null, workspaceUsage: [] },
    ...extra,
  ],
});
const rowTexts = () => within(screen.getByRole('table', { name: 'Billing usage' })).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('BillingUsagePage', { timeout: 30_000 }, () => {
  it('shows this month as an estimate, opens a line on its workspaces and narrows to one workspace', async () => {
    user.userType = 'Owner';
    fake.on(billableUsageRoutes.get, () => usage());
    render(withProviders(<BillingUsagePage />));
    expect(await screen.findByText('Aegis One calls screened')).toBeTruthy();
    expect(screen.getByText(/Estimate to date/)).toBeTruthy();
    expect(rowTexts()).toEqual([
      // (The rate is written twice: under the description for phones, in its column for wider screens.)
      'Platform feeat $500.001$500.00$500.00', 'Aegis One calls screened1–1,000 at $0.01; 1,001–Max at $0.0081,500Tiered$14.00',
      'OnboardingAdjustmentat $100.001$100.00$100.00', 'Total$614.00',
    ]);
    // Owner reads; only SuperAdmin adds or deletes adjustments.
    expect(screen.queryByRole('button', { name: BILLING_USAGE_MESSAGES.addAdjustment })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete adjustment Onboarding' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show workspaces of Aegis One calls screened' }));
    expect(rowTexts()).toContain('Sales Floor1,000$9.33');
    expect(rowTexts()).toContain('Collections500$4.67');
    // One workspace: its part of each usage line and their sum.
    fireEvent.mouseDown(screen.getByLabelText('Workspace'));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales Floor' }));
    await waitFor(() => expect(rowTexts()).toEqual(['Aegis One calls screened1–1,000 at $0.01; 1,001–Max at $0.0081,000Tiered$9.33', 'Total$9.33']));
    const query = fake.api.mock.calls.find(([route]) => route === billableUsageRoutes.get)![1] as { query: { year: number; month: number } };
    expect(query.query).toEqual({ year: expect.any(Number), month: expect.any(Number) });
  });

  it('lets SuperAdmin add an adjustment, showing the server’s field error, and delete one after confirming', async () => {
    let lines = usage();
    fake.on(billableUsageRoutes.get, () => lines)
      .on(billableUsageRoutes.addAdjustment, ({ body }) => {
        const b = body as { description: string; units: number; rate: string; period: string };
        if (b.description === 'Bad') throw new ApiError(400, 'VALIDATION', BILLING_USAGE_MESSAGES.descriptionRequired, [{ path: 'description', message: 'Taken by the server' }]);
        lines = usage([{ id: 'adj-2', type: 'Adjustment', description: b.description, qty: b.units, rate: b.rate, total: (b.units * Number(b.rate)).toFixed(2), detail: null, workspaceUsage: [] }]);
        return { id: 'adj-2', ...b };
      })
      .on(billableUsageRoutes.deleteAdjustment, () => ({ deleted: true as const }));
    render(withProviders(<BillingUsagePage />));
    fireEvent.click(await screen.findByRole('button', { name: BILLING_USAGE_MESSAGES.addAdjustment }));
    const dialog = await screen.findByRole('dialog', { name: BILLING_USAGE_MESSAGES.addAdjustment });
    // Nothing typed: the contract's texts, and no call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(BILLING_USAGE_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(within(dialog).getByText(BILLING_USAGE_MESSAGES.rateInvalid)).toBeTruthy();
    expect(fake.api.mock.calls.some(([route]) => route === billableUsageRoutes.addAdjustment)).toBe(false);
    // The rate keeps a leading minus, digits and one point.
    fireEvent.change(within(dialog).getByLabelText('Rate'), { target: { value: '-2x5.5.0' } });
    expect((within(dialog).getByLabelText('Rate') as HTMLInputElement).value).toBe('-25.50');
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Taken by the server')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Outage credit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(BILLING_USAGE_MESSAGES.adjustmentAdded)).toBeTruthy();
    const added = fake.api.mock.calls.filter(([route]) => route === billableUsageRoutes.addAdjustment).at(-1)![1] as { body: object };
    expect(added.body).toEqual({ period: expect.stringMatching(/^\d{4}-\d{2}$/), description: 'Outage credit', units: 1, rate: '-25.50' });
    expect(await screen.findByText('Outage credit')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete adjustment Onboarding' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete adjustment' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BILLING_USAGE_MESSAGES.adjustmentDeleted)).toBeTruthy();
    expect(fake.api.mock.calls.find(([route]) => route === billableUsageRoutes.deleteAdjustment)![1]).toEqual({ params: { id: 'adj-1' } });
  });

  it('lets an Owner add a usage alert, told at once when it is already crossed, and Admin only read them', async () => {
    user.userType = 'Owner';
    let alerts: UsageAlert[] = [];
    fake.on(billableUsageRoutes.get, () => usage())
      .on(usageAlertRoutes.list, () => alerts)
      .on(usageAlertRoutes.create, ({ body }) => {
        const a = { id: 'al1', ...(body as { metric: 'SPEND'; product: null; threshold: string }), firedAt: '2026-12-03T12:00:00.000Z', created: '2026-12-03T12:00:00.000Z' };
        alerts = [a];
        return a;
      });
    render(withProviders(<BillingUsagePage />));
    const card = await screen.findByRole('region', { name: USAGE_ALERT_TEXTS.title });
    expect(await within(card).findByText(USAGE_ALERT_TEXTS.none)).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Over ($)'), { target: { value: '2x50' } });
    fireEvent.click(within(card).getByRole('button', { name: USAGE_ALERT_TEXTS.add }));
    expect(await screen.findByText(/already crossed this month/)).toBeTruthy();
    const sent = fake.api.mock.calls.find(([route]) => route === usageAlertRoutes.create)![1] as { body: object };
    expect(sent.body).toEqual({ metric: 'SPEND', product: null, threshold: '250' });
    expect(await within(card).findByText('Whole bill: spend over $250.00')).toBeTruthy();
    expect(within(card).getByText(/^Crossed /)).toBeTruthy();
  });

  it('says when the month cannot be loaded', async () => {
    fake.on(billableUsageRoutes.get, () => { throw new ApiError(500, 'INTERNAL', 'An error occurred.', []); });
    render(withProviders(<BillingUsagePage />));
    expect(await screen.findByText(new RegExp(BILLING_USAGE_MESSAGES.loadFailed))).toBeTruthy();
  });
});
