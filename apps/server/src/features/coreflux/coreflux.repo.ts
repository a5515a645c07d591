import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { cityUtilization as t, type CityUtilizationRow, type NewCityUtilization } from './coreflux.tables';

export type { CityUtilizationRow, NewCityUtilization };

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** A campaign's cities, by country, state and city. */
export const listByCampaign = (db: DbOrTx, campaignId: string) =>
  db.select().from(t).where(eq(t.campaignId, campaignId)).orderBy(asc(t.country), asc(t.state), asc(t.city));

/** Writes what a run found for each city (one statement). */
export async function upsert(db: DbOrTx, rows: NewCityUtilization[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(t).values(rows).onConflictDoUpdate({
    target: [t.campaignId, t.locationId],
    set: {
      targetPoolCount: sqlExcluded('target_pool_count'), activeNumberCount: sqlExcluded('active_number_count'),
      incompleteOrderCount: sqlExcluded('incomplete_order_count'), shortfall: sqlExcluded('shortfall'),
      events: sqlExcluded('events'), updated: sqlExcluded('updated'),
    },
  });
}

/** Cities the pool no longer keeps numbers in (its footprint changed). */
export const remove = (db: DbOrTx, campaignId: string, locationIds: string[]) =>
  locationIds.length === 0 ? Promise.resolve() : db.delete(t).where(and(eq(t.campaignId, campaignId), inArray(t.locationId, locationIds))).then(() => undefined);
