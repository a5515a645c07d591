import { looksLikeOptOut, parseKeyword, renderTokens } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/crypto';
import { ProviderError } from '../../providers/sandbox';
import type { SmsCarrier, SmsProviderEvent } from '../../providers/sms/sms';
import * as repo from './messaging-leads.repo';
import type { MessagingLeadRow, SmsMessageRow } from './messaging-leads.tables';
import { rollupWriter, type RollupRow, type RollupWriter } from './rollup-writer';
import type { RollupDimension } from './rollups';

export type { MessagingLeadRow, SmsMessageRow };
import type { SendingCampaign } from './send-engine';

type Kind = SmsMessageRow['kind'];
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
  /** Answers whether the number was newly opted out / had an opt-out lifted. */
  optOut(workspaceId: string, phone: string, campaignId: string, reason: string): Promise<boolean>;
  optIn(workspaceId: string, phone: string): Promise<boolean>;
  isOptedOut(workspaceId: string, phone: string): Promise<boolean>;
  flagForReview(workspaceId: string, phone: string, campaignId: string, message: string): Promise<unknown>;
  announce?(event: ConversationEvent): Promise<void>;
}

const POSITIVE = /\b(yes|yeah|yep|sure|thanks|thank you|great|perfect|ok|okay|sounds good|please)\b|👍|🙂|😀/i;
const NEGATIVE = /\b(no|not interested|wrong|enough|wasting|annoying|scam|spam|who is this|how did you get)\b|\?\?|😡/i;
/** A plain reading of a reply's tone, for the response sentiment block: negative words outweigh positive ones. */
export function sentimentOf(text: string): Sentiment {
  if (NEGATIVE.test(text)) return 'NEGATIVE';
  if (POSITIVE.test(text)) return 'POSITIVE';
  return 'NEUTRAL';
}

