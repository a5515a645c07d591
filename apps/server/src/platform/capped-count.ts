import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db';

/**
 * How many rows of `table` match `where`, counting no further than `cap` (an index read of at most cap + 1 entries,
 * where an exact count of millions takes a second): the count, at most `cap`, and whether more match.
 */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL, cap: number): Promise<{ total: number; capped: boolean }> {
  const matching = db.select({ one: sql<number>`1` }).from(table).where(where).limit(cap + 1).as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
