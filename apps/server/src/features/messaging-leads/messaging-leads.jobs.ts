import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/crypto';
import * as repo from './messaging-leads.repo';
import type { SendEngine, SendingCampaign } from './send-engine';
import { RECEIPT_TIMEOUT } from './receipt-timeout';

export const SEND_JOB = 'engage.send';
export const SWEEP_JOB = 'engage.sweep';
/** How long one run sends before it hands over to the next (so other campaigns get their turn). */
const RUN_MS = 20_000;
/** A sender's lease: renewed every batch; one that ran out was a sender that stopped. */
const LEASE_MS = 60_000;

export interface SendJobPorts {
  campaign(campaignId: string): Promise<SendingCampaign | null>;
  /** ACTIVE campaigns (the sweep looks for their due leads). */
  activeCampaignIds(): Promise<string[]>;
  /** Stops a campaign whose recent results are bad (checked after each batch and by the sweep). */
  breaker?: { check(campaignId: string): Promise<boolean> };
  /** Hands out again replies stored before `olderThan` that a stopped instance never gave the carrier. */
  recoverReplies?(olderThan: Date): Promise<number>;
  /** Applies final receipts kept aside while their message was QUEUED, whose send is recorded since (receipts.ts). */
  earlyReceipts?(): Promise<number>;
  /** Ends leads SENT before `olderThan` whose final receipt never came (receipt-timeout.ts), so their lists can complete. */
  expireReceipts?(olderThan: Date): Promise<number>;
}

/** A reply still QUEUED this long after it was stored lost its sender (a hand-out takes well under a second). */
const STRANDED_REPLY_MS = 60_000;

/**
 * The durable side of sending: one `engage.send` job per campaign at a time (a lease in the database keeps a second
 * instance out), which completes what a stopped sender left, sends batches for a while, and books its next run for
 * when the next lead is due; a sweep every minute completes stranded replies, applies early receipts left over, ends
 * leads whose receipt timed out, and starts campaigns whose leads came due with no run booked.
 */
export function defineSendJobs(deps: Pick<Deps, 'db' | 'jobs' | 'now' | 'log'>, engine: SendEngine, ports: SendJobPorts) {
  const { db, jobs } = deps;

  async function kick(campaignId: string, at?: Date) {
    const later = at && at.getTime() > deps.now().getTime() + 1000 ? at : undefined;
    await jobs.send(SEND_JOB, { campaignId }, { singletonKey: campaignId, ...(later ? { startAfter: later } : {}) });
  }

  async function run(campaignId: string) {
    const holder = newId();
    const lease = () => repo.acquireLease(db, campaignId, holder, deps.now(), new Date(deps.now().getTime() + LEASE_MS));
    if (!(await lease())) return;
    // The batch in the carrier's hands while the next one is read and queued (one at a time).
    let handing: Promise<unknown> = Promise.resolve();
    try {
      await engine.recover(campaignId);
      const started = Date.now();
      while (Date.now() - started < RUN_MS) {
        const { claimed, handOut } = await engine.queueBatch(campaignId);
        await handing;
        handing = handOut();
        handing.catch(() => {}); // awaited below; marked handled so a failure while the next batch is read is not fatal
        if (!claimed || !(await lease())) break;
        if (await ports.breaker?.check(campaignId)) break;
      }
      await handing;
    } finally {
      await handing.catch(() => {});
      await repo.releaseLease(db, campaignId, holder);
    }
    const c = await ports.campaign(campaignId);
    if (!c?.active) return;
    const due = await repo.nextDue(db, campaignId, c.activeListIds);
    // Due within the hour: booked now; later ones are found by the sweep.
    if (due && due.getTime() < deps.now().getTime() + 3_600_000) await kick(campaignId, due);
  }

  jobs.define<{ campaignId: string }>(SEND_JOB, async ({ campaignId }) => run(campaignId), { concurrency: 2 });
  jobs.define(SWEEP_JOB, async () => {
    await ports.recoverReplies?.(new Date(deps.now().getTime() - STRANDED_REPLY_MS));
    await ports.earlyReceipts?.();
    await ports.expireReceipts?.(new Date(deps.now().getTime() - RECEIPT_TIMEOUT.ms));
    for (const id of await ports.activeCampaignIds()) {
      // Receipts arrive after the batches: a campaign whose results went bad since is stopped here.
      if (await ports.breaker?.check(id)) continue;
      const c = await ports.campaign(id);
      const due = c?.active ? await repo.nextDue(db, id, c.activeListIds) : null;
      if (due && due.getTime() <= deps.now().getTime() + 60_000) await kick(id, due);
    }
  });
  void jobs.schedule(SWEEP_JOB, '* * * * *');

  return { kick, run };
}
