import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { rowsOf, textArray } from '../interactions/sql-helpers';
import type { UsageEntry } from './usage-entry';

/**
 * Writes entries not yet in the ledger and adds them to the hourly sums, in one statement: an entry whose key is
 * already there (a retry) changes nothing. The sums are updated in key order so that two writers never wait on each
 * other in a circle.
 */
export async function writeEntries(db: DbOrTx, entries: readonly UsageEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = rowsOf<{ n: number }>(await db.execute(sql`
    with input as (
      select * from unnest(${textArray(entries.map((e) => e.orgId))}, ${textArray(entries.map((e) => e.key))},
        ${textArray(entries.map((e) => e.workspaceId))}, ${textArray(entries.map((e) => e.product))},
        ${textArray(entries.map((e) => String(e.quantity)))}, ${textArray(entries.map((e) => e.at.toISOString()))})
        as u(org_id, key, workspace_id, product, quantity, at)
    ), inserted as (
      insert into usage_ledger (org_id, key, workspace_id, product, quantity, at)
      select distinct on (org_id, key) org_id, key, workspace_id, product, quantity::bigint, at::timestamptz from input
      on conflict (org_id, key) do nothing
      returning org_id, workspace_id, product, quantity, at
    ), summed as (
      insert into usage_hourly (org_id, hour, product, workspace_id, quantity)
      select org_id, date_trunc('hour', at, 'UTC'), product, coalesce(workspace_id, ''), sum(quantity) from inserted
      group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (org_id, hour, product, workspace_id) do update set quantity = usage_hourly.quantity + excluded.quantity
      returning 1
    )
    select (select count(*)::int from inserted) as n`));
  return rows[0]?.n ?? 0;
}

/** An organisation's usage between two instants (whole UTC hours), per workspace ('' for the organisation) and product. */
export async function totalsBetween(db: DbOrTx, orgId: string, from: Date, to: Date): Promise<{ workspaceId: string; product: string; quantity: number }[]> {
  const rows = rowsOf<{ workspace_id: string; product: string; quantity: string }>(await db.execute(sql`
    select workspace_id, product, sum(quantity)::text as quantity from usage_hourly
    where org_id = ${orgId} and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz
    group by 1, 2`));
  return rows.map((r) => ({ workspaceId: r.workspace_id, product: r.product, quantity: Number(r.quantity) }));
}

/** How much of one product a workspace used between two instants (whole UTC hours). */
export async function workspaceTotal(db: DbOrTx, orgId: string, workspaceId: string, product: string, from: Date, to: Date): Promise<number> {
  const rows = rowsOf<{ quantity: string | null }>(await db.execute(sql`
    select sum(quantity)::text as quantity from usage_hourly
    where org_id = ${orgId} and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz
      and product = ${product} and workspace_id = ${workspaceId}`));
  return Number(rows[0]?.quantity ?? 0);
}
