import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_REASONS } from '@trueline/workflow';
import type { InteractionRecord, ScreenAnswer, WorkflowGraph } from '@trueline/contract';
import { testApp, type TestApp } from '../../testing/test-app';
import { DEMO, call, signInDemoTeam, type Session } from '../../testing/session';
import { createWorkflow, edge, node, saveWorkflow, startNode, workflowsUrl } from '../workflows/workflows.test-helpers';
import { SCREEN_BUDGET_MS } from './screening.service';
import { SCRIPT_LIMITS } from './script-sandbox';

/**
 * Issue 12, defects 1 and 2: hostile Script nodes, eight calls at a time through the public screening API, while
 * another client's health checks keep answering at once and the process's memory stays bounded. (Before the scripts
 * left the main thread, the health checks of this test could not even connect within 10 s.)
 */
/**
 * 95 % of health checks answer within this, plus the slowest answer of the idle server measured just before (the
 * machine's own noise); none may wait longer than FREEZE_MS plus that noise. On a quiet machine the slowest is 30–60 ms;
 * a suite running beside it on two cores can delay a single answer past 100 ms, while a frozen loop held them 10–15 s.
 */
const HEALTH_MAX_MS = 100;
const FREEZE_MS = 1_000;
/** The process may grow this much over its size before the first script (the pool's workers included). */
const RSS_CEILING_BYTES = 300 * 1024 * 1024;
const CONCURRENT = 8;
const ATTACK_CALLS = 32;

const HOSTILE = {
  memoryBomb: `const a = []; while (true) a.push(new Array(100000).fill('xxxxxxxx'));`,
  endlessLoop: 'while (true) {}',
  deepRecursion: 'function f() { return f() + 1 } f()',
  promiseStorm: 'for (;;) Promise.resolve().then(() => {})',
  asyncRecursion: 'const f = async () => { await null; return f(); }; await f();',
} as const;
type Kind = keyof typeof HOSTILE | 'selfWired' | 'plain';
/** What the Script node logs for each kind: the sandbox's own messages. */
const EXPECTED: Record<keyof typeof HOSTILE, RegExp> = {
  memoryBomb: new RegExp(`The script failed: (stopped: out of memory|stopped after ${SCRIPT_LIMITS.timeMs} ms)$`),
  endlessLoop: new RegExp(`The script failed: stopped after ${SCRIPT_LIMITS.timeMs} ms$`),
  deepRecursion: /The script failed: stopped: too much recursion$/,
  // QuickJS reports a promise storm's end in several ways (its time, its memory, or a null it throws when it cannot
  // allocate the error itself): the script is stopped and the walk goes on either way.
  promiseStorm: /The script failed: (stopped after \d+ ms|stopped: out of memory|null|TypeError: not a function)$/,
  asyncRecursion: /The script failed: (stopped after \d+ ms|stopped: out of memory|null|TypeError: not a function)$/,
};

let t: TestApp;
let owner: Session;
let key: string;
let base: string;
const workflows = {} as Record<Kind, string>;
const wsUrl = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;

/** Start → Script → Accept; or, wired back to itself, Start → Script ⟲ (Output 1) with Output 2 → Accept. */
function scriptGraph(code: string, selfWired = false): WorkflowGraph {
  return {
    nodes: [startNode(), node('js', 'Script', { script: code, outputs: 2 }, 'Hostile'), node('ok', 'Accept', {}, 'Passed')],
    edges: [edge('start', 'js'), selfWired ? edge('js', 'js', '1') : edge('js', 'ok', '1'), edge('js', 'ok', '2')],
  };
}

async function publish(name: string, flow: WorkflowGraph) {
  const w = await createWorkflow(t, owner, 'RealTime');
  const saved = await saveWorkflow(t, owner, w, { name, status: 'Active', flow });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await call(t, 'POST', workflowsUrl(DEMO.ws.sales, `/${w.id}/publish`), owner);
  expect(published.statusCode, published.body).toBe(200);
  return w.id;
}

