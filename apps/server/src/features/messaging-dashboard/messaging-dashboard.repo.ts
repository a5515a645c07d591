import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { GRAIN_DIMENSIONS, MESSAGING_GRAINS, ROLLUP_DIMENSIONS, ROLLUP_TABLES, type MessagingGrain, type RollupDimension } from '../messaging-leads/rollups';
import { grainsAlignedTo, planRange } from '../../platform/rollup-ranges';
import { iso, rowsOf, textArray, textArrayLiteral } from '../interactions/sql-helpers';

/** One line of the dashboard's totals: activity per campaign, every other dimension per key. */
export interface RollupTotal { dimension: string; key: string; campaignId: string | null; count: number }
/** Activity counts per period: `period` is the 1-based index of the period among the thresholds. */
export interface RollupPeriodCount { key: string; period: number; count: number }

interface RollupScope { workspaceId: string; from: number; to: number; campaignIds: readonly string[] | null }

/**
 * The roll-up rows of the workspace (of `campaignIds` only, when given) whose 15-minute buckets start in [from, to),
 * as one union of range scans (each table is keyed workspace, bucket): whole days, hours and quarters from their own
 * tables (`planRange`), of the grains that keep every one of `dimensions`.
 */
function rollupRows(q: RollupScope, aligned: readonly MessagingGrain[], dimensions: readonly RollupDimension[]) {
  const grains = aligned.filter((g) => dimensions.every((d) => GRAIN_DIMENSIONS[g].includes(d)));
  const all = dimensions.length === ROLLUP_DIMENSIONS.length;
  const plan = planRange(q.from, q.to, grains);
  const pieces = [...plan.grains.flatMap(({ grain, spans }) => spans.map((span) => ({ grain: grain as MessagingGrain, span }))),
    ...plan.raw.map((span) => ({ grain: 'Q' as const, span }))];
  const scans = pieces.map(({ grain, span }) => sql`select campaign_id, dimension, key, bucket, count from ${sql.identifier(ROLLUP_TABLES[grain])}
    where workspace_id = ${q.workspaceId} ${all ? sql`` : sql`and dimension = any(${textArray(dimensions)})`}
      and bucket >= ${iso(span.from)}::timestamptz and bucket < ${iso(span.to)}::timestamptz
      ${q.campaignIds ? sql`and campaign_id = any(${textArray(q.campaignIds)})` : sql``}`);
  return scans.length ? sql.join(scans, sql` union all `) : null;
}

/** The dashboard's totals over [from, to): activity per campaign, the other dimensions per key (no campaign). */
export async function totals(db: DbOrTx, q: RollupScope): Promise<RollupTotal[]> {
  if (q.campaignIds?.length === 0) return [];
  const rows = rollupRows(q, MESSAGING_GRAINS, ROLLUP_DIMENSIONS);
  if (!rows) return [];
  const found = rowsOf<{ dimension: string; key: string; c: string | null; n: string | number }>(await db.execute(sql`
    select dimension, key, case when dimension = 'activity' then campaign_id end as c, sum(count)::bigint as n
    from (${rows}) r group by 1, 2, 3`));
  return found.map((x) => ({ dimension: x.dimension, key: x.key, campaignId: x.c, count: Number(x.n) }));
}

/**
 * The activity counts (outbound, inbound, delivered, failed) per period of the chart, the periods starting at
 * `thresholds` (the first at `from`). Read from the coarsest roll-ups whose buckets never straddle a period start:
 * local midnights of a zone whole hours off UTC are hours.
 */
export async function activityPerPeriod(db: DbOrTx, q: RollupScope & { thresholds: readonly number[] }): Promise<RollupPeriodCount[]> {
  if (q.campaignIds?.length === 0) return [];
  const aligned = MESSAGING_GRAINS.filter((g) => grainsAlignedTo(q.thresholds.slice(1), [g]).length > 0);
  const rows = rollupRows(q, aligned, ['activity']);
  if (!rows) return [];
  const thresholds = sql`${textArrayLiteral(q.thresholds.map(iso))}::timestamptz[]`;
  const found = rowsOf<{ key: string; p: number; n: string | number }>(await db.execute(sql`
    select key, width_bucket(bucket, ${thresholds}) as p, sum(count)::bigint as n from (${rows}) r group by 1, 2`));
  return found.map((x) => ({ key: x.key, period: Number(x.p), count: Number(x.n) }));
}
