import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagingDashboard } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signIn, type Session } from '../../testing/session';
import { addRollups, type RollupDimension, type RollupRow } from '../messaging-leads/rollups';
import { createMc } from '../messaging-campaigns/messaging-campaigns.test-helpers';

// The dashboard reads whole UTC days from the daily roll-ups and whole hours from the hourly ones: whatever the range
// and time zone, it must answer exactly what the 15-minute counts say. Random counts over two months of 2019 (across
// the end of US summer time) are summed here the plain way and compared with the API's answer.
let t: TestApp;
let owner: Session;
const campaigns: string[] = [];
const counted: RollupRow[] = [];
const url = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/messagingCampaigns/dashboard`;
const KEYS: [RollupDimension, string][] = [['activity', 'outbound'], ['activity', 'delivered'], ['activity', 'failed'], ['activity', 'inbound'],
  ['carrier.sent', 'att'], ['carrier.delivered', 'att'], ['status', 'DELIVERED'], ['action', 'OPT_OUT'], ['disposition', 'Interested']];
const START = Date.parse('2019-10-01T00:00:00Z');
const END = Date.parse('2019-12-01T00:00:00Z');

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

beforeAll(async () => {
  t = await testApp();
  owner = await signIn(t, DEMO.owner);
  for (const name of ['Grain test A', 'Grain test B']) campaigns.push((await createMc(t, owner, { name })).id);
  const next = random(2019);
  for (let i = 0; i < 3000; i++) {
    const [dimension, key] = KEYS[Math.floor(next() * KEYS.length)]!;
    // Any minute of the two months (counts fall in their 15-minute bucket), a few on the hour and at midnight UTC.
    const at = START + Math.floor(next() * ((END - START) / 60_000)) * 60_000;
    const bucket = new Date(i % 10 === 0 ? Math.floor(at / 86_400_000) * 86_400_000 : i % 10 === 1 ? Math.floor(at / 3_600_000) * 3_600_000 : at);
    counted.push({ workspaceId: DEMO.ws.sales, campaignId: campaigns[i % 2]!, bucket, dimension, key, count: 1 + Math.floor(next() * 5) });
  }
  for (let i = 0; i < counted.length; i += 500) await addRollups(t.deps.db, counted.slice(i, i + 500));
});
afterAll(async () => t.close());

/** What the dashboard must answer, summed from the counts themselves (a 15-minute bucket counts where it starts). */
function expected(from: number, to: number, periods: string[], only: string[]) {
  const starts = periods.map((p) => Date.parse(p));
  const sent = new Map<string, number>();
  const statuses = new Map<string, number>();
  const metrics = new Map<number, { outbound: number; inbound: number; delivered: number; failed: number }>();
  for (const r of counted) {
    const quarter = Math.floor(r.bucket.getTime() / 900_000) * 900_000;
    if (quarter < from || quarter >= to || (only.length && !only.includes(r.campaignId))) continue;
    if (r.dimension === 'status') statuses.set(r.key, (statuses.get(r.key) ?? 0) + r.count);
    if (r.dimension !== 'activity') continue;
    if (r.key === 'outbound') sent.set(r.campaignId, (sent.get(r.campaignId) ?? 0) + r.count);
    const period = starts.filter((s) => s <= quarter).length - 1;
    const m = metrics.get(period) ?? { outbound: 0, inbound: 0, delivered: 0, failed: 0 };
    m[r.key as keyof typeof m] += r.count;
    metrics.set(period, m);
  }
  return {
    sent: Object.fromEntries(sent),
    statuses: Object.fromEntries(statuses),
    metrics: [...metrics].sort(([a], [b]) => a - b).map(([p, m]) => ({ id: { period: periods[p] }, ...m })),
  };
}

describe('the dashboard over hourly and daily roll-ups', () => {
  it.each([
    ['30 days by day in Chicago, across the end of summer time', '2019-10-20T05:00:00Z', '2019-11-19T06:00:00Z', 'America/Chicago'],
    ['a month by day in Kolkata (half an hour off: its midnights split hours)', '2019-10-04T18:30:00Z', '2019-11-04T18:30:00Z', 'Asia/Kolkata'],
    ['two months by UTC day', '2019-10-01T00:00:00Z', '2019-12-01T00:00:00Z', 'UTC'],
    ['ragged ends, minutes off the quarter', '2019-10-02T07:37:00Z', '2019-11-20T13:08:00Z', 'America/New_York'],
    ['one day by hour in Chicago', '2019-11-03T05:00:00Z', '2019-11-04T06:00:00Z', 'America/Chicago'],
  ])('%s', async (_label, earliest, latest, timezone) => {
    for (const only of [[], [campaigns[1]!]]) {
      const res = await call(t, 'POST', url, owner, { earliest, latest, timezone, messagingCampaignIds: only });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data as MessagingDashboard;
      const want = expected(Date.parse(earliest), Date.parse(latest), d.periods, only);
      expect(Object.fromEntries(d.campaignCounts.filter((c) => campaigns.includes(c.id)).map((c) => [c.id, c.sentCount]))).toEqual(want.sent);
      expect(Object.fromEntries(d.statusCounts.map((s) => [s.id, s.count]))).toEqual(want.statuses);
      expect(d.metrics).toEqual(want.metrics);
      expect(want.metrics.length).toBeGreaterThan(0);
    }
  });
});
