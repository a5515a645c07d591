import { looksLikeOptOut, parseKeyword, renderTokens } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/crypto';
import type { SmsCarrier } from '../../providers/sms/sms';
import * as repo from './messaging-leads.repo';
import type { ReplyWrites } from './messaging-leads.repo';
import type { ReplyOptOutChanges } from '../opt-outs/opt-outs.service';
import type { MessagingLeadRow, SmsMessageRow } from './messaging-leads.tables';
import type { RollupRow, RollupWriter } from './rollup-writer';
import type { RollupDimension } from './rollups';
import type { ConversationEvent, InboundEvent, InboundPorts, Kind, Sentiment } from './inbound';

const POSITIVE = /\b(yes|yeah|yep|sure|thanks|thank you|great|perfect|ok|okay|sounds good|please)\b|👍|🙂|😀/i;
const NEGATIVE = /\b(no|not interested|wrong|enough|wasting|annoying|scam|spam|who is this|how did you get)\b|\?\?|😡/i;
/** A plain reading of a reply's tone, for the response sentiment block: negative words outweigh positive ones. */
export function sentimentOf(text: string): Sentiment {
  if (NEGATIVE.test(text)) return 'NEGATIVE';
  if (POSITIVE.test(text)) return 'POSITIVE';
  return 'NEUTRAL';
}


/** A reply in the lead's conversation from its own number, QUEUED (null: no text, or the lead was never texted). */
export function replyRow(lead: MessagingLeadRow, kind: Kind, text: string, author: 'CAMPAIGN' | 'AGENT', at: Date): SmsMessageRow | null {
  if (!text.trim() || !lead.senderNumber) return null;
  return {
    id: newId(), workspaceId: lead.workspaceId, campaignId: lead.campaignId, leadId: lead.id, direction: 'OUT', author, kind,
    body: text, fromNumber: lead.senderNumber, toNumber: lead.phone, status: 'QUEUED', providerMessageId: null, segments: 1, carrier: null,
    errorCode: null, errorMessage: null, created: at, updated: at,
  };
}


/** What one reply does, decided before the batch's writes. */
interface Plan {
  lead: MessagingLeadRow; event: InboundEvent; message: SmsMessageRow; keyword: 'OPT_OUT' | 'OPT_IN' | 'HELP' | null; counts: RollupRow[];
  /** The automatic reply it gets (stored with the batch, handed out after). */
  answer?: SmsMessageRow; announce?: ConversationEvent;
}

type Texts = NonNullable<Awaited<ReturnType<InboundPorts['replies']>>>;
const NO_TEXTS: Texts = { responseMessage: '', helpMessage: '', stopMessage: '', startMessage: '' };
const byPhone = (x: Plan, y: Plan) => (x.lead.phone < y.lead.phone ? -1 : x.lead.phone > y.lead.phone ? 1 : 0);

/**
 * A batch of replies (see `batchQueue`: one per number): their leads read at once, then their campaigns' texts, then
 * the replies, opt-outs, reviews, the leads' new status and the automatic replies written in one statement; the
 * automatic replies handed to the carrier together, the counts added and the events announced after. Answers, for
 * each reply, the promise of its finishing work; throws when the statement failed (nothing of the batch was kept).
 */
