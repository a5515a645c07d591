import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signIn } from '../../testing/session';
import { newId } from '../../platform/crypto';
import { DEMO_MESSAGING_CAMPAIGNS } from '../../db/seed/14-messaging-campaigns';
import { DEMO_CAMPAIGNS } from '../../db/seed/07-campaigns';
import type { SmsProvider } from '../../providers/sms/sms';
import { poolNumbers } from '../pools/pools.tables';
import { notifications } from '../notifications/notifications.tables';
import { messagingCampaignEvents, messagingCampaigns } from '../messaging-campaigns/messaging-campaigns.tables';
import { mayNumberSend } from '../messaging-campaigns/sending-campaign';
import { forceStatus, mcUrl } from '../messaging-campaigns/messaging-campaigns.test-helpers';
import { messagingLeads, smsMessages } from './messaging-leads.tables';
import { sendEngine } from './send-engine';
import { CIRCUIT_BREAKER } from './circuit-breaker';
import * as repo from './messaging-leads.repo';
import { DEMO_MESSAGING_LIST } from '../../db/seed/16-messaging-leads';

let t: TestApp;
const campaignId = DEMO_MESSAGING_CAMPAIGNS.appointmentReminders;
const ws = DEMO.ws.sales;
beforeAll(async () => {
  t = await testApp();
  // The SMS Core campaign's pool, provisioned and assigned to its 10DLC campaign as the pools job does.
  await t.services.pools.jobs.run('provision', { campaignId: DEMO_CAMPAIGNS.appointmentAlerts });
});
afterAll(async () => t.close());

const phones = (n: number, from: number) => Array.from({ length: n }, (_, i) => `2145${String(3_000_000 + from + i).slice(1)}`);
async function addLeads(campaign: string, list: string[]) {
  await repo.insertLeads(t.deps.db, list.map((phone) => ({
    id: newId(), workspaceId: ws, campaignId: campaign, listId: null, phone, status: 'READY' as const, zones: ['America/Chicago'], leadData: { FirstName: 'Ana' },
  })));
}

describe('the engine wired to the messaging campaigns', () => {
  it('sends a campaign through its Core campaign’s pool: numbers usable when in service and 10DLC-assigned, caps of its business record', async () => {
    const c = (await t.services.messagingLeads.ports.campaign(campaignId))!;
    expect(c).toMatchObject({ id: campaignId, workspaceId: ws, active: true, senderType: 'LONG_CODE', activeListIds: [DEMO_MESSAGING_LIST] });
    expect(c.initialMessage).toContain('this is Acme Home Services');
    expect(c.businessRecordId).not.toBeNull();
    expect(c.limits).not.toBeNull();
    const pool = await t.services.pools.service.poolOf(DEMO_CAMPAIGNS.appointmentAlerts);
    expect(c.senders).toEqual(pool.map((n) => ({ number: n.number, usable: mayNumberSend(n, true) })));
    expect(c.senders.some((s) => s.usable)).toBe(true);

    // A FLAGGED number no longer sends.
    const first = c.senders.find((s) => s.usable)!.number;
    await t.deps.db.update(poolNumbers).set({ status: 'FLAGGED' }).where(eq(poolNumbers.number, first));
    expect((await t.services.messagingLeads.ports.campaign(campaignId))!.senders.find((s) => s.number === first)?.usable).toBe(false);
    await t.deps.db.update(poolNumbers).set({ status: 'ACTIVE' }).where(eq(poolNumbers.number, first));

    expect(await t.services.messagingLeads.ports.activeCampaignIds()).toContain(campaignId);
    expect(await t.services.messagingLeads.ports.campaign(DEMO_MESSAGING_CAMPAIGNS.springTuneUp)).toMatchObject({ active: false });
  });

  it('kicks the sender when the campaign is started', async () => {
    const owner = await signIn(t, DEMO.owner);
    const kick = vi.spyOn(t.services.messagingLeads.jobs, 'kick').mockResolvedValue(undefined);
    await forceStatus(t, campaignId, 'READY');
    const res = await call(t, 'POST', mcUrl(`/${campaignId}/activate`), owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(kick).toHaveBeenCalledWith(campaignId);
    kick.mockRestore();
  });

  it('texts every lead exactly once when the sender is killed after the carrier accepted part of a batch, then restarted', async () => {
    const list = phones(60, 0);
    await addLeads(campaignId, list);
    let clock = new Date('2026-11-25T16:00:00Z'); // a Wednesday, 10:00 in Chicago
    const accepted = new Map<string, Set<string>>();
    let calls = 0;
    const carrier = (crashAt: number | null): SmsProvider => ({
      ...t.deps.sms,
      async send(m) {
        const r = await t.deps.sms.send(m);
        if (!accepted.has(m.to)) accepted.set(m.to, new Set());
        accepted.get(m.to)!.add(r.providerMessageId);
        // The process dies right after the carrier took this one: nothing of the batch is recorded as sent.
        if (++calls === crashAt) throw new Error('sender killed');
        return r;
      },
    });
    const ports = { campaign: t.services.messagingLeads.ports.campaign, optedOutAmong: t.services.optOuts.service.optedOutAmong };
    const first = sendEngine({ ...t.deps, sms: carrier(5), now: () => clock }, ports);
    await expect(first.sendBatch(campaignId)).rejects.toThrow('sender killed');
    const stranded = await t.deps.db.select().from(messagingLeads).where(and(eq(messagingLeads.campaignId, campaignId), eq(messagingLeads.status, 'SENDING')));
    expect(stranded.length).toBeGreaterThan(0);

    // The restarted sender completes what was handed out, then carries on.
    const second = sendEngine({ ...t.deps, sms: carrier(null), now: () => clock }, ports);
    await second.recover(campaignId);
    for (let round = 0; round < 200; round++) {
      // Until every lead was texted: one waiting for its retry after a temporary failure is left to wait (15 minutes on).
      const ready = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(messagingLeads)
        .where(and(eq(messagingLeads.campaignId, campaignId), sql`(${messagingLeads.status} = 'SENDING' or (${messagingLeads.status} = 'READY' and ${messagingLeads.result} is distinct from 'UNDELIVERED'))`));
      if (!Number(ready[0]!.n)) break;
      clock = new Date(clock.getTime() + 5_000);
      await second.sendBatch(campaignId);
    }
    await t.deps.sms.settled();
    const leads = await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.campaignId, campaignId));
    const ours = leads.filter((l) => list.includes(l.phone));
    // Every lead was texted; one the carrier could not reach for now waits for its retry (a later attempt, by design).
    expect(ours.filter((l) => l.status === 'SENDING' || (l.status === 'READY' && l.result !== 'UNDELIVERED'))).toEqual([]);
    expect(ours.filter((l) => l.attempts !== 1).map((l) => [l.phone, l.status, l.attempts, l.result, l.retryAfter])).toEqual([]);
    const initial = await t.deps.db.select().from(smsMessages).where(and(eq(smsMessages.campaignId, campaignId), eq(smsMessages.kind, 'INITIAL')));
    for (const phone of list) {
      expect(initial.filter((m) => m.toNumber === phone), phone).toHaveLength(1);
      // The carrier answered every resend of a message with its first answer: one message reached the phone.
      expect(accepted.get(phone)?.size, phone).toBe(1);
    }
  });
});

