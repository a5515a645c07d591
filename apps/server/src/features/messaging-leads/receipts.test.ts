import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WEEK_DAYS, type SchedulePeriod, type WeekDay } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { newId } from '../../platform/crypto';
import type { SmsDeliveryStatus, SmsProvider, SmsProviderEvent } from '../../providers/sms/sms';
import { SMS_TEST_NUMBERS as T } from '../../providers/sms/sandbox-sms';
import { messagingLeads, smsMessages } from './messaging-leads.tables';
import { sendEngine, type SendingCampaign } from './send-engine';
import { earlyReceipts, receiptHandler, type ReceiptHandler } from './receipts';
import { RECEIPT_TIMEOUT, receiptTimeout } from './receipt-timeout';
import type { ConversationEvent } from './inbound';
import { hasOpenLeads } from './load-leads';
import * as repo from './messaging-leads.repo';

let t: TestApp;
let clock: Date;
const events: SmsProviderEvent[] = [];
beforeAll(async () => {
  t = await testApp({ seed: false });
  t.deps.sms.deliverTo(async (body, headers) => { events.push(...(t.deps.sms.verifyEvents(body, headers, new Date()) ?? [])); });
});
afterAll(async () => t.close());
beforeEach(() => { events.length = 0; clock = new Date('2026-11-25T16:00:00Z'); });

const HOUR = 3_600_000;
const allWeek = (periods: SchedulePeriod[]) => ({ days: Object.fromEntries(WEEK_DAYS.map((d) => [d, periods])) as Record<WeekDay, SchedulePeriod[]>, exceptions: new Map() });
let senderSeq = 70000;
function campaign(): SendingCampaign {
  const id = newId();
  return {
    id, workspaceId: 'ws-receipts', active: true, schedule: allWeek([{ start: 0, end: 1439 }]), initialMessage: 'Hi, reply STOP to opt out.',
    replies: { responseMessage: '', helpMessage: '', stopMessage: '', startMessage: '' },
    senderType: 'SHORT_CODE', businessRecordId: null, limits: null, senders: [{ number: `51255${String(++senderSeq).padStart(5, '0')}`, usable: true }], activeListIds: [`list-${id}`], media: [],
  };
}
const engineFor = (c: SendingCampaign, sms: SmsProvider = t.deps.sms, apply?: ReceiptHandler) =>
  sendEngine({ ...t.deps, sms, now: () => clock }, {
    campaign: async (id) => (id === c.id ? c : null), optedOutAmong: async () => new Set(),
    ...(apply ? { earlyReceipts: earlyReceipts(t.deps, apply) } : {}),
  });
async function addLeads(c: SendingCampaign, phones: string[]) {
  await repo.insertLeads(t.deps.db, phones.map((phone) => ({
    id: newId(), workspaceId: c.workspaceId, campaignId: c.id, listId: `list-${c.id}`, phone, status: 'READY' as const, zones: ['America/Chicago'], leadData: {}, created: clock,
  })));
}
const leadsOf = async (c: SendingCampaign) => new Map((await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.campaignId, c.id))).map((l) => [l.phone, l]));
const messagesOf = async (c: SendingCampaign) => new Map((await t.deps.db.select().from(smsMessages).where(eq(smsMessages.campaignId, c.id))).map((m) => [m.toNumber, m]));
const rollupsOf = async (c: SendingCampaign) => (await t.deps.db.execute(sql`select dimension, key, sum(count)::int as n from messaging_rollups
  where campaign_id = ${c.id} and dimension in ('activity', 'status') group by 1, 2 order by 1, 2`)).rows;
const listOpen = async (c: SendingCampaign) => (await t.deps.db.execute(sql`select ${hasOpenLeads(`list-${c.id}`)} as open`)).rows[0]?.open;
const handler = (announced: ConversationEvent[] = [], suppressed: string[] = []) => receiptHandler({ ...t.deps, now: () => clock }, {
  suppress: async (_ws, phone) => { suppressed.push(phone); },
  announce: async (e) => { announced.push(e); },
});
const receipt = (providerMessageId: string, reference: string, status: SmsDeliveryStatus, error?: { code: string; message: string; retryable: boolean; suppressNumber: boolean }) =>
  ({ kind: 'status' as const, eventId: `${providerMessageId}:${status}`, providerMessageId, reference, status, at: clock.toISOString(), ...(error ? { error } : {}) });

