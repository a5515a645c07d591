// Authenticated request throughput: a dialer calling the public API with a workspace API key
// (key hash look-up, workspace check, throttled last-activity write) against a bare Fastify route on the same machine.
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { testApp } from '../apps/server/src/testing/test-app';
import { DEMO } from '../apps/server/src/testing/session';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function run() {
  const bare = Fastify();
  bare.get('/hello', async () => ({ data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddr = bare.server.address() as { port: number };

  const t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  const owner = { kind: 'user' as const, userId: '00000000-0000-4000-8000-0000000000a2', orgId: DEMO.orgId, userType: 'Owner' as const, email: DEMO.owner };
  const { key } = await t.services.apiKeys.create(await t.services.workspaces.scope(owner, DEMO.orgId, DEMO.ws.sales), 'bench');

  const limit = await load(`http://127.0.0.1:${bareAddr.port}/hello`);
  const authed = await load(`http://127.0.0.1:${addr.port}/api/v1/me`, { 'x-api-key': key });
  await bare.close();
  await t.close();

  console.log(`bare Fastify route (the limit): ${limit.rps.toFixed(0)} req/s, p99 ${limit.p99} ms`);
  console.log(`API-key authenticated GET /api/v1/me: ${authed.rps.toFixed(0)} req/s, p99 ${authed.p99} ms, errors ${authed.errors}`);
  console.log(`ratio to limit: ${(authed.rps / limit.rps).toFixed(3)}`);
}
