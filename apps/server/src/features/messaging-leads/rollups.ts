import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { GRAIN_MS } from '../../platform/rollup-ranges';

/** What the dashboard counts (spec 3 "Messaging dashboard data"); `carrier.<status>` are keyed by carrier. */
export const ROLLUP_DIMENSIONS = ['activity', 'carrier.sent', 'carrier.delivered', 'carrier.failed', 'status', 'disposition', 'action', 'sentiment', 'conversation'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

export interface RollupRow { workspaceId: string; campaignId: string; bucket: Date; dimension: RollupDimension; key: string; count: number }

/**
 * The roll-up tables by grain (15 minutes, hour, UTC day; buckets at multiples of GRAIN_MS from the epoch). The hourly
 * one keeps the activity dimension only (the chart's counts).
 */
export const ROLLUP_TABLES = { Q: 'messaging_rollups', H: 'messaging_rollups_hourly', D: 'messaging_rollups_daily' } as const;
export type MessagingGrain = keyof typeof ROLLUP_TABLES;
export const MESSAGING_GRAINS = Object.keys(ROLLUP_TABLES) as MessagingGrain[];

/** Counts summed per key of one grain, in key order: two writers lock the same rows in the same order (never a deadlock). */
function merged(rows: readonly RollupRow[], ms: number) {
  const by = new Map<string, { w: string; c: string; b: number; d: string; k: string; n: number }>();
  for (const r of rows) {
    const b = Math.floor(r.bucket.getTime() / ms) * ms;
    const id = `${r.workspaceId}|${b}|${r.campaignId}|${r.dimension}|${r.key}`;
    const m = by.get(id);
    if (m) m.n += r.count;
    else by.set(id, { w: r.workspaceId, c: r.campaignId, b, d: r.dimension, k: r.key, n: r.count });
  }
  return [...by].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

function upsert(table: string, rows: ReturnType<typeof merged>) {
  return sql`insert into ${sql.identifier(table)} (workspace_id, bucket, campaign_id, dimension, key, count)
    select * from unnest(${sql.param(rows.map((r) => r.w))}::text[], ${sql.param(rows.map((r) => new Date(r.b).toISOString()))}::timestamptz[],
      ${sql.param(rows.map((r) => r.c))}::text[], ${sql.param(rows.map((r) => r.d))}::text[], ${sql.param(rows.map((r) => r.k))}::text[], ${sql.param(rows.map((r) => r.n))}::int[])
    on conflict (workspace_id, bucket, campaign_id, dimension, key) do update set count = ${sql.identifier(table)}.count + excluded.count`;
}

/** The dimensions each grain keeps. */
export const GRAIN_DIMENSIONS: Record<MessagingGrain, readonly RollupDimension[]> = { Q: ROLLUP_DIMENSIONS, H: ['activity'], D: ROLLUP_DIMENSIONS };

/**
 * Adds counts to the dashboard's roll-ups, every grain in one statement (the 15-minute bucket the count's time falls
 * in, its hour and its day), so the grains always agree.
 */
export async function addRollups(db: DbOrTx, rows: readonly RollupRow[]): Promise<void> {
  if (!rows.length) return;
  const activity = rows.filter((r) => r.dimension === 'activity');
  const quarter = upsert(ROLLUP_TABLES.Q, merged(rows, GRAIN_MS.Q));
  const day = upsert(ROLLUP_TABLES.D, merged(rows, GRAIN_MS.D));
  await db.execute(activity.length ? sql`with q as (${quarter}), h as (${upsert(ROLLUP_TABLES.H, merged(activity, GRAIN_MS.H))}) ${day}` : sql`with q as (${quarter}) ${day}`);
}
