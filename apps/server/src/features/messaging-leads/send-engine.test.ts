import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WEEK_DAYS, type SchedulePeriod, type WeekDay } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { newId } from '../../platform/crypto';
import type { SmsProvider, SmsProviderEvent } from '../../providers/sms/sms';
import { SMS_TEST_NUMBERS as T } from '../../providers/sms/sandbox-sms';
import { messagingLeads, smsMessages } from './messaging-leads.tables';
import { sendEngine, type SendingCampaign } from './send-engine';
import { receiptHandler } from './receipts';
import * as repo from './messaging-leads.repo';
import { organizations } from '../organizations/organizations.tables';
import { usageLedger } from '../metering/metering.tables';

let t: TestApp;
let clock: Date;
const events: SmsProviderEvent[] = [];
beforeAll(async () => {
  t = await testApp({ seed: false });
  t.deps.sms.deliverTo(async (body, headers) => { events.push(...(t.deps.sms.verifyEvents(body, headers, new Date()) ?? [])); });
});
afterAll(async () => t.close());
beforeEach(() => { events.length = 0; });

const allWeek = (periods: SchedulePeriod[]) => ({ days: Object.fromEntries(WEEK_DAYS.map((d) => [d, periods])) as Record<WeekDay, SchedulePeriod[]>, exceptions: new Map() });
let senderSeq = 90000;
function campaign(patch: Partial<SendingCampaign> = {}): SendingCampaign {
  return {
    id: newId(), workspaceId: 'ws-engine', active: true, schedule: allWeek([{ start: 0, end: 1439 }]), initialMessage: 'Hi {{FirstName|there}}, reply STOP to opt out.',
    replies: { responseMessage: 'Thanks! An agent will reply shortly.', helpMessage: 'Demo Co: help at 512-555-0100.', stopMessage: 'You are opted out. No more messages.', startMessage: 'You are opted in again.' },
    senderType: 'SHORT_CODE', businessRecordId: null, limits: null, senders: [{ number: `51255${String(++senderSeq).padStart(5, '0')}`, usable: true }], activeListIds: ['list-1'], media: [], ...patch,
  };
}
const engineFor = (c: SendingCampaign, opts: { sms?: SmsProvider; optedOut?: string[] } = {}) =>
  sendEngine({ ...t.deps, sms: opts.sms ?? t.deps.sms, now: () => clock }, {
    campaign: async (id) => (id === c.id ? c : null),
    optedOutAmong: async (_ws, phones) => new Set(phones.filter((p) => opts.optedOut?.includes(p))),
    metering: t.services.metering,
  });
async function addLeads(c: SendingCampaign, phones: string[], patch: Partial<typeof messagingLeads.$inferInsert> = {}) {
  await repo.insertLeads(t.deps.db, phones.map((phone, i) => ({
    id: newId(), workspaceId: c.workspaceId, campaignId: c.id, listId: 'list-1', phone, status: 'READY' as const, zones: ['America/Chicago'],
    leadData: { FirstName: i % 2 ? 'Ana' : '' }, created: clock, ...patch,
  })));
}
const leadsOf = (c: SendingCampaign) => t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.campaignId, c.id));
const messagesOf = (c: SendingCampaign) => t.deps.db.select().from(smsMessages).where(eq(smsMessages.campaignId, c.id));
const phones = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `2145${String(2_000_000 + from + i).slice(1)}`);

