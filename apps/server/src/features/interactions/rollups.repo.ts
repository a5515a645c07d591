import { sql, type SQL } from 'drizzle-orm';
import type { InteractionResult } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import type { RollupDimension, RollupGrain } from './interactions.tables';
import { bucketStart, type Span } from '../../platform/rollup-ranges';
import { iso, rowFilters, rowsOf, ROLLUP_VALUE_MAX, textArray, textArrayLiteral, type InteractionFilters, type Scope } from './sql-helpers';

const ORIGIN = sql`timestamptz '2000-01-01 00:00:00+00'`;
const GRAIN_ROWS: Record<RollupGrain, SQL> = {
  Q: sql`('Q', interval '15 minutes')`, H: sql`('H', interval '1 hour')`, D: sql`('D', interval '1 day')`, M: sql`('M', null::interval)`,
};
const grainValues = (grains: readonly RollupGrain[]) => sql`(values ${sql.join(grains.map((g) => GRAIN_ROWS[g]), sql`, `)}) g(grain, width)`;
/** A bucket's start: multiples of its width from 2000-01-01 UTC (15 minutes, an hour, a UTC day), or the UTC month. */
const bucketOf = (ts: SQL) => sql`case when g.grain = 'M' then date_trunc('month', ${ts}, 'UTC') else date_bin(g.width, ${ts}, ${ORIGIN}) end`;

const TOTAL_COLUMNS = sql`workspace_id, grain, bucket, workflow_id, is_test, org_id, total, accepted, rejected`;
const ROLLUP_COLUMNS = sql`workspace_id, grain, dimension, bucket, workflow_id, result, is_test, value, org_id, count`;

/** Totals of a set of interactions (any relation `i` with the interactions' columns) per grain, bucket, workflow and test flag. */
const totalKeys = (source: SQL, grains: readonly RollupGrain[]) => sql`
  select i.workspace_id, g.grain, ${bucketOf(sql`i.timestamp`)} as bucket, i.workflow_id, i.is_test, min(i.org_id) as org_id, count(*)::int as total,
    (count(*) filter (where i.result = 'Accepted'))::int as accepted, (count(*) filter (where i.result = 'Rejected'))::int as rejected
  from ${source} i cross join ${grainValues(grains)}
  group by 1, 2, 3, 4, 5`;

/** Counts of a set of interactions per grain, dimension value, bucket, workflow, result and test flag. */
const dimensionKeys = (source: SQL, grains: readonly RollupGrain[]) => sql`
  select i.workspace_id, g.grain, d.dimension, ${bucketOf(sql`i.timestamp`)} as bucket, i.workflow_id, i.result, i.is_test, d.value,
    min(i.org_id) as org_id, count(*)::int as n
  from ${source} i
  cross join lateral (values ('reason', left(i.reason, ${ROLLUP_VALUE_MAX})), ('state', i.state), ('carrier', i.carrier), ('lineType', i.line_type)) d(dimension, value)
  cross join ${grainValues(grains)}
  where d.value is not null and d.value <> ''
  group by 1, 2, 3, 4, 5, 6, 7, 8`;

/**
 * The end of the insert statement: adds the rows a CTE inserted (its name in `inserted`) to the totals (every grain)
 * and the dimension rollups (hours, days, months). Rows are written in key order, so two instances flushing at once
 * do not deadlock.
 */
export const addToRollups = (inserted: SQL) => sql`, totals as (
    insert into interaction_totals (${TOTAL_COLUMNS})
    select * from (${totalKeys(inserted, ['Q', 'H', 'D', 'M'])}) k order by workspace_id, grain, bucket, workflow_id, is_test
    on conflict (workspace_id, grain, bucket, workflow_id, is_test) do update
    set total = interaction_totals.total + excluded.total, accepted = interaction_totals.accepted + excluded.accepted,
      rejected = interaction_totals.rejected + excluded.rejected
  )
  insert into interaction_rollups (${ROLLUP_COLUMNS})
  select * from (${dimensionKeys(inserted, ['H', 'D', 'M'])}) k order by workspace_id, grain, dimension, bucket, workflow_id, result, is_test, value
  on conflict (workspace_id, grain, dimension, bucket, workflow_id, result, is_test, value) do update set count = interaction_rollups.count + excluded.count`;

/**
 * Recomputes a workspace's rollups from its rows (bulk loads such as the benchmark's; the recorder keeps them
 * otherwise): 15-minute and hourly buckets from the rows a month at a time (each month's groups fit in memory), days
 * from the hours, months from the days.
 */
