import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../users/users.tables';
import { authTokens, refreshTokens } from './auth.tables';

// The users table is shared: this feature owns its credential columns (password, second factor, last seen).

export const findLiveUserByEmail = async (db: DbOrTx, email: string) =>
  (await db.select().from(users).where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt))))[0] ?? null;

export const findLiveUserById = async (db: DbOrTx, id: string) =>
  (await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))))[0] ?? null;

/** Sets the password, changed `at`: access tokens issued before stop working (see authenticate.ts). Answers the user. */
export async function setPassword(db: DbOrTx, userId: string, passwordHash: string, activate: boolean, at: Date) {
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

export type TokenKind = (typeof authTokens.$inferInsert)['kind'];

export async function insertAuthToken(db: DbOrTx, row: typeof authTokens.$inferInsert) {
  await db.insert(authTokens).values(row);
}

/** A token of this kind that is unused and unexpired, or null. */
export async function findUsableToken(db: DbOrTx, kind: TokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)));
  return row ?? null;
}

/** Marks a token used; answers false when another request used it first. */
export async function consumeToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db.update(authTokens).set({ usedAt: now }).where(and(eq(authTokens.id, id), isNull(authTokens.usedAt))).returning({ id: authTokens.id });
  return rows.length === 1;
}

export async function countTokenAttempt(db: DbOrTx, id: string) {
  const [row] = await db.update(authTokens).set({ attempts: sql`${authTokens.attempts} + 1` }).where(eq(authTokens.id, id)).returning({ attempts: authTokens.attempts });
  return row?.attempts ?? 0;
}

/** Earlier unused tokens of the same kind stop working when a new one is sent. */
export async function retireTokens(db: DbOrTx, userId: string, kind: TokenKind, now: Date) {
  await db.update(authTokens).set({ usedAt: now }).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}

export async function insertRefreshToken(db: DbOrTx, row: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(row);
}

export const findRefreshToken = async (db: DbOrTx, tokenHash: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0] ?? null;

/** Rotates atomically: false when the token was already rotated or revoked. */
export async function markRotated(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date) {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: string, now: Date) {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
