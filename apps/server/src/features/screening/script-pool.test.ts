import { afterEach, describe, expect, it } from 'vitest';
import { POOL_MESSAGES } from '@trueline/contract';
import { SCRIPT_POOL, ScriptPool } from './script-pool';
import { SCRIPT_LIMITS } from './script-sandbox';

const interaction = { id: 'ix-1', timestamp: '2026-03-03T15:00:00.000Z', channelType: 'Voice', to: '5125550100', from: '2125550100', city: 'Austin', state: 'TX', zip: '78701', timezone: 'America/Chicago' };
const task = (code: string, budgetMs?: number) => ({ req: { code, outputs: [{ id: '1', label: 'Output 1' }], interaction, data: {} }, limits: SCRIPT_LIMITS, lookup: async () => null, budgetMs });
const MEMORY_BOMB = `const a = []; while (true) a.push(new Array(100000).fill('xxxxxxxx'));`;
const STOPPED = POOL_MESSAGES.timedOut(SCRIPT_LIMITS.timeMs);

/** Counts the event loop's turns (a 10 ms interval) while `work` runs: a frozen loop counts none. */
async function loopTurnsDuring<T>(work: () => Promise<T>) {
  let turns = 0;
  const ticker = setInterval(() => turns++, 10);
  const started = performance.now();
  try {
    const value = await work();
    return { value, turns, ms: performance.now() - started };
  } finally {
    clearInterval(ticker);
  }
}

let pool: ScriptPool;
afterEach(async () => pool?.close());

describe('screening.script-pool', () => {
  it('stops a memory bomb off the main thread: the event loop keeps turning, and the next run works', async () => {
    pool = new ScriptPool({ ...SCRIPT_POOL, size: 1 });
    expect((await pool.run(task('goTo(1)'))).result).toEqual({ output: 1, data: {}, error: null });
    const bomb = await loopTurnsDuring(() => pool.run(task(MEMORY_BOMB)));
    expect(bomb.value.result).toEqual({ error: expect.stringMatching(/^stopped/) });
    // The interpreter stopped at its limits (QuickJS's garbage collection near its memory limit ignores the
    // interrupt handler: on the main thread this froze the server for 10–14 s), and the event loop went on turning.
    expect(bomb.ms).toBeLessThan(SCRIPT_LIMITS.timeMs + SCRIPT_POOL.killGraceMs + 1_000);
    expect(bomb.turns).toBeGreaterThan(bomb.ms / 10 / 4);
    expect((await pool.run(task('goTo(1)'))).result).toEqual({ output: 1, data: {}, error: null });
  });

  it('kills a worker that does not stop its script at the deadline, answers "stopped", and replaces it', async () => {
    pool = new ScriptPool({ ...SCRIPT_POOL, size: 1, file: new URL('./script-pool.stuck-worker.mjs', import.meta.url) });
    expect((await pool.run(task('goTo(1)'))).result).toEqual({ output: 1, data: {}, error: null });
    const stuck = await loopTurnsDuring(() => pool.run(task('hang')));
    expect(stuck.value.result).toEqual({ error: STOPPED });
    expect(pool.stats.killed).toBe(1);
    expect(stuck.ms).toBeLessThan(SCRIPT_LIMITS.timeMs + SCRIPT_POOL.killGraceMs + 500);
    expect(stuck.turns).toBeGreaterThan(stuck.ms / 10 / 4);
    // A new worker takes the next run.
    expect((await pool.run(task('goTo(1)'))).result).toEqual({ output: 1, data: {}, error: null });
    expect(pool.workers).toBe(1);
  });

  it('cuts a run to what its call has left of its budget', async () => {
    pool = new ScriptPool({ ...SCRIPT_POOL, size: 1 });
    await pool.run(task('goTo(1)'));
    const started = performance.now();
    expect((await pool.run(task('while (true) {}', 60))).result).toEqual({ error: STOPPED });
    expect(performance.now() - started).toBeLessThan(SCRIPT_LIMITS.timeMs - 50);
  });

  it('keeps waiting runs within their budget and a bounded queue: one more is refused at once', async () => {
    pool = new ScriptPool({ ...SCRIPT_POOL, size: 1, queueLimit: 2 });
    await pool.run(task('goTo(1)'));
    const started = performance.now();
    const at = () => performance.now() - started;
    const answers: { n: number; error: unknown; ms: number }[] = [];
    const runs = [task('while (true) {}'), task('goTo(1)', 2_000), task('goTo(1)', 100), task('goTo(1)')]
      .map((t, n) => pool.run(t).then((r) => answers.push({ n, error: 'error' in r.result ? r.result.error : null, ms: at() })));
    await Promise.all(runs);
    const byRun = answers.sort((a, b) => a.n - b.n);
    // The fourth found the queue full; the third's call ran out of time while it waited; the second waited its turn.
    expect(byRun.map((a) => a.error)).toEqual([STOPPED, null, STOPPED, POOL_MESSAGES.busy]);
    expect(byRun[3]!.ms).toBeLessThan(50);
    expect(byRun[2]!.ms).toBeLessThan(SCRIPT_LIMITS.timeMs);
    expect(byRun[1]!.ms).toBeGreaterThanOrEqual(SCRIPT_LIMITS.timeMs);
  });
});
