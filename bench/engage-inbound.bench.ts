// Inbound SMS replies through the public API on the PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// the local one): 50 connections POST /api/v1/engage/provider-events, each post one reply signed as the carrier signs
// them (HMAC-SHA256 of `timestamp.body` with the app's provider key), from 100,000 leads (BENCH_INBOUND_LEADS) of the
// demo's ACTIVE messaging campaign that were texted and delivered (bulk-inserted with their initial messages), each lead
// replying once: 20% STOP words, 10% HELP, 30% questions, 40% free text (yes, thanks, "please don't text me", angry).
// Every reply is stored and counted, opt-outs recorded and answered, HELP answered, a first reply starts the
// conversation and gets the engaged response — the sandbox carrier takes the automatic replies at once; its receipts are
// switched off. A post is answered once its replies are stored (what the carrier waits for); the bench then waits for
// the automatic replies and announcements that follow and fails if any was left QUEUED. The load comes from a worker
// thread (autocannon) for BENCH_SECONDS (10) after a warm-up, in three rounds on leads of their own, each the bare route
// then the replies. Prints the median and spread of replies handled per second, p50 and p99 (target ≥ 2,000/s at
// p99 ≤ 50 ms), and the ratio to a bare Fastify route taking the same posts (body read as text, nothing checked)
// measured the same way in the same run, with the machine's load before and after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { providerEventsRoute } from '@trueline/contract';
import { SMS_EVENT_HEADERS } from '../apps/server/src/providers/sms/sms';
import { CAMPAIGN, engageApp, growPool, insertLeads, leadPhone } from './engage-setup';
import { machine, reportRounds } from './report';
import { requestsFile } from './request-file';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEADS = Number(process.env.BENCH_INBOUND_LEADS ?? 100_000);
const WARM = Math.min(2_000, Math.floor(LEADS / 10));
const CONNECTIONS = 50;
const NUMBERS = 20;
const TARGET_PER_SECOND = 2_000;
const TARGET_P99_MS = 50;
const RUNS = 3;

const REPLIES = [
  'STOP', 'stop', 'UNSUBSCRIBE',
  'HELP',
  'What time are you open?', 'How much does it cost?', 'Can someone call me tomorrow?',
  'Yes', 'Thanks', "please don't text me anymore", 'Who is this?? Quit wasting my time',
];
/** The share of each reply above, in tenths: STOP 2, HELP 1, questions 3, free text 4. */
const replyOf = (i: number) => {
  const k = i % 10;
  return k < 2 ? REPLIES[i % 3]! : k < 3 ? REPLIES[3]! : k < 6 ? REPLIES[4 + (i % 3)]! : REPLIES[7 + (i % 4)]!;
};

