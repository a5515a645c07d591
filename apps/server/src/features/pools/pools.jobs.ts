import { POOL_AGING_DAYS, isActiveCampaignStatus, type Campaign } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/crypto';
import type { PoolOrders } from './pool-orders';
import type { PoolWork } from './pool-work';
import type { CampaignsPort } from './pools.ports';
import type { Sentry } from './sentry';
import * as repo from './pools.repo';

export const POOL_JOBS = {
  provision: 'pools.provision',
  replace: 'pools.replace',
  cnam: 'pools.cnam',
  cnamCheck: 'pools.cnam-check',
  release: 'pools.release',
  tenDlc: 'pools.ten-dlc',
  sentrySweep: 'sentry.sweep',
  sentryRun: 'sentry.run',
} as const;
export type PoolJob = Exclude<keyof typeof POOL_JOBS, 'sentrySweep'>;

export interface CampaignJob {
  campaignId: string;
  /** Retries after the carrier could not supply everything (or while caller names are pending). */
  attempt?: number;
  /** 10DLC: one number only. */
  number?: string;
}

/** Carrier shortfalls are ordered again after 1, 2, 4 … 32 minutes; then the next change or Sentry run tries again. */
const ORDER_ATTEMPTS = 6;
const orderRetrySeconds = (attempt: number) => 60 * 2 ** attempt;
/** Pending caller names are checked after 30 s, doubling to hourly, for about three days (propagation takes 24-72 h). */
const CNAM_CHECKS = 80;
const cnamCheckSeconds = (attempt: number) => Math.min(30 * 2 ** attempt, 3600);
/** A campaign's pool lease outlives any job step; a crashed holder's lease lapses after this. */
const LEASE_MS = 10 * 60_000;
const BUSY_RETRY_SECONDS = 5;
/** AGING numbers released per sweep. */
const RELEASE_BATCH = 2000;

/**
 * The pool jobs: one queue per kind of work, each job about one campaign, keyed so that a job still waiting covers
 * another request of the same kind. Jobs of one campaign never overlap (the pool lease), on any server instance.
 */
