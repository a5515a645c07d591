import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { SqlClient } from './db';

export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<void>;

export interface JobOptions {
  /** At most one waiting job with this key per queue. */
  singletonKey?: string;
  startAfter?: Date | number;
  retryLimit?: number;
  /** How long a started job may run before the queue takes it for lost and retries it (pg-boss's default: 15 minutes). */
  expireInSeconds?: number;
}

/**
 * The durable job queue (pg-boss on the same database): jobs survive restarts, retry with back-off,
 * and are shared by every server instance.
 */
export interface JobQueue {
  /** Registers the handler of a queue; it runs on this instance once workers are started (before or after `define`). */
  define<T extends object>(name: string, handler: JobHandler<T>, opts?: { concurrency?: number }): void;
  /** Stores a job durably. Works before `start` too: the job waits for a worker on any instance. */
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  /** Stores jobs of one queue together (one statement), each due now with the queue's defaults. */
  sendMany<T extends object>(name: string, data: T[]): Promise<void>;
  /** Whether a job with this key waits (now or later) or runs in the queue, on any instance. */
  pending(name: string, singletonKey: string): Promise<boolean>;
  /** A recurring job (cron, UTC). May be declared before `start`; it is stored in the database when the queue starts. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Starts the queue; with `work: false` jobs are accepted and kept, but this instance runs none. */
  start(opts?: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';

/**
 * pg-boss sends multi-statement SQL without parameters; PGlite needs those through exec. Once the queue has stopped,
 * nothing more is written: a handler that outlived the stop cannot record its end on a database being closed, so its
 * job stays active until its lease expires and the queue runs it again (jobs are idempotent).
 */
function bossDb(sql: SqlClient, stopped: () => boolean): PgBoss.Db {
  return {
    executeSql: (text, values) => {
      // pg-boss reads a count from the commands that end jobs: none was changed.
      if (stopped()) return Promise.resolve({ rows: /count\(\*\)/i.test(text) ? [{ count: '0' }] : [] });
      return values && values.length > 0 ? sql.query(text, values) : sql.exec(text);
    },
  };
}

export function createJobQueue(sql: SqlClient, log: Logger, opts: { pollingSeconds?: number } = {}): JobQueue {
  const pollingIntervalSeconds = opts.pollingSeconds ?? 2;
  let stopped = false;
  const boss = new PgBoss({
    db: bossDb(sql, () => stopped),
    schema: SCHEMA,
    supervise: true,
    schedule: true,
    // Schedules are checked, and due jobs moved into their queue, about as often as workers poll, so a
    // schedule declared at start or a job due on the minute runs within seconds (pg-boss waits 30 s by default).
    cronMonitorIntervalSeconds: Math.min(30, Math.max(1, Math.ceil(pollingIntervalSeconds * 2))),
    cronWorkerIntervalSeconds: Math.min(5, Math.max(1, Math.ceil(pollingIntervalSeconds))),
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const handlers = new Map<string, { handler: JobHandler<object>; concurrency: number }>();
  const schedules = new Map<string, { cron: string; data: object }>();
  /** pg-boss itself (schema, maintenance, cron), started once by `start` or by the first `send`. */
  let booted: Promise<void> | null = null;
  const queues = new Map<string, Promise<void>>();
  const working = new Set<string>();
  /** This instance's workers per queue, woken when a job is sent here instead of waiting for their next poll. */
  const workerIds = new Map<string, string[]>();
  let workers = false;
  /** The last send of each singleton key on this instance, which the next send of that key waits for. */
  const turns = new Map<string, Promise<unknown>>();
  const inTurn = <T>(key: string, step: () => Promise<T>): Promise<T> => {
    const run = (turns.get(key) ?? Promise.resolve()).then(step, step);
    const settled = run.catch(() => undefined);
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return run;
  };

  const boot = () => {
    stopped = false;
    return (booted ??= boss.start().then(() => undefined));
  };

  /** Creates the queue once per instance (pg-boss needs it before jobs or schedules can name it). */
  const ensureQueue = async (name: string) => {
    await boot();
    let q = queues.get(name);
    if (!q) queues.set(name, (q = boss.createQueue(name)));
    await q;
  };

  const applySchedule = async (name: string) => {
    const s = schedules.get(name)!;
    await ensureQueue(name);
    await boss.schedule(name, s.cron, s.data, { tz: 'UTC' });
  };

  const startWorkers = async (name: string) => {
    const h = handlers.get(name);
    if (!h || working.has(name)) return;
    working.add(name);
    await ensureQueue(name);
    const ids: string[] = [];
    for (let i = 0; i < h.concurrency; i++) {
      ids.push(await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          log.debug({ job: name, id: job.id }, 'job started');
          await h.handler(job.data, { id: job.id, retryCount: job.retryCount });
        }
      }));
    }
    workerIds.set(name, ids);
  };

  return {
    define(name, handler, o) {
      handlers.set(name, { handler: handler as JobHandler<object>, concurrency: o?.concurrency ?? 1 });
      if (workers) void startWorkers(name).catch((err: unknown) => log.error({ err, job: name }, 'job worker failed to start'));
    },
    async send(name, data, o) {
      await ensureQueue(name);
      const store = async () => {
        if (o?.singletonKey) {
          // pg-boss enforces keys only through queue-wide policies, so the waiting job is looked for here.
          const { rows } = await sql.query(
            `select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state in ('created', 'retry') limit 1`,
            [name, o.singletonKey],
          );
          if (rows.length > 0) return null;
        }
        // pg-boss checks every option present, so an option left undefined must be absent.
        const options = Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as PgBoss.SendOptions;
        return boss.send(name, data, options);
      };
      // One instance's sends of a key take turns, so its look and its insert are one step (a job's handler sending the
      // next of a chain while another job asks for the same chain); two instances sending one key in the same instant
      // could still both insert, and jobs are idempotent, so that costs a repeat, never a wrong result.
      const id = o?.singletonKey ? await inTurn(`${name}\u0000${o.singletonKey}`, store) : await store();
      // A job due now starts at once when this instance works its queue (other instances find it on their next poll).
      if (id && o?.startAfter === undefined) for (const worker of workerIds.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async sendMany(name, data) {
      if (!data.length) return;
      await ensureQueue(name);
      await boss.insert(data.map((d) => ({ name, data: d })));
      for (const worker of workerIds.get(name) ?? []) boss.notifyWorker(worker);
    },
    async pending(name, singletonKey) {
      await ensureQueue(name);
      const { rows } = await sql.query(
        `select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') limit 1`,
        [name, singletonKey],
      );
      return rows.length > 0;
    },
    async schedule(name, cron, data) {
      schedules.set(name, { cron, data: data ?? {} });
      if (booted) await applySchedule(name);
    },
    async start({ work } = { work: true }) {
      await boot();
      for (const name of handlers.keys()) await ensureQueue(name);
      for (const name of schedules.keys()) await applySchedule(name);
      if (!work || workers) return;
      workers = true;
      for (const name of handlers.keys()) await startWorkers(name);
    },
    async stop() {
      if (!booted) return;
      const wasBooted = booted;
      booted = null;
      queues.clear();
      working.clear();
      workerIds.clear();
      workers = false;
      await wasBooted.catch(() => undefined);
      // Longer than any handler's own time limit (a webhook waits 10 s for its answer), so a job in flight is finished
      // and recorded before the caller closes the database under it.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      stopped = true;
    },
  };
}
