import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { ApiKeyConnectionsTable } from './api-key-connections.tables';

export type ApiKeyConnectionRow = ApiKeyConnectionsTable['$inferSelect'];
type Insert = ApiKeyConnectionsTable['$inferInsert'];
type Values = Partial<Omit<Insert, 'id' | 'orgId' | 'workspaceId' | 'created'>>;

/** The SQL of one API-key connections table, every call scoped by workspace. */
export function apiKeyConnectionsRepo(t: ApiKeyConnectionsTable) {
  return {
    /** All connections of a workspace, by company name (case-insensitive). */
    list: (db: DbOrTx, workspaceId: string) =>
      db.select().from(t).where(eq(t.workspaceId, workspaceId)).orderBy(asc(sql`lower(${t.companyName})`), asc(t.created)),

    find: async (db: DbOrTx, workspaceId: string, id: string): Promise<ApiKeyConnectionRow | null> =>
      (await db.select().from(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))))[0] ?? null,

    companyTaken: async (db: DbOrTx, workspaceId: string, companyName: string, exceptId?: string) =>
      (await db.select({ id: t.id }).from(t)
        .where(and(eq(t.workspaceId, workspaceId), sql`lower(${t.companyName}) = ${companyName.toLowerCase()}`, exceptId ? ne(t.id, exceptId) : undefined))).length > 0,

    async insert(db: DbOrTx, row: Insert): Promise<ApiKeyConnectionRow> {
      const [created] = await db.insert(t).values(row).returning();
      return created!;
    },

    async update(db: DbOrTx, workspaceId: string, id: string, values: Values): Promise<ApiKeyConnectionRow | null> {
      const [row] = await db.update(t).set(values).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning();
      return row ?? null;
    },

    async remove(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
      return (await db.delete(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning({ id: t.id })).length > 0;
    },
  };
}
