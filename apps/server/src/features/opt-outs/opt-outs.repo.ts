import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
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

/** A batch of replies' opt-out writes, each part a data-modifying statement of the caller's (see `replyChangesSql`). */
export interface ReplyChangesSql {
  /** Inserts the new opt-outs; returns the numbers newly opted out (`workspace_id`, `phone`). */
  optOuts: SQL;
  /** Deletes the lifted opt-outs. */
  optIns: SQL;
  /** Inserts the flagged free text for review. */
  reviews: SQL;
}

/**
 * A batch of replies' opt-outs (STOP, kept when new), lifted opt-outs (START) and reviews (free text) as parts of the
 * one statement that stores the replies: each change is made only when its reply (`replyId`) is among `stored` (the
 * statement's stored reply ids, a subquery). A batch holds one reply per number, so no number is both opted out and lifted.
 */
export function replyChangesSql(created: Date, stored: SQL, c: {
  optOuts: readonly { replyId: string; workspaceId: string; phone: string; campaignId: string; reason: string }[];
  optIns: readonly { replyId: string; workspaceId: string; phone: string }[];
  reviews: readonly { replyId: string; id: string; workspaceId: string; phone: string; campaignId: string; message: string }[];
}): ReplyChangesSql {
  const arr = <T>(rows: readonly T[], f: (r: T) => string) => sql`${sql.param(rows.map(f))}::text[]`;
  const at = sql`${created.toISOString()}::timestamptz`;
  return {
    optOuts: sql`insert into messaging_opt_outs (workspace_id, phone, campaign_id, reason, created_by, created)
      select v.w, v.p, v.c, v.r, null, ${at} from unnest(${arr(c.optOuts, (o) => o.replyId)}, ${arr(c.optOuts, (o) => o.workspaceId)}, ${arr(c.optOuts, (o) => o.phone)},
        ${arr(c.optOuts, (o) => o.campaignId)}, ${arr(c.optOuts, (o) => o.reason)}) as v(reply, w, p, c, r)
      where v.reply in ${stored}
      on conflict do nothing returning workspace_id, phone`,
    optIns: sql`delete from messaging_opt_outs x using unnest(${arr(c.optIns, (o) => o.replyId)}, ${arr(c.optIns, (o) => o.workspaceId)}, ${arr(c.optIns, (o) => o.phone)}) as v(reply, w, p)
      where v.reply in ${stored} and x.workspace_id = v.w and x.phone = v.p`,
    reviews: sql`insert into messaging_opt_out_reviews (id, workspace_id, phone, campaign_id, message, created)
      select v.id, v.w, v.p, v.c, v.m, ${at} from unnest(${arr(c.reviews, (r) => r.replyId)}, ${arr(c.reviews, (r) => r.id)}, ${arr(c.reviews, (r) => r.workspaceId)},
        ${arr(c.reviews, (r) => r.phone)}, ${arr(c.reviews, (r) => r.campaignId)}, ${arr(c.reviews, (r) => r.message)}) as v(reply, id, w, p, c, m)
      where v.reply in ${stored}`,
  };
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
