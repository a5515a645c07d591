import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { WEEK_DAYS, type SchedulePeriod, type WeekDay } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { newId } from '../../platform/crypto';
import type { SmsProviderEvent } from '../../providers/sms/sms';
import { SMS_TEST_NUMBERS as T } from '../../providers/sms/sandbox-sms';
import { messagingOptOutReviews } from '../opt-outs/opt-outs.tables';
import { messagingLeads, smsMessages } from './messaging-leads.tables';
import { sendEngine, type SendingCampaign } from './send-engine';
import { receiptHandler } from './receipts';
import { inboundHandler, sentimentOf, type ConversationEvent, type InboundPorts } from './inbound';
import * as repo from './messaging-leads.repo';

let t: TestApp;
const events: SmsProviderEvent[] = [];
const announced: ConversationEvent['type'][] = [];
const c: SendingCampaign = {
  id: newId(), workspaceId: 'ws-inbound', active: true,
  schedule: { days: Object.fromEntries(WEEK_DAYS.map((d) => [d, [{ start: 0, end: 1439 }]])) as Record<WeekDay, SchedulePeriod[]>, exceptions: new Map() },
  initialMessage: 'Hi {{FirstName}}, your appointment is tomorrow. Reply STOP to opt out.',
  replies: { responseMessage: 'Thanks {{FirstName}}! An agent will reply shortly.', helpMessage: 'Demo Co: help at 512-555-0100.', stopMessage: 'You are opted out.', startMessage: 'You are opted in again.' },
  senderType: 'SHORT_CODE', businessRecordId: null, limits: null, senders: [{ number: '5125557001', usable: true }], activeListIds: ['l'], media: [],
};

beforeAll(async () => {
  t = await testApp({ seed: false });
  t.deps.sms.deliverTo(async (body, headers) => { events.push(...(t.deps.sms.verifyEvents(body, headers, new Date()) ?? [])); });
});
afterAll(async () => t.close());

const ports: InboundPorts = {
  replies: async () => c.replies,
  optedOutAmong: (ws, phones) => t.services.optOuts.service.optedOutAmong(ws, phones),
  replyChanges: (changes, stored) => t.services.optOuts.service.replyChanges(changes, stored),
  announce: async (e: ConversationEvent) => { announced.push(e.type); },
};

/** Applies every event posted so far (receipts and replies), as the endpoint does, until none is left. */
async function drain() {
  const inbound = inboundHandler(t.deps, ports);
  const receipts = receiptHandler(t.deps, { suppress: async () => undefined });
  for (;;) {
    await t.deps.sms.settled();
    const batch = events.splice(0);
    if (!batch.length) return;
    for (const e of batch) await (e.kind === 'status' ? receipts(e) : inbound.applyInbound(e));
  }
}
const isOptedOut = async (phone: string) => (await t.services.optOuts.service.optedOutAmong(c.workspaceId, [phone])).has(phone);
const conversationOf = async (phone: string) => {
  const [lead] = await t.deps.db.select().from(messagingLeads).where(eq(messagingLeads.phone, phone));
  const messages = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.leadId, lead!.id)).orderBy(asc(smsMessages.created), asc(smsMessages.direction));
  return { lead: lead!, messages: messages.map((m) => `${m.direction} ${m.kind}: ${m.body}`) };
};

