import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { brandedCallingProfiles } from './branded-calling-profiles.tables';

export type BrandedProfileRow = typeof brandedCallingProfiles.$inferSelect;
export type BrandedProfileValues = Pick<typeof brandedCallingProfiles.$inferInsert,
  'label' | 'callerNameShort' | 'callerNameLong' | 'legalName' | 'enterpriseId' | 'callPurpose' | 'businessCategory' | 'tmoBusinessCategory'>;

const t = brandedCallingProfiles;

/** All profiles of a workspace, by label (case-insensitive). */
export const listProfiles = (db: DbOrTx, workspaceId: string) =>
  db.select().from(t).where(eq(t.workspaceId, workspaceId)).orderBy(asc(sql`lower(${t.label})`), asc(t.created));

export const findProfile = async (db: DbOrTx, workspaceId: string, id: string): Promise<BrandedProfileRow | null> =>
  (await db.select().from(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))))[0] ?? null;

export const labelTaken = async (db: DbOrTx, workspaceId: string, label: string, exceptId?: string) =>
  (await db.select({ id: t.id }).from(t)
    .where(and(eq(t.workspaceId, workspaceId), sql`lower(${t.label}) = ${label.toLowerCase()}`, exceptId ? ne(t.id, exceptId) : undefined))).length > 0;

export async function insertProfile(db: DbOrTx, row: typeof t.$inferInsert): Promise<BrandedProfileRow> {
  const [created] = await db.insert(t).values(row).returning();
  return created!;
}

export async function updateProfile(db: DbOrTx, workspaceId: string, id: string, values: BrandedProfileValues & { updated: Date }): Promise<BrandedProfileRow | null> {
  const [row] = await db.update(t).set(values).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning();
  return row ?? null;
}

export async function deleteProfile(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  return (await db.delete(t).where(and(eq(t.workspaceId, workspaceId), eq(t.id, id))).returning({ id: t.id })).length > 0;
}