describe('the circuit breaker', () => {
  it(`stops a campaign when more than 15% of its last ${CIRCUIT_BREAKER.window} messages were undelivered, with an event and a notification`, async () => {
    const owner = await signIn(t, DEMO.owner);
    await forceStatus(t, DEMO_MESSAGING_CAMPAIGNS.springTuneUp, 'ACTIVE');
    const id = DEMO_MESSAGING_CAMPAIGNS.springTuneUp;
    const list = phones(CIRCUIT_BREAKER.minSample, 500);
    await addLeads(id, list);
    // The demo's own leads of the campaign (a READY list, never sent) are left out.
    const leads = await t.deps.db.select().from(messagingLeads).where(and(eq(messagingLeads.campaignId, id), inArray(messagingLeads.phone, list)));
    const at = Date.now() - 3_600_000;
    const message = (i: number, status: 'DELIVERED' | 'UNDELIVERED') => ({
      id: newId(), workspaceId: ws, campaignId: id, leadId: leads[i]!.id, direction: 'OUT' as const, author: 'CAMPAIGN' as const, kind: 'INITIAL' as const,
      body: 'Hi', fromNumber: '5125557001', toNumber: leads[i]!.phone, status, created: new Date(at + i * 1000),
    });
    // 15% exactly holds; one more undelivered trips it.
    await repo.insertMessages(t.deps.db, leads.map((_, i) => message(i, i < 15 ? 'UNDELIVERED' : 'DELIVERED')));
    expect(await t.services.messagingLeads.breaker.check(id)).toBe(false);
    await t.deps.db.update(smsMessages).set({ status: 'UNDELIVERED' }).where(eq(smsMessages.leadId, leads[20]!.id));
    expect(await t.services.messagingLeads.breaker.check(id)).toBe(true);

    const [row] = await t.deps.db.select().from(messagingCampaigns).where(eq(messagingCampaigns.id, id));
    expect(row!.campaignStatus).toBe('READY');
    const events = await t.deps.db.select().from(messagingCampaignEvents).where(eq(messagingCampaignEvents.campaignId, id));
    expect(events.map((e) => e.message)).toContain('Campaign stopped automatically: 16% of the last 100 messages were undelivered (the limit is 15%).');
    const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.some((n) => JSON.stringify(n).includes('Campaign stopped automatically'))).toBe(true);
    // Stopped once: a second look changes nothing.
    expect(await t.services.messagingLeads.breaker.check(id)).toBe(true);
    expect((await t.deps.db.select().from(messagingCampaignEvents).where(eq(messagingCampaignEvents.campaignId, id))).length).toBe(events.length);
  });

  it('stops on opt-outs above 5%', async () => {
    const { breakerVerdict } = await import('./circuit-breaker');
    expect(breakerVerdict({ total: 500, undelivered: 0, optedOut: 25 })).toBeNull();
    expect(breakerVerdict({ total: 500, undelivered: 0, optedOut: 26 })).toBe('Campaign stopped automatically: 5.2% of the last 500 messages led to an opt-out (the limit is 5%).');
    expect(breakerVerdict({ total: 99, undelivered: 99, optedOut: 0 })).toBeNull();
  });
});

describe('the forecast', () => {
  it('answers when the waiting leads should be sent on an ACTIVE campaign, none otherwise', async () => {
    const owner = await signIn(t, DEMO.owner);
    await forceStatus(t, campaignId, 'ACTIVE');
    await addLeads(campaignId, phones(30, 900));
    const res = await call(t, 'GET', mcUrl(`/${campaignId}`), owner);
    const forecast = res.json().data.forecastFinish as string;
    expect(Date.parse(forecast)).toBeGreaterThan(Date.now());
    await forceStatus(t, campaignId, 'READY');
    expect((await call(t, 'GET', mcUrl(`/${campaignId}`), owner)).json().data.forecastFinish).toBeNull();
  });
});
