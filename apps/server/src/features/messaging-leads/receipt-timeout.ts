import type { Deps } from '../../platform/deps';
import { breathe } from '../../platform/breathe';
import * as repo from './messaging-leads.repo';
import type { ConversationEvent } from './inbound';
import type { MessagingLeadRow } from './messaging-leads.tables';

/**
 * How long a lead waits SENT for its initial message's final receipt. Carriers keep retrying a handset that is off or
 * out of coverage for up to their validity period, commonly 72 hours (SMPP's usual default and most aggregators'
 * cap), and post the final receipt when that ends: a lead waiting longer will most likely never get one (some
 * carriers and routes never send final receipts). Shorter would end leads whose DELIVERED is still on its way.
 */
export const RECEIPT_TIMEOUT = {
  ms: 72 * 3_600_000,
  /** Leads ended per statement (one short transaction each), and per sweep at most (the next minute's takes the rest). */
  batch: 1000,
  sweepMax: 20_000,
} as const;

/**
 * What a timed-out lead becomes: FAILED (the only final status for a text not known to have arrived; DELIVERED would
 * claim what no carrier said), its result SENT, the initial message's last known status, which stays SENT: the
 * dashboard counts it as Other (sent without a final receipt), and a late receipt still counts and decides it.
 */
export const TIMED_OUT = { status: 'FAILED', result: 'SENT', statusMessage: 'No delivery receipt from the carrier within 72 hours' } as const;
export const timedOut = (lead: Pick<MessagingLeadRow, 'status' | 'result'>) => lead.status === TIMED_OUT.status && lead.result === TIMED_OUT.result;

export interface ReceiptTimeoutPorts {
  /** The initial message's final result (the Delivery result webhook), as a receipt announces it. */
  announce?(event: ConversationEvent): Promise<void>;
}

/**
 * The receipt time-out (a minute sweep, messaging-leads.jobs.ts): leads SENT before `olderThan` and still without
 * their final receipt end as TIMED_OUT, so their list can become COMPLETE; each is announced like a receipt's result.
 * Set-based in batches read from the partial index of SENT leads (a campaign may leave a million without receipts).
 */
export function receiptTimeout(deps: Pick<Deps, 'db' | 'now' | 'log'>, ports: ReceiptTimeoutPorts, limits: { batch: number; sweepMax: number } = RECEIPT_TIMEOUT) {
  const { db } = deps;
  return async function expireReceipts(olderThan: Date): Promise<number> {
    let ended = 0;
    while (ended < limits.sweepMax) {
      const leads = await repo.expireAwaitingReceipt(db, olderThan, deps.now(), Math.min(limits.batch, limits.sweepMax - ended), TIMED_OUT);
      ended += leads.length;
      if (leads.length && ports.announce) {
        const messages = await repo.latestInitialMessages(db, leads.map((l) => l.id));
        for (const lead of leads) {
          const message = messages.get(lead.id);
          if (!message) continue;
          // One webhook not delivered never stops the sweep (the leads are ended already).
          await ports.announce({ type: 'deliveryResult', lead, message }).catch((err: unknown) => deps.log.warn({ err, leadId: lead.id }, 'delivery result of a timed-out receipt not announced'));
        }
      }
      if (leads.length < limits.batch) break;
      await breathe();
    }
    if (ended) deps.log.info({ leads: ended, olderThan }, 'Engage leads without a final receipt timed out');
    return ended;
  };
}
