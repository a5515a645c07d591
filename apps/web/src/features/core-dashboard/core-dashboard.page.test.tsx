import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { coreDashboardRoutes, CORE_DASHBOARD_TEXTS as T, type CoreDashboard } from '@trueline/contract';
import { withProviders } from '../../testing/with-providers';
import { screenTestApi } from '../../testing/screen-test';
import { CoreDashboardPage } from './core-dashboard.page';
import { attentionLink, dayPoints, formatRate } from './dashboard-data';

const { apiMock } = vi.hoisted(() => ({ apiMock: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), api: apiMock }));
vi.mock('../../lib/workspace-context', async () => (await import('../../testing/workspace-context-mock')).oneWorkspace());
const fake = screenTestApi(apiMock, { afterEach: () => localStorage.clear() });

const dashboard = (extra: Partial<CoreDashboard> = {}): CoreDashboard => ({
  totals: { placed: 12_400, callbacks: 310, answered: 220, callbackMinutes: 1_105, callbackRate: 310 / 12_400, loaded: 12_100, valid: 13_000, dnc: 900, invalid: 120, landline: 2_100 },
  days: [{ date: '2026-12-01', loaded: 6_000, valid: 6_400, dnc: 400, invalid: 60, landline: 1_000, callbacks: 150 }, { date: '2026-12-02', loaded: 6_400, valid: 6_600, dnc: 500, invalid: 60, landline: 1_100, callbacks: 160 }],
  pool: { inService: 182, aging: 14, flagged: 9, replaced: 23, tenDlcPending: 3 },
  attention: [{ campaignId: 'c1', name: 'Win-back Metro', reason: 'FLAGGED_NUMBERS', detail: '4 of 20 numbers flagged as spam' }],
  engage: { sent: 5_200, delivered: 5_050, received: 240 },
  aegis: null,
  ...extra,
});

describe('CoreDashboardPage', { timeout: 30_000 }, () => {
  it('shows the week’s calls, callbacks and their rate, pool health, the campaigns that need attention and the Engage headline', async () => {
    fake.on(coreDashboardRoutes.get, () => dashboard());
    render(withProviders(<MemoryRouter><CoreDashboardPage /></MemoryRouter>));
    expect(await screen.findByText('12,400', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('2.5%')).toBeTruthy();
    const pool = screen.getByRole('region', { name: T.poolHealth });
    expect(within(pool).getByText('182')).toBeTruthy();
    const attention = screen.getByRole('region', { name: T.attention });
    expect(within(attention).getByRole('link', { name: 'Win-back Metro' }).getAttribute('href')).toBe('/campaigns/c1?tab=pool');
    expect(within(attention).getByText('4 of 20 numbers flagged as spam')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Engage' })).getByText('5,200')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Aegis One' })).toBeNull();
    const asked = apiMock.mock.calls.find(([route]) => route === coreDashboardRoutes.get)![1] as { params: { ws: string }; body: { earliest: string; latest: string } };
    expect(asked.params.ws).toBe('ws1');
    expect(Date.parse(asked.body.latest)).toBeGreaterThan(Date.parse(asked.body.earliest));
  });

  it('says when no campaign needs attention', async () => {
    fake.on(coreDashboardRoutes.get, () => dashboard({ attention: [], engage: null }));
    render(withProviders(<MemoryRouter><CoreDashboardPage /></MemoryRouter>));
    expect(await screen.findByText(T.allClear)).toBeTruthy();
  });
});

describe('dashboard data', () => {
  it('draws no line for days that have not begun', () => {
    expect(dayPoints(dashboard(), '2026-12-01').map((p) => p.loaded)).toEqual([6_000, null]);
  });
  it('words a rate with one decimal, and a dash with nothing placed', () => {
    expect(formatRate(310 / 12_400, 12_400)).toBe('2.5%');
    expect(formatRate(0, 0)).toBe('—');
  });
  it('links each reason to where it is looked after', () => {
    const a = { campaignId: 'c1', name: 'X', detail: '' };
    expect(attentionLink({ ...a, reason: 'LIST_ERRORS' })).toBe('/campaigns/c1?tab=lists');
    expect(attentionLink({ ...a, reason: 'CNAM_ERRORS' })).toBe('/campaigns/c1');
  });
});
