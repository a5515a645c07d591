import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { INTERACTION_TEXTS, MESSAGES, USAGE_TEXTS } from '@trueline/contract';
import { setUpDemoTeam } from '../../testing/demo-team';
import { DEMO, type Session } from '../../testing/session';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import { CALLBACK_TEST_NUMBERS as T, callbackOf } from '../../providers/voice/sandbox-voice';
import { poolNumbers } from '../pools/pools.tables';
import { addNumbers } from '../pools/pools.test-fixtures';
import { usageLedger } from '../metering/metering.tables';
import { webhookDeliveries } from '../webhooks/webhooks.tables';
import { callbacks } from './callbacks.tables';
import { billedMinutes } from './callbacks.service';
import { cappedCount } from '../../platform/capped-count';
import { smsMessages } from '../messaging-leads/messaging-leads.tables';

const team = setUpDemoTeam();
/** The demo's pools are provisioned by jobs after a first start: here a few numbers each, and the demo's week of callbacks dialled. */
beforeAll(async () => {
  const at = (areaCode: string, i: number) => ({ number: `${areaCode}555${7100 + i}`, city: 'Austin', state: 'TX', lat: 30.27, lon: -97.74 });
  await addNumbers(team.t, DEMO_CAMPAIGNS.q4HomeServices, [0, 1, 2].map((i) => at('512', i)));
  await addNumbers(team.t, DEMO_CAMPAIGNS.winBackMetro, [3, 4].map((i) => ({ ...at('312', i), city: 'Chicago', state: 'IL' })));
  await team.t.services.callbacks.history.dial([DEMO_CAMPAIGNS.q4HomeServices, DEMO_CAMPAIGNS.winBackMetro], 7);
});
const ws = (workspaceId: string = DEMO.ws.sales, orgId: string = DEMO.orgId) => `/api/orgs/${orgId}/workspaces/${workspaceId}/usage`;
const week = () => ({ earliest: new Date(Date.now() - 8 * 86_400_000).toISOString(), latest: new Date(Date.now() + 60_000).toISOString() });
const search = (s: Session, body: object, path = 'calls', base = ws()) => team.t.app.inject({ method: 'POST', url: `${base}/${path}`, headers: s.headers, payload: body });

async function liveNumber(campaignId: string): Promise<string> {
  const [n] = await team.t.deps.db.select({ number: poolNumbers.number }).from(poolNumbers)
    .where(and(eq(poolNumbers.campaignId, campaignId), ne(poolNumbers.status, 'DELETED'))).limit(1);
  return n!.number;
}
const rowsFor = (caller: string) => team.t.deps.db.select().from(callbacks).where(eq(callbacks.caller, caller));