/** A carrier whose receipts for the number reach us before its answer to the send is recorded (markSent). */
function racingCarrier(apply: ReceiptHandler, outcomes: Record<string, Parameters<typeof receipt>[2]>, errors: Record<string, Parameters<typeof receipt>[3]> = {}): SmsProvider {
  return {
    ...t.deps.sms,
    async send(m) {
      const r = await t.deps.sms.send(m);
      await apply(receipt(r.providerMessageId, m.reference, 'sent'));
      const outcome = outcomes[m.to];
      if (outcome) await apply(receipt(r.providerMessageId, m.reference, outcome, errors[m.to]));
      return r;
    },
  };
}

describe('delivery receipts', () => {
  it('keeps a final receipt that arrives before the carrier’s answer to the send is recorded', async () => {
    const c = campaign();
    await addLeads(c, [T.delivered, T.temporaryFailure, T.permanentFailure]);
    const announced: ConversationEvent[] = [];
    const suppressed: string[] = [];
    const apply = handler(announced, suppressed);
    const sms = racingCarrier(apply, { [T.delivered]: 'delivered', [T.temporaryFailure]: 'undelivered', [T.permanentFailure]: 'failed' }, {
      [T.temporaryFailure]: { code: '40002', message: 'Unreachable', retryable: true, suppressNumber: false },
      [T.permanentFailure]: { code: '40005', message: 'Unknown destination', retryable: false, suppressNumber: true },
    });
    expect((await engineFor(c, sms, apply).sendBatch(c.id)).sent).toBe(3);

    const messages = await messagesOf(c);
    // Kept aside until the carrier's answer (its id, segments, carrier) was recorded, then applied.
    expect(messages.get(T.delivered)).toMatchObject({ status: 'DELIVERED' });
    expect(messages.get(T.temporaryFailure)).toMatchObject({ status: 'UNDELIVERED', errorCode: '40002' });
    expect(messages.get(T.permanentFailure)).toMatchObject({ status: 'FAILED', errorCode: '40005' });
    expect([...messages.values()].every((m) => m.providerMessageId && m.carrier)).toBe(true);

    const leads = await leadsOf(c);
    expect(leads.get(T.delivered)).toMatchObject({ status: 'DELIVERED', result: 'DELIVERED', attempts: 1 });
    expect(leads.get(T.delivered)?.sent).not.toBeNull();
    expect(leads.get(T.temporaryFailure)).toMatchObject({ status: 'READY', result: 'UNDELIVERED', attempts: 1, retryAfter: new Date(clock.getTime() + 15 * 60_000) });
    expect(leads.get(T.permanentFailure)).toMatchObject({ status: 'FAILED', result: 'FAILED', attempts: 1 });
    expect(suppressed).toEqual([T.permanentFailure]);
    expect(announced.filter((e) => e.type === 'deliveryResult').map((e) => e.lead.phone).sort()).toEqual([T.delivered, T.temporaryFailure, T.permanentFailure].sort());

    expect(await rollupsOf(c)).toEqual([
      { dimension: 'activity', key: 'delivered', n: 1 }, { dimension: 'activity', key: 'failed', n: 2 }, { dimension: 'activity', key: 'outbound', n: 3 },
      { dimension: 'status', key: 'DELIVERED', n: 1 }, { dimension: 'status', key: 'FAILED', n: 1 }, { dimension: 'status', key: 'UNDELIVERED', n: 1 },
    ]);
    // Receipts posted again (by provider id now) change nothing.
    const delivered = messages.get(T.delivered)!;
    await apply(receipt(delivered.providerMessageId!, delivered.id, 'delivered'));
    expect(await rollupsOf(c)).toHaveLength(6);
    expect((await leadsOf(c)).get(T.delivered)).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });

  it('applies an early final receipt once a sender stopped before recording the carrier’s answer has completed the send', async () => {
    const c = campaign();
    await addLeads(c, [T.delivered, T.permanentFailure]);
    const apply = handler();
    const racing = racingCarrier(apply, { [T.delivered]: 'delivered', [T.permanentFailure]: 'failed' },
      { [T.permanentFailure]: { code: '40005', message: 'Unknown destination', retryable: false, suppressNumber: true } });
    const dying: SmsProvider = { ...racing, send: async (m) => { await racing.send(m); throw new Error('the process died'); } };
    await expect(engineFor(c, dying, apply).sendBatch(c.id)).rejects.toThrow('the process died');
    // Kept aside: the messages stay QUEUED for the recovery, the leads SENDING.
    expect([...(await messagesOf(c)).values()].map((m) => m.status)).toEqual(['QUEUED', 'QUEUED']);
    expect([...(await leadsOf(c)).values()].map((l) => l.status)).toEqual(['SENDING', 'SENDING']);
    // A restarted sender without the port (say, an older instance) leaves them for the minute sweep.
    expect(await engineFor(c).recover(c.id)).toBe(2);
    expect(await earlyReceipts(t.deps, apply)()).toBe(2);
    expect(await earlyReceipts(t.deps, apply)()).toBe(0);
    const leads = await leadsOf(c);
    expect(leads.get(T.delivered)).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    expect(leads.get(T.permanentFailure)).toMatchObject({ status: 'FAILED', result: 'FAILED', attempts: 1 });
    expect(leads.get(T.delivered)?.sent).not.toBeNull();
    expect(await rollupsOf(c)).toEqual([
      { dimension: 'activity', key: 'delivered', n: 1 }, { dimension: 'activity', key: 'failed', n: 1 }, { dimension: 'activity', key: 'outbound', n: 2 },
      { dimension: 'status', key: 'DELIVERED', n: 1 }, { dimension: 'status', key: 'FAILED', n: 1 },
    ]);
  });

  it('leaves an early "sent" receipt to the carrier’s answer: a sender stopped before recording it completes the send under the same key', async () => {
    const c = campaign();
    await addLeads(c, [T.delivered]);
    const apply = handler();
    let died = false;
    const dying: SmsProvider = { ...racingCarrier(apply, {}), send: async (m) => { await racingCarrier(apply, {}).send(m); died = true; throw new Error('the process died'); } };
    await expect(engineFor(c, dying).sendBatch(c.id)).rejects.toThrow('the process died');
    expect(died).toBe(true);
    expect((await messagesOf(c)).get(T.delivered)).toMatchObject({ status: 'QUEUED' });
    expect(await engineFor(c).recover(c.id)).toBe(1);
    expect((await messagesOf(c)).get(T.delivered)).toMatchObject({ status: 'SENT' });
    expect((await leadsOf(c)).get(T.delivered)).toMatchObject({ status: 'SENT', attempts: 1 });
  });
});

