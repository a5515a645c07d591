import { and, inArray, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { MessagingEventType } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { newId } from '../../platform/crypto';
import { messagingCampaignEvents as events, messagingCampaigns as t, type MessagingCampaignRow } from './messaging-campaigns.tables';

export type { MessagingCampaignRow, MessagingCampaignEventRow } from './messaging-campaigns.tables';
export type NewMessagingCampaign = typeof t.$inferInsert;

/** Every campaign of the workspace, DELETED ones too (the Inactive filter shows them), by name. */
export const listCampaigns = (db: DbOrTx, workspaceId: string) =>
  db.select().from(t).where(eq(t.workspaceId, workspaceId)).orderBy(asc(sql`lower(${t.name})`), asc(t.id));

export async function findCampaign(db: DbOrTx, workspaceId: string, id: string): Promise<MessagingCampaignRow | null> {
  const [row] = await db.select().from(t).where(and(eq(t.id, id), eq(t.workspaceId, workspaceId)));
  return row ?? null;
}

export async function findCampaignById(db: DbOrTx, id: string): Promise<MessagingCampaignRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

/** Names of a workspace's campaigns by id (deleted ones too). */
export async function namesOf(db: DbOrTx, workspaceId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(and(eq(t.workspaceId, workspaceId), inArray(t.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Ids of a workspace's campaigns (deleted ones too) whose sender source is the Core campaign. */
export async function idsSendingFrom(db: DbOrTx, workspaceId: string, coreCampaignId: string): Promise<string[]> {
  const rows = await db.select({ id: t.id }).from(t).where(and(eq(t.workspaceId, workspaceId), eq(t.senderSourceId, coreCampaignId)));
  return rows.map((r) => r.id);
}

export async function insertCampaign(db: DbOrTx, row: NewMessagingCampaign): Promise<MessagingCampaignRow> {
  const [saved] = await db.insert(t).values(row).returning();
  return saved!;
}

export async function updateCampaign(db: DbOrTx, id: string, patch: Partial<NewMessagingCampaign>): Promise<MessagingCampaignRow> {
  const [saved] = await db.update(t).set(patch).where(eq(t.id, id)).returning();
  return saved!;
}

/**
 * Moves a campaign's status only if it still is `from` (two reviewers, two tabs): answers the row when this call did it.
 */
export async function transition(db: DbOrTx, id: string, from: MessagingCampaignRow['campaignStatus'], patch: Partial<NewMessagingCampaign>): Promise<MessagingCampaignRow | null> {
  const [saved] = await db.update(t).set(patch).where(and(eq(t.id, id), eq(t.campaignStatus, from))).returning();
  return saved ?? null;
}

/** Ids of the ACTIVE (sending) campaigns of every workspace. */
export async function activeIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: t.id }).from(t).where(and(eq(t.campaignStatus, 'ACTIVE'), eq(t.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}

export async function countInFolder(db: DbOrTx, workspaceId: string, folderId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(t)
    .where(and(eq(t.workspaceId, workspaceId), eq(t.folderId, folderId), ne(t.status, 'DELETED')));
  return Number(r?.n ?? 0);
}

// Events

export async function addEvent(db: DbOrTx, campaignId: string, type: MessagingEventType, category: string, message: string, at: Date): Promise<void> {
  await db.insert(events).values({ id: newId(), campaignId, type, category, message, timestamp: at });
}

/** Newest first; without `withErrors`, ERROR events are left out (spec 3 §6: only SuperAdmin reads them). */
export const eventsOf = (db: DbOrTx, campaignId: string, withErrors: boolean, limit?: number) => {
  const q = db.select().from(events)
    .where(withErrors ? eq(events.campaignId, campaignId) : and(eq(events.campaignId, campaignId), ne(events.type, 'ERROR')))
    .orderBy(desc(events.timestamp), desc(events.id));
  return limit === undefined ? q : q.limit(limit);
};
