import os from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { POOL_MESSAGES } from '@trueline/contract';

/**
 * Customer scripts run off the main thread, in a small pool of worker threads that each host QuickJS
 * (script-worker.mjs), so that nothing a script does — a loop, an allocation storm, QuickJS's own garbage collection
 * near its memory limit, which does not consult the interrupt handler — can hold the event loop that answers every
 * other request. The decisions:
 *
 * - **Pool size**: `SCRIPT_WORKERS` (1 to 16; default: the machine's cores, at least 2 and at most 4). A worker runs one script
 *   at a time; scripts are short (milliseconds), so a few workers serve many calls.
 * - **Priority**: workers run at niceness 5, so that under CPU contention the event loop goes first.
 * - **Hard limits**: each worker has V8 `resourceLimits` (below) and a capped WebAssembly memory (in the worker), on top
 *   of the interpreter's own limits (SCRIPT_LIMITS: time, memory, stack). A worker that has not answered
 *   `KILL_GRACE_MS` after its script's deadline is terminated — the run answers "stopped after … ms" — and replaced;
 *   a worker that dies (out of memory, a crash) answers its run "stopped: out of memory" or a failure, and is replaced.
 * - **Queue**: when every worker is busy, a run waits in a FIFO queue, within its call's time budget (the default wait
 *   is DEFAULT_WAIT_MS when no budget is given). A run still waiting when that time is up answers "stopped after …
 *   ms" (the workflow's own budget ends the call with "Stopped: the workflow ran out of time" at the same moment). At
 *   most `QUEUE_LIMIT` runs wait: one more answers "stopped: too many scripts are waiting to run" at once, so a flood
 *   cannot grow memory without bound.
 * - **Time**: a run's deadline is the earlier of its own limit (from the moment a worker takes it) and the end of its
 *   call's budget, so a chain or a cycle of Script nodes never spends more than the call's budget in total.
 */
export const SCRIPT_POOL = {
  size: Math.min(16, Math.max(1, Math.trunc(Number(process.env.SCRIPT_WORKERS)) || Math.min(4, Math.max(2, os.availableParallelism())))),
  queueLimit: 500,
  killGraceMs: 50,
  /** The workers' niceness (Linux, per thread): under CPU contention the event loop goes before customer scripts. */
  niceness: 5,
  /** The worker's code (tests give their own). */
  file: new URL('./script-worker.mjs', import.meta.url),
  defaultWaitMs: 5_000,
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 } satisfies ResourceLimits,
};

export interface PoolLimits {
  timeMs: number;
  memoryBytes: number;
  stackBytes: number;
  logLines: number;
  logLineChars: number;
  recordLookups: number;
}

/** What the worker answers: the script's raw choice and data, or why it stopped. */
export type RawResult = { output: unknown; data: Record<string, unknown>; error: null } | { error: string };

export interface PoolTask {
  req: unknown;
  limits: PoolLimits;
  /** Look-ups the script asks for, answered as JSON text (or null when there is no such record). */
  lookup(set: string, key: string): Promise<string | null>;
  /** Milliseconds the call has left for this run, waiting included; undefined: the run's own limit (and the default wait). */
  budgetMs?: number;
}

export interface PoolRun {
  result: RawResult;
  logs: { level: 'info' | 'error'; message: string }[];
}

interface Job extends PoolTask {
  id: number;
  logs: PoolRun['logs'];
  lookups: number;
  /** performance.now() by which the run must have ended (its call's budget), or Infinity. */
  callEnds: number;
  waitTimer?: ReturnType<typeof setTimeout>;
  finish(result: RawResult): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  killTimer?: ReturnType<typeof setTimeout>;
}

