import type { Deps } from '../../platform/deps';
import type { SQL } from 'drizzle-orm';
import { ProviderError } from '../../providers/sandbox';
import type { SmsCarrier, SmsProviderEvent } from '../../providers/sms/sms';
import type { ReplyChangesSql, ReplyOptOutChanges } from '../opt-outs/opt-outs.service';
import * as repo from './messaging-leads.repo';
import type { MessagingLeadRow, SmsMessageRow } from './messaging-leads.tables';
import { rollupWriter, type RollupRow, type RollupWriter } from './rollup-writer';
import { batchQueue } from '../../platform/batch-queue';
import { replyBatch, replyRow } from './inbound-batch';
import type { RollupDimension } from './rollups';
import type { SendingCampaign } from './send-engine';

export type { MessagingLeadRow, SmsMessageRow };
export { sentimentOf } from './inbound-batch';

export type Kind = SmsMessageRow['kind'];
export type InboundEvent = Extract<SmsProviderEvent, { kind: 'inbound' }>;
/** The most replies written together. */
const BATCH_MAX = 500;
/** What a reply was taken as (the dashboard's response actions). */
export type ReplyAction = 'OPT_OUT' | 'OPT_IN' | 'HELP' | 'CONVERSATION' | 'REVIEW';
export type Sentiment = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

/**
 * What other features hear of a lead (the campaign's six webhooks, the conversation email): a reply, an opt-out or
 * opt-in, the initial message's delivery result, and the final disposition (no message).
 */
export type ConversationEvent =
  | { type: 'conversationStarted' | 'incomingMessage' | 'deliveryResult'; lead: MessagingLeadRow; message: SmsMessageRow }
  | { type: 'optOut' | 'optIn'; lead: MessagingLeadRow; message: SmsMessageRow }
  | { type: 'disposition'; lead: MessagingLeadRow; message: null };

export interface InboundPorts {
  /** The campaign's automatic replies (null: the campaign is gone). */
  replies(campaignId: string): Promise<SendingCampaign['replies'] | null>;
  optedOutAmong(workspaceId: string, phones: readonly string[]): Promise<Set<string>>;
  /**
   * The opt-outs (STOP), lifted opt-outs (START) and flagged free text of a batch, as parts of the statement that
   * stores its replies: each change is made only when its reply is among `stored` (a subquery of reply ids).
   */
  replyChanges(changes: ReplyOptOutChanges, stored: SQL): ReplyChangesSql;
  announce?(event: ConversationEvent): Promise<void>;
}

/**
 * Replies (domain.md, FCC 24-24): an opt-out word opts the number out of every campaign of the workspace and is
 * answered with the opt-out message once; START / UNSTOP (and YES from an opted-out number) lift it with the opt-in
 * message; HELP / INFO get the help message; a free-text opt-out is flagged for review; any other first reply starts
 * a conversation (the engaged response, once), later ones are new messages.
 */