const bucketOf = (at: Date) => new Date(Math.floor(at.getTime() / 900_000) * 900_000);

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
    if (!text.trim() || !lead.senderNumber) return null;
    const now = deps.now();
    const row: SmsMessageRow = {
      id: newId(), workspaceId: lead.workspaceId, campaignId: lead.campaignId, leadId: lead.id, direction: 'OUT', author, kind,
      body: text, fromNumber: lead.senderNumber, toNumber: lead.phone, status: 'QUEUED', providerMessageId: null, segments: 1, carrier: null,
      errorCode: null, errorMessage: null, created: now, updated: now,
    };
    await repo.insertMessages(db, [row]);
    return handOut(row, lead.normalizedCarrier ?? 'other');
  }

  /** Gives a stored (QUEUED) reply to the carrier under its id as the key, and records the answer. */
  async function handOut(row: SmsMessageRow, leadCarrier: SmsCarrier): Promise<SmsMessageRow> {
    const rollup = (dimension: RollupDimension, key: string) => ({ workspaceId: row.workspaceId, campaignId: row.campaignId, bucket: bucketOf(row.created), dimension, key, count: 1 });
    try {
      const sent = await deps.sms.send({ reference: row.id, from: row.fromNumber, to: row.toNumber, text: row.body });
      const at = deps.now();
      await repo.markSent(db, [{ id: row.id, providerMessageId: sent.providerMessageId, segments: sent.segments, carrier: sent.carrier, at }]);
      // Counted like the initial message, so each carrier's sent, delivered and failed add up.
      await rollups.add([rollup('activity', 'outbound'), rollup('carrier.sent', sent.carrier)]);
      return { ...row, status: 'SENT', providerMessageId: sent.providerMessageId, segments: sent.segments, carrier: sent.carrier, updated: at };
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      const at = deps.now();
      await repo.updateMessage(db, row.id, { status: 'FAILED', errorMessage: err.message, updated: at });
      await rollups.add([rollup('activity', 'outbound'), rollup('carrier.sent', leadCarrier), rollup('activity', 'failed'), rollup('status', 'FAILED'), rollup('carrier.failed', leadCarrier)]);
      return { ...row, status: 'FAILED', errorMessage: err.message, updated: at };
    }
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

  async function applyInbound(event: Extract<SmsProviderEvent, { kind: 'inbound' }>): Promise<void> {
    const lead = await repo.leadForReply(db, event.from, event.to);
    if (!lead) {
      deps.log.info({ to: event.to }, 'SMS reply to a number no lead was texted from');
      return;
    }
    const now = deps.now();
    const message = {
      id: newId(), workspaceId: lead.workspaceId, campaignId: lead.campaignId, leadId: lead.id, direction: 'IN' as const, author: 'LEAD' as const,
      kind: 'REPLY' as const, body: event.text.slice(0, 1600), fromNumber: event.from, toNumber: event.to, status: 'RECEIVED' as const,
      providerMessageId: event.providerMessageId, carrier: event.carrier, created: now, updated: now,
    };
    // A reply posted twice by the carrier is kept once.
    const stored = await repo.insertMessageOnce(db, message);
    if (!stored) return;
    // What the reply counts on the dashboard, written together at the end.
    const counts: RollupRow[] = [];
    const count = (dimension: RollupDimension, key: string) => counts.push({ workspaceId: lead.workspaceId, campaignId: lead.campaignId, bucket: bucketOf(now), dimension, key, count: 1 });
    count('activity', 'inbound');
    try {
      await answer(lead, event, stored, now, count);
    } finally {
      await rollups.add(counts);
    }
  }

  async function answer(lead: MessagingLeadRow, event: Extract<SmsProviderEvent, { kind: 'inbound' }>, stored: SmsMessageRow, now: Date, count: (dimension: RollupDimension, key: string) => void) {
    const texts = (await ports.replies(lead.campaignId)) ?? { responseMessage: '', helpMessage: '', stopMessage: '', startMessage: '' };
    const fill = (text: string) => renderTokens(text, { ...lead.leadData, Phone: lead.phone, FromNumber: lead.senderNumber ?? '' });

    let keyword = parseKeyword(event.text);
    if (keyword === 'OPT_IN' && event.text.trim().toUpperCase().startsWith('YES') && !(await ports.isOptedOut(lead.workspaceId, lead.phone))) keyword = null;
    if (keyword === 'OPT_OUT') {
      const newly = await ports.optOut(lead.workspaceId, lead.phone, lead.campaignId, 'STOP');
      const patch = { status: 'OPTED_OUT' as const, statusMessage: `Replied ${event.text.trim().slice(0, 40)}`, finalized: now };
      await repo.setLeads(db, [lead.id], patch);
      if (newly) await reply(lead, 'OPT_OUT', fill(texts.stopMessage));
      count('action', 'OPT_OUT');
      await ports.announce?.({ type: 'optOut', lead: { ...lead, ...patch }, message: stored });
      return;
    }
    if (keyword === 'OPT_IN') {
      await ports.optIn(lead.workspaceId, lead.phone);
      const patch = lead.status === 'OPTED_OUT' ? { status: 'DELIVERED' as const, statusMessage: null, finalized: null } : {};
      if (lead.status === 'OPTED_OUT') await repo.setLeads(db, [lead.id], patch);
      await reply(lead, 'OPT_IN', fill(texts.startMessage));
      count('action', 'OPT_IN');
      await ports.announce?.({ type: 'optIn', lead: { ...lead, ...patch }, message: stored });
      return;
    }
    if (keyword === 'HELP') {
      await reply(lead, 'HELP', fill(texts.helpMessage));
      count('action', 'HELP');
      return;
    }
    if (looksLikeOptOut(event.text)) {
      await ports.flagForReview(lead.workspaceId, lead.phone, lead.campaignId, event.text);
      count('action', 'REVIEW');
    }
    count('sentiment', sentimentOf(event.text));
    if (!lead.conversationAt) {
      await repo.startConversation(db, lead.id, now);
      await reply(lead, 'ENGAGED', fill(texts.responseMessage));
      count('action', 'CONVERSATION');
      count('conversation', '');
      await ports.announce?.({ type: 'conversationStarted', lead: { ...lead, conversationAt: now, status: 'CONVERSATION', statusMessage: null }, message: stored });
    } else {
      await ports.announce?.({ type: 'incomingMessage', lead, message: stored });
    }
  }

  return { applyInbound, reply, recoverReplies };
}
export type InboundHandler = ReturnType<typeof inboundHandler>;
