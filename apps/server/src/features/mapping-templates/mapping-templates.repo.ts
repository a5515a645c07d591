import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { mappingTemplates as t, type MappingTemplateRow } from './mapping-templates.tables';

export const listTemplates = (db: DbOrTx, workspaceId: string) =>
  db.select().from(t).where(eq(t.workspaceId, workspaceId)).orderBy(asc(sql`lower(${t.name})`), asc(t.created));

export const findTemplate = async (db: DbOrTx, workspaceId: string, id: string): Promise<MappingTemplateRow | null> =>
  (await db.select().from(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))))[0] ?? null;

export const findTemplateByName = async (db: DbOrTx, workspaceId: string, name: string): Promise<MappingTemplateRow | null> =>
  (await db.select().from(t).where(and(eq(t.workspaceId, workspaceId), eq(sql`lower(${t.name})`, name.toLowerCase()))))[0] ?? null;

/** Inserts unless the name is taken in the workspace (any case); answers null then. */
export async function insertTemplate(db: DbOrTx, row: typeof t.$inferInsert): Promise<MappingTemplateRow | null> {
  const [created] = await db.insert(t).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function deleteTemplate(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  return (await db.delete(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning({ id: t.id })).length > 0;
}