async function load(url: string, setupRequest: string, opts: { duration?: number; amount?: number; connections?: number } = {}) {
  const result = await autocannon({
    url, connections: opts.connections ?? CONNECTIONS, workers: 1, ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? SECONDS }),
    requests: [{ method: 'POST', path: providerEventsRoute.path, setupRequest } as unknown as autocannon.Request],
  });
  return {
    total: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max,
    errors: result.errors + result.non2xx + result.timeouts, detail: `${result.non2xx} non-2xx, ${result.timeouts} time-outs, ${result.errors} socket errors`,
  };
}

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trueline-bench-inbound-'));
  const bare = Fastify();
  bare.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  bare.post(providerEventsRoute.path, async () => ({ data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const t = await engageApp();
  const q = t.database.sql.query.bind(t.database.sql);
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const senders = await growPool(t, NUMBERS);
    await insertLeads(t, 0, LEADS, { status: 'DELIVERED', senders, carriers: true });
    // Their initial messages, delivered.
    const c = (await t.services.messagingLeads.ports.campaign(CAMPAIGN))!;
    await q(`insert into sms_messages (id, workspace_id, campaign_id, lead_id, direction, author, kind, body, from_number, to_number, status, provider_message_id, segments, carrier, created, updated)
      select gen_random_uuid()::text, workspace_id, campaign_id, id, 'OUT', 'CAMPAIGN', 'INITIAL', $2, sender_number, phone, 'DELIVERED', 'SM' || md5(id), 1,
        normalized_carrier, now() - interval '10 minutes', now() - interval '9 minutes'
      from messaging_leads where campaign_id = $1 and phone between $3 and $4`, [CAMPAIGN, c.initialMessage, leadPhone(0), leadPhone(LEADS - 1)]);
    await q('analyze sms_messages');
    const { rows: [lead] } = await q<{ phone: string; sender: string }>(`select phone, sender_number as sender from messaging_leads where campaign_id = $1 limit 1`, [CAMPAIGN]);
    if (!lead?.sender) throw new Error('the bench leads have no sending number');

    // The carrier's posts: one reply each, signed with the app's provider key (as the sandbox carrier signs them).
    const key = crypto.createHmac('sha256', t.deps.secretKey).update('sms-provider-events').digest('hex');
    const timestamp = String(Math.floor(t.deps.now().getTime() / 1000));
    const at = t.deps.now().toISOString();
    const posts = Array.from({ length: LEADS }, (_, i) => {
      const from = leadPhone(i);
      const body = JSON.stringify({ events: [{ kind: 'inbound', eventId: `MObench${i}`, providerMessageId: `MObench${i}`, from, to: senders[i % senders.length], text: replyOf(i), at, carrier: 'verizon' }] });
      const signature = crypto.createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
      return { body, headers: { 'content-type': 'application/json', [SMS_EVENT_HEADERS.timestamp]: timestamp, [SMS_EVENT_HEADERS.signature]: signature } };
    });
    const warm = requestsFile(dir, 'warm', posts.slice(0, WARM));
    // Each round on leads of its own (each lead replies once).
    const per = Math.floor((posts.length - WARM) / RUNS);
    const rounds = Array.from({ length: RUNS }, (_, r) => requestsFile(dir, `round${r}`, posts.slice(WARM + r * per, WARM + (r + 1) * per)));

    const before = machine();
    // One warm-up round on leads of their own: code paths compiled, caches filled, as on a server that has been running.
    const warmed = await load(base, warm, { amount: WARM, connections: 10 });
    if (warmed.errors) throw new Error(`the warm-up had errors: ${warmed.detail}`);
    const limits: Awaited<ReturnType<typeof load>>[] = [];
    const runs: Awaited<ReturnType<typeof load>>[] = [];
    for (const round of rounds) {
      limits.push(await load(bareUrl, round));
      const handled = await load(base, round);
      if (handled.total > per) throw new Error(`a round posted ${handled.total.toLocaleString()} replies for ${per.toLocaleString()} leads: raise BENCH_INBOUND_LEADS`);
      runs.push(handled);
      // The posts autocannon left in flight when it stopped are still being handled: wait for the replies stored to settle.
      for (let last = -1; ;) {
        const { rows: [n] } = await q<{ n: string }>(`select count(*)::text as n from sms_messages where campaign_id = $1 and direction = 'IN'`, [CAMPAIGN]);
        if (Number(n!.n) === last) break;
        last = Number(n!.n);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await t.services.messagingLeads.inbound.settled();
    }
    // A post is answered once its replies are stored; their automatic replies and announcements follow. All of them
    // must be handed to the carrier: none left QUEUED once the finishing work has settled.
    await t.services.messagingLeads.inbound.settled();
    const { rows: [queued] } = await q<{ n: string }>(`select count(*)::text as n from sms_messages where campaign_id = $1 and direction = 'OUT' and kind <> 'INITIAL' and status = 'QUEUED'`, [CAMPAIGN]);
    if (Number(queued!.n)) throw new Error(`${queued!.n} automatic replies were left QUEUED`);
    const { rows: stored } = await q<{ kind: string; n: string }>(`select kind, count(*)::text as n from sms_messages where campaign_id = $1 and created > now() - interval '1 hour' and kind <> 'INITIAL' group by kind order by kind`, [CAMPAIGN]);
    const { rows: leads } = await q<{ status: string; n: string }>(`select status, count(*)::text as n from messaging_leads where campaign_id = $1 group by status order by status`, [CAMPAIGN]);

    reportRounds({
      bench: 'engage-inbound', label: `inbound replies (${CONNECTIONS} connections, ${t.database.sql.kind})`, before, seconds: SECONDS, limits, runs,
      target: { perSecond: TARGET_PER_SECOND, p99Ms: TARGET_P99_MS },
    });
    console.log('automatic replies: every one handed to the carrier (none left QUEUED)');
    console.log(`messages stored: ${stored.map((s) => `${s.kind} ${Number(s.n).toLocaleString()}`).join(', ')}; leads: ${leads.map((l) => `${l.status} ${Number(l.n).toLocaleString()}`).join(', ')}`);
  } finally {
    await bare.close();
    if (process.env.BENCH_KEEP) console.log(`kept ${t.databaseUrl}`);
    else await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
