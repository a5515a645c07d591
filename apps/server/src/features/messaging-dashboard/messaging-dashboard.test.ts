import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERACTION_TEXTS, MESSAGING_DASHBOARD_TEXTS, type MessagingDashboard } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { addRollups, type RollupDimension } from '../messaging-leads/rollups';
import { createMc, mcUrl } from '../messaging-campaigns/messaging-campaigns.test-helpers';

let t: TestApp;
let owner: Session;
let admin: Session;
let superadmin: Session;
let otherOwner: Session;
let A: string;
let B: string;
let X: string;

const url = (ws: string = DEMO.ws.sales, org: string = DEMO.orgId) => `/api/orgs/${org}/workspaces/${ws}/messagingCampaigns/dashboard`;
/** 1 March 2021 UTC (no demo data that far back). */
const DAY = { earliest: '2021-03-01T00:00:00Z', latest: '2021-03-02T00:00:00Z' };

type Row = [bucket: string, dimension: RollupDimension, key: string, count: number];
async function rollups(ws: string, campaignId: string, rows: Row[]) {
  await addRollups(t.deps.db, rows.map(([bucket, dimension, key, count]) => ({ workspaceId: ws, campaignId, bucket: new Date(bucket), dimension, key, count })));
}

beforeAll(async () => {
  t = await testApp();
  ({ owner, admin, superadmin, otherOwner } = await signInDemoTeam(t));
  A = (await createMc(t, owner, { name: 'Spring renewals' })).id;
  B = (await createMc(t, owner, { name: 'Appointment reminders' })).id;
  X = (await call(t, 'POST', mcUrl('', DEMO.ws.other, DEMO.otherOrgId), otherOwner, { name: 'Other org campaign' })).json().data.id;
  await rollups(DEMO.ws.sales, A, [
    ['2021-03-01T10:00:00Z', 'activity', 'outbound', 10], ['2021-03-01T10:00:00Z', 'activity', 'delivered', 7],
    ['2021-03-01T10:00:00Z', 'activity', 'failed', 2], ['2021-03-01T10:00:00Z', 'activity', 'inbound', 3],
    ['2021-03-01T10:00:00Z', 'carrier.sent', 'Verizon Wireless', 6], ['2021-03-01T10:00:00Z', 'carrier.sent', 'AT&T Mobility', 4],
    ['2021-03-01T10:00:00Z', 'carrier.delivered', 'Verizon Wireless', 5], ['2021-03-01T10:00:00Z', 'carrier.delivered', 'AT&T Mobility', 2],
    ['2021-03-01T10:00:00Z', 'carrier.failed', 'AT&T Mobility', 2],
    ['2021-03-01T10:00:00Z', 'action', 'CONVERSATION', 2], ['2021-03-01T10:00:00Z', 'action', 'OPT_OUT', 1],
    ['2021-03-01T10:00:00Z', 'sentiment', 'POSITIVE', 2], ['2021-03-01T10:00:00Z', 'sentiment', 'NEGATIVE', 1],
    ['2021-03-01T10:00:00Z', 'conversation', '', 2], ['2021-03-01T10:00:00Z', 'status', 'DELIVERED', 7],
    ['2021-03-01T10:00:00Z', 'disposition', '', 1], ['2021-03-01T10:00:00Z', 'disposition', 'Interested', 2],
    ['2021-03-01T10:15:00Z', 'activity', 'outbound', 5], ['2021-03-01T10:15:00Z', 'activity', 'delivered', 5],
    ['2021-03-01T10:15:00Z', 'action', 'CONVERSATION', 1], ['2021-03-01T10:15:00Z', 'conversation', '', 1],
    // Just outside 1 March UTC on either side.
    ['2021-02-28T23:45:00Z', 'activity', 'outbound', 1000], ['2021-03-02T00:00:00Z', 'activity', 'outbound', 100],
  ]);
  await rollups(DEMO.ws.sales, B, [
    ['2021-03-01T13:45:00Z', 'activity', 'outbound', 4], ['2021-03-01T13:45:00Z', 'activity', 'failed', 4],
    ['2021-03-01T13:45:00Z', 'carrier.sent', '', 4], ['2021-03-01T13:45:00Z', 'carrier.failed', '', 4],
    ['2021-03-01T13:45:00Z', 'status', 'FAILED', 4],
  ]);
  // The other organisation's campaign, the same day: never counted in Demo Co's workspaces.
  await rollups(DEMO.ws.other, X, [['2021-03-01T10:00:00Z', 'activity', 'outbound', 50], ['2021-03-01T10:00:00Z', 'carrier.sent', 'Verizon Wireless', 50]]);
});
afterAll(async () => t.close());