describe('the sending engine', () => {
  beforeEach(() => { clock = new Date('2026-11-25T16:00:00Z'); });

  it('texts each READY lead of the active lists once, with its tokens filled, and records the carrier’s answer', async () => {
    const c = campaign();
    await addLeads(c, phones(40));
    await addLeads(c, ['2145550999'], { listId: 'paused-list' });
    const engine = engineFor(c);
    expect(await engine.sendBatch(c.id)).toEqual({ sent: 40, claimed: 40 });
    expect(await engine.sendBatch(c.id)).toEqual({ sent: 0, claimed: 0 });
    const leads = await leadsOf(c);
    expect(leads.filter((l) => l.status === 'SENT')).toHaveLength(40);
    expect(leads.find((l) => l.phone === '2145550999')?.status).toBe('READY');
    const messages = await messagesOf(c);
    expect(messages).toHaveLength(40);
    expect(new Set(messages.map((m) => m.leadId)).size).toBe(40);
    expect(messages.every((m) => m.status === 'SENT' && m.providerMessageId && m.fromNumber === c.senders[0]!.number)).toBe(true);
    expect(messages.map((m) => m.body)).toContain('Hi Ana, reply STOP to opt out.');
    expect(messages.map((m) => m.body)).toContain('Hi there, reply STOP to opt out.');
  });

  it('holds leads outside the schedule in their own zone until it opens, and suppresses opted-out numbers', async () => {
    // 16:00 UTC is 10:00 in Chicago and 08:00 in Los Angeles: a 09:00–17:00 schedule is open for one, not the other.
    const c = campaign({ schedule: allWeek([{ start: 540, end: 1020 }]) });
    await addLeads(c, ['2145550001', '2145550002']);
    await addLeads(c, ['3105550003'], { zones: ['America/Los_Angeles'] });
    const engine = engineFor(c, { optedOut: ['2145550002'] });
    expect((await engine.sendBatch(c.id)).sent).toBe(1);
    const leads = new Map((await leadsOf(c)).map((l) => [l.phone, l]));
    expect(leads.get('2145550001')?.status).toBe('SENT');
    expect(leads.get('2145550002')).toMatchObject({ status: 'SUPPRESSED', statusMessage: 'Opted out' });
    expect(leads.get('3105550003')).toMatchObject({ status: 'READY', retryAfter: new Date('2026-11-25T17:00:00Z') });
    clock = new Date('2026-11-25T17:00:00Z');
    expect((await engine.sendBatch(c.id)).sent).toBe(1);
  });

  it('never passes a carrier’s minute cap, counted in segments across campaigns of the business record', async () => {
    const limits = { att: { perMinute: 6, perDay: null, shortCodePerMinute: 6 }, verizon: { perMinute: null, perDay: null, shortCodePerMinute: null }, tmobile: { perMinute: null, perDay: null, shortCodePerMinute: null }, other: { perMinute: null, perDay: null, shortCodePerMinute: null } };
    const businessRecordId = newId();
    const a = campaign({ businessRecordId, limits });
    const b = campaign({ businessRecordId, limits, initialMessage: 'x'.repeat(200) }); // two segments each
    await addLeads(a, phones(5, 100), { normalizedCarrier: 'att' });
    await addLeads(b, phones(5, 200), { normalizedCarrier: 'att' });
    await addLeads(b, phones(3, 300), { normalizedCarrier: 'verizon' });
    expect((await engineFor(a).sendBatch(a.id)).sent).toBe(5);
    // One segment left this minute for AT&T: no two-segment message fits; Verizon has no cap.
    expect((await engineFor(b).sendBatch(b.id)).sent).toBe(3);
    const waiting = (await leadsOf(b)).filter((l) => l.status === 'READY');
    expect(waiting).toHaveLength(5);
    expect(waiting.every((l) => l.statusMessage?.includes('cap'))).toBe(true);
    // Each waits for its own turn: three two-segment messages fill the next minute's six, two go the minute after.
    expect(waiting.map((l) => l.retryAfter?.toISOString()).sort()).toEqual([
      '2026-11-25T16:01:00.000Z', '2026-11-25T16:01:00.000Z', '2026-11-25T16:01:00.000Z', '2026-11-25T16:02:00.000Z', '2026-11-25T16:02:00.000Z',
    ]);
    clock = new Date('2026-11-25T16:01:00Z');
    expect(await engineFor(b).sendBatch(b.id)).toEqual({ sent: 3, claimed: 3 });
    clock = new Date('2026-11-25T16:02:00Z');
    expect(await engineFor(b).sendBatch(b.id)).toEqual({ sent: 2, claimed: 2 });
  });

  it('keeps each lead on the number that first texted it and paces a 10DLC number at one message a second', async () => {
    const c = campaign({ senderType: 'LONG_CODE', senders: [{ number: '5125558101', usable: true }, { number: '5125558102', usable: true }] });
    await addLeads(c, ['2145550400'], { senderNumber: '5125558102' });
    await addLeads(c, ['2145550401'], { senderNumber: '5125558103' }); // a number no longer in the pool
    const engine = engineFor(c);
    expect((await engine.sendBatch(c.id)).sent).toBe(2);
    const sticky = new Map((await leadsOf(c)).map((l) => [l.phone, l.senderNumber]));
    expect(sticky.get('2145550400')).toBe('5125558102');
    expect(sticky.get('2145550401')).toBe('5125558101');
    // Each number may carry 3 messages in the 2-second burst at once (it has carried one): the rest wait their turn.
    await addLeads(c, phones(10, 400));
    expect((await engine.sendBatch(c.id)).sent).toBe(4);
    const waiting = (await leadsOf(c)).filter((l) => l.status === 'READY');
    expect(waiting.length).toBe(6);
    expect(waiting.every((l) => l.retryAfter!.getTime() > clock.getTime())).toBe(true);
  });

  it('completes a send interrupted mid-batch without texting anyone twice', async () => {
    const c = campaign();
    await addLeads(c, phones(30, 500));
    let handed = 0;
    const dying: SmsProvider = { ...t.deps.sms, send: async (m) => { if (++handed > 12) throw new Error('the process died'); return t.deps.sms.send(m); } };
    await expect(engineFor(c, { sms: dying }).sendBatch(c.id)).rejects.toThrow('the process died');
    // The carrier took some; the rest are QUEUED under their keys.
    expect((await leadsOf(c)).every((l) => l.status === 'SENDING')).toBe(true);
    expect(await engineFor(c).recover(c.id)).toBe(30);
    await t.deps.sms.settled();
    const leads = await leadsOf(c);
    expect(leads.every((l) => l.status === 'SENT')).toBe(true);
    const messages = await messagesOf(c);
    expect(messages).toHaveLength(30);
    expect(new Set(messages.map((m) => m.providerMessageId)).size).toBe(30);
    const delivered = events.filter((e) => e.kind === 'status' && e.status === 'delivered').map((e) => (e.kind === 'status' ? e.reference : ''));
    const mine = new Set(messages.map((m) => m.id));
    const perMessage = new Map<string, number>();
    for (const ref of delivered.filter((r) => mine.has(r))) perMessage.set(ref, (perMessage.get(ref) ?? 0) + 1);
    expect([...perMessage.values()].every((n) => n === 1)).toBe(true);
  });

  it('bills each message the carrier took once, in segments, as its sender type: a send completed after a crash included', async () => {
    const orgId = newId();
    await t.deps.db.insert(organizations).values({ id: orgId, name: 'Metered Co' });
    // Two segments each: 200 characters of GSM-7 text.
    const c = campaign({ orgId, senderType: 'SHORT_CODE', initialMessage: `Hi {{FirstName|there}}. ${'x'.repeat(190)}` });
    await addLeads(c, phones(20, 900));
    let handed = 0;
    const dying: SmsProvider = { ...t.deps.sms, send: async (m) => { if (++handed > 8) throw new Error('the process died'); return t.deps.sms.send(m); } };
    await expect(engineFor(c, { sms: dying }).sendBatch(c.id)).rejects.toThrow('the process died');
    expect(await engineFor(c).recover(c.id)).toBe(20);
    await engineFor(c).recover(c.id);
    const ledger = await t.deps.db.select().from(usageLedger).where(eq(usageLedger.orgId, orgId));
    const messages = await messagesOf(c);
    expect(ledger.map((e) => e.key).sort()).toEqual(messages.map((m) => `message:${m.id}`).sort());
    expect(ledger.every((e) => e.product === 'messagesShortCode' && e.quantity === 2 && e.workspaceId === c.workspaceId)).toBe(true);
  });

  it('takes delivery receipts: delivered, a temporary error tried again later, a permanent one suppressing the number', async () => {
    const c = campaign();
    await addLeads(c, [T.delivered, T.temporaryFailure, T.permanentFailure]);
    await engineFor(c).sendBatch(c.id);
    await t.deps.sms.settled();
    const suppressed: string[] = [];
    const apply = receiptHandler({ ...t.deps, now: () => clock }, { suppress: async (_ws, phone) => { suppressed.push(phone); } });
    for (const e of events) if (e.kind === 'status') await apply(e);
    for (const e of events) if (e.kind === 'status') await apply(e); // repeated receipts change nothing
    const leads = new Map((await leadsOf(c)).map((l) => [l.phone, l]));
    expect(leads.get(T.delivered)).toMatchObject({ status: 'DELIVERED', result: 'DELIVERED' });
    expect(leads.get(T.temporaryFailure)).toMatchObject({ status: 'READY', result: 'UNDELIVERED', retryAfter: new Date(clock.getTime() + 15 * 60_000) });
    expect(leads.get(T.permanentFailure)).toMatchObject({ status: 'FAILED', result: 'FAILED' });
    expect(leads.get(T.permanentFailure)?.statusMessage).toContain('40005');
    expect(suppressed).toEqual([T.permanentFailure]);
    const rollups = await t.deps.db.execute(sql`select dimension, key, sum(count)::int as n from messaging_rollups where campaign_id = ${c.id} group by 1, 2 order by 1, 2`);
    expect(rollups.rows).toEqual(expect.arrayContaining([
      { dimension: 'activity', key: 'outbound', n: 3 }, { dimension: 'activity', key: 'delivered', n: 1 }, { dimension: 'activity', key: 'failed', n: 2 },
    ]));
    // The temporary one goes again once its time comes, and is delivered.
    clock = new Date(clock.getTime() + 15 * 60_000);
    events.length = 0;
    expect((await engineFor(c).sendBatch(c.id)).sent).toBe(1);
    await t.deps.sms.settled();
    for (const e of events) if (e.kind === 'status') await apply(e);
    expect((await leadsOf(c)).find((l) => l.phone === T.temporaryFailure)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
  });
});
