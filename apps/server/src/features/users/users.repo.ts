import { and, asc, eq, isNull } from 'drizzle-orm';
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
