// What the Engage benchmarks share: an app on the PostgreSQL server with the demo, the demo's ACTIVE messaging
// campaign (Appointment reminders, sent through the Appointment Alerts SMS Core campaign) with its pool provisioned as
// the pools job does and grown to the numbers a run needs, and leads bulk-inserted by SQL (generate_series) as a list
// load would have left them.
import { testApp, type TestApp } from '../apps/server/src/testing/test-app';
import { DEMO_MESSAGING_CAMPAIGNS } from '../apps/server/src/db/seed/14-messaging-campaigns';
import { DEMO_CAMPAIGNS } from '../apps/server/src/db/seed/07-campaigns';

export const CAMPAIGN = DEMO_MESSAGING_CAMPAIGNS.appointmentReminders;
export const CORE_CAMPAIGN = DEMO_CAMPAIGNS.appointmentAlerts;
export const LEAD_ZONE = 'America/Chicago';
/** What the campaign's tokens are filled with ({{FirstName}}, {{Technician}}, {{AppointmentDate}}). */
export const LEAD_DATA = { FirstName: 'Ana', Technician: 'Sam', AppointmentDate: 'Thursday at 10 am' };

/**
 * The app, the sandbox carrier's events switched off: with no receiver it builds, signs and posts none (at latency 0
 * it would post two or three receipts per message at once, and replies: a second workload in the same process).
 */
export async function engageApp(): Promise<TestApp> {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const t = await testApp({ env: { LOG_LEVEL: 'error' } });
  t.deps.sms.deliverTo(null as unknown as Parameters<typeof t.deps.sms.deliverTo>[0]);
  await t.services.pools.jobs.run('provision', { campaignId: CORE_CAMPAIGN });
  // The demo's own leads of the campaign that wait for later hours would be due in the middle of a simulated clock.
  await t.database.sql.query(`delete from messaging_leads where campaign_id = $1 and status = 'READY'`, [CAMPAIGN]);
  return t;
}

/**
 * The pool grown to `count` numbers (copies of its first number, 10DLC-assigned as it is, numbered 972 2xx xxxx);
 * answers the usable senders.
 */
export async function growPool(t: TestApp, count: number): Promise<string[]> {
  const q = t.database.sql.query.bind(t.database.sql);
  const { rows: cols } = await q<{ name: string }>(`select column_name as name from information_schema.columns
    where table_name = 'pool_numbers' and table_schema = current_schema() order by ordinal_position`);
  const { rows: [have] } = await q<{ live: string; total: string }>(`select count(*) filter (where status <> 'DELETED')::text as live, count(*)::text as total
    from pool_numbers where campaign_id = $1`, [CORE_CAMPAIGN]);
  const more = count - Number(have!.live);
  if (more > 0) {
    const list = cols.map((c) => `"${c.name}"`).join(', ');
    const values = cols.map((c) => (c.name === 'id' ? `gen_random_uuid()::text` : c.name === 'number' ? `'9722' || lpad((g + $3::int)::text, 6, '0')` : `p."${c.name}"`)).join(', ');
    await q(`insert into pool_numbers (${list})
      select ${values} from (select * from pool_numbers where campaign_id = $1 and status <> 'DELETED' order by number limit 1) p
      cross join generate_series(1, $2::int) g`, [CORE_CAMPAIGN, more, Number(have!.total)]);
  }
  const c = await t.services.messagingLeads.ports.campaign(CAMPAIGN);
  return (c?.senders ?? []).filter((s) => s.usable).map((s) => s.number);
}

/** The campaign's sender type (its numbers' pace) and whether its business record's carrier caps apply (null: none). */
export async function setSending(t: TestApp, senderType: 'LONG_CODE' | 'TOLL_FREE' | 'SHORT_CODE', limits: object | null) {
  const q = t.database.sql.query.bind(t.database.sql);
  await q(`update messaging_campaigns set sender_source_type = $2 where id = $1`, [CAMPAIGN, senderType]);
  const c = (await t.services.messagingLeads.ports.campaign(CAMPAIGN))!;
  if (limits) await q(`update business_records set sms_rate_limits = $2::jsonb where id = $1`, [c.businessRecordId, JSON.stringify(limits)]);
  return (await t.services.messagingLeads.ports.campaign(CAMPAIGN))!;
}

/** Limits off: every carrier's caps blank. */
export const NO_LIMITS = Object.fromEntries(['att', 'verizon', 'tmobile', 'other'].map((k) => [k, { perMinute: null, perDay: null, shortCodePerMinute: null }]));

/** The phone of lead `i` of a run: 214 2xx xxxx onwards, offset so two runs of one app never share numbers. */
export const leadPhone = (i: number) => String(2142000000 + i);

/**
 * Inserts leads `from`..`from + count - 1` READY (single leads, no list) in 100,000-row statements; with `carriers`,
 * each lead's carrier is looked up as a list load does (the caps count by it).
 */
export async function insertLeads(t: TestApp, from: number, count: number, opts: { carriers?: boolean; status?: string; senders?: string[] } = {}) {
  const q = t.database.sql.query.bind(t.database.sql);
  const { workspaceId } = (await t.services.messagingLeads.ports.campaign(CAMPAIGN))!;
  const senders = opts.senders ?? [];
  for (let start = from; start < from + count; start += 100_000) {
    const n = Math.min(100_000, from + count - start);
    await q(`insert into messaging_leads (id, workspace_id, campaign_id, list_id, phone, status, zones, lead_data, sender_number, sent)
      select gen_random_uuid()::text, $1, $2, null, (2142000000 + g)::text, $5, array[$6], $7::jsonb,
        case when cardinality($8::text[]) > 0 then ($8::text[])[1 + g % cardinality($8::text[])] end,
        case when $5 = 'SENT' then now() end
      from generate_series($3::int, $3::int + $4::int - 1) g`,
    [workspaceId, CAMPAIGN, start, n, opts.status ?? 'READY', LEAD_ZONE, JSON.stringify(LEAD_DATA), senders]);
    if (opts.carriers) {
      const phones = Array.from({ length: n }, (_, i) => leadPhone(start + i));
      const carriers = await t.deps.sms.carriers(phones);
      await q(`update messaging_leads l set normalized_carrier = v.c from unnest($2::text[], $3::text[]) v(p, c)
        where l.campaign_id = $1 and l.phone = v.p and l.status not in ('INVALID', 'DUPLICATE')`, [CAMPAIGN, phones, phones.map((p) => carriers.get(p) ?? 'other')]);
    }
  }
  await q('analyze messaging_leads');
}
