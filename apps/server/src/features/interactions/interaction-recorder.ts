import fs from 'node:fs';
import DataLoader from 'dataloader';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ChannelType } from '@trueline/contract';
import type { Interaction } from '@trueline/workflow';
import type { Db, Tx } from '../../platform/db';
import * as repo from './interactions.repo';
import { pendingAsRead, toNewInteraction, type RecordContext } from './interaction-row';

export interface RecorderOptions {
  /** How long a recorded interaction may wait for company before its batch is written. */
  intervalMs?: number;
  /** Rows per statement. */
  batchSize?: number;
  /** Interactions held in memory at most while the database cannot take them; beyond, `record` refuses. */
  maxBuffered?: number;
  /** On shutdown, how long to keep trying the database before the waiting interactions are written to `spillDir`. */
  closeTimeoutMs?: number;
  /** Where interactions that could not be saved at shutdown are kept, and read back from at the next start. */
  spillDir?: string | null;
  /** Writes a batch's billable screenings to the usage ledger, in the transaction that saves the batch. */
  meter?: (rows: readonly repo.NewInteraction[], tx: Tx) => Promise<unknown>;
}

export interface VelocityQuery {
  workspaceId: string;
  by: 'Phone' | 'ExternId';
  value: string;
  channelTypes: readonly ChannelType[];
  since: Date;
  /** The end of the window (the call's own time; none: up to now). */
  until?: Date;
  /** Count test interactions too (a test call's velocity); real calls never count test calls. */
  includeTest?: boolean;
}

