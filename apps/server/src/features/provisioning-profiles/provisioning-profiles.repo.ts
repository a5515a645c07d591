import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { provisioningProfiles } from './provisioning-profiles.tables';

export type ProfileRow = typeof provisioningProfiles.$inferSelect;
export type ProfileValues = Pick<typeof provisioningProfiles.$inferInsert, 'name' | 'type' | 'values'>;

/** `%` and `_` typed in a filter match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A workspace's profiles by name (any case); `name` keeps those whose name contains it. */
export const listProfiles = (db: DbOrTx, workspaceId: string, name?: string) =>
  db.select().from(provisioningProfiles)
    .where(and(eq(provisioningProfiles.workspaceId, workspaceId), name ? ilike(provisioningProfiles.name, likePattern(name)) : undefined))
    .orderBy(asc(sql`lower(${provisioningProfiles.name})`), asc(provisioningProfiles.created));

export const findProfile = async (db: DbOrTx, workspaceId: string, id: string): Promise<ProfileRow | null> =>
  (await db.select().from(provisioningProfiles).where(and(eq(provisioningProfiles.workspaceId, workspaceId), eq(provisioningProfiles.id, id))))[0] ?? null;

/** Whether another profile of the workspace has this name (any case). */
export const nameTaken = async (db: DbOrTx, workspaceId: string, name: string, exceptId?: string) =>
  (await db.select({ id: provisioningProfiles.id }).from(provisioningProfiles).where(and(
    eq(provisioningProfiles.workspaceId, workspaceId),
    eq(sql`lower(${provisioningProfiles.name})`, name.toLowerCase()),
    exceptId ? ne(provisioningProfiles.id, exceptId) : undefined,
  ))).length > 0;

export async function insertProfile(db: DbOrTx, row: typeof provisioningProfiles.$inferInsert): Promise<ProfileRow> {
  const [created] = await db.insert(provisioningProfiles).values(row).returning();
  return created!;
}

export async function updateProfile(db: DbOrTx, workspaceId: string, id: string, values: ProfileValues & { updated: Date }): Promise<ProfileRow | null> {
  const [row] = await db.update(provisioningProfiles).set(values)
    .where(and(eq(provisioningProfiles.workspaceId, workspaceId), eq(provisioningProfiles.id, id))).returning();
  return row ?? null;
}

export async function deleteProfile(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db.delete(provisioningProfiles)
    .where(and(eq(provisioningProfiles.workspaceId, workspaceId), eq(provisioningProfiles.id, id))).returning({ id: provisioningProfiles.id });
  return rows.length > 0;
}
