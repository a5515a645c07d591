import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { INTERACTION_TEXTS, type AegisDashboard, type InteractionPage, type InteractionRecord } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, signInDemoTeam, call, type Session } from '../../testing/session';
import { fixtureCall, WF, type FixtureCall } from './interactions.test-helpers';

let t: TestApp;
let owner: Session;
let admin: Session;
let superadmin: Session;
let otherOwner: Session;
let salesKey: string;
let collectionsKey: string;

const wsUrl = (ws: string = DEMO.ws.sales, org: string = DEMO.orgId) => `/api/orgs/${org}/workspaces/${ws}`;
const dashUrl = (ws?: string, org?: string) => `${wsUrl(ws, org)}/aegis/dashboard`;
const searchUrl = (ws?: string, org?: string) => `${dashUrl(ws, org)}/interactions`;

/**
 * The fixture calls of March 2021 (no demo data that far back). Numbered as in the expectations: New York midnight is
 * 05:00Z, India's is 18:30Z the day before.
 */
const N: Record<number, FixtureCall> = {
  1: { at: '2021-03-01T04:59:59.999Z', workflowId: WF.a, result: 'Accepted', reason: 'Callable', state: 'TX', carrier: 'Verizon Wireless', lineType: 'Mobile' },
  2: { at: '2021-03-01T05:00:00.000Z', workflowId: WF.a, result: 'Rejected', reason: 'Federal DNC', state: 'FL', carrier: 'Lumen', lineType: 'Landline', to: '3055550100' },
  3: { at: '2021-03-01T10:05:00Z', workflowId: WF.b, result: 'Rejected', reason: 'Velocity limit', state: 'NY', carrier: 'AT&T Mobility', lineType: 'Mobile', to: '2125550101' },
  4: { at: '2021-03-01T10:08:00Z', workflowId: WF.b, result: 'Accepted', reason: 'Callable', state: 'TX', carrier: 'Verizon Wireless', lineType: 'Mobile', from: '5125550199' },
  5: { at: '2021-03-01T15:30:00Z', workflowId: WF.a, result: 'Accepted', reason: 'Existing customer', state: 'NJ', to: '2015550100' },
  6: { at: '2021-03-01T15:45:00Z', workflowId: WF.c, result: 'Ignored', reason: null, state: null, to: '4155550100' },
  7: { at: '2021-03-02T12:00:00Z', workflowId: WF.a, result: 'Rejected', reason: 'State DNC', state: 'TX', carrier: 'T-Mobile USA', lineType: 'Mobile' },
  8: { at: '2021-03-02T12:00:00Z', workflowId: WF.a, result: 'Accepted', reason: 'Callable', state: 'TX', isTest: true },
  9: { at: '2021-03-03T20:00:00Z', workflowId: WF.b, result: 'Rejected', reason: 'Federal DNC', state: 'CA', carrier: 'Verizon Wireless', lineType: 'Mobile', to: '2135550100' },
  10: { at: '2021-03-03T23:59:00Z', workflowId: WF.a, result: 'Accepted', reason: 'Callable', state: 'CA', carrier: 'Lumen', lineType: 'Landline', to: '2135550101' },
  11: { at: '2021-03-02T18:29:00Z', workflowId: WF.c, result: 'Accepted', reason: 'Callable', state: 'OH', to: '6145550100' },
  12: { at: '2021-03-02T18:30:00Z', workflowId: WF.c, result: 'Accepted', reason: 'Callable', state: 'OH', to: '6145550101' },
};
const ids: Record<number, string> = {};
/** Sixty calls on 2021-03-10 from 00:00Z, one a minute: even ones Accepted in AZ, odd ones Rejected in OH. */
const PAGED: FixtureCall[] = Array.from({ length: 60 }, (_, i) => ({
  at: new Date(Date.UTC(2021, 2, 10, 0, i)), workflowId: WF.c, result: i % 2 === 0 ? 'Accepted' : 'Rejected',
  reason: i % 2 === 0 ? 'Callable' : 'Outside calling hours', state: i % 2 === 0 ? 'AZ' : 'OH', to: `60255501${String(i % 5).padStart(2, '0')}`,
}));
const R = { earliest: '2021-02-28T00:00:00Z', latest: '2021-03-05T00:00:00Z' };