describe('replies', () => {
  it('answers STOP with the opt-out message once, HELP with the help message, and a question by starting a conversation', async () => {
    await repo.insertLeads(t.deps.db, [T.repliesStop, T.repliesHelp, T.repliesQuestion, T.repliesFreeTextOptOut].map((phone) => ({
      id: newId(), workspaceId: c.workspaceId, campaignId: c.id, listId: 'l', phone, status: 'READY' as const, zones: ['America/Chicago'], leadData: { FirstName: 'Ana' },
    })));
    await sendEngine(t.deps, { campaign: async () => c, optedOutAmong: async () => new Set() }).sendBatch(c.id);
    await drain();

    const stop = await conversationOf(T.repliesStop);
    expect(stop.lead.status).toBe('OPTED_OUT');
    expect(stop.messages.slice(1)).toEqual(['IN REPLY: STOP', 'OUT OPT_OUT: You are opted out.']);
    expect(await isOptedOut(T.repliesStop)).toBe(true);

    expect((await conversationOf(T.repliesHelp)).messages.slice(1)).toEqual(['IN REPLY: HELP', 'OUT HELP: Demo Co: help at 512-555-0100.']);

    const question = await conversationOf(T.repliesQuestion);
    expect(question.lead.status).toBe('CONVERSATION');
    expect(question.lead.conversationAt).not.toBeNull();
    // The engaged response is sent once; the lead thanks it, a new message in the conversation.
    expect(question.messages.slice(1)).toEqual(['IN REPLY: What time are you open?', 'OUT ENGAGED: Thanks Ana! An agent will reply shortly.', 'IN REPLY: Thank you, that helps.']);

    const reviews = await t.deps.db.select().from(messagingOptOutReviews).where(eq(messagingOptOutReviews.workspaceId, c.workspaceId));
    expect(reviews.map((r) => [r.phone, r.message])).toEqual([[T.repliesFreeTextOptOut, "please don't text me anymore"]]);
    expect(announced.filter((a) => a === 'conversationStarted')).toHaveLength(2);
    expect(announced).toContain('incomingMessage');
    expect(announced).toContain('optOut');
  });

  it('keeps a reply posted twice once, and lifts an opt-out with START', async () => {
    const inbound = inboundHandler(t.deps, ports);
    const reply = { kind: 'inbound' as const, eventId: 'e1', providerMessageId: `MO-${newId()}`, from: T.repliesStop, to: '5125557001', text: 'start', at: new Date().toISOString(), carrier: 'att' as const };
    await inbound.applyInbound(reply);
    await inbound.applyInbound(reply);
    await t.deps.sms.settled();
    const { lead, messages } = await conversationOf(T.repliesStop);
    expect(messages.filter((m) => m === 'IN REPLY: start')).toHaveLength(1);
    expect(messages.at(-1)).toBe('OUT OPT_IN: You are opted in again.');
    expect(await isOptedOut(T.repliesStop)).toBe(false);
    expect(lead.status).toBe('DELIVERED');
  });

  it("answers the carrier once a reply is stored; its announcement follows, and the app's close waits for it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const inbound = inboundHandler(t.deps, { ...ports, announce: async (e) => { await held; seen.push(e.type); } });
    const reply = { kind: 'inbound' as const, eventId: 'e2', providerMessageId: `MO-${newId()}`, from: T.repliesQuestion, to: '5125557001', text: 'Is Friday possible?', at: new Date().toISOString(), carrier: 'att' as const };
    await inbound.receive(reply);
    expect((await conversationOf(T.repliesQuestion)).messages.at(-1)).toBe('IN REPLY: Is Friday possible?');
    let done = false;
    const settled = inbound.settled().then(() => { done = true; });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([done, seen]).toEqual([false, []]);
    release();
    await settled;
    expect(seen).toEqual(['incomingMessage']);
  });

  it('reads a reply’s tone', () => {
    expect(sentimentOf('Yes please')).toBe('POSITIVE');
    expect(sentimentOf('Who is this?? Quit wasting my time')).toBe('NEGATIVE');
    expect(sentimentOf('What time are you open?')).toBe('NEUTRAL');
  });
});

describe('replies a stopped instance left', () => {
  it('hands a reply stored QUEUED over a minute ago to the carrier once, under its own key, and leaves a fresh one alone', async () => {
    const at = new Date();
    const stored = (id: string, minutesAgo: number) => ({
      id, workspaceId: c.workspaceId, campaignId: c.id, leadId: newId(), direction: 'OUT' as const, author: 'AGENT' as const, kind: 'AGENT' as const,
      body: 'We can call you at 3 pm.', fromNumber: '5125557001', toNumber: T.delivered, status: 'QUEUED' as const,
      created: new Date(at.getTime() - minutesAgo * 60_000), updated: at,
    });
    const [old, fresh] = [newId(), newId()];
    await repo.insertMessages(t.deps.db, [stored(old, 3), stored(fresh, 0)]);
    const sends: string[] = [];
    const send = t.deps.sms.send.bind(t.deps.sms);
    const inbound = inboundHandler({ ...t.deps, sms: { ...t.deps.sms, send: async (m) => { sends.push(m.reference); return send(m); } } }, ports);

    expect(await inbound.recoverReplies(new Date(at.getTime() - 60_000))).toBe(1);
    expect(await inbound.recoverReplies(new Date(at.getTime() - 60_000))).toBe(0);
    expect(sends).toEqual([old]);
    expect((await repo.findMessage(t.deps.db, old))?.status).toBe('SENT');
    expect((await repo.findMessage(t.deps.db, old))?.providerMessageId).toMatch(/^SM/);
    expect((await repo.findMessage(t.deps.db, fresh))?.status).toBe('QUEUED');
    await t.deps.sms.settled();
    events.length = 0;
  });
});
