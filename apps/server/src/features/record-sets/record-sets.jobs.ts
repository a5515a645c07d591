import type { Deps } from '../../platform/deps';
import * as repo from './record-sets.repo';

export const RECORD_SET_JOBS = { expire: 'record-sets.expire', count: 'record-sets.count' } as const;
/** Expired records are invisible at once; the job frees their rows every five minutes, a batch per statement. */
export const EXPIRE_CRON = '*/5 * * * *';
export const EXPIRE_BATCH = 10_000;
/** The approximate record counts (spec 3 §9: refreshed about every 6 hours). */
export const COUNT_CRON = '17 */6 * * *';

/** The record-set jobs: deleting expired records, and recounting every ACTIVE set. Both are idempotent. */
export function defineRecordSetJobs(deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now'>) {
  const { jobs, db } = deps;

  /** Deletes every record expired by now, in batches (short statements that never hold a table-wide lock). */
  async function expire(): Promise<number> {
    const now = deps.now();
    let total = 0;
    for (;;) {
      const n = await repo.deleteExpired(db, now, EXPIRE_BATCH);
      total += n;
      if (n < EXPIRE_BATCH) return total;
    }
  }

  /** Recounts the live records of every ACTIVE set. */
  async function recount(): Promise<number> {
    const now = deps.now();
    const ids = await repo.activeSetIds(db);
    for (const id of ids) await repo.refreshCount(db, id, now);
    return ids.length;
  }

  jobs.define(RECORD_SET_JOBS.expire, async () => {
    const n = await expire();
    if (n > 0) deps.log.info({ records: n }, 'expired records deleted');
  });
  jobs.define(RECORD_SET_JOBS.count, async () => {
    await recount();
  });
  void jobs.schedule(RECORD_SET_JOBS.expire, EXPIRE_CRON);
  void jobs.schedule(RECORD_SET_JOBS.count, COUNT_CRON);

  return { expire, recount };
}
