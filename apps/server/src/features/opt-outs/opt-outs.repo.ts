import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { messagingOptOutReviews, messagingOptOuts } from './opt-outs.tables';

export type OptOutRow = typeof messagingOptOuts.$inferSelect;
export type ReviewRow = typeof messagingOptOutReviews.$inferSelect;

export interface OptOutFilter { earliest?: Date; latest?: Date; campaignId?: string }

const filtered = (workspaceId: string, f: OptOutFilter) => {
  const where = [eq(messagingOptOuts.workspaceId, workspaceId)];
  if (f.earliest) where.push(gte(messagingOptOuts.created, f.earliest));
  if (f.latest) where.push(lt(messagingOptOuts.created, f.latest));
  if (f.campaignId) where.push(eq(messagingOptOuts.campaignId, f.campaignId));
  return where;
};

export async function listOptOuts(db: Db, workspaceId: string, f: OptOutFilter, limit: number): Promise<OptOutRow[]> {
  return db.select().from(messagingOptOuts).where(and(...filtered(workspaceId, f))).orderBy(desc(messagingOptOuts.created), asc(messagingOptOuts.phone)).limit(limit);
}

/** Where a page of `pageOfOptOuts` ended: the last row's time as the database wrote it (microseconds) and its number. */
export interface OptOutCursor { created: string; phone: string }

/** The next `limit` opt-outs in the list's order (newest first, then by number) after `after`, with the cursor of the last. */
export async function pageOfOptOuts(db: Db, workspaceId: string, f: OptOutFilter, after: OptOutCursor | null, limit: number) {
  const where = filtered(workspaceId, f);
  if (after) where.push(sql`(${messagingOptOuts.created} < ${after.created}::timestamptz or (${messagingOptOuts.created} = ${after.created}::timestamptz and ${messagingOptOuts.phone} > ${after.phone}))`);
  const rows = await db.select({ row: messagingOptOuts, at: sql<string>`${messagingOptOuts.created}::text` }).from(messagingOptOuts)
    .where(and(...where)).orderBy(desc(messagingOptOuts.created), asc(messagingOptOuts.phone)).limit(limit);
  const last = rows[rows.length - 1];
  return { rows: rows.map((r) => r.row), next: last && rows.length === limit ? { created: last.at, phone: last.row.phone } : null };
}

export async function findOptOut(db: Db, workspaceId: string, phone: string): Promise<OptOutRow | null> {
  const [row] = await db.select().from(messagingOptOuts).where(and(eq(messagingOptOuts.workspaceId, workspaceId), eq(messagingOptOuts.phone, phone)));
  return row ?? null;
}

/**
 * Adds opt-outs; a number already opted out keeps its first row (the first request is the one the law counts).
 * Answers how many were new.
 */
export async function insertOptOuts(db: Db, rows: (typeof messagingOptOuts.$inferInsert)[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db.insert(messagingOptOuts).values(rows).onConflictDoNothing().returning({ phone: messagingOptOuts.phone });
  return inserted.length;
}

/** `insertOptOuts` answering which numbers (`workspaceId:phone`) were new. */
export async function insertOptOutsKeys(db: DbOrTx, rows: (typeof messagingOptOuts.$inferInsert)[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const inserted = await db.insert(messagingOptOuts).values(rows).onConflictDoNothing()
    .returning({ workspaceId: messagingOptOuts.workspaceId, phone: messagingOptOuts.phone });
  return new Set(inserted.map((r) => `${r.workspaceId}:${r.phone}`));
}

/** Lifts the numbers' opt-outs; answers those (`workspaceId:phone`) that had one. */
export async function deleteOptOuts(db: DbOrTx, numbers: readonly { workspaceId: string; phone: string }[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const result = await db.execute(sql`delete from messaging_opt_outs o
    using unnest(${sql.param(numbers.map((n) => n.workspaceId))}::text[], ${sql.param(numbers.map((n) => n.phone))}::text[]) as v(workspace_id, phone)
    where o.workspace_id = v.workspace_id and o.phone = v.phone returning o.workspace_id, o.phone`);
  return new Set((result as unknown as { rows: { workspace_id: string; phone: string }[] }).rows.map((r) => `${r.workspace_id}:${r.phone}`));
}

export async function deleteOptOut(db: Db, workspaceId: string, phone: string): Promise<boolean> {
  const gone = await db.delete(messagingOptOuts).where(and(eq(messagingOptOuts.workspaceId, workspaceId), eq(messagingOptOuts.phone, phone))).returning({ phone: messagingOptOuts.phone });
  return gone.length > 0;
}

/** Which of the numbers are opted out in the workspace. */
export async function optedOutAmong(db: Db, workspaceId: string, phones: readonly string[]): Promise<Set<string>> {
  if (!phones.length) return new Set();
  const rows = await db.select({ phone: messagingOptOuts.phone }).from(messagingOptOuts)
    .where(and(eq(messagingOptOuts.workspaceId, workspaceId), inArray(messagingOptOuts.phone, [...phones])));
  return new Set(rows.map((r) => r.phone));
}

export async function insertReview(db: Db, row: typeof messagingOptOutReviews.$inferInsert): Promise<void> {
  await db.insert(messagingOptOutReviews).values(row);
}

export async function insertReviews(db: DbOrTx, rows: (typeof messagingOptOutReviews.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(messagingOptOutReviews).values(rows);
}

export async function openReviews(db: Db, workspaceId: string, limit: number): Promise<ReviewRow[]> {
  return db.select().from(messagingOptOutReviews)
    .where(and(eq(messagingOptOutReviews.workspaceId, workspaceId), isNull(messagingOptOutReviews.resolved)))
    .orderBy(asc(messagingOptOutReviews.created)).limit(limit);
}

/** Resolves an open review; null when there is none with this id in the workspace. */
export async function resolveReview(db: Db, workspaceId: string, id: string, resolution: 'OPTED_OUT' | 'DISMISSED', by: string, at: Date): Promise<ReviewRow | null> {
  const [row] = await db.update(messagingOptOutReviews).set({ resolved: at, resolvedBy: by, resolution })
    .where(and(eq(messagingOptOutReviews.workspaceId, workspaceId), eq(messagingOptOutReviews.id, id), isNull(messagingOptOutReviews.resolved)))
    .returning();
  return row ?? null;
}

export const countOptOuts = async (db: Db, workspaceId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(messagingOptOuts).where(eq(messagingOptOuts.workspaceId, workspaceId)))[0]?.n ?? 0;
