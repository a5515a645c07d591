// The Engage sending engine on the PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL, default the local one).
// 1. Throughput, in three rounds (BENCH_ROUNDS): 1,000,000 leads a round (BENCH_LEADS) of the demo's ACTIVE messaging campaign, bulk-inserted READY,
//    sent with limits off (every carrier cap of the business record blank) from a pool of 100 SHORT_CODE numbers
//    (BENCH_NUMBERS; 100 a second each, so the pool's pace is not what is measured) by the real job body
//    (`engage.send`'s run: lease, recovery, batches of `sendBatch`), run again until no lead is READY. The sandbox
//    carrier answers at once; its receipts and replies are switched off (posted at once, they would be a second
//    workload in the same process). Prints messages handed to the carrier per second (target ≥ 10,000/s, issue 15; issue 14 asked 5,000/s), median and spread, the peak RSS while sending
//    (target ≤ 512 MB), and the ratio to a limit measured in the same run: a bare INSERT … SELECT generate_series of
//    as many sms_messages-shaped rows (same text, same indexes) into a copy of the table.
// 2. Caps: 20,000 more leads (BENCH_LIMITED_LEADS), each with its carrier looked up as a list load does, sent from 20
//    10DLC numbers (BENCH_LIMITED_NUMBERS; 1 a second each) under the demo business record's realistic caps
//    (AT&T and Verizon 240 segments a minute, T-Mobile 10,000 a day) by `sendBatch` on a simulated clock: when a batch
//    claims nothing, the clock jumps to the next lead's time (at least a second on), so the minute windows pass at
//    once. Prints, per carrier, the most segments counted in any minute and day beside its cap (never above).
import { minuteCap } from '../apps/server/src/features/messaging-leads/pacing';
import * as repo from '../apps/server/src/features/messaging-leads/messaging-leads.repo';
import { CAMPAIGN, engageApp, growPool, insertLeads, LEAD_DATA, NO_LIMITS, setSending } from './engage-setup';
import { machine, median, report, spread } from './report';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 100);
const LIMITED_LEADS = Number(process.env.BENCH_LIMITED_LEADS ?? 20_000);
const LIMITED_NUMBERS = Number(process.env.BENCH_LIMITED_NUMBERS ?? 20);
/** Issue 15's target (issue 14 asked 5,000/s). */
const TARGET_PER_SECOND = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RSS_MB = 512;
const MB = 1024 * 1024;
/** A Wednesday, 10:00 in Chicago (the leads' zone): inside the campaign's hours (09:00–20:00). */
const THROUGHPUT_AT = Date.parse('2026-03-04T16:00:00Z');
/** The next day at 09:00:30 in Chicago: eleven hours of sending ahead. */
const LIMITED_AT = Date.parse('2026-03-05T15:00:30Z');