export function inboundHandler(deps: Pick<Deps, 'db' | 'sms' | 'now' | 'log'>, ports: InboundPorts, rollups: RollupWriter = rollupWriter(deps.db)) {
  const { db } = deps;

  /** Sends a reply in the lead's conversation from its own number; the message is stored before it goes out. */
  async function reply(lead: MessagingLeadRow, kind: Kind, text: string, author: 'CAMPAIGN' | 'AGENT' = 'CAMPAIGN'): Promise<SmsMessageRow | null> {
    const row = replyRow(lead, kind, text, author, deps.now());
    if (!row) return null;
    await repo.insertMessages(db, [row]);
    return handOut(row, lead.normalizedCarrier ?? 'other');
  }

  /** Gives a stored (QUEUED) reply to the carrier under its id as the key, and records the answer. */
  async function handOut(row: SmsMessageRow, leadCarrier: SmsCarrier): Promise<SmsMessageRow> {
    const out = await handOutAll([{ row, carrier: leadCarrier }]);
    if (out.errors.has(row.id)) throw out.errors.get(row.id);
    await rollups.add(out.counts);
    return out.rows.get(row.id)!;
  }

  /**
   * Gives stored (QUEUED) replies to the carrier together, each under its id as the key, and records the answers;
   * answers the rows as they are now, what they count on the dashboard (not yet added), and the sends that threw
   * (not a carrier's refusal: those are FAILED and counted).
   */
  async function handOutAll(items: { row: SmsMessageRow; carrier: SmsCarrier }[]) {
    const rows = new Map<string, SmsMessageRow>();
    const counts: RollupRow[] = [];
    const errors = new Map<string, unknown>();
    const results = await Promise.allSettled(items.map(({ row }) => deps.sms.send({ reference: row.id, from: row.fromNumber, to: row.toNumber, text: row.body })));
    const at = deps.now();
    const sent: Parameters<typeof repo.markSent>[1] = [];
    const failed: SmsMessageRow[] = [];
    results.forEach((r, i) => {
      const { row, carrier } = items[i]!;
      const count = (dimension: RollupDimension, key: string) => counts.push({ workspaceId: row.workspaceId, campaignId: row.campaignId, bucket: row.created, dimension, key, count: 1 });
      if (r.status === 'fulfilled') {
        const s = r.value;
        sent.push({ id: row.id, providerMessageId: s.providerMessageId, segments: s.segments, carrier: s.carrier, at });
        rows.set(row.id, { ...row, status: 'SENT', providerMessageId: s.providerMessageId, segments: s.segments, carrier: s.carrier, updated: at });
        // Counted like the initial message, so each carrier's sent, delivered and failed add up.
        count('activity', 'outbound');
        count('carrier.sent', s.carrier);
      } else if (r.reason instanceof ProviderError) {
        const row2 = { ...row, status: 'FAILED' as const, errorMessage: r.reason.message, updated: at };
        failed.push(row2);
        rows.set(row.id, row2);
        for (const [d, k] of [['activity', 'outbound'], ['carrier.sent', carrier], ['activity', 'failed'], ['status', 'FAILED'], ['carrier.failed', carrier]] as const) count(d, k);
      } else {
        errors.set(row.id, r.reason);
      }
    });
    await repo.markSent(db, sent);
    for (const f of failed) await repo.updateMessage(db, f.id, { status: 'FAILED', errorMessage: f.errorMessage, updated: at });
    return { rows, counts, errors };
  }

  /**
   * Completes the replies (automatic and agents') a stopped instance stored but never heard the carrier answer for:
   * each is handed out again under its own key (the carrier answers the first send, never sending twice).
   */
  async function recoverReplies(olderThan: Date): Promise<number> {
    const stranded = await repo.strandedReplies(db, olderThan, 500);
    for (const row of stranded) await handOut(row, row.carrier ?? 'other');
    return stranded.length;
  }

  const { applyBatch, settled } = replyBatch(deps, ports, { handOutAll, rollups });
  // One batch written at a time per instance (the replies arriving meanwhile form the next, so batches grow with the load); a number's second reply waits until its first is written.
  const queue = batchQueue(applyBatch, { max: BATCH_MAX, keyOf: (e) => e.from, concurrency: 1 });

  /** Applies a carrier's reply; settles when it is handled (stored, answered, counted and announced). */
  async function applyInbound(event: InboundEvent): Promise<void> {
    const { handled } = await queue.push(event);
    await handled;
  }

  /**
   * Takes a carrier's reply: settles once it is stored with what it changed (opt-out, conversation, its automatic
   * reply QUEUED) — all the carrier needs to stop posting it. The automatic reply goes out, and the counts and
   * announcements follow, after; a failure there is logged (an automatic reply left QUEUED is sent by the minute sweep).
   * A post of the same reply again would find it stored and change nothing, so waiting for them would only hold the carrier.
   */
  async function receive(event: InboundEvent): Promise<void> {
    const { handled } = await queue.push(event);
    handled.catch((err: unknown) => deps.log.warn({ err, to: event.to }, 'SMS reply stored; its automatic reply or announcement failed'));
  }

  return { applyInbound, receive, reply, recoverReplies, settled };
}
export type InboundHandler = ReturnType<typeof inboundHandler>;
