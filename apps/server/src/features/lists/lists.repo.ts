import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { campaigns } from '../campaigns/campaigns.tables';
import { campaignLists as t, type CampaignListRow } from './lists.tables';

/** A list with its campaign's name (read with the row, so pages of lists cost one query). */
export type ListWithCampaign = CampaignListRow & { campaignName: string };

const withCampaign = { list: t, campaignName: campaigns.name };
const flat = (r: { list: CampaignListRow; campaignName: string }): ListWithCampaign => ({ ...r.list, campaignName: r.campaignName });
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

const select = (db: DbOrTx, where: SQL | undefined) =>
  db.select(withCampaign).from(t).innerJoin(campaigns, eq(campaigns.id, t.campaignId)).where(where);

export async function insertList(db: DbOrTx, row: typeof t.$inferInsert): Promise<void> {
  await db.insert(t).values(row);
}

export const findList = async (db: DbOrTx, workspaceId: string, campaignId: string, id: string): Promise<ListWithCampaign | null> =>
  (await select(db, and(eq(t.workspaceId, workspaceId), eq(t.campaignId, campaignId), eq(t.id, id)))).map(flat)[0] ?? null;

export const findListById = async (db: DbOrTx, id: string): Promise<ListWithCampaign | null> =>
  (await select(db, eq(t.id, id))).map(flat)[0] ?? null;

export const listsOfCampaign = async (db: DbOrTx, campaignId: string): Promise<ListWithCampaign[]> =>
  (await select(db, eq(t.campaignId, campaignId)).orderBy(desc(t.uploaded), desc(t.id))).map(flat);

/** A page of the workspace's lists past mapping (not UPLOADED), newest first; `filter` matches part of the list or campaign name. */
export async function pageOfWorkspace(db: DbOrTx, workspaceId: string, page: number, size: number, filter?: string) {
  const where = and(eq(t.workspaceId, workspaceId), ne(t.status, 'UPLOADED'), filter ? or(ilike(t.name, likePattern(filter)), ilike(campaigns.name, likePattern(filter))) : undefined);
  const rows = (await select(db, where).orderBy(desc(t.uploaded), desc(t.id)).limit(size).offset(page * size)).map(flat);
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(t).innerJoin(campaigns, eq(campaigns.id, t.campaignId)).where(where)) as [{ n: number }];
  return { rows, total: n };
}

export async function updateList(db: DbOrTx, id: string, values: Partial<typeof t.$inferInsert>): Promise<void> {
  await db.update(t).set({ ...values, updated: new Date() }).where(eq(t.id, id));
}

/**
 * Records a batch's progress only if no one else moved the list on since it was read (`processedRows` as expected and
 * still PROCESSING): answers false when another worker got there first, so the caller rolls its batch back.
 */
export async function advanceList(db: DbOrTx, id: string, expectedRows: number, values: Partial<typeof t.$inferInsert>): Promise<boolean> {
  const rows = await db.update(t).set({ ...values, updated: new Date() })
    .where(and(eq(t.id, id), eq(t.processedRows, expectedRows), eq(t.status, 'PROCESSING'))).returning({ id: t.id });
  return rows.length > 0;
}

/** Records the processed file unless one already is; answers the list's processed file either way. */
export async function claimProcessedFile(db: DbOrTx, id: string, fileId: string): Promise<string> {
  const [set] = await db.update(t).set({ processedFileId: fileId }).where(and(eq(t.id, id), isNull(t.processedFileId))).returning({ id: t.processedFileId });
  if (set?.id) return set.id;
  const [row] = await db.select({ id: t.processedFileId }).from(t).where(eq(t.id, id));
  return row!.id!;
}

/** Locks the list row for this transaction if it is still PROCESSING at `expectedRows` rows done; false otherwise. */
export async function lockProgress(db: DbOrTx, id: string, expectedRows: number): Promise<boolean> {
  const rows = await db.select({ id: t.id }).from(t).where(and(eq(t.id, id), eq(t.processedRows, expectedRows), eq(t.status, 'PROCESSING'))).for('update');
  return rows.length > 0;
}

/** Moves a list from one status to another; false when it was not in `from` (someone else moved it). */
export async function transition(db: DbOrTx, id: string, from: CampaignListRow['status'], values: Partial<typeof t.$inferInsert>): Promise<boolean> {
  const rows = await db.update(t).set({ ...values, updated: new Date() }).where(and(eq(t.id, id), eq(t.status, from))).returning({ id: t.id });
  return rows.length > 0;
}