export async function rebuildRollups(db: DbOrTx, workspaceId: string): Promise<void> {
  await db.execute(sql`delete from interaction_totals where workspace_id = ${workspaceId}`);
  await db.execute(sql`delete from interaction_rollups where workspace_id = ${workspaceId}`);
  const [span] = rowsOf<{ first: string | null; last: string | null }>(await db.execute(sql`
    select (extract(epoch from min(timestamp)) * 1000)::bigint as first, (extract(epoch from max(timestamp)) * 1000)::bigint as last
    from interactions where workspace_id = ${workspaceId}`));
  if (span?.first === null || span?.first === undefined || span.last === null) return;
  const last = Number(span.last);
  for (let month = bucketStart('M', Number(span.first)); month <= last;) {
    const d = new Date(month);
    const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    const rows = sql`(select * from interactions where workspace_id = ${workspaceId} and timestamp >= ${iso(month)}::timestamptz and timestamp < ${iso(next)}::timestamptz)`;
    await db.execute(sql`insert into interaction_totals (${TOTAL_COLUMNS}) ${totalKeys(rows, ['Q', 'H'])}`);
    await db.execute(sql`insert into interaction_rollups (${ROLLUP_COLUMNS}) ${dimensionKeys(rows, ['H'])}`);
    month = next;
  }
  const coarser = async (grain: RollupGrain, from: RollupGrain, bucket: SQL) => {
    await db.execute(sql`
      insert into interaction_totals (${TOTAL_COLUMNS})
      select workspace_id, ${grain}, ${bucket}, workflow_id, is_test, min(org_id), sum(total)::int, sum(accepted)::int, sum(rejected)::int
      from interaction_totals where workspace_id = ${workspaceId} and grain = ${from} group by 1, 2, 3, 4, 5`);
    await db.execute(sql`
      insert into interaction_rollups (${ROLLUP_COLUMNS})
      select workspace_id, ${grain}, dimension, ${bucket}, workflow_id, result, is_test, value, min(org_id), sum(count)::int
      from interaction_rollups where workspace_id = ${workspaceId} and grain = ${from} group by 1, 2, 3, 4, 5, 6, 7, 8`);
  };
  await coarser('D', 'H', sql`date_bin(interval '1 day', bucket, ${ORIGIN})`);
  await coarser('M', 'D', sql`date_trunc('month', bucket, 'UTC')`);
}

/** A rollup read: a grain over some spans of time. */
export interface RollupPart {
  grain: RollupGrain;
  spans: readonly Span[];
}

type RollupFilters = Pick<InteractionFilters, 'workflowIds' | 'includeTest'>;

/** The WHERE clause of rollup rows (alias `r`) for a grain, its spans, the workflows and the test flag. */
function partFilters(scope: Scope, part: RollupPart, f: RollupFilters): SQL {
  const spans = part.spans.map((s) => sql`(r.bucket >= ${iso(s.from)}::timestamptz and r.bucket < ${iso(s.to)}::timestamptz)`);
  return sql`r.workspace_id = ${scope.workspaceId} and r.grain = ${part.grain} and (${sql.join(spans, sql` or `)})
    ${f.workflowIds.length > 0 ? sql`and r.workflow_id = any(${textArray(f.workflowIds)})` : sql``}
    ${f.includeTest ? sql`` : sql`and not r.is_test`}`;
}

const noRowFilters = (workflowIds: readonly string[]) => ({ workflowIds, states: [], results: [], includeTest: false });
const union = (parts: SQL[]) => sql.join(parts, sql` union all `);

/**
 * Interactions per period and workflow, with how many were accepted and rejected (test calls excluded): totals of
 * the grains given, rows for the edges. `thresholds` are the periods' starts; a row's period is its index among them
 * (1-based).
 */
export async function seriesCounts(db: DbOrTx, scope: Scope, q: { parts: readonly RollupPart[]; raw: readonly Span[]; thresholds: readonly number[]; workflowIds: readonly string[] }) {
  const thresholds = sql`${textArrayLiteral(q.thresholds.map(iso))}::timestamptz[]`;
  const parts = [
    ...q.parts.map((part) => sql`
      select width_bucket(r.bucket, ${thresholds}) as p, r.workflow_id, sum(r.total) as total, sum(r.accepted) as accepted, sum(r.rejected) as rejected
      from interaction_totals r where ${partFilters(scope, part, { workflowIds: q.workflowIds, includeTest: false })} group by 1, 2`),
    ...q.raw.map((span) => sql`
      select width_bucket(i.timestamp, ${thresholds}) as p, i.workflow_id, count(*) as total,
        count(*) filter (where i.result = 'Accepted') as accepted, count(*) filter (where i.result = 'Rejected') as rejected
      from interactions i where ${rowFilters(scope, noRowFilters(q.workflowIds), span)} group by 1, 2`),
  ];
  if (parts.length === 0) return [];
  return rowsOf<{ p: number; workflow_id: string; total: string; accepted: string; rejected: string }>(await db.execute(sql`
    select p, workflow_id, sum(total)::bigint as total, sum(accepted)::bigint as accepted, sum(rejected)::bigint as rejected
    from (${union(parts)}) s group by 1, 2`))
    .map((r) => ({ period: Number(r.p), workflowId: r.workflow_id, count: Number(r.total), accepted: Number(r.accepted), rejected: Number(r.rejected) }));
}