export class ScriptPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;
  /** Workers killed at a deadline, and workers that died or broke, since the pool started. */
  readonly stats = { killed: 0, died: 0 };

  constructor(private readonly opts = SCRIPT_POOL) {}

  /** Runs one script in a worker; never rejects. */
  run(task: PoolTask): Promise<PoolRun> {
    return new Promise((resolve) => {
      const now = performance.now();
      const logs: PoolRun['logs'] = [];
      let settled = false;
      const job: Job = {
        ...task, id: ++this.nextId, logs, lookups: 0,
        callEnds: task.budgetMs === undefined ? Infinity : now + task.budgetMs,
        finish: (result) => {
          if (settled) return;
          settled = true;
          clearTimeout(job.waitTimer);
          resolve({ result, logs });
        },
      };
      if (this.closed) return job.finish({ error: POOL_MESSAGES.crashed('the server is stopping') });
      if (this.queue.length >= this.opts.queueLimit) return job.finish({ error: POOL_MESSAGES.busy });
      this.queue.push(job);
      this.dispatch();
      if (this.queue.includes(job)) {
        // Every worker is busy: the run waits, within its call's budget.
        const waitMs = Math.min(task.budgetMs ?? Infinity, this.opts.defaultWaitMs);
        job.waitTimer = setTimeout(() => {
          const at = this.queue.indexOf(job);
          if (at >= 0) this.queue.splice(at, 1);
          job.finish({ error: POOL_MESSAGES.timedOut(job.limits.timeMs) });
        }, Math.max(0, waitMs));
      }
    });
  }

  /** Terminates every worker (the runs in them answer as stopped). */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.finish({ error: POOL_MESSAGES.crashed('the server is stopping') });
    await Promise.all([...this.slots].map((slot) => this.retire(slot, POOL_MESSAGES.crashed('the server is stopping'))));
  }

  /** Workers alive (started or starting), for tests. */
  get workers(): number {
    return this.slots.size;
  }

  /** Hands queued runs to idle ready workers, and starts workers while there are runs waiting and room in the pool. */
  private dispatch() {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (this.queue.length === 0) break;
      if (slot.ready && !slot.job) this.start(slot, this.queue.shift()!);
    }
    // Once used, the pool stays full: a worker killed or dead is replaced at once, so the next run does not wait for
    // a worker to start (some 50 to 150 ms).
    while (this.slots.size < this.opts.size) this.spawn();
  }

  private start(slot: Slot, job: Job) {
    clearTimeout(job.waitTimer);
    const runMs = Math.min(job.limits.timeMs, job.callEnds - performance.now());
    if (runMs <= 0) {
      job.finish({ error: POOL_MESSAGES.timedOut(job.limits.timeMs) });
      return this.dispatch();
    }
    slot.job = job;
    slot.killTimer = setTimeout(() => {
      // The worker did not stop its script at the deadline (QuickJS busy in its garbage collector, say): kill it.
      this.stats.killed++;
      void this.retire(slot, POOL_MESSAGES.timedOut(job.limits.timeMs));
      this.dispatch();
    }, runMs + this.opts.killGraceMs);
    slot.worker.postMessage({ type: 'run', id: job.id, req: job.req, limits: job.limits, runMs });
  }

  private spawn() {
    const worker = new Worker(this.opts.file, {
      execArgv: [], workerData: { niceness: this.opts.niceness }, resourceLimits: this.opts.resourceLimits, stdout: false, stderr: false,
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null };
    this.slots.add(slot);
    worker.on('message', (msg: WorkerMessage) => this.onMessage(slot, msg));
    let failure: Error | null = null;
    worker.on('error', (err) => (failure = err));
    worker.on('exit', () => {
      if (!this.slots.has(slot)) return;
      const wasReady = slot.ready;
      this.stats.died++;
      const reason = failure as (Error & { code?: string }) | null;
      const message = reason?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? POOL_MESSAGES.outOfMemory : POOL_MESSAGES.crashed(reason?.message ?? 'exited');
      void this.retire(slot, message);
      if (wasReady) return this.dispatch();
      // A worker that could not start (a broken installation?) is not restarted until the next run; with no worker
      // ready, the waiting runs answer now.
      if (![...this.slots].some((s) => s.ready)) {
        for (const job of this.queue.splice(0)) job.finish({ error: POOL_MESSAGES.cannotStart(reason?.message ?? 'exited') });
      }
    });
  }

  private onMessage(slot: Slot, msg: WorkerMessage) {
    if (!this.slots.has(slot)) return;
    const job = slot.job;
    switch (msg.type) {
      case 'ready':
        slot.ready = true;
        return this.dispatch();
      case 'broken': {
        // The interpreter broke freeing the last run, which has answered: a run handed over since has not started
        // (the worker refuses it) and goes back to the head of the queue.
        this.stats.died++;
        slot.job = null;
        void this.retire(slot, POOL_MESSAGES.crashed('the interpreter was aborted'));
        if (job) this.queue.unshift(job);
        return this.dispatch();
      }
      case 'log':
        if (job?.id === msg.id && job.logs.length < job.limits.logLines) job.logs.push({ level: msg.level === 'error' ? 'error' : 'info', message: String(msg.message).slice(0, job.limits.logLineChars) });
        return;
      case 'lookup': {
        if (job?.id !== msg.id) return;
        const answer = (a: { value: string | null } | { error: string }) => {
          if (this.slots.has(slot)) slot.worker.postMessage({ type: 'answer', n: msg.n, ...a });
        };
        if (++job.lookups > job.limits.recordLookups) return answer({ error: `more than ${job.limits.recordLookups} record look-ups` });
        job.lookup(String(msg.set), String(msg.key)).then((value) => answer({ value }), (err: Error) => answer({ error: err.message }));
        return;
      }
      case 'done':
        if (job?.id !== msg.id) return;
        clearTimeout(slot.killTimer);
        slot.job = null;
        job.finish(msg.result);
        return this.dispatch();
    }
  }

  /** Takes a worker out of the pool and terminates it; its run, if any, answers `message`. */
  private async retire(slot: Slot, message: string) {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.killTimer);
    slot.job?.finish({ error: message });
    slot.job = null;
    await slot.worker.terminate().catch(() => undefined);
  }
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'broken' }
  | { type: 'log'; id: number; level: string; message: string }
  | { type: 'lookup'; id: number; n: number; set: string; key: string }
  | { type: 'done'; id: number; result: RawResult };

let shared: ScriptPool | null = null;
/** The process's pool, started on the first script. */
export const scriptPool = () => (shared ??= new ScriptPool());