function record(calls: FixtureCall[], ws: string = DEMO.ws.sales, orgId: string = DEMO.orgId): string[] {
  return calls.map((c) => {
    const { ix, ctx } = fixtureCall(c);
    t.services.interactions.recorder.record(ix, { orgId, workspaceId: ws, ...ctx });
    return ix.id;
  });
}

beforeAll(async () => {
  t = await testApp();
  ({ owner, admin, superadmin, otherOwner } = await signInDemoTeam(t));
  for (const [n, c] of Object.entries(N)) ids[Number(n)] = record([c])[0]!;
  record(PAGED);
  // The same calls in the other organisation's workspace, where Demo Co's people must not see them.
  record(Object.values(N), DEMO.ws.other, DEMO.otherOrgId);
  await t.services.interactions.recorder.flush();
  const key = async (ws: string) => (await call(t, 'POST', `${wsUrl(ws)}/apiKeys?name=dashboard`, owner)).json().data.key as string;
  [salesKey, collectionsKey] = [await key(DEMO.ws.sales), await key(DEMO.ws.collections)];
});
afterAll(async () => t.close());

async function dashboard(body: object, s: Session = owner): Promise<AegisDashboard> {
  const res = await call(t, 'POST', dashUrl(), s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function search(body: object, s: Session = owner, url = searchUrl()): Promise<InteractionPage> {
  const res = await call(t, 'POST', url, s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** Every matching interaction, paged 500 at a time. */
async function all(body: object): Promise<InteractionPage['content']> {
  const out: InteractionPage['content'] = [];
  for (let page = 0; ; page++) {
    const { content } = await search({ ...body, page, size: 500 });
    out.push(...content);
    if (content.length < 500) return out;
  }
}
const byId = (rows: { id: string }[]) => rows.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0] ?? r.id).map(Number);

describe('interactions.dashboard', () => {
  const NY = { earliest: '2021-02-28T05:00:00Z', latest: '2021-03-04T05:00:00Z', timezone: 'America/New_York' };

  it('counts per day of the time zone and workflow, with the top reasons, states, carriers and line types (test calls left out)', async () => {
    const d = await dashboard(NY);
    expect(d.interval).toBe('DAY');
    expect(d.periods).toEqual(['2021-02-28T05:00:00.000Z', '2021-03-01T05:00:00.000Z', '2021-03-02T05:00:00.000Z', '2021-03-03T05:00:00.000Z']);
    const m = (period: string, wf: string, count: number, accepted: number, rejected: number) => ({ id: { period, campaignId: wf }, count, accepted, rejected });
    expect(d.metrics).toEqual([
      m('2021-02-28T05:00:00.000Z', WF.a, 1, 1, 0),
      m('2021-03-01T05:00:00.000Z', WF.a, 2, 1, 1), m('2021-03-01T05:00:00.000Z', WF.b, 2, 1, 1), m('2021-03-01T05:00:00.000Z', WF.c, 1, 0, 0),
      m('2021-03-02T05:00:00.000Z', WF.a, 1, 0, 1), m('2021-03-02T05:00:00.000Z', WF.c, 2, 2, 0),
      m('2021-03-03T05:00:00.000Z', WF.a, 1, 1, 0), m('2021-03-03T05:00:00.000Z', WF.b, 1, 0, 1),
    ]);
    expect(d.reasonCounts).toEqual([
      { reason: 'Callable', count: 5 }, { reason: 'Federal DNC', count: 2 }, { reason: 'Existing customer', count: 1 },
      { reason: 'State DNC', count: 1 }, { reason: 'Velocity limit', count: 1 },
    ]);
    expect(d.stateCounts).toEqual([
      { state: 'TX', count: 3 }, { state: 'CA', count: 2 }, { state: 'OH', count: 2 }, { state: 'FL', count: 1 }, { state: 'NJ', count: 1 }, { state: 'NY', count: 1 },
    ]);
    expect(d.carrierCounts).toEqual([
      { carrier: 'Verizon Wireless', count: 3 }, { carrier: 'Lumen', count: 2 }, { carrier: 'AT&T Mobility', count: 1 }, { carrier: 'T-Mobile USA', count: 1 },
    ]);
    expect(d.lineTypeCounts).toEqual([{ lineType: 'Mobile', count: 5 }, { lineType: 'Landline', count: 2 }]);
  });

  it('filters by workflow', async () => {
    const d = await dashboard({ ...NY, workflowId: [WF.b] });
    expect(d.metrics.map((x) => [x.id.period.slice(0, 10), x.id.campaignId, x.count])).toEqual([['2021-03-01', WF.b, 2], ['2021-03-03', WF.b, 1]]);
    expect(d.reasonCounts).toEqual([{ reason: 'Callable', count: 1 }, { reason: 'Federal DNC', count: 1 }, { reason: 'Velocity limit', count: 1 }]);
    const two = await dashboard({ ...NY, workflowId: [WF.b, WF.c] });
    expect(two.metrics.reduce((n, x) => n + x.count, 0)).toBe(6);
  });

  it('groups a range under 25 hours by hour, and counts an unaligned edge exactly from the rows', async () => {
    const d = await dashboard({ earliest: '2021-03-01T05:00:00Z', latest: '2021-03-02T05:00:00Z', timezone: 'America/New_York' });
    expect(d.interval).toBe('HOUR');
    expect(d.periods).toHaveLength(24);
    expect(d.metrics.map((x) => [x.id.period, x.id.campaignId, x.count])).toEqual([
      ['2021-03-01T05:00:00.000Z', WF.a, 1], ['2021-03-01T10:00:00.000Z', WF.b, 2], ['2021-03-01T15:00:00.000Z', WF.a, 1], ['2021-03-01T15:00:00.000Z', WF.c, 1],
    ]);
    // 10:07 falls inside a 15-minute bucket: the 10:05 call is before it, the 10:08 one after.
    const edge = await dashboard({ earliest: '2021-03-01T10:07:00Z', latest: '2021-03-01T16:00:00Z', timezone: 'America/New_York' });
    expect(edge.periods[0]).toBe('2021-03-01T10:07:00.000Z');
    expect(edge.metrics.map((x) => [x.id.period, x.id.campaignId, x.count, x.accepted])).toEqual([
      ['2021-03-01T10:07:00.000Z', WF.b, 1, 1], ['2021-03-01T15:00:00.000Z', WF.a, 1, 1], ['2021-03-01T15:00:00.000Z', WF.c, 1, 0],
    ]);
    expect(edge.reasonCounts).toEqual([{ reason: 'Callable', count: 1 }, { reason: 'Existing customer', count: 1 }]);
  });

  it('puts a call in the day of the chosen time zone, to the millisecond, also in half-hour zones', async () => {
    const utc = await dashboard({ earliest: '2021-02-28T00:00:00Z', latest: '2021-03-02T00:00:00Z', timezone: 'UTC' });
    expect(utc.metrics.filter((x) => x.id.period.startsWith('2021-03-01')).reduce((n, x) => n + x.count, 0)).toBe(6);
    const india = await dashboard({ earliest: '2021-03-01T18:30:00Z', latest: '2021-03-03T18:30:00Z', timezone: 'Asia/Kolkata' });
    expect(india.periods).toEqual(['2021-03-01T18:30:00.000Z', '2021-03-02T18:30:00.000Z']);
    expect(india.metrics.map((x) => [x.id.period, x.id.campaignId, x.count])).toEqual([
      ['2021-03-01T18:30:00.000Z', WF.a, 1], ['2021-03-01T18:30:00.000Z', WF.c, 1], ['2021-03-02T18:30:00.000Z', WF.c, 1],
    ]);
  });

  it('agrees with call search over months (monthly rollups inside, days and hours at the edges)', async () => {
    const range = { earliest: '2021-02-15T06:00:00Z', latest: '2021-05-02T05:00:00Z' };
    const d = await dashboard({ ...range, timezone: 'America/Chicago' });
    const presented = d.metrics.reduce((n, x) => n + x.count, 0);
    expect(presented).toBe((await search({ ...range, page: 99 })).totalElements);
    expect(presented).toBe((await all(range)).length);
    const tx = d.stateCounts.find((x) => x.state === 'TX')!.count;
    expect(tx).toBe((await all({ ...range, states: 'TX' })).length);
    const dnc = d.reasonCounts.filter((x) => /dnc/i.test(x.reason)).reduce((n, x) => n + x.count, 0);
    expect(dnc).toBe((await search({ ...range, reasonFilter: 'DNC', page: 99 })).totalElements);
    expect(d.metrics.filter((x) => x.id.campaignId === WF.b).reduce((n, x) => n + x.rejected, 0))
      .toBe((await search({ ...range, workflowId: [WF.b], results: ['Rejected'], page: 99 })).totalElements);
  });

  it('answers an empty period with no counts and every period listed', async () => {
    const d = await dashboard({ earliest: '2020-01-01T00:00:00Z', latest: '2020-01-08T00:00:00Z' });
    expect(d).toMatchObject({ metrics: [], reasonCounts: [], stateCounts: [], carrierCounts: [], lineTypeCounts: [], interval: 'DAY' });
    expect(d.periods).toHaveLength(7);
  });

  it('refuses a period that ends before it starts, an unknown time zone and a missing start', async () => {
    const bad = async (body: object, path: string, message: string) => {
      const res = await call(t, 'POST', dashUrl(), owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    };
    await bad({ earliest: '2021-03-02T00:00:00Z', latest: '2021-03-01T00:00:00Z' }, 'latest', INTERACTION_TEXTS.periodInvalid);
    await bad({ ...NY, timezone: 'Mars/Olympus' }, 'timezone', INTERACTION_TEXTS.timezoneInvalid);
    await bad({ latest: NY.latest }, 'earliest', 'Field is required');
    await bad({ ...NY, earliest: 'yesterday' }, 'earliest', 'Must be a valid date');
    const long = await call(t, 'POST', dashUrl(), owner, { earliest: '2000-01-01T00:00:00Z', latest: '2021-01-01T00:00:00Z' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Choose a period of at most ten years.');
  });

  it('answers every role of the organisation (not an API key: this is the console), and 404 to other tenants', async () => {
    for (const s of [owner, admin, superadmin]) expect((await dashboard(NY, s)).metrics).toHaveLength(8);
    expect((await call(t, 'POST', dashUrl(), undefined, NY)).statusCode).toBe(401);
    expect((await call(t, 'POST', dashUrl(), otherOwner, NY)).statusCode).toBe(404);
    expect((await call(t, 'POST', dashUrl(DEMO.ws.sales, DEMO.otherOrgId), otherOwner, NY)).statusCode).toBe(404);
    const viaKey = await t.app.inject({ method: 'POST', url: dashUrl(), headers: { 'x-api-key': salesKey }, payload: NY });
    expect(viaKey.statusCode).toBe(403);
    // Another workspace of the same organisation has none of these calls; the other organisation sees its own only.
    const collections = await call(t, 'POST', dashUrl(DEMO.ws.collections), owner, NY);
    expect(collections.json().data.metrics).toEqual([]);
    const other = await call(t, 'POST', dashUrl(DEMO.ws.other, DEMO.otherOrgId), otherOwner, NY);
    expect(other.json().data.metrics).toHaveLength(8);
  });
});

describe('interactions.search', () => {
  it('pages the period newest first, 25 by default, test calls left out', async () => {
    const page = await search(R);
    expect(page.totalElements).toBe(11);
    expect(byId(page.content)).toEqual([10, 9, 12, 11, 7, 6, 5, 4, 3, 2, 1]);
    const first = page.content[0]!;
    expect(first).toMatchObject({ workflowId: WF.a, to: '2135550101', from: '5125550100', result: 'Accepted', reason: 'Callable', state: 'CA', isTest: false, runTimeInSeconds: 0.12 });
    expect(first).not.toHaveProperty('events');
    const withTests = await search({ ...R, includeTestData: true });
    expect(withTests.totalElements).toBe(12);
    expect(withTests.content.find((r) => r.id === ids[8])?.isTest).toBe(true);
  });

  it('filters by each field alone', async () => {
    const only = async (filter: object) => byId((await search({ ...R, ...filter })).content).sort((a, b) => a - b);
    expect(await only({ to: '(512) 555-0142' })).toEqual([1, 4, 7]);
    expect(await only({ to: '+1 512 555 0142', includeTestData: true })).toEqual([1, 4, 7, 8]);
    expect(await only({ from: '512-555-0199' })).toEqual([4]);
    expect(await only({ states: ' tx, ca ' })).toEqual([1, 4, 7, 9, 10]);
    expect(await only({ states: ['oh'] })).toEqual([11, 12]);
    expect(await only({ results: ['Rejected'] })).toEqual([2, 3, 7, 9]);
    expect(await only({ results: 'Ignored' })).toEqual([6]);
    expect(await only({ reasonFilter: 'dnc' })).toEqual([2, 7, 9]);
    expect(await only({ reasonFilter: '100%' })).toEqual([]);
    expect(await only({ workflowId: [WF.c] })).toEqual([6, 11, 12]);
  });

  it('combines filters', async () => {
    const only = async (filter: object) => {
      const page = await search({ ...R, ...filter });
      return { ids: byId(page.content).sort((a, b) => a - b), total: page.totalElements };
    };
    expect(await only({ states: 'TX', results: ['Rejected'] })).toEqual({ ids: [7], total: 1 });
    expect(await only({ workflowId: [WF.a], reasonFilter: 'CALL' })).toEqual({ ids: [1, 10], total: 2 });
    expect(await only({ states: 'TX,CA', reasonFilter: 'dnc', results: ['Rejected', 'Accepted'] })).toEqual({ ids: [7, 9], total: 2 });
    expect(await only({ to: '5125550142', workflowId: [WF.b], results: ['Accepted'] })).toEqual({ ids: [4], total: 1 });
  });

  it('pages 25, 100, 250 or 500 at a time, newest or oldest first, pages never overlapping', async () => {
    const day = { earliest: '2021-03-10T00:00:00Z', latest: '2021-03-11T00:00:00Z' };
    const pages = await Promise.all([0, 1, 2].map((page) => search({ ...day, page })));
    expect(pages.map((p) => [p.content.length, p.totalElements])).toEqual([[25, 60], [25, 60], [10, 60]]);
    const seen = pages.flatMap((p) => p.content.map((r) => r.timestamp));
    expect(new Set(seen).size).toBe(60);
    expect(seen).toEqual([...seen].sort().reverse());
    const oldest = await search({ ...day, sortBy: 'timestamp', sortOrder: 'ASC', size: 100 });
    expect(oldest.content[0]!.timestamp).toBe('2021-03-10T00:00:00.000Z');
    expect(oldest.content).toHaveLength(60);
    expect((await search({ ...day, page: 9 })).content).toEqual([]);
    expect((await search({ ...day, page: 9 })).totalElements).toBe(60);
  });

  it('answers totals that agree with the rows for any filters, aligned or not', async () => {
    const range = { earliest: '2021-03-01T10:07:00Z', latest: '2021-03-10T00:37:30Z' };
    const filters: object[] = [
      {}, { states: ['AZ'] }, { results: ['Rejected'] }, { reasonFilter: 'hours' }, { workflowId: [WF.c] }, { includeTestData: true },
      { states: ['AZ', 'OH'], reasonFilter: 'call' }, { to: '6025550101' }, { workflowId: [WF.a, WF.c], results: ['Accepted'], states: 'OH,TX' },
    ];
    for (const f of filters) {
      const rows = await all({ ...range, ...f });
      // A page past the end makes the server count (from the rollups where it can).
      const past = await search({ ...range, ...f, page: 40 });
      expect(past.totalElements, JSON.stringify(f)).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('refuses a page size outside 25, 100, 250 and 500, a phone that is not US or Canadian, and an unknown result', async () => {
    const bad = async (body: object, path: string, message: string) => {
      const res = await call(t, 'POST', searchUrl(), owner, { ...R, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    };
    await bad({ size: 30 }, 'size', INTERACTION_TEXTS.pageSizeInvalid);
    await bad({ to: '12345' }, 'to', INTERACTION_TEXTS.phoneInvalid);
    await bad({ from: '+44 20 7946 0958' }, 'from', INTERACTION_TEXTS.phoneInvalid);
    await bad({ results: ['Maybe'] }, 'results', 'This value is not valid');
    await bad({ page: -1 }, 'page', 'Must be at least 0');
    await bad({ sortBy: 'to' }, 'sortBy', 'Must be timestamp');
  });

  it('keeps every workspace and organisation to its own calls', async () => {
    for (const s of [owner, admin, superadmin]) expect((await search(R, s)).totalElements).toBe(11);
    expect((await search(R, owner, searchUrl(DEMO.ws.collections))).totalElements).toBe(0);
    expect((await call(t, 'POST', searchUrl(), otherOwner, R)).statusCode).toBe(404);
    const theirs = await search(R, otherOwner, searchUrl(DEMO.ws.other, DEMO.otherOrgId));
    expect(theirs.totalElements).toBe(11);
    expect(theirs.content.some((r) => Object.values(ids).includes(r.id))).toBe(false);
    expect((await call(t, 'POST', searchUrl())).statusCode).toBe(401);
    const viaKey = await t.app.inject({ method: 'POST', url: searchUrl(), headers: { 'x-api-key': salesKey }, payload: R });
    expect(viaKey.statusCode).toBe(403);
  });
});

describe('interactions.get', () => {
  it('answers the interaction with its events, to every role', async () => {
    for (const s of [owner, admin, superadmin]) {
      const res = await call(t, 'GET', `${searchUrl()}/${ids[2]}`, s);
      expect(res.statusCode).toBe(200);
      const ix = res.json().data as InteractionRecord;
      expect(ix).toMatchObject({
        id: ids[2], timestamp: '2021-03-01T05:00:00.000Z', to: '3055550100', result: 'Rejected', reason: 'Federal DNC', data: { leadSource: 'fixture' },
        validationResult: { isValid: true, activityScore: 80, lineType: 'Landline', carrier: 'Lumen', isPrepaid: false },
        sipCallResult: { status: 503, hangupCause: null, duration: null }, knownLitigatorCheck: null, city: 'Austin', timezone: 'America/Chicago',
      });
      expect(ix.events).toEqual([
        { type: 'INFO', message: 'Start: fixture call', timestamp: '2021-03-01T05:00:00.000Z' },
        { type: 'WARNING', message: 'Rejected: Federal DNC', timestamp: '2021-03-01T05:00:00.005Z' },
      ]);
    }
  });

  it('finds an interaction recorded a moment ago, before its batch is written', async () => {
    const [id] = record([{ at: '2021-05-01T12:00:00Z', reason: 'Just now' }]);
    expect(t.services.interactions.recorder.queued({ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales }, id!)).not.toBeNull();
    const res = await call(t, 'GET', `${searchUrl()}/${id}`, owner);
    expect(res.json().data.reason).toBe('Just now');
  });

  it('answers 404 for another workspace, another organisation or an unknown id', async () => {
    expect((await call(t, 'GET', `${searchUrl(DEMO.ws.collections)}/${ids[2]}`, owner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${searchUrl()}/${ids[2]}`, otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${searchUrl(DEMO.ws.other, DEMO.otherOrgId)}/${ids[2]}`, otherOwner)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${searchUrl()}/no-such-interaction`, owner)).statusCode).toBe(404);
    const viaKey = await t.app.inject({ method: 'GET', url: `${searchUrl()}/${ids[2]}`, headers: { 'x-api-key': collectionsKey } });
    expect(viaKey.statusCode).toBe(403);
  });
});

describe('interactions.workflows', () => {
  it('names workflows through the workflows port, and by id those it cannot name', async () => {
    const url = `${dashUrl()}/workflows`;
    const unnamed = (await call(t, 'GET', url, owner)).json().data as { id: string; name: string }[];
    expect(unnamed).toEqual(expect.arrayContaining([{ id: WF.a, name: WF.a }, { id: WF.c, name: WF.c }]));
    const ports = t.services.interactions.ports;
    ports.workflowNames = async (ws, wanted) => {
      expect(ws).toBe(DEMO.ws.sales);
      const named = [{ id: WF.a, name: 'Zeta screening' }, { id: 'wf-unused', name: 'Alpha (no calls yet)' }];
      return wanted ? named.filter((w) => wanted.includes(w.id)).concat(wanted.includes(WF.b) ? [{ id: WF.b, name: 'Beta (deleted)' }] : []) : named;
    };
    try {
      const named = (await call(t, 'GET', url, admin)).json().data as { id: string; name: string }[];
      const mine = named.filter((w) => [WF.a, WF.b, WF.c, 'wf-unused'].includes(w.id));
      expect(mine).toEqual([
        { id: 'wf-unused', name: 'Alpha (no calls yet)' }, { id: WF.b, name: 'Beta (deleted)' }, { id: WF.c, name: WF.c }, { id: WF.a, name: 'Zeta screening' },
      ]);
    } finally {
      delete ports.workflowNames;
    }
    expect((await call(t, 'GET', url, otherOwner)).statusCode).toBe(404);
  });
});

describe('interactions.download', () => {
  it('hands the search to the export service, whose job writes the matching interactions to a file in Downloads', async () => {
    const url = `${searchUrl()}/download`;
    const body = { ...R, states: 'tx', results: ['Rejected'], timezone: 'America/Chicago', page: 3, size: 25 };
    const res = await call(t, 'POST', url, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data as { reportId: string; message: string };
    expect(started.message).toBe('Your request is processing. You will be notified when the file is ready to download.');
    const reportsUrl = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/reports`;
    const pending = ((await call(t, 'GET', reportsUrl, admin)).json().data as { id: string; status: string; reportName: string }[]).find((r) => r.id === started.reportId);
    expect(pending).toMatchObject({ status: 'PENDING', reportName: 'Interactions 2021-02-27 18:00 to 2021-03-04 18:00' });
    await t.services.reports.exports.run(started.reportId, { retryCount: 0 });
    const link = (await call(t, 'GET', `${reportsUrl}/${started.reportId}/url`, admin)).json().data.url as string;
    const lines = (await t.app.inject({ url: link })).body.trimEnd().split('\r\n');
    const total = (await call(t, 'POST', searchUrl(), admin, { ...body, page: 0, size: 25 })).json().data.totalElements as number;
    expect(total).toBeGreaterThan(0);
    expect(lines).toHaveLength(total + 1);
    // Only team members download (the file is theirs to be notified of); other tenants get 404; bad filters 400.
    expect((await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': salesKey }, payload: body })).statusCode).toBe(403);
    expect((await call(t, 'POST', url, otherOwner, body)).statusCode).toBe(404);
    expect((await call(t, 'POST', url, owner, { ...body, to: 'nope' })).statusCode).toBe(400);
  });

  it('writes every matching interaction as CSV a batch at a time, times in the chosen zone, formulas escaped', async () => {
    const calls: FixtureCall[] = Array.from({ length: 2103 }, (_, i) => ({
      at: new Date(Date.UTC(2021, 3, 1) + i * 60_000), workflowId: WF.b, result: 'Rejected', reason: i === 0 ? '=HYPERLINK("http://x")' : 'Federal DNC', state: 'TX',
    }));
    record(calls);
    record([{ at: '2021-04-01T12:00:00Z', state: 'FL' }]);
    await t.services.interactions.recorder.flush();
    const params = { earliest: '2021-04-01T00:00:00Z', latest: '2021-04-05T00:00:00Z', states: ['TX'], timezone: 'America/New_York' };
    const chunks: string[] = [];
    for await (const chunk of t.services.interactions.service.csv({ orgId: DEMO.orgId, workspaceId: DEMO.ws.sales }, params)) chunks.push(chunk);
    expect(chunks).toHaveLength(3);
    const rows = Papa.parse<string[]>(chunks.join(''), { skipEmptyLines: true }).data;
    expect(rows[0]!.slice(0, 9)).toEqual(['Time', 'Time zone', 'Workflow', 'Workflow ID', 'To', 'From', 'Caller ID', 'Result', 'Reason']);
    expect(rows).toHaveLength(2104);
    const newest = rows[1]!;
    expect(newest.slice(0, 2)).toEqual(['2021-04-02 07:02:00', 'America/New_York']);
    const oldest = rows[2103]!;
    expect(oldest[0]).toBe('2021-03-31 20:00:00');
    expect(oldest[8]).toBe(`'=HYPERLINK("http://x")`);
    expect(new Set(rows.slice(1).map((r) => r[r.length - 1])).size).toBe(2103);
  });
});
