import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTERACTION_TEXTS, MESSAGES, type CoreDashboard } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { addNumbers } from '../pools/pools.test-fixtures';
import { poolNumbers } from '../pools/pools.tables';
import { daysOf } from './core-dashboard.service';

const team = setUpDemoTeam();
const url = (ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${ws}/dashboard`;
const DAY = 86_400_000;
const lastWeek = () => ({ earliest: new Date(Date.now() - 7 * DAY).toISOString(), latest: new Date(Date.now() + 60_000).toISOString(), timezone: 'America/Chicago' });
const read = (s: Session, body: object = lastWeek(), target = url()) => team.t.app.inject({ method: 'POST', url: target, headers: s.headers, payload: body });

beforeAll(async () => {
  // The demo's pools are provisioned by jobs after a first start: a few numbers, two of them flagged, and a week of callbacks.
  const rows = await addNumbers(team.t, DEMO_CAMPAIGNS.winBackMetro, [0, 1, 2, 3, 4].map((i) => ({ number: `31255571${String(i).padStart(2, '0')}`, city: 'Chicago', state: 'IL', lat: 41.88, lon: -87.63 })));
  for (const n of rows.slice(0, 2)) await team.t.deps.db.update(poolNumbers).set({ status: 'FLAGGED' }).where(eq(poolNumbers.id, n.id));
  await team.t.services.callbacks.history.dial([DEMO_CAMPAIGNS.winBackMetro], 7);
});

describe('POST dashboard', () => {
  it('sums the week: callbacks per day and their rate, list outcomes, pool health, campaigns that need attention, Aegis and Engage headlines', async () => {
    const res = await read(team.owner);
    expect(res.statusCode, res.body).toBe(200);
    const d: CoreDashboard = res.json().data;
    expect(d.days).toHaveLength(8);
    expect(d.days.map((x) => x.date)).toEqual(daysOf(lastWeek().earliest, lastWeek().latest, 'America/Chicago'));
    expect(d.totals.callbacks).toBeGreaterThan(0);
    expect(d.totals.callbacks).toBe(d.days.reduce((a, x) => a + x.callbacks, 0));
    expect(d.totals.answered).toBeLessThanOrEqual(d.totals.callbacks);
    expect(d.totals.loaded).toBe(d.days.reduce((a, x) => a + x.loaded, 0));
    expect(d.pool.flagged).toBeGreaterThanOrEqual(2);
    expect(d.pool.inService).toBeGreaterThanOrEqual(3);
    expect(d.attention).toContainEqual({ campaignId: DEMO_CAMPAIGNS.winBackMetro, name: 'Win-back Metro', reason: 'FLAGGED_NUMBERS', detail: '2 of 5 numbers flagged as spam' });
    // The demo screens calls and texts in Sales Floor.
    expect(d.aegis?.screened).toBeGreaterThan(0);
    expect(d.engage?.sent).toBeGreaterThan(0);
  });

  it('answers the callback rate against the calls placed with local caller IDs', async () => {
    await team.t.services.metering.record([{ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales, product: 'transactions', quantity: 1000, key: `dash-${Date.now()}`, at: new Date() }]);
    const d: CoreDashboard = (await read(team.admin)).json().data;
    expect(d.totals.placed).toBeGreaterThanOrEqual(1000);
    expect(d.totals.callbackRate).toBeCloseTo(d.totals.callbacks / d.totals.placed, 6);
  });

  it('refuses a period that ends before it starts; another organisation’s workspace is not found', async () => {
    const backwards = { ...lastWeek(), earliest: lastWeek().latest, latest: lastWeek().earliest };
    expect((await read(team.owner, backwards)).json().errors).toContainEqual({ path: 'latest', message: INTERACTION_TEXTS.periodInvalid });
    const decade = { ...lastWeek(), earliest: new Date(Date.now() - 3650 * DAY).toISOString() };
    expect((await read(team.owner, decade)).json().errors).toContainEqual({ path: 'latest', message: 'Choose a period of at most 400 days.' });
    expect((await read(team.otherOwner)).json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await read(team.owner, lastWeek(), url(DEMO.ws.other, DEMO.otherOrgId))).statusCode).toBe(404);
  });
});

describe('daysOf', () => {
  it('lists every day of the period in its time zone, the end excluded', () => {
    expect(daysOf('2026-11-30T06:00:00Z', '2026-12-03T06:00:00Z', 'America/Chicago')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysOf('2026-11-30T06:00:00Z', '2026-12-03T06:00:01Z', 'America/Chicago')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
  });
});
