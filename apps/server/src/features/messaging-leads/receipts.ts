import type { SmsMessageStatus } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { SmsDeliveryStatus, SmsProviderEvent } from '../../providers/sms/sms';
import * as repo from './messaging-leads.repo';
import type { ConversationEvent } from './inbound';
import { SEND_ENGINE } from './send-engine';
import { rollupWriter, type RollupRow, type RollupWriter } from './rollup-writer';
import { timedOut } from './receipt-timeout';

const STATUS: Record<SmsDeliveryStatus, SmsMessageStatus> = { queued: 'QUEUED', sent: 'SENT', delivered: 'DELIVERED', undelivered: 'UNDELIVERED', failed: 'FAILED' };
/** Receipts only move a message forward: a late "sent" never undoes "delivered". */
const RANK: Record<SmsMessageStatus, number> = { QUEUED: 0, SENT: 1, DELIVERED: 2, UNDELIVERED: 2, FAILED: 2, RECEIVED: 2 };
/** A temporary carrier error is tried again after this long. */
export const TEMPORARY_RETRY_MS = 15 * 60_000;

export interface ReceiptPorts {
  /** A permanent carrier error suppresses the number (an opt-out with reason CARRIER). */
  suppress(workspaceId: string, phone: string, campaignId: string): Promise<unknown>;
  /** The initial message's final result (the Delivery result webhook). */
  announce?(event: ConversationEvent): Promise<void>;
}

/**
 * Delivery receipts: the message takes the carrier's status; a lead's initial message decides the lead (DELIVERED,
 * READY again after a temporary error while attempts remain, else FAILED with the carrier's code), and the
 * dashboard's roll-ups count it. Receipts repeated or out of order change nothing.
 *
 * A receipt finds its message by our own id (the send's `reference`, echoed on every receipt): a carrier may post it
 * before the sender recorded the carrier's answer and its message id. The message stays QUEUED until then (a sender
 * stopped in between completes it under its key, see `recover`): an early "sent" is left to that answer, and an early
 * final receipt is kept aside and applied once the answer is recorded (`earlyReceipts`). A lead whose receipt timed
 * out (receipt-timeout.ts) takes a late final one, without another attempt.
 */
export type ReceiptHandler = ReturnType<typeof receiptHandler>;
export function receiptHandler(deps: Pick<Deps, 'db' | 'now'>, ports: ReceiptPorts, rollups: RollupWriter = rollupWriter(deps.db)) {
  const { db } = deps;
  return async function applyStatus(event: Extract<SmsProviderEvent, { kind: 'status' }>): Promise<void> {
    const message = (event.reference ? await repo.findMessage(db, event.reference) : null) ?? await repo.findMessageByProviderId(db, event.providerMessageId);
    if (!message || message.direction !== 'OUT') return;
    const status = STATUS[event.status];
    if (!status || RANK[status] <= RANK[message.status]) return;
    if (message.status === 'QUEUED' && (RANK[status] < 2 || await repo.holdEarlyReceipt(db, message.id, event))) return;
    const now = deps.now();
    const failed = status === 'UNDELIVERED' || status === 'FAILED';
    let suppress = false;
    let decided = false;
    const counts: RollupRow[] = [];
    await db.transaction(async (tx) => {
      await repo.updateMessage(tx, message.id, { status, errorCode: event.error?.code ?? null, errorMessage: event.error?.message ?? null, updated: now });
      if (RANK[status] < 2) return;
      const bucket = now;
      const carrier = message.carrier ?? 'other';
      const outcome = failed ? 'failed' : 'delivered';
      counts.push(
        { workspaceId: message.workspaceId, campaignId: message.campaignId, bucket, dimension: 'activity', key: outcome, count: 1 },
        { workspaceId: message.workspaceId, campaignId: message.campaignId, bucket, dimension: `carrier.${outcome}` as const, key: carrier, count: 1 },
        // The dashboard's Result block: each message's final status.
        { workspaceId: message.workspaceId, campaignId: message.campaignId, bucket, dimension: 'status', key: status, count: 1 },
      );
      if (message.kind !== 'INITIAL') return;
      decided = true;
      const lead = await repo.findLead(tx, message.leadId);
      // A lead that already replied or opted out keeps that status.
      if (!lead || !(lead.status === 'SENT' || timedOut(lead))) return;
      if (!failed) {
        await repo.setLeads(tx, [lead.id], { status: 'DELIVERED', result: 'DELIVERED', statusMessage: null, finalized: null });
        return;
      }
      const reason = event.error ? `${event.error.code} ${event.error.message}` : status;
      if (event.error?.retryable && lead.attempts < SEND_ENGINE.maxAttempts && !timedOut(lead)) {
        await repo.setLeads(tx, [lead.id], { status: 'READY', retryAfter: new Date(now.getTime() + TEMPORARY_RETRY_MS), statusMessage: reason, result: status });
        return;
      }
      await repo.setLeads(tx, [lead.id], { status: 'FAILED', statusMessage: reason, result: status, finalized: now });
      suppress = Boolean(event.error?.suppressNumber);
    });
    await rollups.add(counts);
    if (suppress) await ports.suppress(message.workspaceId, message.toNumber, message.campaignId);
    if (decided && ports.announce) {
      const [lead, stored] = await Promise.all([repo.findLead(db, message.leadId), repo.findMessage(db, message.id)]);
      if (lead && stored) await ports.announce({ type: 'deliveryResult', lead, message: stored });
    }
  };
}

/** Early receipts applied at most per call (the sweep's next run takes the rest). */
const EARLY_MAX = 500;

/**
 * Applies the final receipts kept aside while their message was QUEUED, once the carrier's answer is recorded: those of
 * `messageIds` right after a hand-out; all of them (a reply's, or one a sender stopped before applying) from the
 * minute sweep. Each is taken once. Answers how many were applied.
 */
export function earlyReceipts(deps: Pick<Deps, 'db'>, apply: ReceiptHandler) {
  return async function applyEarly(messageIds?: readonly string[]): Promise<number> {
    if (messageIds && !messageIds.length) return 0;
    const events = await repo.takeEarlyReceipts(deps.db, messageIds, EARLY_MAX);
    for (const event of events) await apply(event);
    return events.length;
  };
}
