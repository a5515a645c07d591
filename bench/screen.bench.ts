// Real-time call screening through the public API on the PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default the local one): 50 connections POST /api/v1/aegis/screen with a workspace API key, for callees across area
// codes and time zones, against the realistic 12-node workflow of bench/screening-workflow.ts (an internal DNC record
// set, federal and state DNC, state calling hours, time of day, velocity, a decision) — the key checked, the published
// workflow read, the record set and velocity looked up in the database, every interaction recorded with its rollups.
// The sandbox providers answer at once (no simulated network latency), so the figure is Trueline's own path. The load
// comes from a worker thread. Three rounds, each the bare Fastify route (the limit) then the screening, measured the same
// way: prints the median and spread of decisions per second, p50 and p99, the ratio to the bare route, the slowest answer
// and the kinds of errors. Target: at least 4,000 decisions per second at a p99 of 20 ms or less with no error, at 0.15
// or more of the bare route. The callees come from a worker-side module handing out one request after another
// (bench/request-file.ts: given as a long array they once cost ~18 time-outs and socket errors a run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { testApp } from '../apps/server/src/testing/test-app';
import { DEMO, call, signIn } from '../apps/server/src/testing/session';
import { DEMO_COMPLIANCE } from '../apps/server/src/db/seed/04-compliance';
import { DEMO_RECORD_SETS } from '../apps/server/src/db/seed/11-record-sets';
import { benchPhone, screeningGraph } from './screening-workflow';
import { machine, reportRounds } from './report';
import { requestsFile } from './request-file';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** Callees per round: more than a round screens, so each is screened once. */
const CALLEES = 50_000;
const RUNS = 3;
const TARGET_PER_SECOND = 4_000;
const TARGET_P99_MS = 20;
const TARGET_RATIO = 0.15;

async function load(url: string, opts: { headers?: Record<string, string>; requests?: autocannon.Request[] } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1, headers: opts.headers, requests: opts.requests });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, errors: result.errors + result.non2xx + result.timeouts, detail: `${result.non2xx} non-2xx, ${result.timeouts} time-outs, ${result.errors} socket errors` };
}

export async function run() {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const bare = Fastify();
  bare.post('/screen', async () => ({ data: { interactionId: 'x', result: 'Accepted', reason: 'Callable', sipResponseCode: null, pcidFromNumber: null, data: {} } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/screen`;

  const t = await testApp({ env: { LOG_LEVEL: 'error' } });
  // A Wednesday afternoon on the East Coast, the clock running: every callee is inside its calling hours.
  const offset = Date.parse('2026-03-04T19:30:00Z') - Date.now();
  t.deps.now = () => new Date(Date.now() + offset);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const owner = await signIn(t, DEMO.owner);
  const ws = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}`;
  const key = (await call(t, 'POST', `${ws}/apiKeys?name=bench`, owner)).json().data.key as string;
  const created = (await call(t, 'POST', `${ws}/aegis/workflows?type=RealTime`, owner)).json().data as { id: string };
  const flow = screeningGraph({ internalDncSetId: DEMO_RECORD_SETS.internalDnc, ftcSanId: DEMO_COMPLIANCE.ftcSanFull });
  const saved = await call(t, 'PUT', `${ws}/aegis/workflows/${created.id}`, owner, { name: 'Bench screening', status: 'Active', flow });
  if (saved.statusCode !== 200) throw new Error(`saving the bench workflow answered ${saved.statusCode}: ${saved.body}`);
  const published = await call(t, 'POST', `${ws}/aegis/workflows/${created.id}/publish`, owner);
  if (published.statusCode !== 200) throw new Error(`publishing the bench workflow answered ${published.statusCode}: ${published.body}`);

  const headers = { 'content-type': 'application/json', 'x-api-key': key };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-bench-screen-'));
  // Each round screens callees of its own (the warm-up too), so no round meets the velocity counts of another.
  const round = (r: number) => {
    const file = requestsFile(dir, `round${r}`, Array.from({ length: CALLEES }, (_, k) => {
      const i = r * CALLEES + k;
      return { body: JSON.stringify({ workflowId: created.id, to: benchPhone(i), from: '2125550100', data: { leadSource: i % 3 === 0 ? 'web' : 'partner' } }) };
    }));
    return [{ method: 'POST', path: '/api/v1/aegis/screen', headers, setupRequest: file } as unknown as autocannon.Request];
  };
  const before = machine();
  // One warm-up round: code paths compiled, caches filled, as on a server that has been running.
  await autocannon({ url: base, connections: 10, amount: 2_000, workers: 1, requests: round(RUNS) });
  const limits: Awaited<ReturnType<typeof load>>[] = [];
  const runs: Awaited<ReturnType<typeof load>>[] = [];
  for (let r = 0; r < RUNS; r++) {
    limits.push(await load(bareUrl, { headers: { 'content-type': 'application/json' }, requests: [{ method: 'POST', body: '{}' }] }));
    runs.push(await load(base, { requests: round(r) }));
  }
  await t.services.interactions.recorder.flush();
  const recorded = (await t.database.sql.query<{ n: string; result: string }>(
    'select result, count(*)::text as n from interactions where workspace_id = $1 and workflow_id = $2 group by result', [DEMO.ws.sales, created.id])).rows;
  await bare.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });

  reportRounds({
    bench: 'screen', label: `screening decisions (${CONNECTIONS} connections, ${t.database.sql.kind})`, before, seconds: SECONDS, limits, runs,
    target: { perSecond: TARGET_PER_SECOND, p99Ms: TARGET_P99_MS, ratio: TARGET_RATIO },
  });
  console.log(`interactions recorded: ${recorded.map((r) => `${r.result} ${r.n}`).join(', ')}`);
}
