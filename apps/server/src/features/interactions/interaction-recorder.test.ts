import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { testApp, type TestApp } from '../../testing/test-app';
import type { Db } from '../../platform/db';
import { createInteractionRecorder, RecorderOverloaded, type RecorderOptions } from './interaction-recorder';
import { rebuildRollups } from './rollups.repo';
import { fixtureCall, WF, type FixtureCall } from './interactions.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(async () => t.close());

const ORG = 'org-recorder-test';
const newWorkspace = () => `ws-recorder-${crypto.randomUUID()}`;
const quietLog = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

/** The real database, counting statements and refusing the first `failures` of them. */
function watchedDb(failures = 0) {
  const stats = { statements: 0, refused: 0 };
  let refuse = failures;
  const db = new Proxy(t.deps.db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return (query: unknown) => {
        stats.statements += 1;
        if (refuse === Infinity || refuse-- > 0) {
          stats.refused += 1;
          return Promise.reject(new Error('connection refused'));
        }
        return target.execute(query as never);
      };
    },
  }) as Db;
  return { db, stats, heal: () => (refuse = 0), breakDown: () => (refuse = Infinity) };
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
async function stored(ws: string): Promise<number> {
  return rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from interactions where workspace_id = ${ws}`))[0]!.n;
}

function recorder(opts: RecorderOptions & { failures?: number } = {}) {
  const watched = watchedDb(opts.failures);
  const log = quietLog();
  const r = createInteractionRecorder({ db: watched.db, log }, { closeTimeoutMs: 1_500, ...opts });
  return { r, log, ...watched };
}

const record = (r: ReturnType<typeof recorder>['r'], ws: string, calls: FixtureCall[]) => {
  for (const c of calls) {
    const { ix, ctx } = fixtureCall(c);
    r.record(ix, { orgId: ORG, workspaceId: ws, ...ctx });
  }
};
const many = (n: number, extra: Partial<FixtureCall> = {}) =>
  Array.from({ length: n }, (_, i) => ({ at: new Date(Date.UTC(2021, 0, 5, 12) + i * 1000), ...extra }));

describe('interaction recorder', () => {
  it('queues without a round trip and writes a few milliseconds later in one statement', async () => {
    const ws = newWorkspace();
    const { r, stats } = recorder({ intervalMs: 30 });
    record(r, ws, many(5));
    expect(stats.statements).toBe(0);
    expect(r.waiting).toBe(5);
    // On PostgreSQL the rows are visible a moment before the writer hears its commit: wait for both.
    await vi.waitFor(async () => expect([await stored(ws), r.waiting]).toEqual([5, 0]), { timeout: 2000, interval: 10 });
    expect(stats.statements).toBe(1);
  });

  it('writes full batches of N rows each', async () => {
    const ws = newWorkspace();
    const { r, stats } = recorder({ intervalMs: 60_000, batchSize: 400 });
    record(r, ws, many(1000));
    await r.flush();
    expect(await stored(ws)).toBe(1000);
    expect(stats.statements).toBe(3);
  });

  it('saves what is queued when the app closes', async () => {
    const ws = newWorkspace();
    const { r } = recorder({ intervalMs: 60_000 });
    record(r, ws, many(7));
    expect(await stored(ws)).toBe(0);
    await r.close();
    expect(await stored(ws)).toBe(7);
    expect(() => record(r, ws, many(1))).toThrow('The interaction recorder is closed.');
  });

  it('retries a batch the database refused, logging each failure, and loses nothing', async () => {
    const ws = newWorkspace();
    const { r, log, stats } = recorder({ intervalMs: 5, failures: 2 });
    record(r, ws, many(12));
    await r.flush();
    expect(await stored(ws)).toBe(12);
    expect(stats.refused).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ waiting: 12, attempt: 1 });
  });

  it('keeps interactions in a file when the database is gone at shutdown, and saves them at the next start', async () => {
    const ws = newWorkspace();
    const spillDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-spill-'));
    const down = recorder({ intervalMs: 5, spillDir, failures: Infinity });
    record(down.r, ws, many(9));
    await down.r.close();
    expect(await stored(ws)).toBe(0);
    const files = fs.readdirSync(spillDir);
    expect(files).toHaveLength(1);
    expect(down.log.error).toHaveBeenLastCalledWith(expect.objectContaining({ kept: 9 }), expect.stringContaining('kept in a file'));

    const next = recorder({ intervalMs: 5, spillDir });
    await vi.waitFor(async () => expect(await stored(ws)).toBe(9), { timeout: 3000, interval: 20 });
    await next.r.flush();
    expect(fs.readdirSync(spillDir)).toEqual([]);
    await next.r.close();
  });

  it('refuses beyond its limit rather than growing without end', async () => {
    const ws = newWorkspace();
    const { r, breakDown, heal } = recorder({ intervalMs: 60_000, maxBuffered: 3 });
    breakDown();
    record(r, ws, many(3));
    expect(() => record(r, ws, many(1))).toThrow(RecorderOverloaded);
    heal();
    await r.close();
    expect(await stored(ws)).toBe(3);
  });

  it('counts interactions still queued for the Velocity node, once each, however the flush interleaves', async () => {
    const ws = newWorkspace();
    const { r } = recorder({ intervalMs: 60_000, batchSize: 3 });
    const since = new Date(Date.UTC(2021, 0, 1));
    const q = { workspaceId: ws, by: 'Phone' as const, value: '2145550101', channelTypes: ['Voice'] as const, since };
    record(r, ws, [
      ...many(4, { to: '2145550101' }), ...many(2, { to: '2145550101', channelType: 'SMS' }), ...many(1, { to: '2145550101', isTest: true }),
      ...many(3, { to: '3055550100' }), ...many(1, { to: '2145550101', at: '2020-12-31T00:00:00Z' }),
    ]);
    expect(await r.countSince(q)).toBe(4);
    expect(await r.countSince({ ...q, channelTypes: ['Voice', 'SMS'] })).toBe(6);
    expect(await r.countSince({ ...q, includeTest: true })).toBe(5);
    // Counts taken while batches commit see every interaction exactly once.
    const during = await Promise.all([r.flush(), r.countSince(q), r.countSince(q), r.countSince(q)]);
    expect(during.slice(1)).toEqual([4, 4, 4]);
    expect(await stored(ws)).toBe(11);
    expect(await r.countSince(q)).toBe(4);
    record(r, ws, many(2, { to: '2145550101', at: '2021-01-06T00:00:00Z' }));
    expect(await r.countSince(q)).toBe(6);
    // Up to a call's own time (a test call at an emulated time): later calls, queued or stored, are not counted.
    const until = new Date(Date.UTC(2021, 0, 5, 23));
    expect(await r.countSince({ ...q, until })).toBe(4);
    await r.flush();
    expect(await Promise.all([r.countSince({ ...q, until }), r.countSince({ ...q, until: new Date(Date.UTC(2021, 0, 6)) })])).toEqual([4, 6]);
    expect(await r.countSince({ ...q, by: 'ExternId', value: 'L-1' })).toBe(0);
    // Counts asked together (as concurrent calls do) go to the database as one statement per kind, each answered right.
    const together = await Promise.all([
      r.countSince(q), r.countSince({ ...q, value: '3055550100' }), r.countSince({ ...q, since: new Date(Date.UTC(2021, 0, 5, 13)) }),
      r.countSince({ ...q, includeTest: true }), r.countSince({ ...q, value: '9995550100' }), r.countSince({ ...q, channelTypes: ['SMS'] }),
    ]);
    expect(together).toEqual([6, 3, 2, 7, 0, 2]);
    await r.close();
  });

  it('keeps rollups equal to counts of the rows after random inserts and a retried batch', async () => {
    const ws = newWorkspace();
    const { r } = recorder({ intervalMs: 2, batchSize: 250 });
    const rand = (n: number) => Math.floor(Math.random() * n);
    const calls: FixtureCall[] = Array.from({ length: 1500 }, () => ({
      at: new Date(Date.UTC(2021, 5, 1) + rand(10 * 86_400_000)),
      workflowId: [WF.a, WF.b, WF.c][rand(3)],
      result: (['Accepted', 'Rejected', 'Ignored'] as const)[rand(3)],
      reason: [null, 'Callable', 'Federal DNC', 'Velocity limit'][rand(4)],
      state: [null, 'TX', 'FL', 'NY'][rand(4)],
      carrier: ['', 'Verizon Wireless', 'Lumen'][rand(3)] || undefined,
      lineType: ['Mobile', 'Landline'][rand(2)],
      isTest: rand(10) === 0,
      id: crypto.randomUUID(),
    }));
    record(r, ws, calls);
    await r.flush();
    // A batch written again (its first commit's answer lost) is not counted twice.
    record(r, ws, calls.slice(0, 300));
    await r.flush();
    expect(await stored(ws)).toBe(1500);

    const rollups = async () => ({
      totals: rowsOf<Record<string, unknown>>(await t.deps.db.execute(sql`
        select grain, bucket, workflow_id, is_test, total, accepted, rejected from interaction_totals
        where workspace_id = ${ws} order by grain, bucket, workflow_id, is_test`)),
      dimensions: rowsOf<Record<string, unknown>>(await t.deps.db.execute(sql`
        select grain, dimension, bucket, workflow_id, result, is_test, value, count from interaction_rollups
        where workspace_id = ${ws} order by grain, dimension, bucket, workflow_id, result, is_test, value`)),
    });
    const incremental = await rollups();
    expect(new Set(incremental.totals.map((x) => x.grain))).toEqual(new Set(['Q', 'H', 'D', 'M']));
    expect(new Set(incremental.dimensions.map((x) => x.grain))).toEqual(new Set(['H', 'D', 'M']));
    await rebuildRollups(t.deps.db, ws);
    expect(await rollups()).toEqual(incremental);

    // And independently of the SQL: daily totals per result, and hourly counts per state.
    const day = (d: Date) => new Date(Math.floor(d.getTime() / 86_400_000) * 86_400_000).toISOString();
    const expected = new Map<string, number>();
    for (const c of calls) {
      const key = `${day(new Date(c.at))}|${c.result}|${c.isTest}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const daily = new Map<string, number>();
    const add = (key: string, n: number) => n > 0 && daily.set(key, (daily.get(key) ?? 0) + n);
    for (const row of incremental.totals.filter((x) => x.grain === 'D')) {
      const at = new Date(row.bucket as string).toISOString();
      const [total, accepted, rejected] = [row.total, row.accepted, row.rejected].map(Number) as [number, number, number];
      add(`${at}|Accepted|${row.is_test}`, accepted);
      add(`${at}|Rejected|${row.is_test}`, rejected);
      add(`${at}|Ignored|${row.is_test}`, total - accepted - rejected);
    }
    expect(daily).toEqual(expected);
    const states = incremental.dimensions.filter((x) => x.grain === 'H' && x.dimension === 'state').reduce((n, x) => n + Number(x.count), 0);
    expect(states).toBe(calls.filter((c) => c.state).length);
    const months = incremental.totals.filter((x) => x.grain === 'M').reduce((n, x) => n + Number(x.total), 0);
    expect(months).toBe(1500);
    await r.close();
  });
});
