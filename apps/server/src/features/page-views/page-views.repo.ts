import type { DbOrTx } from '../../platform/db';
import { pageViews } from './page-views.tables';

export async function insertPageView(db: DbOrTx, row: { orgId: string; userId: string; path: string; at: Date }): Promise<void> {
  await db.insert(pageViews).values(row);
}
