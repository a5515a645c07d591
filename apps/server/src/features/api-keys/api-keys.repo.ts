import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { apiKeys } from './api-keys.tables';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyInsert = typeof apiKeys.$inferInsert;

/** A workspace's keys, oldest first. */
export const listKeys = (db: DbOrTx, workspaceId: string): Promise<ApiKeyRow[]> =>
  db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId)).orderBy(asc(apiKeys.created));

export async function insertKey(db: DbOrTx, row: ApiKeyInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created!;
}

/** Deletes a key of the workspace. Answers the deleted key's hash, or null when the workspace has no such key. */
export async function deleteKey(db: DbOrTx, workspaceId: string, id: string): Promise<string | null> {
  const rows = await db.delete(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId))).returning({ keyHash: apiKeys.keyHash });
  return rows[0]?.keyHash ?? null;
}

export const findKeyByHash = async (db: DbOrTx, keyHash: string): Promise<ApiKeyRow | null> =>
  (await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)))[0] ?? null;

export const findKeyById = async (db: DbOrTx, id: string): Promise<ApiKeyRow | null> =>
  (await db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0] ?? null;

export async function setLastActivity(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastActivity: at }).where(eq(apiKeys.id, id));
}