/** The recorder refuses an interaction: its buffer is full because the database has not taken a batch for a while. */
export class RecorderOverloaded extends Error {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Records interactions for the real-time path without a database round trip per call: `record` only queues; batches
 * are written every few milliseconds (or at once when a batch is full) by one multi-row statement that also updates
 * the rollups. A batch the database refuses goes back to the head of the queue and is retried with back-off, logged at
 * every failure. `close` (the app's shutdown) writes what is waiting; if the database is gone, the waiting
 * interactions are written to a file and read back at the next start — none is lost without a word.
 */
export function createInteractionRecorder(deps: { db: Db; log: Logger }, opts: RecorderOptions = {}) {
  const { db, log } = deps;
  const intervalMs = opts.intervalMs ?? 2;
  const batchSize = opts.batchSize ?? 1000;
  const maxBuffered = opts.maxBuffered ?? 100_000;
  const closeTimeoutMs = opts.closeTimeoutMs ?? 10_000;
  const spillDir = opts.spillDir ?? null;

  let buffer: repo.NewInteraction[] = [];
  /** The batch being written: still counted by `countSince` until it is committed. */
  let inflight: repo.NewInteraction[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let failures = 0;
  let closing: { deadline: number } | null = null;
  let closed = false;
  /** Files of an earlier shutdown, removed once their rows are saved. */
  let recovered: string[] = [];

  const backoffMs = (attempt: number) => Math.min(100 * 2 ** (attempt - 1), 5_000);

  function schedule() {
    if (running || timer || buffer.length === 0 || closed) return;
    timer = setTimeout(() => {
      timer = null;
      drain().catch(() => undefined);
    }, buffer.length >= batchSize ? 0 : intervalMs);
  }

  async function writeBatches(): Promise<void> {
    while (buffer.length > 0) {
      inflight = buffer.splice(0, batchSize);
      try {
        const batch = inflight;
        if (opts.meter) {
          const meter = opts.meter;
          await db.transaction(async (tx) => {
            await repo.insertInteractions(tx, batch);
            await meter(batch, tx);
          });
        } else {
          await repo.insertInteractions(db, batch);
        }
        inflight = [];
        failures = 0;
      } catch (err) {
        buffer = inflight.concat(buffer);
        inflight = [];
        failures += 1;
        log.error({ err, waiting: buffer.length, attempt: failures }, 'interactions could not be saved; retrying');
        const wait = backoffMs(failures);
        if (closing && Date.now() + wait >= closing.deadline) throw err;
        await sleep(wait);
      }
    }
    if (recovered.length > 0) {
      for (const file of recovered) fs.rmSync(file, { force: true });
      log.info({ files: recovered.length }, 'interactions kept at the last shutdown are saved');
      recovered = [];
    }
  }

  /** Writes everything queued; one writer at a time (later calls share the run in progress). */
  function drain(): Promise<void> {
    if (!running) {
      running = writeBatches().finally(() => {
        running = null;
        schedule();
      });
    }
    return running;
  }

  /** Keeps the interactions the database could not take at shutdown in a file, for the next start. */
  function spill(rows: repo.NewInteraction[]) {
    if (rows.length === 0) return;
    if (!spillDir) {
      log.error({ lost: rows.length, ids: rows.slice(0, 20).map((r) => r.id) }, 'interactions could not be saved before shutdown and were lost');
      return;
    }
    fs.mkdirSync(spillDir, { recursive: true });
    const file = path.join(spillDir, `${Date.now()}-${process.pid}.jsonl`);
    fs.writeFileSync(file, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
    log.error({ kept: rows.length, file }, 'interactions could not be saved before shutdown; kept in a file and saved at the next start');
  }

  /** Reads back what an earlier shutdown could not save. */
  function recover() {
    if (!spillDir || !fs.existsSync(spillDir)) return;
    const files = fs.readdirSync(spillDir).filter((f) => f.endsWith('.jsonl')).map((f) => path.join(spillDir, f));
    for (const file of files) {
      const rows = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
        .map((line) => {
          const r = JSON.parse(line) as repo.NewInteraction & { timestamp: string };
          return { ...r, timestamp: new Date(r.timestamp) };
        });
      buffer.push(...rows);
      log.warn({ file, rows: rows.length }, 'saving interactions kept at the last shutdown');
    }
    recovered = files;
    schedule();
  }
  recover();

  const pending = () => [...inflight, ...buffer];

  /**
   * Velocity counts asked in the same turn of the event loop (the calls being screened at that moment) go to the
   * database together, one statement per kind of count. Queued rows are counted here and left out of the database's count, so a batch
   * committing meanwhile is counted once.
   */
  const velocity = new DataLoader<VelocityQuery, number, VelocityQuery>(async (asks) => {
    const queued = pending();
    const excludeIds = queued.map((r) => r.id);
    const counts = new Array<number>(asks.length).fill(0);
    const kinds = new Map<string, number[]>();
    asks.forEach((q, i) => {
      const kind = [q.workspaceId, q.by, q.includeTest ? 't' : '', [...q.channelTypes].sort().join(',')].join('\u0000');
      kinds.set(kind, [...(kinds.get(kind) ?? []), i]);
      const since = q.since.getTime();
      const until = q.until?.getTime() ?? Infinity;
      counts[i] = queued.filter((r) => r.workspaceId === q.workspaceId && (q.by === 'Phone' ? r.toPhone === q.value : r.externId === q.value)
        && q.channelTypes.includes(r.channelType) && r.timestamp.getTime() >= since && r.timestamp.getTime() <= until && (q.includeTest || !r.isTest)).length;
    });
    await Promise.all([...kinds.values()].map(async (indexes) => {
      const first = asks[indexes[0]!]!;
      const stored = await repo.countSinceMany(db, {
        workspaceId: first.workspaceId, by: first.by, channelTypes: first.channelTypes, includeTest: first.includeTest ?? false, excludeIds,
        items: indexes.map((i) => ({ value: asks[i]!.value, since: asks[i]!.since, until: asks[i]!.until ?? null })),
      });
      indexes.forEach((i, k) => (counts[i] = counts[i]! + (stored[k] ?? 0)));
    }));
    return counts;
  }, { cache: false, batchScheduleFn: (run) => setImmediate(run) });

  return {
    /** Queues the interaction the engine decided; it is saved within milliseconds. Throws RecorderOverloaded when the queue is full. */
    record(ix: Interaction, ctx: RecordContext): void {
      if (closed) throw new Error('The interaction recorder is closed.');
      if (buffer.length + inflight.length >= maxBuffered) {
        throw new RecorderOverloaded(`${maxBuffered} interactions are waiting to be saved; the database is not taking them.`);
      }
      buffer.push(toNewInteraction(ix, ctx));
      schedule();
    },

    /** Resolves once everything recorded before the call is saved (retrying while the database refuses). */
    async flush(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      while (buffer.length > 0 || inflight.length > 0 || running) await drain();
    },

    /**
     * The app's shutdown: stops taking interactions, saves those waiting (trying for `closeTimeoutMs`), and keeps any
     * the database would not take in a file.
     */
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      closing = { deadline: Date.now() + closeTimeoutMs };
      try {
        while (buffer.length > 0 || inflight.length > 0 || running) await drain();
      } catch {
        spill(pending());
        buffer = [];
        inflight = [];
      }
    },

    /**
     * The Velocity node's count: interactions of the workspace to a phone (or with an extern ID) on these channels since
     * a time, including those still queued. Queued rows are counted here and left out of the database's count, so a
     * batch committing meanwhile is counted once.
     */
    async countSince(q: VelocityQuery): Promise<number> {
      return velocity.load(q);
    },

    /** A queued interaction not saved yet (so one just screened can be opened at once). */
    queued(scope: repo.Scope, id: string): repo.InteractionReadRow | null {
      const row = pending().find((r) => r.id === id && r.workspaceId === scope.workspaceId && r.orgId === scope.orgId);
      return row ? pendingAsRead(row) : null;
    },

    /** How many interactions are waiting to be saved. */
    get waiting(): number {
      return buffer.length + inflight.length;
    },
  };
}
export type InteractionRecorder = ReturnType<typeof createInteractionRecorder>;
