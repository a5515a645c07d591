import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BILLING_FEES, RATE_STRUCTURES, TIER_MAX, billingRoutes, type BillingProfile } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { ApiError } from '../../lib/api';
import { BillingProfilePage } from './billing-profile.page';

const { apiMock, user } = vi.hoisted(() => ({ apiMock: vi.fn(), user: { id: 'me', orgId: 'org', userType: 'SuperAdmin' as string } }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useUser: () => user }));

const fake = screenTestApi(apiMock, { afterEach: () => (user.userType = 'SuperAdmin') });

const shared: Pick<BillingProfile, 'fees' | 'rates' | 'updated'> = {
  fees: { ...Object.fromEntries(BILLING_FEES.map((f) => [f, '0'])), platformFee: '500' } as BillingProfile['fees'],
  rates: {
    ...Object.fromEntries(RATE_STRUCTURES.map((r) => [r, { tiers: [{ min: 1, max: TIER_MAX, rate: '0.01' }], minimum: null }])),
    messagesLongCode: { tiers: [{ min: 1, max: 100_000, rate: '0.0079' }, { min: 100_001, max: TIER_MAX, rate: '0.0069' }], minimum: null },
  } as BillingProfile['rates'],
  updated: '2026-11-02T15:00:00.000Z',
};
const full: BillingProfile = {
  ...shared, accountingName: 'Demo AP', accountingEmail: 'ap@demo.example', terms: 'NET_30', active: true, isTaxExempt: false, taxExemptReason: null,
  commissions: [], campaignBillingMode: 'CAMPAIGN',
};

describe('BillingProfilePage', { timeout: 30_000 }, () => {
  it('shows Owner and Admin the fees and tiers read-only, in five tabs, without contact, terms, flags or billing mode', async () => {
    user.userType = 'Owner';
    fake.on(billingRoutes.getProfile, () => shared);
    render(withProviders(<BillingProfilePage />));
    expect((await screen.findByLabelText('Platform fee') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Core services', 'UC protect', 'Aegis', 'Engage messaging', 'Additional services']);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Accounting email')).toBeNull();
    expect(screen.queryByLabelText('Campaign billing mode')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Engage messaging' }));
    const tiers = await screen.findByRole('table', { name: 'Messages, 10DLC tiers' });
    expect(within(tiers).getAllByRole('row').slice(1).map((r) => r.textContent!.replace(/[\u200b$]/g, ''))).toEqual(['1100,000', '100,001Max']);
    expect(within(tiers).getAllByRole('textbox').map((i) => [(i as HTMLInputElement).value, (i as HTMLInputElement).readOnly])).toEqual([['0.0079', true], ['0.0069', true]]);
    expect(screen.queryByRole('button', { name: 'Add Messages, 10DLC tier' })).toBeNull();
  });

  it('lets SuperAdmin edit a tier and save the whole profile, saying Saved', async () => {
    fake.on(billingRoutes.getProfile, () => full).on(billingRoutes.commissionAgents, () => []).on(billingRoutes.updateProfile, ({ body }) => ({ ...full, ...(body as object) }) as BillingProfile);
    render(withProviders(<BillingProfilePage />));
    expect(await screen.findByLabelText('Accounting email')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Engage messaging' }));
    fireEvent.change(await screen.findByLabelText('Messages, 10DLC tier 1 up to'), { target: { value: '250000' } });
    const rows = within(screen.getByRole('table', { name: 'Messages, 10DLC tiers' })).getAllByRole('row');
    expect(rows[2]!.textContent).toContain('250,001');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const put = fake.api.mock.calls.find(([route]) => route === billingRoutes.updateProfile)![1] as { body: BillingProfile };
    expect(put.body.rates.messagesLongCode.tiers).toEqual([{ min: 1, max: 250_000, rate: '0.0079' }, { min: 250_001, max: TIER_MAX, rate: '0.0069' }]);
    expect(put.body.fees.platformFee).toBe('500');
  });

  it('keeps digits and one decimal point in a fee, and refuses a tier that ends before it starts without calling the server', async () => {
    fake.on(billingRoutes.getProfile, () => full).on(billingRoutes.commissionAgents, () => []);
    render(withProviders(<BillingProfilePage />));
    const fee = await screen.findByLabelText('Platform fee') as HTMLInputElement;
    fireEvent.change(fee, { target: { value: '1a2.5.0$' } });
    expect(fee.value).toBe('12.50');
    fireEvent.click(screen.getByRole('tab', { name: 'Engage messaging' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Messages, 10DLC tier' }));
    fireEvent.change(screen.getByLabelText('Messages, 10DLC tier 2 up to'), { target: { value: '50' } });
    expect(await screen.findByText('A tier cannot end before it starts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Core services' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Engage messaging' }).getAttribute('aria-selected')).toBe('true'));
    expect(fake.api.mock.calls.some(([route]) => route === billingRoutes.updateProfile)).toBe(false);
  });

  it('shows a refused save as Error: and the server message, with the field error on its input', async () => {
    fake.on(billingRoutes.getProfile, () => full).on(billingRoutes.commissionAgents, () => []).on(billingRoutes.updateProfile, () => {
      throw new ApiError(400, 'Request is invalid', 'VALIDATION', [{ path: 'fees.byopFee', message: 'Enter an amount in dollars, such as 25 or 0.0045.' }]);
    });
    render(withProviders(<BillingProfilePage />));
    fireEvent.change(await screen.findByLabelText('BYOP fee'), { target: { value: '2' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: Request is invalid')).toBeTruthy();
    expect(screen.getByText('Enter an amount in dollars, such as 25 or 0.0045.')).toBeTruthy();
  });

  it('asks for a tax exemption reason only when tax exempt is on', async () => {
    fake.on(billingRoutes.getProfile, () => full).on(billingRoutes.commissionAgents, () => []);
    render(withProviders(<BillingProfilePage />));
    await screen.findByLabelText('Accounting email');
    expect(screen.queryByLabelText('Tax exempt reason')).toBeNull();
    fireEvent.click(screen.getByLabelText('Tax exempt'));
    expect(await screen.findByLabelText('Tax exempt reason')).toBeTruthy();
  });
});
