import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { rndConnections } from './rnd-connections.tables';

export type RndConnectionRow = typeof rndConnections.$inferSelect;
type Values = Partial<Omit<typeof rndConnections.$inferInsert, 'id' | 'orgId' | 'workspaceId' | 'created'>>;

const t = rndConnections;

/** All connections of a workspace, by company name (case-insensitive). */
export const listRndConnections = (db: DbOrTx, workspaceId: string) =>
  db.select().from(t).where(eq(t.workspaceId, workspaceId)).orderBy(asc(sql`lower(${t.companyName})`), asc(t.companyNumber));

export const findRndConnection = async (db: DbOrTx, workspaceId: string, id: string): Promise<RndConnectionRow | null> =>
  (await db.select().from(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))))[0] ?? null;

export const companyTaken = async (db: DbOrTx, workspaceId: string, companyNumber: string, exceptId?: string) =>
  (await db.select({ id: t.id }).from(t)
    .where(and(eq(t.workspaceId, workspaceId), eq(t.companyNumber, companyNumber), exceptId ? ne(t.id, exceptId) : undefined))).length > 0;

export async function insertRndConnection(db: DbOrTx, row: typeof t.$inferInsert): Promise<RndConnectionRow> {
  const [created] = await db.insert(t).values(row).returning();
  return created!;
}

export async function updateRndConnection(db: DbOrTx, workspaceId: string, id: string, values: Values): Promise<RndConnectionRow | null> {
  const [row] = await db.update(t).set(values).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning();
  return row ?? null;
}

export async function deleteRndConnection(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  return (await db.delete(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning({ id: t.id })).length > 0;
}

/** Every workspace's connections after `afterId`, by id (keyset paging, for the daily token check). */
export const connectionsAfter = (db: DbOrTx, afterId: string, limit: number) =>
  db.select().from(t).where(gt(t.id, afterId)).orderBy(asc(t.id)).limit(limit);

/** Stores what the RND administrator said about a connection's tokens, leaving its edit date alone. */
export async function saveTokenCheck(db: DbOrTx, id: string, state: { tokenValid: boolean; refreshTokenValid: boolean }, at: Date): Promise<void> {
  await db.update(t).set({ ...state, checkedAt: at }).where(eq(t.id, id));
}