async function dashboard(body: object, s: Session = owner, u: string = url()): Promise<MessagingDashboard> {
  const res = await call(t, 'POST', u, s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('messagingDashboard.dashboard', () => {
  it('sums the roll-ups of the range: campaigns, carriers, results, dispositions, actions, sentiment, conversations and the chart by hour', async () => {
    const d = await dashboard(DAY);
    expect(d.campaignCounts).toEqual([
      { id: A, name: 'Spring renewals', sentCount: 15, deliveredCount: 12, failedCount: 2, otherCount: 1 },
      { id: B, name: 'Appointment reminders', sentCount: 4, deliveredCount: 0, failedCount: 4, otherCount: 0 },
    ]);
    expect(d.carrierStatusCounts).toEqual([
      { id: 'Verizon Wireless', sentCount: 6, deliveredCount: 5, failedCount: 0, otherCount: 1 },
      { id: '', sentCount: 4, deliveredCount: 0, failedCount: 4, otherCount: 0 },
      { id: 'AT&T Mobility', sentCount: 4, deliveredCount: 2, failedCount: 2, otherCount: 0 },
    ]);
    expect(d.statusCounts).toEqual([{ id: 'DELIVERED', count: 7 }, { id: 'FAILED', count: 4 }]);
    expect(d.dispositionCounts).toEqual([{ id: 'Interested', count: 2 }, { id: '', count: 1 }]);
    expect(d.nextActionCounts).toEqual([{ id: 'CONVERSATION', count: 3 }, { id: 'OPT_OUT', count: 1 }]);
    expect(d.sentimentCounts).toEqual([{ id: 'POSITIVE', count: 2 }, { id: 'NEGATIVE', count: 1 }]);
    expect(d.conversationsStarted).toEqual([{ id: 'all', count: 3 }]);
    expect(d.interval).toBe('HOUR');
    expect(d.periods).toHaveLength(24);
    expect(d.metrics).toEqual([
      { id: { period: '2021-03-01T10:00:00.000Z' }, outbound: 15, inbound: 3, delivered: 12, failed: 2 },
      { id: { period: '2021-03-01T13:00:00.000Z' }, outbound: 4, inbound: 0, delivered: 0, failed: 4 },
    ]);
  });

  it('counts a bucket where it starts: the start is inclusive, the end exclusive', async () => {
    const from1015 = await dashboard({ earliest: '2021-03-01T10:15:00Z', latest: '2021-03-01T13:45:00Z' });
    expect(from1015.campaignCounts).toEqual([{ id: A, name: 'Spring renewals', sentCount: 5, deliveredCount: 5, failedCount: 0, otherCount: 0 }]);
    expect(from1015.metrics).toEqual([{ id: { period: '2021-03-01T10:15:00.000Z' }, outbound: 5, inbound: 0, delivered: 5, failed: 0 }]);
    const late = await dashboard({ earliest: '2021-02-28T23:45:00Z', latest: '2021-03-02T00:00:00.001Z' });
    expect(late.campaignCounts.find((c) => c.id === A)?.sentCount).toBe(1115);
    const none = await dashboard({ earliest: '2021-03-01T10:30:00Z', latest: '2021-03-01T13:45:00Z' });
    expect(none).toMatchObject({ campaignCounts: [], carrierStatusCounts: [], statusCounts: [], metrics: [], conversationsStarted: [{ id: 'all', count: 0 }] });
  });

  it('groups by day in the chosen time zone over longer ranges', async () => {
    // New York: 1 March is 05:00Z to 05:00Z; the bucket at 2 March 00:00Z is still 1 March there.
    const d = await dashboard({ earliest: '2021-03-01T05:00:00Z', latest: '2021-03-03T05:00:00Z', timezone: 'America/New_York' });
    expect(d.interval).toBe('DAY');
    expect(d.periods).toEqual(['2021-03-01T05:00:00.000Z', '2021-03-02T05:00:00.000Z']);
    expect(d.metrics).toEqual([{ id: { period: '2021-03-01T05:00:00.000Z' }, outbound: 119, inbound: 3, delivered: 12, failed: 6 }]);
  });

  it('filters by campaign; ids of another workspace or organisation match nothing', async () => {
    const onlyB = await dashboard({ ...DAY, messagingCampaignIds: [B] });
    expect(onlyB.campaignCounts.map((c) => c.id)).toEqual([B]);
    expect(onlyB.carrierStatusCounts).toEqual([{ id: '', sentCount: 4, deliveredCount: 0, failedCount: 4, otherCount: 0 }]);
    expect(onlyB.statusCounts).toEqual([{ id: 'FAILED', count: 4 }]);
    expect(onlyB.nextActionCounts).toEqual([]);
    expect((await dashboard({ ...DAY, messagingCampaignIds: [A, B] })).campaignCounts).toHaveLength(2);
    const foreign = await dashboard({ ...DAY, messagingCampaignIds: [X] });
    expect(foreign).toMatchObject({ campaignCounts: [], carrierStatusCounts: [], metrics: [], conversationsStarted: [{ id: 'all', count: 0 }] });
  });

  it('refuses a period that ends before it starts, an unknown time zone and a period over ten years', async () => {
    const bad = async (body: object, path: string, message: string) => {
      const res = await call(t, 'POST', url(), owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    };
    await bad({ earliest: DAY.latest, latest: DAY.earliest }, 'latest', INTERACTION_TEXTS.periodInvalid);
    await bad({ ...DAY, timezone: 'Mars/Olympus' }, 'timezone', INTERACTION_TEXTS.timezoneInvalid);
    const long = await call(t, 'POST', url(), owner, { earliest: '2000-01-01T00:00:00Z', latest: '2021-01-01T00:00:00Z' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGING_DASHBOARD_TEXTS.periodTooLong);
  });

  it('answers SuperAdmin, Owner and Admin alike, 404 to another organisation, and each workspace its own counts', async () => {
    const expected = await dashboard(DAY);
    for (const s of [admin, superadmin]) expect(await dashboard(DAY, s)).toEqual(expected);
    expect((await call(t, 'POST', url(), undefined, DAY)).statusCode).toBe(401);
    expect((await call(t, 'POST', url(), otherOwner, DAY)).statusCode).toBe(404);
    expect((await call(t, 'POST', url(DEMO.ws.sales, DEMO.otherOrgId), otherOwner, DAY)).statusCode).toBe(404);
    expect((await dashboard(DAY, owner, url(DEMO.ws.collections))).campaignCounts).toEqual([]);
    const other = await dashboard(DAY, otherOwner, url(DEMO.ws.other, DEMO.otherOrgId));
    expect(other.campaignCounts).toEqual([{ id: X, name: 'Other org campaign', sentCount: 50, deliveredCount: 0, failedCount: 0, otherCount: 50 }]);
    // SuperAdmin may look into any organisation.
    expect((await dashboard(DAY, superadmin, url(DEMO.ws.other, DEMO.otherOrgId))).campaignCounts).toHaveLength(1);
  });
});
