import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testApp, type TestApp } from '../testing/test-app';
import { openPglite, openPostgres, type Database } from './db';

/** A database that can be closed and opened again, as a server restart does. */
interface Reopenable {
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function pgliteOnDisk(): Promise<Reopenable> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-jobs-'));
  return { open: () => openPglite(dir), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function postgresDatabase(): Promise<Reopenable> {
  const fresh = await freshDatabase();
  let first: Database | null = fresh.database;
  return {
    open: async () => {
      const db = first ?? (await openPostgres(fresh.url!));
      first = null;
      return db;
    },
    drop: fresh.drop,
  };
}

const backends: [string, () => Promise<Reopenable>][] = [['PGlite on disk', pgliteOnDisk]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', postgresDatabase]);

/** Resolves with the first job a handler receives, or fails after `ms`. */
function firstJob<T>(ms = 15_000) {
  let resolve!: (v: { data: T; meta: { id: string; retryCount: number } }) => void;
  const promise = new Promise<{ data: T; meta: { id: string; retryCount: number } }>((res, rej) => {
    resolve = res;
    setTimeout(() => rej(new Error(`no job ran within ${ms} ms`)), ms).unref();
  });
  return { promise, handler: async (data: T, meta: { id: string; retryCount: number }) => resolve({ data, meta }) };
}

describe.each(backends)('jobs on %s', (_name, makeDatabase) => {
  it('runs after a restart a job that was enqueued before it', async () => {
    const store = await makeDatabase();
    let a: TestApp | null = null;
    let b: TestApp | null = null;
    try {
      // Instance A accepts the job but runs no workers, then shuts down.
      a = await testApp({ database: await store.open(), seed: false });
      const ranOnA: unknown[] = [];
      a.deps.jobs.define<{ listId: string }>('restart-proof', async (data) => void ranOnA.push(data));
      await a.start({ jobs: false });
      const id = await a.deps.jobs.send('restart-proof', { listId: 'L-42' });
      expect(id).toBeTruthy();
      await new Promise((r) => setTimeout(r, 1000));
      expect(ranOnA).toEqual([]);
      await a.close();
      a = null;

      // Instance B opens the same database and runs it.
      b = await testApp({ database: await store.open(), seed: false });
      const job = firstJob<{ listId: string }>();
      b.deps.jobs.define('restart-proof', job.handler);
      await b.start();
      const { data, meta } = await job.promise;
      expect(data).toEqual({ listId: 'L-42' });
      expect(meta).toEqual({ id, retryCount: 0 });
    } finally {
      await a?.close();
      await b?.close();
      await store.drop();
    }
  }, 90_000); // two app starts on a database on disk: slow on a busy machine
});

describe('jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('keeps jobs and schedules declared before start, and runs them once workers start', async () => {
    // Enqueued before the queue is started (a request may enqueue before workers run).
    const id = await t.deps.jobs.send('early', { n: 1 });
    expect(id).toBeTruthy();
    // Scheduled before start, as features do when they register; a '* * * * *' schedule is due at once.
    const tick = firstJob<{ kind: string }>(20_000);
    t.deps.jobs.define('every-minute', tick.handler);
    await t.deps.jobs.schedule('every-minute', '* * * * *', { kind: 'sweep' });
    await t.start();
    // Defined after start: its worker starts at once.
    const early = firstJob<{ n: number }>();
    t.deps.jobs.define('early', early.handler);
    expect(await early.promise).toEqual({ data: { n: 1 }, meta: { id, retryCount: 0 } });
    expect((await tick.promise).data).toEqual({ kind: 'sweep' });
  });

  it('keeps one waiting job per singleton key', async () => {
    const first = await t.deps.jobs.send('single', { n: 1 }, { singletonKey: 'list-7' });
    const second = await t.deps.jobs.send('single', { n: 2 }, { singletonKey: 'list-7' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(await t.deps.jobs.send('single', { n: 3 }, { singletonKey: 'list-8' })).toBeTruthy();
    expect(await t.deps.jobs.send('single', { n: 4 })).toBeTruthy();
    // Sends of one key at the same instant (a chain's next job and a new request for the chain) store one job.
    const racing = await Promise.all([1, 2, 3, 4].map((n) => t.deps.jobs.send('single', { n: 10 + n }, { singletonKey: 'list-9' })));
    expect(racing.filter(Boolean)).toHaveLength(1);
    // Once the waiting job has run, the key is free again.
    const ran: number[] = [];
    const allRan = new Promise<void>((resolve) => {
      t.deps.jobs.define<{ n: number }>('single', async ({ n }) => {
        ran.push(n);
        if (ran.length === 4) resolve();
      });
    });
    await allRan;
    expect(ran.sort((a, b) => a - b)).toEqual([1, 3, 4, 11]);
    expect(await t.deps.jobs.send('single', { n: 5 }, { singletonKey: 'list-7' })).toBeTruthy();
  });
});
