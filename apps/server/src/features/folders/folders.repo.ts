import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { folders } from './folders.tables';

export type FolderRow = typeof folders.$inferSelect;
export type FolderInsert = typeof folders.$inferInsert;

export const findFolder = async (db: DbOrTx, workspaceId: string, id: string): Promise<FolderRow | null> =>
  (await db.select().from(folders).where(and(eq(folders.id, id), eq(folders.workspaceId, workspaceId))))[0] ?? null;

/** The folder, if it is in the workspace and holds that scope. */
export const findFolderOfScope = async (db: DbOrTx, workspaceId: string, id: string, scope: string): Promise<FolderRow | null> =>
  (await db.select().from(folders).where(and(eq(folders.id, id), eq(folders.workspaceId, workspaceId), eq(folders.scope, scope))))[0] ?? null;

/** A workspace's folders of one scope, by name. */
export const listFolders = (db: DbOrTx, workspaceId: string, scope: string): Promise<FolderRow[]> =>
  db.select().from(folders).where(and(eq(folders.workspaceId, workspaceId), eq(folders.scope, scope))).orderBy(asc(folders.name));

export async function insertFolder(db: DbOrTx, row: FolderInsert): Promise<FolderRow> {
  const [created] = await db.insert(folders).values(row).returning();
  return created!;
}

export async function renameFolder(db: DbOrTx, id: string, name: string): Promise<FolderRow> {
  const [row] = await db.update(folders).set({ name }).where(eq(folders.id, id)).returning();
  return row!;
}

export async function deleteFolder(db: DbOrTx, id: string): Promise<void> {
  await db.delete(folders).where(eq(folders.id, id));
}
