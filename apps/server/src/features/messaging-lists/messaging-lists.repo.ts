import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { MessagingListStatus } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { hasOpenLeads } from '../messaging-leads/load-leads';
import { messagingLists as t, type MessagingListRow, type NewMessagingList } from './messaging-lists.tables';

export async function insertList(db: DbOrTx, row: NewMessagingList): Promise<void> {
  await db.insert(t).values(row);
}

export async function findList(db: DbOrTx, workspaceId: string, campaignId: string, id: string): Promise<MessagingListRow | null> {
  const [row] = await db.select().from(t).where(and(eq(t.workspaceId, workspaceId), eq(t.campaignId, campaignId), eq(t.id, id)));
  return row ?? null;
}

export async function findListById(db: DbOrTx, id: string): Promise<MessagingListRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

export const listsOfCampaign = (db: DbOrTx, campaignId: string) =>
  db.select().from(t).where(eq(t.campaignId, campaignId)).orderBy(desc(t.uploaded), desc(t.id));

/** Ids of a campaign's lists in a status (the engine sends ACTIVE ones). */
export async function listIdsInStatus(db: DbOrTx, campaignId: string, status: MessagingListStatus): Promise<string[]> {
  return (await db.select({ id: t.id }).from(t).where(and(eq(t.campaignId, campaignId), eq(t.status, status)))).map((r) => r.id);
}

/** A page of every list of the workspace's campaigns, newest first. */
export async function pageOfWorkspace(db: DbOrTx, workspaceId: string, page: number, size: number) {
  const rows = await db.select().from(t).where(eq(t.workspaceId, workspaceId)).orderBy(desc(t.uploaded), desc(t.id)).limit(size).offset(page * size);
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(eq(t.workspaceId, workspaceId));
  return { rows, total: Number(r?.n ?? 0) };
}

export async function updateList(db: DbOrTx, id: string, values: Partial<NewMessagingList>): Promise<void> {
  await db.update(t).set({ ...values, updated: new Date() }).where(eq(t.id, id));
}

/** Moves a list from one status to another; null when it was not in `from` (another request moved it first). */
export async function transition(db: DbOrTx, id: string, from: MessagingListStatus | readonly MessagingListStatus[], values: Partial<NewMessagingList>): Promise<MessagingListRow | null> {
  const froms = typeof from === 'string' ? [from] : [...from];
  const [row] = await db.update(t).set({ ...values, updated: new Date() })
    .where(and(eq(t.id, id), sql`${t.status} in (${sql.join(froms.map((s) => sql`${s}`), sql`, `)})`)).returning();
  return row ?? null;
}

/** Records a committed batch, guarded by the rows done before it: false when another worker (or a delete) got there first. */
export async function advance(db: DbOrTx, id: string, fromRows: number, values: Partial<NewMessagingList>): Promise<boolean> {
  const rows = await db.update(t).set({ ...values, updated: new Date() })
    .where(and(eq(t.id, id), eq(t.processedRows, fromRows), eq(t.status, 'PROCESSING'))).returning({ id: t.id });
  return rows.length > 0;
}

export async function deleteList(db: DbOrTx, id: string, status: MessagingListStatus): Promise<MessagingListRow | null> {
  const [row] = await db.delete(t).where(and(eq(t.id, id), eq(t.status, status))).returning();
  return row ?? null;
}

/** Lists that may become COMPLETE: ACTIVE or PAUSED, without an open lead (see `hasOpenLeads`); at most `limit` per read. */
export async function finishedLists(db: DbOrTx, limit: number): Promise<Pick<MessagingListRow, 'id' | 'status'>[]> {
  return db.select({ id: t.id, status: t.status }).from(t)
    .where(and(sql`${t.status} in ('ACTIVE', 'PAUSED')`, not(hasOpenLeads(t.id)))).limit(limit);
}

/** Moves a list from `from` to COMPLETE if it still has no open lead; null otherwise (it was paused, activated or deleted since). */
export async function completeIfFinished(db: DbOrTx, id: string, from: MessagingListStatus): Promise<MessagingListRow | null> {
  const [row] = await db.update(t).set({ status: 'COMPLETE', updated: new Date() })
    .where(and(eq(t.id, id), eq(t.status, from), not(hasOpenLeads(t.id)))).returning();
  return row ?? null;
}
