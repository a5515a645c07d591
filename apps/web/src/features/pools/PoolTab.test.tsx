import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import { poolsRoutes, type Campaign, type PoolNumber, type Workspace } from '@trueline/contract';
import { withProviders as wrap } from '../../testing/with-providers';
import { fakeApi } from '../../testing/fake-api';
import { PoolTab } from './PoolTab';

const { apiMock, user, realtime } = vi.hoisted(() => ({
  apiMock: vi.fn(), user: { userType: 'SuperAdmin' }, realtime: { channels: [] as string[], types: [] as string[], handler: null as null | (() => void) },
}));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/session', () => ({ useUser: () => ({ id: 'me', orgId: 'org', ...user }) }));
vi.mock('../../lib/use-realtime', () => ({
  useRealtime: (channels: string[], types: string[], handler: () => void) => Object.assign(realtime, { channels, types, handler }),
}));

const workspace = { id: 'ws1', name: 'Sales' } as Workspace;
const campaign = (over: Partial<Campaign> = {}) =>
  ({ id: 'c1', name: 'Spring', status: 'ACTIVE', provisioningType: 'FullCoverage', coverageAreaCodes: ['212', '716'], coverageStates: [{ stateName: 'New York', country: 'US' }], ...over }) as Campaign;
const num = (number: string, over: Partial<PoolNumber> = {}): PoolNumber => ({
  number, locality: 'New York', region: 'NY', areaCode: number.slice(0, 3), status: 'ACTIVE', created: '2026-03-01T12:00:00.000Z', firstUsed: null,
  daysInService: 0, usageCount: 0, riskLevel: 'LOW', cnam: 'ACME HOME', cnamStatus: 'REGISTERED', appToPersonValid: false, appToPersonCampaignId: null,
  appToPersonCampaignStatus: null, appToPersonFailureReason: null, campaignId: 'c1', campaignName: 'Spring', ...over,
});
const POOL = [num('2125550101'), num('2125550102'), num('7165550103', { locality: 'Buffalo', status: 'AGING' }), num('3055550104', { locality: 'Miami', region: 'FL' })];

const fake = fakeApi(apiMock);

function respond(pool: PoolNumber[] = POOL, progress = { ordering: false, ordered: pool.length, target: pool.length }) {
  fake
    .on(poolsRoutes.campaignPool, () => pool)
    .on(poolsRoutes.poolProgress, () => progress)
    .on(poolsRoutes.selectPoolReplacement, () => ({ requested: 2 }))
    .on(poolsRoutes.fullPoolReplacement, () => ({ requested: 2 }))
    .on(poolsRoutes.byopDeregister, () => ({ accepted: ['2125550101'], rejected: [] }))
    .on(poolsRoutes.byopRegister, () => ({ accepted: ['2015550100', '2015550101'], rejected: [{ number: '123', reason: 'Not a valid number' }] }))
    .on(poolsRoutes.verifyTenDlc, () => ({ ok: true as const }));
}

const rowOf = (number: string) => screen.getByText(`(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`).closest('[role="row"]') as HTMLElement;
const checkboxOf = (number: string) => within(rowOf(number)).queryByRole('checkbox');

beforeEach(() => {
  user.userType = 'SuperAdmin';
  respond();
});
afterEach(() => {
  cleanup();
  fake.reset();
});

