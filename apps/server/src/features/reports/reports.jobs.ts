import type { Deps } from '../../platform/deps';
import type { ExportService } from './export-service';
import * as repo from './reports.repo';

export const EXPIRE_JOB = 'reports.expire';

/** Hourly: READY reports past their expiry become EXPIRED and their files are removed (the row stays, live in Downloads). */
export function defineReportsJobs(deps: Pick<Deps, 'db' | 'files' | 'jobs' | 'log' | 'now'>, exports: Pick<ExportService, 'publish'>) {
  const expire = async (): Promise<number> => {
    let count = 0;
    for (;;) {
      const due = await repo.expiredReports(deps.db, deps.now());
      if (due.length === 0) return count;
      for (const r of due) {
        const expired = await repo.transition(deps.db, r.id, 'READY', { status: 'EXPIRED' });
        if (!expired) continue;
        if (r.fileId) await deps.files.remove(r.fileId);
        await exports.publish(expired);
        count++;
      }
    }
  };
  deps.jobs.define(EXPIRE_JOB, async () => {
    const n = await expire();
    if (n > 0) deps.log.info({ expired: n }, 'expired report files removed');
  });
  void deps.jobs.schedule(EXPIRE_JOB, '7 * * * *');
  return { expire };
}
