// Authenticated request throughput: a dialer calling the public API with a workspace API key
// (key hash look-up, workspace check, throttled last-activity write) against a bare Fastify route on the same machine,
// on the PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL, default the local one), three rounds.
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { testApp } from '../apps/server/src/testing/test-app';
import { DEMO } from '../apps/server/src/testing/session';
import { machine, median, report, spread } from './report';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function run() {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const bare = Fastify();
  bare.get('/hello', async () => ({ data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddr = bare.server.address() as { port: number };

  const t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  const owner = { kind: 'user' as const, userId: '00000000-0000-4000-8000-0000000000a2', orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
  const { key } = await t.services.apiKeys.create(await t.services.workspaces.scope(owner, DEMO.orgId, DEMO.ws.sales), 'bench');

  const before = machine();
  const limits: number[] = [];
  const rates: number[] = [];
  const p99s: number[] = [];
  let errors = 0;
  // Three rounds, each the bare route then the authenticated one.
  for (let round = 0; round < 3; round++) {
    limits.push((await load(`http://127.0.0.1:${bareAddr.port}/hello`)).rps);
    const authed = await load(`http://127.0.0.1:${addr.port}/api/v1/me`, { 'x-api-key': key });
    rates.push(authed.rps);
    p99s.push(authed.p99);
    errors += authed.errors;
  }
  await bare.close();
  await t.close();

  console.log(`machine before: ${before}; after: ${machine()}; 3 rounds of ${DURATION_S} s`);
  console.log(`bare Fastify route (the limit): ${spread(limits)} req/s`);
  console.log(`API-key authenticated GET /api/v1/me: ${spread(rates)} req/s, p99 ${spread(p99s)} ms, errors ${errors}`);
  const ratios = rates.map((r, i) => r / limits[i]!);
  console.log(`ratio to limit: ${spread(ratios, 3)}`);
  report({ bench: 'authenticated-request', figure: 'rate', value: Math.round(median(rates)), unit: '/s', target: null, higherIsBetter: true });
  report({ bench: 'authenticated-request', figure: 'errors, all rounds', value: errors, unit: '', target: 0, higherIsBetter: false });
  report({ bench: 'authenticated-request', figure: 'ratio to bare route', value: Number(median(ratios).toFixed(3)), unit: '', target: null, higherIsBetter: true });
}