async function screen(workflowId: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/aegis/screen`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ workflowId, to: '5125550100', zip: '78701' }),
  });
  const body = await res.json() as { data: ScreenAnswer };
  return { status: res.status, answer: body.data, ms: performance.now() - started };
}

/**
 * Another client, in its own process: GET /api/health every 20 ms (whether or not the last one answered), until
 * told to stop; it reports each check's time from sending to answer.
 */
function healthClient(url: string) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', `
    const times = [];
    let stopping = false;
    process.stdin.on('data', () => (stopping = true));
    const one = async () => {
      const sent = performance.now();
      try {
        const res = await fetch(${JSON.stringify(url)});
        await res.text();
        times.push(res.status === 200 ? performance.now() - sent : null);
      } catch {
        times.push(null);
      }
    };
    const inFlight = [];
    await one();
    process.stderr.write('started');
    while (!stopping) {
      inFlight.push(one());
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(inFlight);
    process.stdout.write(JSON.stringify(times));
  `], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise<number[]>((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve((JSON.parse(out) as (number | null)[]).map((v) => v ?? Infinity)) : reject(new Error(`health client exited ${code}: ${err}`))));
  });
  const started = new Promise<void>((resolve) => child.stderr.on('data', (d: Buffer) => ((err += d.toString()), resolve())));
  return { started, stop: () => (child.stdin.end('stop'), done) };
}

beforeAll(async () => {
  t = await testApp();
  ({ owner } = await signInDemoTeam(t));
  key = (await call(t, 'POST', `${wsUrl}/apiKeys?name=hostile`, owner)).json().data.key;
  for (const [kind, code] of Object.entries(HOSTILE)) workflows[kind as Kind] = await publish(`Hostile ${kind}`, scriptGraph(code));
  workflows.selfWired = await publish('Hostile loop', scriptGraph(HOSTILE.endlessLoop, true));
  workflows.plain = await publish('Plain', scriptGraph('goTo(2)'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  // A server that has been running: its first call (code compiled, tables built, the script pool started) is done.
  expect((await screen(workflows.plain)).answer).toMatchObject({ result: 'Accepted', reason: 'Passed' });
});
afterAll(async () => t?.close());

describe('screening: hostile scripts', () => {
  it(`run ${CONCURRENT} at a time while health checks answer within ${HEALTH_MAX_MS} ms and memory stays bounded`, async () => {
    const rssAtStart = process.memoryUsage.rss();
    let rssPeak = rssAtStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
    // The machine's own noise (other processes, other test files, this process's garbage collector): the same health
    // checks against the idle server for a second. On a quiet machine it is a few milliseconds.
    const control = healthClient(`${base}/api/health`);
    await control.started;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const noise = Math.max(...(await control.stop()));

    const health = healthClient(`${base}/api/health`);
    await health.started;

    const kinds: Kind[] = [...Object.keys(HOSTILE) as (keyof typeof HOSTILE)[], 'selfWired'];
    const results: { kind: Kind; status: number; answer: ScreenAnswer; ms: number }[] = [];
    let next = 0;
    const attacker = async () => {
      while (next < ATTACK_CALLS) {
        const kind = kinds[next++ % kinds.length]!;
        results.push({ kind, ...(await screen(workflows[kind])) });
      }
    };
    const attackStarted = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, attacker));
    const attackMs = performance.now() - attackStarted;
    const latencies = await health.stop();
    clearInterval(sampler);

    // Every hostile call was answered, within its budget (and a little for the answer itself).
    expect(results).toHaveLength(ATTACK_CALLS);
    for (const r of results) {
      expect(r.status, `${r.kind}: ${JSON.stringify(r.answer)}`).toBe(200);
      expect(r.ms, r.kind).toBeLessThan(SCREEN_BUDGET_MS + 500);
    }
    // A Script node wired to itself runs until the call's budget is spent — all its runs together — and no longer.
    for (const r of results.filter((x) => x.kind === 'selfWired')) {
      expect(r.answer).toMatchObject({ result: 'Rejected', reason: ENGINE_REASONS.budget });
      expect(r.ms).toBeGreaterThan(SCREEN_BUDGET_MS - 100);
    }
    // The others: the script stopped with its own reason, logged, and the walk went on through Output 1.
    await t.services.interactions.recorder.flush();
    for (const r of results.filter((x) => x.kind !== 'selfWired')) {
      const detail = await call(t, 'GET', `${wsUrl}/aegis/dashboard/interactions/${r.answer.interactionId}`, owner);
      const ix: InteractionRecord = detail.json().data;
      const errors = ix.events.filter((e) => e.type === 'ERROR').map((e) => e.message);
      expect([r.kind, r.answer.result, r.answer.reason, errors]).toEqual([r.kind, 'Accepted', 'Passed', [expect.stringMatching(EXPECTED[r.kind as keyof typeof HOSTILE])]]);
    }

    const worst = Math.max(...latencies);
    const p95 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.95)]!;
    const rssGrowth = rssPeak - rssAtStart;
    console.log(`${ATTACK_CALLS} hostile calls, ${CONCURRENT} at a time, in ${attackMs.toFixed(0)} ms; ${latencies.length} health checks, p95 ${p95.toFixed(1)} ms, slowest ${worst.toFixed(1)} ms (idle: ${noise.toFixed(1)} ms); RSS ${(rssAtStart / 2 ** 20).toFixed(0)} MB at start, peak +${(rssGrowth / 2 ** 20).toFixed(0)} MB`);
    expect(latencies.length).toBeGreaterThan(attackMs / 20 / 2);
    expect(p95).toBeLessThan(HEALTH_MAX_MS + noise);
    expect(worst).toBeLessThan(FREEZE_MS + noise);
    expect(rssGrowth).toBeLessThan(RSS_CEILING_BYTES);

    // The sandbox is itself again: a plain script answers at once.
    const after = await screen(workflows.plain);
    expect(after.answer).toMatchObject({ result: 'Accepted', reason: 'Passed' });
    expect(after.ms).toBeLessThan(SCRIPT_LIMITS.timeMs);
  }, 60_000);
});
