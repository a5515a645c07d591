import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { ftcSans } from './ftc-sans.tables';

export type FtcSanRow = typeof ftcSans.$inferSelect;
export type FtcSanValues = Pick<typeof ftcSans.$inferInsert, 'ftcOrgName' | 'ftcOrgId' | 'ftcSan' | 'expires' | 'fullCoverage' | 'areaCodes'>;

/** All SANs of a workspace, by organisation name (case-insensitive), then SAN. */
export const listFtcSans = (db: DbOrTx, workspaceId: string) =>
  db.select().from(ftcSans).where(eq(ftcSans.workspaceId, workspaceId)).orderBy(asc(sql`lower(${ftcSans.ftcOrgName})`), asc(ftcSans.ftcSan));

export const findFtcSan = async (db: DbOrTx, workspaceId: string, id: string): Promise<FtcSanRow | null> =>
  (await db.select().from(ftcSans).where(and(eq(ftcSans.workspaceId, workspaceId), eq(ftcSans.id, id))))[0] ?? null;

export const sanTaken = async (db: DbOrTx, workspaceId: string, san: string, exceptId?: string) =>
  (await db.select({ id: ftcSans.id }).from(ftcSans)
    .where(and(eq(ftcSans.workspaceId, workspaceId), eq(ftcSans.ftcSan, san), exceptId ? ne(ftcSans.id, exceptId) : undefined))).length > 0;

export async function insertFtcSan(db: DbOrTx, row: typeof ftcSans.$inferInsert): Promise<FtcSanRow> {
  const [created] = await db.insert(ftcSans).values(row).returning();
  return created!;
}

export async function updateFtcSan(db: DbOrTx, workspaceId: string, id: string, values: FtcSanValues & { updated: Date }): Promise<FtcSanRow | null> {
  const [row] = await db.update(ftcSans).set(values).where(and(eq(ftcSans.workspaceId, workspaceId), eq(ftcSans.id, id))).returning();
  return row ?? null;
}

export async function deleteFtcSan(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db.delete(ftcSans).where(and(eq(ftcSans.workspaceId, workspaceId), eq(ftcSans.id, id))).returning({ id: ftcSans.id });
  return rows.length > 0;
}
