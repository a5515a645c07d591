import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { SqlClient } from './db';

export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<void>;

export interface JobOptions {
  /** At most one waiting job with this key per queue. */
  singletonKey?: string;
  startAfter?: Date | number;
  retryLimit?: number;
}

/**
 * The durable job queue (pg-boss on the same database): jobs survive restarts, retry with back-off,
 * and are shared by every server instance.
 */
export interface JobQueue {
  define<T extends object>(name: string, handler: JobHandler<T>, opts?: { concurrency?: number }): void;
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  schedule(name: string, cron: string, data?: object): Promise<void>;
  start(opts?: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss sends multi-statement SQL without parameters; PGlite needs those through exec. */
function bossDb(sql: SqlClient): PgBoss.Db {
  return {
    executeSql: (text, values) => (values && values.length > 0 ? sql.query(text, values) : sql.exec(text)),
  };
}

export function createJobQueue(sql: SqlClient, log: Logger, opts: { pollingSeconds?: number } = {}): JobQueue {
  const boss = new PgBoss({
    db: bossDb(sql),
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const handlers = new Map<string, { handler: JobHandler<object>; concurrency: number }>();
  const pollingIntervalSeconds = opts.pollingSeconds ?? 2;
  let started = false;

  return {
    define(name, handler, o) {
      handlers.set(name, { handler: handler as JobHandler<object>, concurrency: o?.concurrency ?? 1 });
    },
    async send(name, data, o) {
      return boss.send(name, data, {
        singletonKey: o?.singletonKey,
        startAfter: o?.startAfter instanceof Date ? o.startAfter : o?.startAfter,
        retryLimit: o?.retryLimit,
      });
    },
    async schedule(name, cron, data) {
      await boss.schedule(name, cron, data ?? {}, { tz: 'UTC' });
    },
    async start({ work } = { work: true }) {
      if (started) return;
      started = true;
      await boss.start();
      for (const [name, { handler, concurrency }] of handlers) {
        await boss.createQueue(name);
        if (!work) continue;
        for (let i = 0; i < concurrency; i++) {
          await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
            for (const job of jobs) {
              log.debug({ job: name, id: job.id }, 'job started');
              await handler(job.data, { id: job.id, retryCount: 0 });
            }
          });
        }
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
