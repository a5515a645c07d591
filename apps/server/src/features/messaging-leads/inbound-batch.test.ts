import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../testing/test-app';
import { newId } from '../../platform/crypto';
import { messagingOptOuts } from '../opt-outs/opt-outs.tables';
import { messagingLeads, messagingRollups, smsMessages } from './messaging-leads.tables';
import { inboundHandler, type ConversationEvent, type InboundEvent, type InboundPorts } from './inbound';
import * as repo from './messaging-leads.repo';

let t: TestApp;
const ws = 'ws-inbound-batch';
const campaignId = newId();
const sender = '5125557101';
const replies = { responseMessage: 'Thanks {{FirstName}}!', helpMessage: 'Help: 512-555-0100.', stopMessage: 'You are opted out.', startMessage: 'You are opted in again.' };
const announced: { type: ConversationEvent['type']; phone: string }[] = [];
/** A number whose opt-out writes fail (the batch's statement fails). */
let failing = '';

beforeAll(async () => {
  t = await testApp({ seed: false });
  t.deps.sms.deliverTo(async () => undefined);
});
afterAll(async () => t.close());

/** A clock a millisecond further at each look: messages stored one after another sort in that order. */
let tick = Date.now();
const deps = () => ({ ...t.deps, now: () => new Date(++tick) });

const ports = (): InboundPorts => ({
  replies: async () => replies,
  optedOutAmong: (w, phones) => t.services.optOuts.service.optedOutAmong(w, phones),
  replyChanges: (changes, stored) => {
    const real = t.services.optOuts.service.replyChanges(changes, stored);
    // A part that fails when run: the whole statement fails, nothing of the batch is kept.
    return changes.optOuts.some((o) => o.phone === failing) ? { ...real, optOuts: sql`select (1 / (select count(*) - count(*) from m))::text as workspace_id, ''::text as phone` } : real;
  },
  announce: async (e) => { announced.push({ type: e.type, phone: e.lead.phone }); },
});

/** Leads texted from the sender, delivered, not yet in a conversation. */
async function leads(count: number, from: number) {
  const phones = Array.from({ length: count }, (_, i) => `51255${String(from + i).padStart(5, '0')}`);
  await repo.insertLeads(t.deps.db, phones.map((phone) => ({
    id: newId(), workspaceId: ws, campaignId, listId: 'l', phone, status: 'DELIVERED' as const, zones: ['America/Chicago'], leadData: { FirstName: 'Ana' },
    senderNumber: sender, sent: new Date(),
  })));
  return phones;
}
const reply = (from: string, text: string, id = `MO-${newId()}`): InboundEvent =>
  ({ kind: 'inbound', eventId: id, providerMessageId: id, from, to: sender, text, at: new Date().toISOString(), carrier: 'att' });
async function conversationOf(phone: string) {
  const [lead] = await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.phone, phone));
  const messages = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.leadId, lead!.id)).orderBy(asc(smsMessages.created), asc(smsMessages.direction));
  return { lead: lead!, messages: messages.map((m) => `${m.direction} ${m.kind}: ${m.body}`) };
}
const optedOut = async (phone: string) =>
  (await t.deps.db.select().from(messagingOptOuts).where(and(eq(messagingOptOuts.workspaceId, ws), eq(messagingOptOuts.phone, phone)))).length > 0;

