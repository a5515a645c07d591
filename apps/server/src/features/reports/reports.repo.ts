import { and, desc, eq, lte, ne } from 'drizzle-orm';
import type { ReportStatus } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { reportDownloads } from './reports.tables';

export type ReportRow = typeof reportDownloads.$inferSelect;

/** A user's reports in a workspace, deleted ones left out, newest request first. */
export const listReports = (db: DbOrTx, userId: string, workspaceId: string) =>
  db.select().from(reportDownloads)
    .where(and(eq(reportDownloads.userId, userId), eq(reportDownloads.workspaceId, workspaceId), ne(reportDownloads.status, 'DELETED')))
    .orderBy(desc(reportDownloads.requestedAt), desc(reportDownloads.id));

/** One of the user's reports in the workspace (not deleted). */
export const findReport = async (db: DbOrTx, userId: string, workspaceId: string, id: string): Promise<ReportRow | null> =>
  (await db.select().from(reportDownloads).where(and(
    eq(reportDownloads.id, id), eq(reportDownloads.userId, userId), eq(reportDownloads.workspaceId, workspaceId), ne(reportDownloads.status, 'DELETED'),
  )))[0] ?? null;

export const findReportById = async (db: DbOrTx, id: string): Promise<ReportRow | null> =>
  (await db.select().from(reportDownloads).where(eq(reportDownloads.id, id)))[0] ?? null;

export async function insertReport(db: DbOrTx, row: typeof reportDownloads.$inferInsert): Promise<ReportRow> {
  const [created] = await db.insert(reportDownloads).values(row).returning();
  return created!;
}

/** Moves a report from one status to the next with `values`; null when it was no longer in `from` (another job, a delete). */
export async function transition(db: DbOrTx, id: string, from: ReportStatus, values: Partial<typeof reportDownloads.$inferInsert>): Promise<ReportRow | null> {
  const [row] = await db.update(reportDownloads).set(values).where(and(eq(reportDownloads.id, id), eq(reportDownloads.status, from))).returning();
  return row ?? null;
}

/** Records the file a PENDING report's job writes into (kept across retries of the job). */
export async function claimFile(db: DbOrTx, id: string, fileId: string): Promise<void> {
  await db.update(reportDownloads).set({ fileId }).where(and(eq(reportDownloads.id, id), eq(reportDownloads.status, 'PENDING')));
}

/** READY reports whose link has expired at `now`. */
export const expiredReports = (db: DbOrTx, now: Date, limit = 500) =>
  db.select().from(reportDownloads).where(and(eq(reportDownloads.status, 'READY'), lte(reportDownloads.expiresAt, now))).limit(limit);
