import { looksLikeOptOut, parseKeyword, renderTokens } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/crypto';
import { ProviderError } from '../../providers/sandbox';
import type { SmsProviderEvent } from '../../providers/sms/sms';
import * as repo from './messaging-leads.repo';
import type { MessagingLeadRow, SmsMessageRow } from './messaging-leads.tables';

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
  campaign(campaignId: string): Promise<SendingCampaign | null>;
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
export function inboundHandler(deps: Pick<Deps, 'db' | 'sms' | 'now' | 'log'>, ports: InboundPorts) {
  const { db } = deps;

  /** Sends a reply in the lead's conversation from its own number; the message is stored before it goes out. */
  async function reply(lead: MessagingLeadRow, kind: Kind, text: string, author: 'CAMPAIGN' | 'AGENT' = 'CAMPAIGN'): Promise<SmsMessageRow | null> {
    if (!text.trim() || !lead.senderNumber) return null;
    const now = deps.now();
    const row = {
      id: newId(), workspaceId: lead.workspaceId, campaignId: lead.campaignId, leadId: lead.id, direction: 'OUT' as const, author, kind,
      body: text, fromNumber: lead.senderNumber, toNumber: lead.phone, status: 'QUEUED' as const, created: now, updated: now,
    };
    await repo.insertMessages(db, [row]);
    const rollup = (dimension: string, key: string) => ({ workspaceId: lead.workspaceId, campaignId: lead.campaignId, bucket: bucketOf(now), dimension, key, count: 1 });
    try {
      const sent = await deps.sms.send({ reference: row.id, from: row.fromNumber, to: row.toNumber, text });
      await repo.markSent(db, [{ id: row.id, providerMessageId: sent.providerMessageId, segments: sent.segments, carrier: sent.carrier, at: deps.now() }]);
      // Counted like the initial message, so each carrier's sent, delivered and failed add up.
      await repo.addRollups(db, [rollup('activity', 'outbound'), rollup('carrier.sent', sent.carrier)]);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      await repo.updateMessage(db, row.id, { status: 'FAILED', errorMessage: err.message, updated: deps.now() });
      const carrier = lead.normalizedCarrier ?? 'other';
      await repo.addRollups(db, [rollup('activity', 'outbound'), rollup('carrier.sent', carrier), rollup('activity', 'failed'), rollup('status', 'FAILED'), rollup('carrier.failed', carrier)]);
    }
    return repo.findMessage(db, row.id);
  }

  /** The lead as it is now (an event's webhook carries the status the reply left it in). */
  const current = async (lead: MessagingLeadRow) => (await repo.findLead(db, lead.id)) ?? lead;

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
    const kept = await db.transaction(async (tx) => {
      const inserted = await repo.insertMessageOnce(tx, message);
      if (inserted) await repo.addRollups(tx, [{ workspaceId: lead.workspaceId, campaignId: lead.campaignId, bucket: bucketOf(now), dimension: 'activity', key: 'inbound', count: 1 }]);
      return inserted;
    });
    if (!kept) return;
    const c = await ports.campaign(lead.campaignId);
    const texts = c?.replies ?? { responseMessage: '', helpMessage: '', stopMessage: '', startMessage: '' };
    const fill = (text: string) => renderTokens(text, { ...lead.leadData, Phone: lead.phone, FromNumber: lead.senderNumber ?? '' });
    const rollup = (dimension: string, key: string) => repo.addRollups(db, [{ workspaceId: lead.workspaceId, campaignId: lead.campaignId, bucket: bucketOf(now), dimension, key, count: 1 }]);
    const stored = (await repo.findMessage(db, message.id))!;

    let keyword = parseKeyword(event.text);
    if (keyword === 'OPT_IN' && event.text.trim().toUpperCase().startsWith('YES') && !(await ports.isOptedOut(lead.workspaceId, lead.phone))) keyword = null;
    if (keyword === 'OPT_OUT') {
      const newly = await ports.optOut(lead.workspaceId, lead.phone, lead.campaignId, 'STOP');
      await repo.setLeads(db, [lead.id], { status: 'OPTED_OUT', statusMessage: `Replied ${event.text.trim().slice(0, 40)}`, finalized: now });
      if (newly) await reply(lead, 'OPT_OUT', fill(texts.stopMessage));
      await rollup('action', 'OPT_OUT');
      await ports.announce?.({ type: 'optOut', lead: await current(lead), message: stored });
      return;
    }
    if (keyword === 'OPT_IN') {
      await ports.optIn(lead.workspaceId, lead.phone);
      if (lead.status === 'OPTED_OUT') await repo.setLeads(db, [lead.id], { status: 'DELIVERED', statusMessage: null, finalized: null });
      await reply(lead, 'OPT_IN', fill(texts.startMessage));
      await rollup('action', 'OPT_IN');
      await ports.announce?.({ type: 'optIn', lead: await current(lead), message: stored });
      return;
    }
    if (keyword === 'HELP') {
      await reply(lead, 'HELP', fill(texts.helpMessage));
      await rollup('action', 'HELP');
      return;
    }
    if (looksLikeOptOut(event.text)) {
      await ports.flagForReview(lead.workspaceId, lead.phone, lead.campaignId, event.text);
      await rollup('action', 'REVIEW');
    }
    await rollup('sentiment', sentimentOf(event.text));
    if (!lead.conversationAt) {
      await repo.startConversation(db, lead.id, now);
      await reply(lead, 'ENGAGED', fill(texts.responseMessage));
      await rollup('action', 'CONVERSATION');
      await rollup('conversation', '');
      await ports.announce?.({ type: 'conversationStarted', lead: await current(lead), message: stored });
    } else {
      await ports.announce?.({ type: 'incomingMessage', lead, message: stored });
    }
  }

  return { applyInbound, reply };
}
export type InboundHandler = ReturnType<typeof inboundHandler>;