describe('calls back to the pool numbers', () => {
  it('are forwarded to the campaign’s number by its routing, stored once, billed in whole minutes and sent to the InboundCall webhook', async () => {
    const voice = team.t.deps.voice;
    const q4 = await liveNumber(DEMO_CAMPAIGNS.q4HomeServices);
    const metro = await liveNumber(DEMO_CAMPAIGNS.winBackMetro);
    const at = new Date(Date.now() - 3_600_000);
    voice.dialled([{ callerId: q4, to: T.answered, at }, { callerId: metro, to: T.busy, at }]);
    await voice.settled();
    const [answered] = await rowsFor(T.answered);
    expect(answered).toMatchObject({
      campaignId: DEMO_CAMPAIGNS.q4HomeServices, called: q4, forwardedTo: '5125550199', routing: 'PSTN', callStatus: 'ANSWERED', billableSeconds: 185,
      timestamp: new Date(at.getTime() + 20 * 60_000),
    });
    const [busy] = await rowsFor(T.busy);
    expect(busy).toMatchObject({ campaignId: DEMO_CAMPAIGNS.winBackMetro, forwardedTo: '3125550117', routing: 'SIP', callStatus: 'BUSY', billableSeconds: 0 });

    // The carrier reports the same call again (a retry): one row, one ledger entry of 4 minutes (185 s).
    voice.dialled([{ callerId: q4, to: T.answered, at }]);
    await voice.settled();
    expect(await rowsFor(T.answered)).toHaveLength(1);
    const ledger = await team.t.deps.db.select().from(usageLedger).where(eq(usageLedger.key, `call:${answered!.providerCallId}`));
    expect(ledger).toEqual([expect.objectContaining({ product: 'calls', quantity: 4, workspaceId: DEMO.ws.sales })]);
    // The demo's InboundCall webhook is filtered to the Q4 campaign: the Metro callback is not sent to it.
    const deliveries = await team.t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'InboundCall'));
    expect(deliveries.filter((d) => (d.payload as { caller?: string }).caller === T.answered)).toHaveLength(1);
    expect(deliveries.filter((d) => (d.payload as { caller?: string }).caller === T.busy)).toHaveLength(0);
  });

  it('refuses an event post whose signature does not hold, and stores nothing', async () => {
    const before = (await team.t.deps.db.select().from(callbacks)).length;
    const body = JSON.stringify({ events: [{ kind: 'completed', eventId: 'x', callId: 'CAforged', from: '5125550100', to: '5125550101', forwardedTo: null, sip: false, status: 'ANSWERED', startedAt: new Date().toISOString(), billableSeconds: 9999 }] });
    const res = await team.t.app.inject({ method: 'POST', url: '/api/v1/voice/provider-events', payload: body, headers: { 'content-type': 'application/json', 'x-voice-timestamp': String(Math.floor(Date.now() / 1000)), 'x-voice-signature': 'ab'.repeat(32) } });
    expect(res.statusCode).toBe(401);
    expect((await team.t.deps.db.select().from(callbacks)).length).toBe(before);
  });

  it('bills whole minutes, a second over a minute being two', () => {
    expect([0, 1, 60, 61, 185].map(billedMinutes)).toEqual([0, 1, 1, 2, 4]);
  });

  it('come back from a deterministic share of the people called', () => {
    const n = 20_000;
    let back = 0;
    for (let i = 0; i < n; i++) if (callbackOf({ callerId: '5125559000', to: `21455${String(i).padStart(5, '0')}` })) back++;
    expect(back / n).toBeGreaterThan(0.035);
    expect(back / n).toBeLessThan(0.045);
  });
});

describe('POST usage/calls', () => {
  it('pages the workspace’s callbacks newest first with the total, filtered by campaign and number', async () => {
    const res = await search(team.owner, { ...week(), size: 25 });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.totalElements).toBeGreaterThan(25);
    expect(page.totalCapped).toBe(false);
    expect(page.content).toHaveLength(25);
    const times = page.content.map((r: { timestamp: string }) => r.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const metro = await search(team.owner, { ...week(), campaignId: [DEMO_CAMPAIGNS.winBackMetro], size: 100 });
    expect(metro.json().data.content.every((r: { campaignId: string; routing: string }) => r.campaignId === DEMO_CAMPAIGNS.winBackMetro && r.routing === 'SIP')).toBe(true);
    const one = page.content[0];
    const byNumber = await search(team.owner, { ...week(), from: one.caller, to: `(${one.called.slice(0, 3)}) ${one.called.slice(3, 6)}-${one.called.slice(6)}` });
    expect(byNumber.json().data.content.map((r: { id: string }) => r.id)).toContain(one.id);
  });

  it('refuses bad filters with their texts, and another organisation’s workspace is not found', async () => {
    expect((await search(team.owner, { ...week(), size: 30 })).json().errors).toContainEqual({ path: 'size', message: INTERACTION_TEXTS.pageSizeInvalid });
    expect((await search(team.owner, { ...week(), to: '123' })).json().errors).toContainEqual({ path: 'to', message: INTERACTION_TEXTS.phoneInvalid });
    const backwards = { earliest: week().latest, latest: week().earliest };
    expect((await search(team.owner, backwards)).json().errors).toContainEqual({ path: 'latest', message: INTERACTION_TEXTS.periodInvalid });
    expect((await search(team.otherOwner, week())).json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    // Pages stop at the first 10,000 rows (the count does too): the last page of 25 in them is served, the next refused.
    expect((await search(team.owner, { ...week(), page: 399, size: 25 })).statusCode).toBe(200);
    expect((await search(team.owner, { ...week(), page: 400, size: 25 })).json().errors).toContainEqual({ path: 'page', message: USAGE_TEXTS.pageTooDeep });
    expect((await search(team.owner, { ...week(), page: 20, size: 500 })).json().errors).toContainEqual({ path: 'page', message: USAGE_TEXTS.pageTooDeep });
  });

  it('counts no further than the cap, and says when more match', async () => {
    const db = team.t.deps.db;
    const mine = eq(callbacks.workspaceId, DEMO.ws.sales);
    const all = (await db.select({ id: callbacks.id }).from(callbacks).where(mine)).length;
    expect(all).toBeGreaterThan(3);
    expect(await cappedCount(db, callbacks, mine, 3)).toEqual({ total: 3, capped: true });
    expect(await cappedCount(db, callbacks, mine, all)).toEqual({ total: all, capped: false });
    expect(await cappedCount(db, callbacks, mine, all - 1)).toEqual({ total: all - 1, capped: true });
  });

  it('starts a download of every matching callback', async () => {
    const res = await search(team.owner, week(), 'calls/download');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ reportId: expect.any(String), message: INTERACTION_TEXTS.downloadRequested });
  });
});