export function replyBatch(
  deps: Pick<Deps, 'db' | 'now' | 'log'>, ports: InboundPorts,
  out: { handOutAll(items: { row: SmsMessageRow; carrier: SmsCarrier }[]): Promise<{ counts: RollupRow[]; errors: Map<string, unknown> }>; rollups: RollupWriter },
) {
  const { db } = deps;

  /**
   * The replies of the batch whose lead is known, with what each is taken as, and their campaigns' automatic replies
   * (read with the opt-outs a YES may lift, after the leads).
   */
  async function plan(events: InboundEvent[], now: Date): Promise<{ plans: Plan[]; texts: Map<string, Texts | null> }> {
    const leads = await repo.leadsForReplies(db, events.map((e) => ({ phone: e.from, sender: e.to })));
    const plans: Plan[] = [];
    for (const event of events) {
      const lead = leads.get(`${event.from}|${event.to}`);
      if (!lead) {
        deps.log.info({ to: event.to }, 'SMS reply to a number no lead was texted from');
        continue;
      }
      const message: SmsMessageRow = {
        id: newId(), workspaceId: lead.workspaceId, campaignId: lead.campaignId, leadId: lead.id, direction: 'IN', author: 'LEAD',
        kind: 'REPLY', body: event.text.slice(0, 1600), fromNumber: event.from, toNumber: event.to, status: 'RECEIVED',
        providerMessageId: event.providerMessageId, segments: 1, carrier: event.carrier, errorCode: null, errorMessage: null, created: now, updated: now,
      };
      plans.push({ lead, event, message, keyword: parseKeyword(event.text), counts: [] });
    }
    // YES lifts an opt-out only from an opted-out number; else it is a plain reply.
    const yes = plans.filter((p) => p.keyword === 'OPT_IN' && p.event.text.trim().toUpperCase().startsWith('YES'));
    const [texts] = await Promise.all([
      Promise.all([...new Set(plans.map((p) => p.lead.campaignId))].map(async (id) => [id, await ports.replies(id)] as const)).then((t) => new Map(t)),
      ...[...new Set(yes.map((p) => p.lead.workspaceId))].map(async (ws) => {
        const group = yes.filter((p) => p.lead.workspaceId === ws);
        const optedOut = await ports.optedOutAmong(ws, group.map((p) => p.lead.phone));
        for (const p of group) if (!optedOut.has(p.lead.phone)) p.keyword = null;
      }),
    ]);
    // In number order: two instances writing the same numbers take their locks in the same order.
    return { plans: plans.sort(byPhone), texts };
  }

  /**
   * Decides what each reply does (its opt-out change, its lead's new status, its automatic reply, its counts and
   * announcement), then stores the batch in one statement; answers the replies that were new (a reply posted twice
   * by the carrier is kept once), each with its automatic reply when one was stored.
   */
  async function write(plans: Plan[], texts: Map<string, Texts | null>, now: Date): Promise<Plan[]> {
    const changes: ReplyOptOutChanges = { optOuts: [], optIns: [], reviews: [] };
    const leads: ReplyWrites['leads'][number][] = [];
    const answers: ReplyWrites['answers'][number][] = [];
    const at = deps.now();
    for (const p of plans) {
      const { lead, event, message } = p;
      const replyId = message.id;
      const t = texts.get(lead.campaignId) ?? NO_TEXTS;
      // STOP is answered once: only when the batch newly opted the number out.
      const answer = (kind: Kind, text: string, ifOptedOut = false) => {
        p.answer = replyRow(lead, kind, renderTokens(text, { ...lead.leadData, Phone: lead.phone, FromNumber: lead.senderNumber ?? '' }), 'CAMPAIGN', at) ?? undefined;
        if (p.answer) answers.push({ replyId, row: p.answer, ifOptedOut });
      };
      const count = (dimension: RollupDimension, key: string) => p.counts.push({ workspaceId: lead.workspaceId, campaignId: lead.campaignId, bucket: now, dimension, key, count: 1 });
      count('activity', 'inbound');
      if (p.keyword === 'OPT_OUT') {
        const patch = { status: 'OPTED_OUT' as const, statusMessage: `Replied ${event.text.trim().slice(0, 40)}`, finalized: now };
        changes.optOuts.push({ replyId, workspaceId: lead.workspaceId, phone: lead.phone, campaignId: lead.campaignId, reason: 'STOP' });
        leads.push({ replyId, id: lead.id, status: patch.status, statusMessage: patch.statusMessage });
        answer('OPT_OUT', t.stopMessage, true);
        count('action', 'OPT_OUT');
        p.announce = { type: 'optOut', lead: { ...lead, ...patch }, message };
      } else if (p.keyword === 'OPT_IN') {
        const patch = lead.status === 'OPTED_OUT' ? { status: 'DELIVERED' as const, statusMessage: null, finalized: null } : {};
        changes.optIns.push({ replyId, workspaceId: lead.workspaceId, phone: lead.phone });
        if (lead.status === 'OPTED_OUT') leads.push({ replyId, id: lead.id, status: 'DELIVERED', statusMessage: null });
        answer('OPT_IN', t.startMessage);
        count('action', 'OPT_IN');
        p.announce = { type: 'optIn', lead: { ...lead, ...patch }, message };
      } else if (p.keyword === 'HELP') {
        answer('HELP', t.helpMessage);
        count('action', 'HELP');
      } else {
        if (looksLikeOptOut(event.text)) {
          changes.reviews.push({ replyId, workspaceId: lead.workspaceId, phone: lead.phone, campaignId: lead.campaignId, message: event.text });
          count('action', 'REVIEW');
        }
        count('sentiment', sentimentOf(event.text));
        if (lead.conversationAt) {
          p.announce = { type: 'incomingMessage', lead, message };
        } else {
          leads.push({ replyId, id: lead.id, status: 'CONVERSATION', statusMessage: null });
          answer('ENGAGED', t.responseMessage);
          count('action', 'CONVERSATION');
          count('conversation', '');
          p.announce = { type: 'conversationStarted', lead: { ...lead, conversationAt: now, status: 'CONVERSATION', statusMessage: null }, message };
        }
      }
    }
    const stored = await repo.storeReplies(db, now, { replies: plans.map((p) => p.message), leads, answers }, (ids) => ports.replyChanges(changes, ids));
    const kept = plans.filter((p) => stored.stored.has(p.message.id));
    for (const p of kept) if (p.answer && !stored.answered.has(p.answer.id)) p.answer = undefined;
    return kept;
  }

  /**
   * Committed: the automatic replies go out together, then the counts and the announcements. A failure from here on
   * fails the replies it concerns (the carrier posts them again: kept once, as stored). Never throws.
   */
  async function finish(events: InboundEvent[], kept: Plan[]): Promise<PromiseSettledResult<void>[]> {
    const byEvent = new Map(kept.map((p) => [p.event, p]));
    try {
      const sent = await out.handOutAll(kept.flatMap((p) => (p.answer ? [{ row: p.answer, carrier: p.lead.normalizedCarrier ?? 'other' }] : [])));
      const counted = out.rollups.add(kept.flatMap((p) => p.counts).concat(sent.counts));
      const outcomes = await Promise.allSettled(events.map(async (event) => {
        const p = byEvent.get(event);
        if (!p) return;
        if (p.answer && sent.errors.has(p.answer.id)) throw sent.errors.get(p.answer.id);
        if (p.announce) await ports.announce?.(p.announce);
      }));
      await counted;
      return outcomes;
    } catch (err) {
      return events.map(() => ({ status: 'rejected' as const, reason: err }));
    }
  }

  // The finishing work of a batch runs while the next batch is written, after the previous batch's (a lead's events
  // are announced in order); at most two batches' finishing work waits, so writes never run far ahead.
  let last: Promise<unknown> = Promise.resolve();
  let beforeLast: Promise<unknown> = Promise.resolve();
  /** Settles when the finishing work of every batch written so far is done (the app's close waits for it). */
  const settled = () => last.then(() => undefined, () => undefined);
  async function applyBatch(events: InboundEvent[]): Promise<PromiseSettledResult<{ handled: Promise<void> }>[]> {
    await beforeLast;
    const now = deps.now();
    const { plans, texts } = await plan(events, now);
    const kept = plans.length ? await write(plans, texts, now) : [];
    const finished = last.then(() => finish(events, kept));
    beforeLast = last;
    last = finished;
    return events.map((_, i) => ({
      status: 'fulfilled' as const,
      value: {
        handled: finished.then((outcomes) => {
          const o = outcomes[i]!;
          if (o.status === 'rejected') throw o.reason;
        }),
      },
    }));
  }
  return { applyBatch, settled };
}
