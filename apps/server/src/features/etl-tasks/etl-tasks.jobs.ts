import { ETL_MESSAGES as M } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import * as repo from './etl-tasks.repo';
import { followingRun } from './etl-schedule';
import type { EtlRunner } from './etl-run';

export const ETL_JOBS = { run: 'etl-tasks.run', tick: 'etl-tasks.tick' } as const;
/** The scheduler looks for due tasks every minute (frequencies are whole minutes). */
export const TICK_CRON = '* * * * *';
/** A run of 100,000 records may take a while: the queue retries it (resuming after its last batch) only after this long. */
const RUN_EXPIRY_SECONDS = 6 * 3600;
/** Executions run at once on one instance. */
const CONCURRENCY = 2;

/**
 * The ETL jobs: one execution per job, and the scheduler's tick, which starts every ACTIVE task whose next run is due
 * and moves its next run on (a frequency later, inside the run windows, in the task's time zone). A task whose previous
 * execution is still running skips the run (an event says so).
 */
export function defineEtlJobs(deps: Pick<Deps, 'db' | 'jobs' | 'now'>, runner: EtlRunner, queue: (task: repo.EtlTaskRow, trigger: 'SCHEDULE') => Promise<unknown>) {
  async function tick(): Promise<number> {
    const now = deps.now();
    let started = 0;
    for (const task of await repo.dueTasks(deps.db, now)) {
      const timing = { schedule: task.schedule, scheduleTimezone: task.scheduleTimezone, frequency: { duration: task.frequencyDuration, timeUnit: task.frequencyUnit } };
      if (!(await repo.claimRun(deps.db, task.id, task.nextRunTime!, followingRun(timing, task.nextRunTime!, now)))) continue;
      try {
        await queue(task, 'SCHEDULE');
        started++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const why = err.message === M.alreadyRunning ? 'the previous execution is still running' : err.message;
        await repo.addEvent(deps.db, task.id, 'WARNING', `Scheduled run skipped: ${why}`, now);
      }
    }
    return started;
  }

  deps.jobs.define<{ executionId: string }>(ETL_JOBS.run, ({ executionId }) => runner.run(executionId), { concurrency: CONCURRENCY });
  deps.jobs.define(ETL_JOBS.tick, async () => void (await tick()));
  void deps.jobs.schedule(ETL_JOBS.tick, TICK_CRON);
  return { tick, enqueue: async (executionId: string) => void (await deps.jobs.send(ETL_JOBS.run, { executionId }, { expireInSeconds: RUN_EXPIRY_SECONDS })) };
}
