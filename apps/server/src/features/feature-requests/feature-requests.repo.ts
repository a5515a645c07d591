import type { DbOrTx } from '../../platform/db';
import { featureRequests } from './feature-requests.tables';

export type FeatureRequestRow = typeof featureRequests.$inferSelect;

export async function insertFeatureRequest(db: DbOrTx, row: typeof featureRequests.$inferInsert): Promise<FeatureRequestRow> {
  const [created] = await db.insert(featureRequests).values(row).returning();
  return created!;
}
