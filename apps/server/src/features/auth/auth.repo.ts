import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { authTokens, refreshTokens } from './auth.tables';

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