export async function deleteUploaded(db: DbOrTx, id: string): Promise<CampaignListRow | null> {
  const [row] = await db.delete(t).where(and(eq(t.id, id), eq(t.status, 'UPLOADED'))).returning();
  return row ?? null;
}

/** Earlier imports of a dialer list into a campaign (a forced reimport removes their leads). */
export const importsOf = (db: DbOrTx, campaignId: string, dialerListId: string) =>
  db.select().from(t).where(and(eq(t.campaignId, campaignId), eq(t.dialerListId, dialerListId), eq(t.imported, true))).orderBy(desc(t.uploaded));

/** The latest import of each of these campaigns (the periodic reimport counts from it). */
export async function latestImports(db: DbOrTx, campaignIds: readonly string[]): Promise<CampaignListRow[]> {
  if (campaignIds.length === 0) return [];
  return db.selectDistinctOn([t.campaignId]).from(t)
    .where(and(inArray(t.campaignId, [...campaignIds]), eq(t.imported, true)))
    .orderBy(t.campaignId, desc(t.uploaded));
}

/** How many lists each of these workspaces holds, by workspace id: the workspaces' activity. */
export async function countPerWorkspace(db: DbOrTx, workspaceIds: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ ws: t.workspaceId, n: count() }).from(t).where(inArray(t.workspaceId, workspaceIds)).groupBy(t.workspaceId);
  return new Map(rows.map(({ ws, n }) => [ws, Number(n)]));
}

/** Lists still PROCESSING (after a restart their jobs are sent again; a job already waiting makes that a no-op). */
export const processingLists = (db: DbOrTx) => db.select({ id: t.id }).from(t).where(eq(t.status, 'PROCESSING'));

/** Daily totals of processed lists (by the day they finished in `timeZone`), for the campaign charts. */
export async function dailyStats(db: DbOrTx, scope: { workspaceId: string; campaignId?: string }, from: Date, timeZone: string) {
  const day = sql`to_char(${t.processingFinish} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return rowsOf<{ date: string; total: number; inactive: number; invalid: number; valid: number }>(await db.execute(sql`
    select ${day} as date,
      sum((${t.metrics}->>'total')::int)::int as total, sum((${t.metrics}->>'inactive')::int)::int as inactive,
      sum((${t.metrics}->>'invalid')::int)::int as invalid, sum((${t.metrics}->>'valid')::int)::int as valid
    from ${t}
    where ${t.workspaceId} = ${scope.workspaceId} ${scope.campaignId ? sql`and ${t.campaignId} = ${scope.campaignId}` : sql``}
      and ${t.status} = 'PROCESSED' and ${t.processingFinish} >= ${from.toISOString()}
    group by 1`));
}

/** Lists processed per day in the time zone between two instants, their outcomes summed (the Core dashboard's chart). */
export async function dailyOutcomes(db: DbOrTx, workspaceId: string, from: Date, to: Date, timeZone: string) {
  const day = sql`to_char(${t.processingFinish} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const sum = (k: string) => sql`coalesce(sum((${t.metrics}->>${k})::int), 0)::int`;
  return rowsOf<{ date: string; loaded: number; valid: number; dnc: number; invalid: number; landline: number }>(await db.execute(sql`
    select ${day} as date, ${sum('loaded')} as loaded, ${sum('valid')} as valid, ${sum('dnc')} as dnc, ${sum('invalid')} as invalid, ${sum('landline')} as landline
    from ${t}
    where ${t.workspaceId} = ${workspaceId} and ${t.status} = 'PROCESSED' and ${t.processingFinish} >= ${from.toISOString()} and ${t.processingFinish} < ${to.toISOString()}
    group by 1`));
}

/** Campaigns with lists that failed between two instants, and how many. */
export async function listErrors(db: DbOrTx, workspaceId: string, from: Date, to: Date) {
  return rowsOf<{ campaign_id: string; n: number }>(await db.execute(sql`
    select ${t.campaignId} as campaign_id, count(*)::int as n from ${t}
    where ${t.workspaceId} = ${workspaceId} and ${t.status} = 'ERROR' and ${t.updated} >= ${from.toISOString()} and ${t.updated} < ${to.toISOString()}
    group by 1`));
}
