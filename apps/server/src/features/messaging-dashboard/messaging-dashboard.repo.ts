import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { messagingRollups as r } from '../messaging-leads/messaging-leads.tables';
import { iso, rowsOf, textArray, textArrayLiteral } from '../interactions/sql-helpers';

/** One line of the dashboard's aggregate. */
export interface RollupSum {
  dimension: string;
  key: string;
  /** Set on `activity` lines summed per campaign. */
  campaignId: string | null;
  /** Set on `activity` lines summed per period: the 1-based index of the period among the thresholds. */
  period: number | null;
  /** True for the lines summed per period (and, for the other dimensions, their totals per key). */
  byPeriod: boolean;
  count: number;
}

/**
 * The whole dashboard in one statement over the workspace's roll-ups whose 15-minute bucket starts in [from, to) (a
 * range scan of the primary key, workspace then bucket). The scan is one plain aggregate — activity per campaign and
 * period, the other dimensions per key — which PostgreSQL may run in parallel workers; its few thousand groups are
 * then folded by two grouping sets: activity per campaign, and every dimension per period (activity) or in total.
 */
export async function sums(db: DbOrTx, q: { workspaceId: string; from: number; to: number; campaignIds: readonly string[]; thresholds: readonly number[] }): Promise<RollupSum[]> {
  const thresholds = sql`${textArrayLiteral(q.thresholds.map(iso))}::timestamptz[]`;
  const activity = sql`${r.dimension} = 'activity'`;
  const rows = rowsOf<{ dimension: string; key: string; c: string | null; p: number | null; g: number; n: string | number }>(await db.execute(sql`
    with s as (
      select ${r.dimension} as dimension, ${r.key} as key,
        case when ${activity} then ${r.campaignId} end as c,
        case when ${activity} then width_bucket(${r.bucket}, ${thresholds}) end as p,
        sum(${r.count}) as n
      from ${r}
      where ${r.workspaceId} = ${q.workspaceId} and ${r.bucket} >= ${iso(q.from)}::timestamptz and ${r.bucket} < ${iso(q.to)}::timestamptz
        ${q.campaignIds.length > 0 ? sql`and ${r.campaignId} = any(${textArray(q.campaignIds)})` : sql``}
      group by 1, 2, 3, 4
    )
    select dimension, key, c, p, grouping(c) as g, sum(n)::bigint as n
    from s
    group by grouping sets ((dimension, key, c), (dimension, key, p))`));
  return rows
    // The per-campaign set repeats the totals of the other dimensions (their campaign is left null): read once.
    .filter((x) => x.g === 1 || x.dimension === 'activity')
    .map((x) => ({
      dimension: x.dimension, key: x.key, campaignId: x.g === 0 ? x.c : null, period: x.g === 1 && x.p !== null ? Number(x.p) : null,
      byPeriod: x.g === 1, count: Number(x.n),
    }));
}

/**
 * The Core campaign Overview's SMS activity chart: sent (outbound), delivered and failed per day in the time zone, of
 * the workspace's roll-ups (of `campaignIds` only, when given) whose bucket starts in [from, to). A 15-minute bucket
 * lies within one day in every time zone (offsets are whole quarters of an hour).
 */
export async function smsPerDay(db: DbOrTx, q: { workspaceId: string; campaignIds: readonly string[] | null; from: number; to: number; timeZone: string }) {
  if (q.campaignIds?.length === 0) return [];
  const day = sql`to_char(${r.bucket} at time zone ${q.timeZone}, 'YYYY-MM-DD')`;
  const rows = rowsOf<{ date: string; sent: string | number; delivered: string | number; failed: string | number }>(await db.execute(sql`
    select ${day} as date,
      coalesce(sum(${r.count}) filter (where ${r.key} = 'outbound'), 0)::bigint as sent,
      coalesce(sum(${r.count}) filter (where ${r.key} = 'delivered'), 0)::bigint as delivered,
      coalesce(sum(${r.count}) filter (where ${r.key} = 'failed'), 0)::bigint as failed
    from ${r}
    where ${r.workspaceId} = ${q.workspaceId} and ${r.bucket} >= ${iso(q.from)}::timestamptz and ${r.bucket} < ${iso(q.to)}::timestamptz
      and ${r.dimension} = 'activity'
      ${q.campaignIds ? sql`and ${r.campaignId} = any(${textArray(q.campaignIds)})` : sql``}
    group by 1`));
  return rows.map((x) => ({ date: x.date, sent: Number(x.sent), delivered: Number(x.delivered), failed: Number(x.failed) }));
}