export async function run() {
  const t = await engageApp();
  const q = t.database.sql.query.bind(t.database.sql);
  try {
    const seeded = (await t.services.messagingLeads.ports.campaign(CAMPAIGN))!;
    const seededLimits = seeded.limits!;

    // The carrier's door: messages handed to it, counted.
    const sms = t.deps.sms;
    const send = sms.send.bind(sms);
    let handed = 0;
    let lastHanded = 0;
    sms.send = async (m) => {
      const r = await send(m);
      handed++;
      lastHanded = performance.now();
      return r;
    };

    // --- 1. Throughput, limits off: three rounds, each of LEADS leads of its own.
    const senders = await growPool(t, NUMBERS);
    const c = await setSending(t, 'SHORT_CODE', NO_LIMITS);
    const machineBefore = machine();
    const rates: number[] = [];
    const bareRates: number[] = [];
    const rssPeaks: number[] = [];
    const text = c.initialMessage.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (LEAD_DATA as Record<string, string>)[k] ?? '');
    const offset = THROUGHPUT_AT - Date.now();
    t.deps.now = () => new Date(Date.now() + offset);
    for (let round = 0; round < ROUNDS; round++) {
      const loadStart = performance.now();
      await insertLeads(t, round * LEADS, LEADS);
      console.log(`round ${round + 1}: ${LEADS.toLocaleString()} leads inserted in ${((performance.now() - loadStart) / 1000).toFixed(1)} s; ${senders.length} SHORT_CODE numbers; ${t.database.sql.kind}`);

      // The limit: the same number of sms_messages-shaped rows inserted by one statement into a copy of the table.
      await q('create table bench_bare_sms (like sms_messages including all)');
      const bareStart = performance.now();
      await q(`insert into bench_bare_sms (id, workspace_id, campaign_id, lead_id, direction, author, kind, body, from_number, to_number, status, provider_message_id, segments, carrier, created, updated)
        select gen_random_uuid()::text, $1, $2, gen_random_uuid()::text, 'OUT', 'CAMPAIGN', 'INITIAL', $3, '9722' || lpad((g % 100)::text, 6, '0'), (2142000000 + g)::text,
          'SENT', 'SM' || md5(g::text), 1, 'verizon', now(), now()
        from generate_series(0, $4::int - 1) g`, [c.workspaceId, CAMPAIGN, text, LEADS]);
      bareRates.push(LEADS / ((performance.now() - bareStart) / 1000));
      await q('drop table bench_bare_sms');

      const handedBefore = handed;
      let peakRss = process.memoryUsage().rss;
      const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 100);
      const progress = setInterval(() => process.stdout.write(`\r  ${(handed - handedBefore).toLocaleString()} handed to the carrier`), 2000);
      const start = performance.now();
      lastHanded = 0;
      let runs = 0;
      try {
        // Until no READY lead is due (the demo's own leads of this campaign wait for later hours of the real clock).
        for (;;) {
          const due = await repo.nextDue(t.deps.db, CAMPAIGN, c.activeListIds);
          if (!due || due.getTime() > t.deps.now().getTime()) break;
          await t.services.messagingLeads.jobs.run(CAMPAIGN);
          runs++;
        }
      } finally {
        clearInterval(sampler);
        clearInterval(progress);
      }
      const seconds = ((lastHanded || performance.now()) - start) / 1000;
      rssPeaks.push(Math.max(peakRss, process.memoryUsage().rss) / MB);
      rates.push((handed - handedBefore) / seconds);
      console.log(`\n  ${(handed - handedBefore).toLocaleString()} messages handed to the carrier in ${seconds.toFixed(1)} s = ${rates.at(-1)!.toFixed(0)}/s (${runs} job runs); `
        + `bare insert ${bareRates.at(-1)!.toFixed(0)} rows/s; peak RSS ${rssPeaks.at(-1)!.toFixed(0)} MB`);
    }
    const { rows: outcome } = await q<{ status: string; n: string }>(`select status, count(*)::text as n from messaging_leads where campaign_id = $1 group by status order by status`, [CAMPAIGN]);
    console.log(`machine before: ${machineBefore}; after: ${machine()}; ${ROUNDS} rounds of ${LEADS.toLocaleString()} leads`);
    console.log(`leads by status: ${outcome.map((o) => `${o.status} ${Number(o.n).toLocaleString()}`).join(', ')}`);
    console.log(`sending, limits off: ${spread(rates)} messages/s handed to the carrier (target ≥ ${TARGET_PER_SECOND.toLocaleString()}/s; issue 14 asked ≥ 5,000/s)`);
    console.log(`bare insert of as many sms_messages-shaped rows (the limit): ${spread(bareRates)} rows/s; ratio to limit ${spread(rates.map((r, i) => r / bareRates[i]!), 3)}`);
    console.log(`peak RSS while sending: ${spread(rssPeaks)} MB (target ≤ ${TARGET_RSS_MB} MB); process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    report({ bench: 'engage-send', figure: `${LEADS.toLocaleString('en-US')} leads, limits off`, value: Math.round(median(rates)), unit: 'messages/s', target: TARGET_PER_SECOND, higherIsBetter: true });
    report({ bench: 'engage-send', figure: 'peak RSS while sending', value: Math.round(median(rssPeaks)), unit: 'MB', target: TARGET_RSS_MB, higherIsBetter: false });

    // --- 2. Realistic carrier caps on a simulated clock.
    // A server would have vacuumed the million sent leads' old row versions long before; the bench compresses hours
    // into minutes, so it vacuums itself (else every read of the waiting leads steps over their dead index entries).
    await q('vacuum analyze messaging_leads');
    await growPool(t, NUMBERS + LIMITED_NUMBERS);
    await q(`update pool_numbers set status = 'DELETED' where campaign_id = (select sender_source_id from messaging_campaigns where id = $1)
      and number in (select number from pool_numbers where campaign_id = (select sender_source_id from messaging_campaigns where id = $1) and status <> 'DELETED' order by number limit $2)`, [CAMPAIGN, NUMBERS]);
    const limited = await setSending(t, 'LONG_CODE', seededLimits);
    await insertLeads(t, ROUNDS * LEADS, LIMITED_LEADS, { carriers: true });
    let clock = LIMITED_AT;
    t.deps.now = () => new Date(clock);
    const engine = t.services.messagingLeads.engine;
    const limitedStart = performance.now();
    const before = handed;
    let batches = 0;
    while (clock < LIMITED_AT + 11 * 3_600_000) {
      const { claimed } = await engine.sendBatch(CAMPAIGN);
      batches++;
      if (claimed) continue;
      const due = await repo.nextDue(t.deps.db, CAMPAIGN, limited.activeListIds);
      if (!due) break;
      clock = Math.max(clock + 1000, due.getTime());
      if (batches % 200 === 0) process.stdout.write(`\r  ${(handed - before).toLocaleString()} sent, simulated ${((clock - LIMITED_AT) / 60_000).toFixed(1)} min`);
    }
    console.log('');
    const { rows: [left] } = await q<{ n: string }>(`select count(*)::text as n from messaging_leads where campaign_id = $1 and status = 'READY'`, [CAMPAIGN]);
    console.log(`capped run: ${(handed - before).toLocaleString()} of ${LIMITED_LEADS.toLocaleString()} sent from ${limited.senders.filter((s) => s.usable).length} LONG_CODE numbers over ${((clock - LIMITED_AT) / 60_000).toFixed(1)} simulated minutes `
      + `(${((performance.now() - limitedStart) / 1000).toFixed(1)} s, ${batches} batches), ${Number(left!.n).toLocaleString()} still READY`);
    // Segments counted per carrier (the lead's, as the caps count them) and UTC minute and day, from the messages stored.
    const { rows: peaks } = await q<{ carrier: string; minute: string; day: string; total: string }>(`
      with per_minute as (
        select coalesce(l.normalized_carrier, 'other') as carrier, date_trunc('minute', m.created) as minute, sum(m.segments) as n
        from sms_messages m join messaging_leads l on l.id = m.lead_id
        where m.campaign_id = $1 and m.kind = 'INITIAL' and m.created >= $2 group by 1, 2)
      select carrier, max(n)::text as minute, sum(n)::text as total,
        (select max(d) from (select sum(p2.n) as d from per_minute p2 where p2.carrier = p.carrier group by date_trunc('day', p2.minute at time zone 'UTC')) y)::text as day
      from per_minute p group by carrier order by carrier`, [CAMPAIGN, new Date(LIMITED_AT).toISOString()]);
    let overCap = 0;
    for (const p of peaks) {
      const limit = limited.limits?.[p.carrier as keyof typeof limited.limits];
      const cap = limit ? minuteCap(limit, 'LONG_CODE') : null;
      const perDay = limit?.perDay ?? null;
      const over = (cap !== null && Number(p.minute) > cap) || (perDay !== null && Number(p.day) > perDay);
      console.log(`  ${p.carrier}: most in any minute ${p.minute} segments (cap ${cap ?? 'none'} a minute), most in a day ${p.day} (cap ${perDay ?? 'none'} a day), ${p.total} in all${over ? '  ← OVER THE CAP' : ''}`);
      if (over) overCap++;
    }
    report({ bench: 'engage-send', figure: 'carriers over their cap, capped run', value: overCap, unit: '', target: 0, higherIsBetter: false });
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${t.databaseUrl}`);
    else await t.close();
  }
}
