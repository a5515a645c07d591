import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { activeProspectConnections } from './active-prospect.tables';

export type ActiveProspectRow = typeof activeProspectConnections.$inferSelect;
type Values = Partial<Omit<typeof activeProspectConnections.$inferInsert, 'id' | 'orgId' | 'workspaceId' | 'created'>>;

const t = activeProspectConnections;

/** All connections of a workspace, by company name (case-insensitive). */
export const listConnections = (db: DbOrTx, workspaceId: string) =>
  db.select().from(t).where(eq(t.workspaceId, workspaceId)).orderBy(asc(sql`lower(${t.companyName})`), asc(t.created));

export const findConnection = async (db: DbOrTx, workspaceId: string, id: string): Promise<ActiveProspectRow | null> =>
  (await db.select().from(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))))[0] ?? null;

export const companyTaken = async (db: DbOrTx, workspaceId: string, companyName: string, exceptId?: string) =>
  (await db.select({ id: t.id }).from(t)
    .where(and(eq(t.workspaceId, workspaceId), sql`lower(${t.companyName}) = ${companyName.toLowerCase()}`, exceptId ? ne(t.id, exceptId) : undefined))).length > 0;

export async function insertConnection(db: DbOrTx, row: typeof t.$inferInsert): Promise<ActiveProspectRow> {
  const [created] = await db.insert(t).values(row).returning();
  return created!;
}

export async function updateConnection(db: DbOrTx, workspaceId: string, id: string, values: Values): Promise<ActiveProspectRow | null> {
  const [row] = await db.update(t).set(values).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning();
  return row ?? null;
}

export async function deleteConnection(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  return (await db.delete(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning({ id: t.id })).length > 0;
}