// The data grid renders slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
describe('PoolTab', { timeout: 30_000 }, () => {
  it('gives SuperAdmin a select column where inactive numbers cannot be chosen, and replaces the chosen numbers', async () => {
    render(wrap(<PoolTab campaign={campaign()} workspace={workspace} />));
    await screen.findByText('(212) 555-0101');
    for (const h of ['Number', 'City', 'State', 'Status', 'Created', 'In service', 'Days in service', 'Usages', 'SPAM']) expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();
    expect(checkboxOf('7165550103')?.hasAttribute('disabled')).toBe(true);
    expect(rowOf('7165550103').className).toContain('pool-inactive');
    expect(screen.getByRole('button', { name: 'Replace All Pool Numbers' })).toBeTruthy();

    fireEvent.click(checkboxOf('2125550101')!);
    fireEvent.click(checkboxOf('3055550104')!);
    fireEvent.click(screen.getByRole('button', { name: 'Replace 2 Pool Numbers' }));
    expect(screen.getByText('Are you sure you want to replace 2 numbers?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(poolsRoutes.selectPoolReplacement, { params: { ws: 'ws1', campaignId: 'c1' }, body: { numbers: ['2125550101', '3055550104'] } }));
    expect(await screen.findByText('Pool replacement request received and in progress')).toBeTruthy();
  });

  it('says how far ordering has got while a new pool is being ordered, instead of "No numbers in this pool yet"', async () => {
    respond([], { ordering: true, ordered: 12, target: 40 });
    render(wrap(<PoolTab campaign={campaign()} workspace={workspace} />));
    expect((await screen.findByRole('status')).textContent).toContain('Ordering numbers: 12 of 40');
    expect(screen.getByRole('progressbar', { name: 'Ordering numbers: 12 of 40' }).getAttribute('aria-valuenow')).toBe('30');
    expect(await screen.findByText('Numbers appear here as they are ordered.')).toBeTruthy();
    expect(screen.queryByText('No numbers in this pool yet.')).toBeNull();
  });

  it('says the pool is empty once nothing is being ordered', async () => {
    respond([], { ordering: false, ordered: 0, target: 0 });
    render(wrap(<PoolTab campaign={campaign()} workspace={workspace} />));
    expect(await screen.findByText('No numbers in this pool yet.')).toBeTruthy();
    expect(screen.queryByText(/Ordering numbers/)).toBeNull();
  });

  it('asks to replace all numbers when none is chosen', async () => {
    render(wrap(<PoolTab campaign={campaign()} workspace={workspace} />));
    await screen.findByText('(212) 555-0101');
    fireEvent.click(screen.getByRole('button', { name: 'Replace All Pool Numbers' }));
    expect(screen.getByText('Are you sure you want to replace all numbers?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(poolsRoutes.fullPoolReplacement, { params: { ws: 'ws1', campaignId: 'c1' } }));
  });

  it('shows other roles no select column and no replacement on a dialer campaign', async () => {
    user.userType = 'Owner';
    render(wrap(<PoolTab campaign={campaign()} workspace={workspace} />));
    await screen.findByText('(212) 555-0101');
    expect(checkboxOf('2125550101')).toBeNull();
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add pool numbers' })).toBeNull();
    expect(screen.getByText('Coverage area codes: 212, 716')).toBeTruthy();
    expect(screen.getByText('Coverage states: New York')).toBeTruthy();
  });

  it('lets any role of a bring-your-own pool add numbers and remove the selected ones, but not replace them', async () => {
    user.userType = 'Admin';
    render(wrap(<PoolTab campaign={campaign({ provisioningType: 'BringYourOwnPool' })} workspace={workspace} />));
    await screen.findByText('(212) 555-0101');
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
    const remove = screen.getByRole('button', { name: 'Remove selected pool numbers' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.click(checkboxOf('2125550101')!);
    fireEvent.click(remove);
    expect(screen.getByText('Are you sure you want to remove 1 numbers?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(poolsRoutes.byopDeregister, { params: { ws: 'ws1', campaignId: 'c1' }, body: { numbers: ['2125550101'] } }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add pool numbers' }));
    const dialog = screen.getByRole('dialog', { name: 'Add pool numbers' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please enter at least one phone number.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Phone numbers'), { target: { value: '201-555-0100, 2015550101 123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2 numbers successfully added.  1 numbers rejected.', { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(poolsRoutes.byopRegister, { params: { ws: 'ws1', campaignId: 'c1' }, body: { numbers: '201-555-0100, 2015550101 123' } });
    expect(within(dialog).getByText('Not a valid number')).toBeTruthy();
  });

  it('shows messaging columns and Verify 10DLC for SMS messaging, with no selection', async () => {
    render(wrap(<PoolTab campaign={campaign({ provisioningType: 'SmsMessaging' })} workspace={workspace} />));
    await screen.findByText('(212) 555-0101');
    expect(screen.getByRole('columnheader', { name: '10DLC' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Usages' })).toBeNull();
    expect(checkboxOf('2125550101')).toBeNull();
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify 10DLC' }));
    expect(await screen.findByText('Request submitted')).toBeTruthy();
  });

  it('refreshes the pool on the campaign’s live Campaign events', async () => {
    render(wrap(<PoolTab campaign={campaign()} workspace={workspace} />));
    await screen.findByText('(212) 555-0101');
    expect(realtime.channels).toEqual(['campaign:c1']);
    expect(realtime.types).toEqual(['Campaign']);
    respond([...POOL, num('2125550199')]);
    realtime.handler!();
    expect(await screen.findByText('(212) 555-0199')).toBeTruthy();
  });

  it('filters by part of the number, the start of the city (over 2 characters) or the state', async () => {
    render(wrap(<PoolTab campaign={campaign()} workspace={workspace} />));
    await screen.findByText('(212) 555-0101');
    const filter = screen.getByLabelText('Filter');
    fireEvent.change(filter, { target: { value: 'fl' } });
    expect(screen.queryByText('(212) 555-0101')).toBeNull();
    expect(screen.getByText('(305) 555-0104')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'buf' } });
    expect(screen.getByText('(716) 555-0103')).toBeTruthy();
    expect(screen.queryByText('(305) 555-0104')).toBeNull();
    fireEvent.change(filter, { target: { value: '0102' } });
    expect(screen.getByText('(212) 555-0102')).toBeTruthy();
    expect(screen.queryByText('(212) 555-0101')).toBeNull();
  });
});
