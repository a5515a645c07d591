// The call dashboard and call search over 10,000,000 interactions (BENCH_INTERACTIONS to change) on the PostgreSQL server
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, default the local one). The interactions of the last 365 days are generated
// by SQL (generate_series) in one workspace — five workflows, a realistic mix of results, reasons, states, carriers and
// line types, 1% test calls — their indexes built after the load, and their rollups computed from the rows by the same
// SQL the recorder keeps them with. Then each call is timed through the API (median of 5 after a warm-up):
// the dashboard for the whole year, this month and today, and call-search pages (the first page, a filtered page, a
// page by phone, a deep page). Target: 300 ms or less each; each line prints its ratio to that target.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { testApp, type TestApp } from '../apps/server/src/testing/test-app';
import { DEMO, signIn } from '../apps/server/src/testing/session';
import { rebuildRollups } from '../apps/server/src/features/interactions/rollups.repo';
import { timeCall } from './report';

const TOTAL = Number(process.env.BENCH_INTERACTIONS ?? 10_000_000);
const CHUNK = 1_000_000;
const TARGET_MS = 300;
const REPEAT = 5;
const WORKFLOWS = ['bench-wf-inbound', 'bench-wf-outbound', 'bench-wf-sms', 'bench-wf-renewals', 'bench-wf-collections'];
const STATES = ['TX', 'TX', 'TX', 'FL', 'FL', 'CA', 'CA', 'CA', 'NY', 'NY', 'AZ', 'GA', 'IL', 'NC', 'OH', 'PA', 'CO', 'WA', 'MA', 'NJ', 'MI', 'VA', 'TN', 'IN', 'MO', 'ON'];
const CARRIERS = [['Verizon Wireless', 'Mobile'], ['AT&T Mobility', 'Mobile'], ['T-Mobile USA', 'Mobile'], ['US Cellular', 'Mobile'], ['Comcast', 'FixedVOIP'],
  ['Spectrum', 'FixedVOIP'], ['Lumen', 'Landline'], ['Frontier', 'Landline'], ['Google Voice', 'NonFixedVOIP'], ['Bandwidth.com', 'NonFixedVOIP']];
const REJECTS = ['Federal DNC', 'State DNC', 'Outside calling hours', 'Velocity limit', 'Invalid number', 'Reassigned number', 'Known litigator', 'Natural disaster'];

const lit = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
const pickSql = (xs: string[], r: string) => `(${lit(xs)})[1 + floor(${r} * ${xs.length})::int]`;

/** Rows [from, to) of the year before `now`, spread evenly in time; the random draws of a row are made once (lateral). */
function generate(t: TestApp, from: number, to: number, now: Date) {
  return t.database.sql.query(`
    insert into interactions (id, org_id, workspace_id, timestamp, workflow_id, channel_type, to_phone, from_phone, pcid_from_number, original_zip,
      extern_id, phone_type, city, state, zip, timezone, data, sip_call_result, validation_result, carrier, line_type, known_litigator_check, result,
      reason, is_test, is_sip_trunk, run_time_ms, events)
    select 'bench-' || lpad(g::text, 9, '0'), $1, $2, x.ts, ${pickSql(WORKFLOWS, 'x.r1')}, case when x.r1 < 0.4 and x.r1 >= 0.2 then 'SMS' else 'Voice' end,
      x.npa || lpad((floor(x.r2 * 9000000) + 1000000)::int::text, 7, '0'), '5125550100', null, null, null, 'Mobile', null, x.state, null,
      'America/Chicago', '{}'::jsonb, null,
      case when x.carrier is null then null else jsonb_build_object('isValid', true, 'activityScore', floor(x.r3 * 100)::int, 'lineType', x.line_type,
        'carrier', x.carrier, 'isPrepaid', x.r3 < 0.1) end,
      x.carrier, x.line_type, null, x.result, x.reason, x.r4 < 0.01, false, 40 + floor(x.r4 * 300)::int,
      jsonb_build_array(jsonb_build_object('type', 'INFO', 'message', 'Start: call', 'timestamp', x.ts),
        jsonb_build_object('type', case when x.result = 'Accepted' then 'SUCCESS' else 'WARNING' end, 'message', coalesce(x.reason, 'Ignored'), 'timestamp', x.ts))
    from generate_series($3::bigint, $4::bigint - 1) g
    cross join lateral (
      select r.*, ${pickSql(STATES, 'r.r5')} as state, ${pickSql(['512', '214', '713', '305', '212', '213', '602', '404', '312', '704'], 'r.r2')} as npa,
        case when r.r6 < 0.9 then ${pickSql(CARRIERS.map((c) => c[0]!), 'r.r7')} end as carrier,
        case when r.r6 < 0.9 then ${pickSql(CARRIERS.map((c) => c[1]!), 'r.r7')} end as line_type,
        case when r.r8 < 0.70 then 'Accepted' when r.r8 < 0.98 then 'Rejected' else 'Ignored' end as result,
        case when r.r8 < 0.55 then 'Callable' when r.r8 < 0.70 then 'Existing customer' when r.r8 < 0.98 then ${pickSql(REJECTS, 'r.r3')} end as reason
      from (select $5::timestamptz - (g::float8 / $6::float8) * interval '365 days' as ts, random() + g * 0 as r1, random() as r2, random() as r3,
        random() as r4, random() as r5, random() as r6, random() as r7, random() as r8) r
    ) x`, [DEMO.orgId, DEMO.ws.sales, from, to, now.toISOString(), TOTAL]);
}