describe('replies in batches', () => {
  it('handles many concurrent replies, a number’s second reply after its first (STOP then START, two first replies), a repeated post once', async () => {
    const phones = await leads(60, 1000);
    const [stopStart, twice, repeated, ...rest] = phones as [string, string, string, ...string[]];
    const inbound = inboundHandler(deps(), ports());
    const dup = reply(repeated, 'What time are you open?');
    const events = [
      reply(stopStart, 'STOP'), reply(twice, 'Who is this?'), dup, reply(stopStart, 'START'), reply(twice, 'Thanks'), dup,
      ...rest.map((p, i) => reply(p, i % 3 === 0 ? 'STOP' : i % 3 === 1 ? 'HELP' : 'Yes please')),
    ];
    await Promise.all(events.map((e) => inbound.applyInbound(e)));
    await t.deps.sms.settled();

    const a = await conversationOf(stopStart);
    expect(a.messages.slice(-4)).toEqual(['IN REPLY: STOP', 'OUT OPT_OUT: You are opted out.', 'IN REPLY: START', 'OUT OPT_IN: You are opted in again.']);
    expect(a.lead.status).toBe('DELIVERED');
    expect(await optedOut(stopStart)).toBe(false);
    expect(announced.filter((x) => x.phone === stopStart).map((x) => x.type)).toEqual(['optOut', 'optIn']);

    const b = await conversationOf(twice);
    expect(b.messages).toEqual(['IN REPLY: Who is this?', 'OUT ENGAGED: Thanks Ana!', 'IN REPLY: Thanks']);
    expect(b.lead.status).toBe('CONVERSATION');
    expect(announced.filter((x) => x.phone === twice).map((x) => x.type)).toEqual(['conversationStarted', 'incomingMessage']);

    expect((await conversationOf(repeated)).messages).toEqual(['IN REPLY: What time are you open?', 'OUT ENGAGED: Thanks Ana!']);

    for (const [i, p] of rest.entries()) {
      const c = await conversationOf(p);
      if (i % 3 === 0) expect([c.lead.status, await optedOut(p), c.messages]).toEqual(['OPTED_OUT', true, ['IN REPLY: STOP', 'OUT OPT_OUT: You are opted out.']]);
      else if (i % 3 === 1) expect(c.messages).toEqual(['IN REPLY: HELP', 'OUT HELP: Help: 512-555-0100.']);
      else expect([c.lead.status, c.messages]).toEqual(['CONVERSATION', ['IN REPLY: Yes please', 'OUT ENGAGED: Thanks Ana!']]);
    }
    // Every automatic reply was handed out and marked sent.
    const queued = await t.deps.db.select().from(smsMessages).where(and(eq(smsMessages.campaignId, campaignId), eq(smsMessages.status, 'QUEUED')));
    expect(queued).toEqual([]);
    // Counted as one by one: each reply once.
    const counts = await t.deps.db.select().from(messagingRollups).where(and(eq(messagingRollups.campaignId, campaignId), eq(messagingRollups.dimension, 'activity')));
    const count = (key: string) => counts.filter((c) => c.key === key).reduce((n, c) => n + c.count, 0);
    expect(count('inbound')).toBe(events.length - 1);
    // Every stored reply answered but the lead's second one (a conversation already started).
    expect(count('outbound')).toBe(events.length - 2);
  });

  it('answers STOP once when the number is already opted out, and a YES from an opted-out number lifts it', async () => {
    const [p] = await leads(1, 2000);
    const inbound = inboundHandler(deps(), ports());
    await inbound.applyInbound(reply(p!, 'STOP'));
    await Promise.all([inbound.applyInbound(reply(p!, 'stop')), inbound.applyInbound(reply(p!, 'YES'))]);
    await t.deps.sms.settled();
    expect((await conversationOf(p!)).messages).toEqual(['IN REPLY: STOP', 'OUT OPT_OUT: You are opted out.', 'IN REPLY: stop', 'IN REPLY: YES', 'OUT OPT_IN: You are opted in again.']);
    expect(await optedOut(p!)).toBe(false);
  });

  it('fails only the reply whose writes failed: the rest of its batch is kept', async () => {
    const phones = await leads(5, 3000);
    failing = phones[2]!;
    const inbound = inboundHandler(deps(), ports());
    const outcomes = await Promise.allSettled(phones.map((p) => inbound.applyInbound(reply(p, 'STOP'))));
    failing = '';
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((await conversationOf(phones[2]!)).messages).toEqual([]);
    expect(await optedOut(phones[2]!)).toBe(false);
    for (const p of [phones[0]!, phones[4]!]) expect((await conversationOf(p)).messages).toEqual(['IN REPLY: STOP', 'OUT OPT_OUT: You are opted out.']);
    // The carrier posts it again: handled then.
    await inbound.applyInbound(reply(phones[2]!, 'STOP'));
    expect(await optedOut(phones[2]!)).toBe(true);
    await t.deps.sms.settled();
  });
});