export function definePoolJobs(deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now'>, x: { campaigns: CampaignsPort; work: PoolWork; orders: PoolOrders; sentry: Sentry }) {
  const { jobs, db } = deps;

  const send = (job: PoolJob, data: CampaignJob, delaySeconds?: number) =>
    jobs.send<CampaignJob>(POOL_JOBS[job], data, {
      singletonKey: `${data.campaignId}${data.number ? `:${data.number}` : ''}`,
      ...(delaySeconds !== undefined ? { startAfter: delaySeconds } : {}),
    });

  /** Runs `fn` on the campaign while holding its pool lease; if another job holds it, this one comes back shortly. */
  async function withLease(job: PoolJob, data: CampaignJob, fn: (c: Campaign) => Promise<void>): Promise<void> {
    const c = await x.campaigns.findById(data.campaignId);
    // Deactivated campaigns only get their numbers released.
    if (!c || (!isActiveCampaignStatus(c.status) && job !== 'release')) return;
    const holder = newId();
    const now = deps.now();
    if (!(await repo.takeLease(db, c.id, holder, now, new Date(now.getTime() + LEASE_MS)))) {
      await jobs.send<CampaignJob>(POOL_JOBS[job], data, { startAfter: BUSY_RETRY_SECONDS });
      return;
    }
    try {
      await fn(c);
    } finally {
      await repo.dropLease(db, c.id, holder);
      await x.campaigns.publish(c.id).catch((err: unknown) => deps.log.warn({ err }, 'campaign publish failed'));
    }
  }

  /** After ordering: follow pending caller names, and order again what the carrier could not supply (with back-off). */
  async function followUp(job: PoolJob, c: Campaign, data: CampaignJob, res: { shortfall: number; cnamPending: number }) {
    if (res.cnamPending > 0) await send('cnamCheck', { campaignId: c.id, attempt: 0 }, cnamCheckSeconds(0));
    if (res.shortfall === 0) return;
    const attempt = data.attempt ?? 0;
    if (attempt + 1 < ORDER_ATTEMPTS) await send(job, { campaignId: c.id, attempt: attempt + 1 }, orderRetrySeconds(attempt));
    else await x.work.event(c, 'ERROR', 'Pool', `PhoneProvisioning: ${res.shortfall} numbers still could not be ordered after ${ORDER_ATTEMPTS} attempts; the next Sentry run tries again.`);
  }

  const handlers = new Map<PoolJob, (data: CampaignJob) => Promise<void>>();
  const define = (job: PoolJob, fn: (c: Campaign, data: CampaignJob) => Promise<void>) => {
    const handler = (data: CampaignJob) => withLease(job, data, (c) => fn(c, data));
    handlers.set(job, handler);
    jobs.define<CampaignJob>(POOL_JOBS[job], handler, { concurrency: 2 });
  };

  define('provision', async (c, data) => followUp('provision', c, data, await x.work.provision(c, { trim: true })));
  define('replace', async (c, data) => followUp('replace', c, data, await x.work.replaceFlagged(c, 'Pool')));
  define('sentryRun', async (c, data) => followUp('replace', c, data, await x.sentry.run(c)));
  define('cnam', async (c) => {
    const { pending } = await x.work.reRegisterCnam(c);
    if (pending > 0) await send('cnamCheck', { campaignId: c.id, attempt: 0 }, cnamCheckSeconds(0));
  });
  define('cnamCheck', async (c, data) => {
    const pending = await x.work.followCnam(c);
    const attempt = (data.attempt ?? 0) + 1;
    if (pending > 0 && attempt < CNAM_CHECKS) await send('cnamCheck', { campaignId: c.id, attempt }, cnamCheckSeconds(attempt));
  });
  define('release', async (c) => void (await x.work.releaseAll(c)));
  define('tenDlc', async (c, data) => {
    const rows = data.number ? (await repo.inService(db, c.id)).filter((n) => n.number === data.number) : undefined;
    await x.work.tenDlc(c, rows);
  });

  /** Releases AGING numbers whose 30 days of rest are over, and tells their campaigns. */
  async function releaseAged(): Promise<number> {
    const before = new Date(deps.now().getTime() - POOL_AGING_DAYS * 24 * 3600_000);
    let total = 0;
    for (;;) {
      const rows = await repo.agedOut(db, before, RELEASE_BATCH);
      if (rows.length === 0) return total;
      await x.orders.release(rows, 'AGE');
      total += rows.length;
      const byCampaign = new Map<string, repo.PoolNumberRow[]>();
      for (const r of rows) byCampaign.set(r.campaignId, [...(byCampaign.get(r.campaignId) ?? []), r]);
      for (const [campaignId, list] of byCampaign) {
        const first = list[0]!;
        await x.campaigns.logEvent({ id: campaignId, orgId: first.orgId, workspaceId: first.workspaceId }, 'INFO', 'Sentry',
          `PhoneReleased: ${list.length} number${list.length === 1 ? '' : 's'} released after ${POOL_AGING_DAYS} days of aging.`);
      }
    }
  }

  /** Every few minutes: queue a Sentry run for each campaign that is due, and release numbers done aging. */
  async function sweep(): Promise<void> {
    for (const c of await x.campaigns.dueForSentry(deps.now())) await send('sentryRun', { campaignId: c.id });
    await releaseAged();
  }
  jobs.define(POOL_JOBS.sentrySweep, sweep);
  void jobs.schedule(POOL_JOBS.sentrySweep, '*/5 * * * *');

  return {
    send, sweep, releaseAged,
    /** Whether a job of this kind for the campaign waits or runs (a pool being ordered shows its progress meanwhile). */
    pending: (job: PoolJob, campaignId: string) => jobs.pending(POOL_JOBS[job], campaignId),
    /** Runs a job's work here and now (what its worker does), for callers that must not wait for the queue. */
    run: (job: PoolJob, data: CampaignJob) => handlers.get(job)!(data),
  };
}
export type PoolJobs = ReturnType<typeof definePoolJobs>;