describe('the receipt time-out', () => {
  const expire = (announced: ConversationEvent[] = [], limits?: { batch: number; sweepMax: number }) =>
    receiptTimeout({ ...t.deps, now: () => clock }, { announce: async (e) => { announced.push(e); } }, limits);
  const olderThan = () => new Date(clock.getTime() - RECEIPT_TIMEOUT.ms);
  // The sweep takes every campaign's leads: each test starts a month after the last, with the leads before it ended.
  let epoch = new Date('2026-12-01T16:00:00Z').getTime();
  beforeEach(async () => {
    epoch += 30 * 24 * HOUR;
    clock = new Date(epoch);
    await expire()(clock);
  });

  it('ends leads SENT without a final receipt for 72 hours, in batches, so their list completes; their messages stay SENT', async () => {
    const c = campaign();
    const phones = Array.from({ length: 7 }, (_, i) => `21455${String(60_000 + i)}`);
    await addLeads(c, [...phones, T.delivered]);
    expect((await engineFor(c).sendBatch(c.id)).sent).toBe(8);
    const sentAt = clock;
    // One gets its receipt; the carrier never sends the others'.
    const apply = handler();
    const m = (await messagesOf(c)).get(T.delivered)!;
    await apply(receipt(m.providerMessageId!, m.id, 'delivered'));
    expect(await listOpen(c)).toBe(true);

    clock = new Date(sentAt.getTime() + RECEIPT_TIMEOUT.ms - 60_000);
    expect(await expire()(olderThan())).toBe(0);
    expect(await listOpen(c)).toBe(true);

    clock = new Date(sentAt.getTime() + RECEIPT_TIMEOUT.ms + 60_000);
    const announced: ConversationEvent[] = [];
    // Three a statement, five a sweep: the next sweep takes the rest.
    expect(await expire(announced, { batch: 3, sweepMax: 5 })(olderThan())).toBe(5);
    expect(await listOpen(c)).toBe(true);
    expect(await expire(announced, { batch: 3, sweepMax: 5 })(olderThan())).toBe(2);
    expect(await expire(announced, { batch: 3, sweepMax: 5 })(olderThan())).toBe(0);
    expect(await listOpen(c)).toBe(false);

    const leads = await leadsOf(c);
    expect(leads.get(T.delivered)).toMatchObject({ status: 'DELIVERED', finalized: null });
    for (const p of phones) {
      expect(leads.get(p)).toMatchObject({ status: 'FAILED', result: 'SENT', statusMessage: 'No delivery receipt from the carrier within 72 hours', finalized: clock, attempts: 1 });
    }
    const messages = await messagesOf(c);
    expect(phones.every((p) => messages.get(p)?.status === 'SENT')).toBe(true);
    // Announced once each, as a receipt's delivery result is.
    expect(announced.map((e) => [e.type, e.lead.phone, e.lead.status, e.message?.status]).sort()).toEqual(phones.map((p) => ['deliveryResult', p, 'FAILED', 'SENT']).sort());
    // The dashboard counts them neither delivered nor failed (its Other: sent without a final receipt).
    expect(await rollupsOf(c)).toEqual([
      { dimension: 'activity', key: 'delivered', n: 1 }, { dimension: 'activity', key: 'outbound', n: 8 }, { dimension: 'status', key: 'DELIVERED', n: 1 },
    ]);
  });

  it('lets a late final receipt decide a timed-out lead, never trying it again', async () => {
    const c = campaign();
    await addLeads(c, [T.delivered, T.temporaryFailure]);
    await engineFor(c).sendBatch(c.id);
    clock = new Date(clock.getTime() + RECEIPT_TIMEOUT.ms + 60_000);
    expect(await expire()(olderThan())).toBe(2);
    const announced: ConversationEvent[] = [];
    const apply = handler(announced);
    const messages = await messagesOf(c);
    const late = messages.get(T.delivered)!;
    const temporary = messages.get(T.temporaryFailure)!;
    await apply(receipt(late.providerMessageId!, late.id, 'delivered'));
    await apply(receipt(temporary.providerMessageId!, temporary.id, 'undelivered', { code: '40002', message: 'Unreachable', retryable: true, suppressNumber: false }));
    const leads = await leadsOf(c);
    expect(leads.get(T.delivered)).toMatchObject({ status: 'DELIVERED', result: 'DELIVERED', statusMessage: null, finalized: null });
    expect(leads.get(T.temporaryFailure)).toMatchObject({ status: 'FAILED', result: 'UNDELIVERED', statusMessage: '40002 Unreachable', retryAfter: null });
    expect(announced.map((e) => e.lead.status).sort()).toEqual(['DELIVERED', 'FAILED']);
    expect(await rollupsOf(c)).toEqual([
      { dimension: 'activity', key: 'delivered', n: 1 }, { dimension: 'activity', key: 'failed', n: 1 }, { dimension: 'activity', key: 'outbound', n: 2 },
      { dimension: 'status', key: 'DELIVERED', n: 1 }, { dimension: 'status', key: 'UNDELIVERED', n: 1 },
    ]);
  });

  it('leaves leads that replied, opted out or were sent more recently', async () => {
    const c = campaign();
    await addLeads(c, ['2145561001', '2145561002']);
    await engineFor(c).sendBatch(c.id);
    const leads = await leadsOf(c);
    await t.deps.db.update(messagingLeads).set({ status: 'CONVERSATION', conversationAt: clock }).where(eq(messagingLeads.id, leads.get('2145561001')!.id));
    clock = new Date(clock.getTime() + RECEIPT_TIMEOUT.ms + 60_000);
    await addLeads(c, ['2145561003']);
    await engineFor(c).sendBatch(c.id);
    expect(await expire()(olderThan())).toBe(1);
    const after = await leadsOf(c);
    expect([...after.values()].map((l) => [l.phone, l.status]).sort()).toEqual([['2145561001', 'CONVERSATION'], ['2145561002', 'FAILED'], ['2145561003', 'SENT']]);
  });
});