/** Interactions per reason, state, carrier and line type (test calls excluded), from rollups and the edges' rows. */
export async function dimensionCounts(db: DbOrTx, scope: Scope, q: { parts: readonly RollupPart[]; raw: readonly Span[]; workflowIds: readonly string[] }) {
  const parts = [
    ...q.parts.map((part) => sql`
      select r.dimension, r.value, sum(r.count) as n from interaction_rollups r
      where r.dimension = any(${textArray(['reason', 'state', 'carrier', 'lineType'])})
        and ${partFilters(scope, part, { workflowIds: q.workflowIds, includeTest: false })} group by 1, 2`),
    ...q.raw.map((span) => sql`
      select d.dimension, d.value, count(*) as n
      from interactions i
      cross join lateral (values ('reason', left(i.reason, ${ROLLUP_VALUE_MAX})), ('state', i.state), ('carrier', i.carrier), ('lineType', i.line_type)) d(dimension, value)
      where ${rowFilters(scope, noRowFilters(q.workflowIds), span)} and d.value is not null and d.value <> ''
      group by 1, 2`),
  ];
  if (parts.length === 0) return [];
  return rowsOf<{ dimension: RollupDimension; value: string; n: string | number }>(
    await db.execute(sql`select dimension, value, sum(n)::bigint as n from (${union(parts)}) s group by 1, 2 order by 3 desc, 2`),
  ).map((r) => ({ dimension: r.dimension, value: r.value, count: Number(r.n) }));
}

/** How many interactions match, counted from the rows. */
export async function countRows(db: DbOrTx, scope: Scope, f: Omit<InteractionFilters, 'from' | 'to'>, spans: readonly Span[]): Promise<number> {
  if (spans.length === 0) return 0;
  const parts = spans.map((s) => sql`select count(*) as n from interactions i where ${rowFilters(scope, f, s)}`);
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select coalesce(sum(n), 0)::bigint as n from (${union(parts)}) c`));
  return Number(row?.n ?? 0);
}

/** The sum of the totals' columns that counts these results. */
function resultsSum(results: readonly InteractionResult[]): SQL {
  const all = results.length === 0 || results.length === 3;
  if (all) return sql`r.total`;
  const terms = results.map((r) => (r === 'Accepted' ? sql`r.accepted` : r === 'Rejected' ? sql`r.rejected` : sql`(r.total - r.accepted - r.rejected)`));
  return sql.join(terms, sql` + `);
}

/**
 * How many interactions match filters the rollups can answer (workflows, results, test flag, and states or a reason
 * but not both; no phone): totals or dimension rollups for whole buckets, rows for the edges.
 */
export async function countFromRollups(db: DbOrTx, scope: Scope, f: InteractionFilters, q: { parts: readonly RollupPart[]; raw: readonly Span[] }): Promise<number> {
  const dimension: RollupDimension | null = f.states.length > 0 ? 'state' : f.reasonPattern ? 'reason' : null;
  const parts = q.parts.map((part) => {
    if (!dimension) return sql`select sum(${resultsSum(f.results)}) as n from interaction_totals r where ${partFilters(scope, part, f)}`;
    const values = dimension === 'state' ? sql`r.value = any(${textArray(f.states)})` : sql`r.value ilike ${f.reasonPattern}`;
    return sql`select sum(r.count) as n from interaction_rollups r
      where r.dimension = ${dimension} and ${partFilters(scope, part, f)} and ${values}
        ${f.results.length > 0 ? sql`and r.result = any(${textArray(f.results)})` : sql``}`;
  });
  const [rolled] = parts.length > 0
    ? rowsOf<{ n: string | number }>(await db.execute(sql`select coalesce(sum(n), 0)::bigint as n from (${union(parts)}) s`))
    : [{ n: 0 }];
  return Number(rolled?.n ?? 0) + (await countRows(db, scope, f, q.raw));
}

/** Workflows that have interactions in the workspace (their names may be gone with the workflow). */
export async function workflowIdsWithInteractions(db: DbOrTx, scope: Scope): Promise<string[]> {
  return rowsOf<{ workflow_id: string }>(await db.execute(sql`
    select distinct workflow_id from interaction_totals where workspace_id = ${scope.workspaceId} and grain = 'M'`))
    .map((r) => r.workflow_id);
}
