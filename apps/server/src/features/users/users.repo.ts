import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

export const listUsers = (db: DbOrTx, orgId: string) =>
  db.select().from(users).where(and(eq(users.orgId, orgId), isNull(users.deletedAt))).orderBy(asc(users.firstName), asc(users.lastName));

export const findUser = async (db: DbOrTx, orgId: string, id: string) =>
  (await db.select().from(users).where(and(eq(users.orgId, orgId), eq(users.id, id), isNull(users.deletedAt))))[0] ?? null;

/** A user by id whatever their state (deleted too). */
export const findUserById = async (db: DbOrTx, id: string): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.id, id)))[0] ?? null;

export const emailTaken = async (db: DbOrTx, email: string) =>
  (await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt)))).length > 0;

export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

// The credential columns (password, second factor, last seen) are sign-in's: the auth feature reads and writes them
// through the users service's `credentials`.

export const findLiveUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | null> =>
  (await db.select().from(users).where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt))))[0] ?? null;

export const findLiveUserById = async (db: DbOrTx, id: string): Promise<UserRow | null> =>
  (await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))))[0] ?? null;

/** Sets the password, changed `at`: access tokens issued before stop working (see authenticate.ts). Answers the user. */
export async function setPassword(db: DbOrTx, userId: string, passwordHash: string, activate: boolean, at: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, ...(activate ? { activatedAt: sql`coalesce(${users.activatedAt}, now())` } : {}) })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function touchLastSeen(db: DbOrTx, userId: string, at: Date) {
  await db.update(users).set({ lastSeen: at }).where(eq(users.id, userId));
}

export async function setMfaSecrets(db: DbOrTx, userId: string, values: { mfaSecret?: string | null; mfaPendingSecret?: string | null }) {
  await db.update(users).set(values).where(eq(users.id, userId));
}