describe('POST usage/messaging', () => {
  it('pages the workspace’s texts, sent and received, with their segments', async () => {
    const res = await search(team.owner, { ...week(), size: 100 }, 'messaging');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content[0]).toMatchObject({ status: expect.any(String), from: expect.any(String), to: expect.any(String), messagingCampaignId: expect.any(String), segments: expect.any(Number) });
    expect(new Set(page.content.map((m: { direction: string }) => m.direction)).size).toBeGreaterThan(0);
    expect((await search(team.otherOwner, week(), 'messaging')).statusCode).toBe(404);
    expect((await search(team.owner, week(), 'messaging/download')).json().data.reportId).toEqual(expect.any(String));
  });

  it('filters by a lead’s number (through its leads) and by one of our sender numbers', async () => {
    const db = team.t.deps.db;
    const [reply] = await db.select().from(smsMessages).where(and(eq(smsMessages.workspaceId, DEMO.ws.sales), eq(smsMessages.direction, 'IN'))).limit(1);
    expect(reply).toBeDefined();
    const lead = reply!.fromNumber;
    const sender = reply!.toNumber;
    const all = (await db.select().from(smsMessages).where(eq(smsMessages.workspaceId, DEMO.ws.sales)));
    const period = { earliest: new Date(Math.min(...all.map((m) => m.created.getTime()))).toISOString(), latest: new Date(Date.now() + 60_000).toISOString(), size: 500 };
    const ids = async (body: object) => {
      const res = await search(team.owner, { ...period, ...body }, 'messaging');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.content as { id: string }[]).map((m) => m.id).sort();
    };
    const expected = (pick: (m: (typeof all)[number]) => boolean) => all.filter(pick).map((m) => m.id).sort();
    expect(await ids({ from: lead })).toEqual(expected((m) => m.fromNumber === lead));
    expect(await ids({ to: lead })).toEqual(expected((m) => m.toNumber === lead));
    expect((await ids({ to: lead })).length).toBeGreaterThan(0);
    const fromSender = expected((m) => m.fromNumber === sender);
    expect(fromSender.length).toBeGreaterThan(0);
    expect(fromSender.length).toBeLessThanOrEqual(500);
    expect(await ids({ from: sender })).toEqual(fromSender);
    expect(await ids({ to: sender, from: lead })).toEqual(expected((m) => m.toNumber === sender && m.fromNumber === lead));
  });
});