async function load(t: TestApp) {
  const q = t.database.sql.query.bind(t.database.sql);
  const now = new Date();
  // Secondary indexes are built once after the load (much faster than row by row); the definitions are the migration's.
  const { rows: indexes } = await q<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'interactions' and indexname <> 'interactions_pkey'`);
  for (const i of indexes) await q(`drop index ${i.indexname}`);
  const start = performance.now();
  for (let from = 0; from < TOTAL; from += CHUNK) {
    await generate(t, from, Math.min(TOTAL, from + CHUNK), now);
    process.stdout.write(`\r  generated ${Math.min(TOTAL, from + CHUNK).toLocaleString()} interactions (${((performance.now() - start) / 1000).toFixed(0)} s)`);
  }
  console.log('');
  let at = performance.now();
  await q(`set maintenance_work_mem = '512MB'`).catch(() => undefined);
  for (const i of indexes) await q(i.indexdef);
  console.log(`  indexes built in ${((performance.now() - at) / 1000).toFixed(0)} s`);
  at = performance.now();
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    await rebuildRollups(tx, DEMO.ws.sales);
  });
  // As autovacuum leaves a table some time after a load: statistics fresh, pages marked all-visible (index-only scans).
  await q('vacuum analyze interactions');
  await q('vacuum analyze interaction_rollups');
  await q('vacuum analyze interaction_totals');
  const { rows: [sizes] } = await q<{ rows: string; rollups: string; size: string }>(`select (select count(*) from interactions)::text as rows,
    ((select count(*) from interaction_rollups) + (select count(*) from interaction_totals))::text as rollups, pg_size_pretty(pg_total_relation_size('interactions')) as size`);
  console.log(`  rollups computed in ${((performance.now() - at) / 1000).toFixed(0)} s: ${Number(sizes!.rows).toLocaleString()} interactions (${sizes!.size}), ${Number(sizes!.rollups).toLocaleString()} rollup rows`);
}

export async function run() {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const t = await testApp({ env: { LOG_LEVEL: 'error' } });
  try {
    console.log(`loading ${TOTAL.toLocaleString()} interactions over the last 365 days (${t.database.sql.kind})`);
    await load(t);
    const owner = await signIn(t, DEMO.owner);
    const base = `/api/orgs/${DEMO.orgId}/workspaces/${DEMO.ws.sales}/aegis/dashboard`;
    const zone = 'America/Chicago';
    const now = DateTime.now().setZone(zone);
    const period = (start: DateTime, end: DateTime) => ({ earliest: start.toUTC().toISO()!, latest: end.toUTC().toISO()!, timezone: zone });
    const year = period(now.minus({ days: 365 }).startOf('day'), now.plus({ days: 1 }).startOf('day'));
    const month = period(now.startOf('month'), now.plus({ months: 1 }).startOf('month'));
    const today = period(now.startOf('day'), now.plus({ days: 1 }).startOf('day'));

    const api = async (url: string, body: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload: body });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res.json().data as { totalElements?: number; metrics?: { count: number }[] };
    };
    const time = (label: string, url: string, body: object) => timeCall({
      bench: 'dashboard', label, targetMs: TARGET_MS, repeat: REPEAT, call: () => api(url, body),
      describe: (answer) => (answer.metrics ? `${answer.metrics.reduce((n, m) => n + m.count, 0).toLocaleString()} interactions` : `${answer.totalElements?.toLocaleString()} matching`),
    });

    await time('dashboard, last 365 days by day', base, year);
    await time('dashboard, this month by day', base, month);
    await time('dashboard, today by hour', base, today);
    await time('dashboard, last 365 days, two workflows', base, { ...year, workflowId: WORKFLOWS.slice(0, 2) });
    await time('call search, first page of 25 (last 365 days)', `${base}/interactions`, year);
    await time('call search, filtered page (2 workflows, Rejected, TX/FL/CA, 100 rows)', `${base}/interactions`, { ...year, size: 100, workflowId: WORKFLOWS.slice(0, 2), results: ['Rejected'], states: 'TX,FL,CA' });
    await time('call search, reason filter "dnc", page 3 of 25', `${base}/interactions`, { ...year, reasonFilter: 'dnc', page: 3 });
    const { rows: [phone] } = await t.database.sql.query<{ to_phone: string }>(`select to_phone from interactions where id = 'bench-000500000'`);
    await time('call search by To (one phone)', `${base}/interactions`, { ...year, to: phone!.to_phone });
    await time('call search, page 200 of 25 (offset 5,000)', `${base}/interactions`, { ...year, page: 200 });
  } finally {
    // BENCH_KEEP=1 leaves the database in place for a closer look (its name is printed).
    if (process.env.BENCH_KEEP) console.log(`kept ${t.databaseUrl}`);
    else await t.close();
  }
}
