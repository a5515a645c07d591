import { and, asc, count, desc, eq, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { INACTIVE_CAMPAIGN_STATUSES, type CampaignEventType } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { campaignEvents, campaigns } from './campaigns.tables';
import type { CensusItem } from '../metering/metering.service';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignInsert = typeof campaigns.$inferInsert;
export type CampaignEventRow = typeof campaignEvents.$inferSelect;

const select = (db: DbOrTx) => db.select().from(campaigns);
const live = notInArray(campaigns.status, [...INACTIVE_CAMPAIGN_STATUSES]);

/** Every campaign of a workspace by name (any case): one query, whatever the count. */
export const listCampaigns = (db: DbOrTx, workspaceId: string): Promise<CampaignRow[]> =>
  select(db).where(eq(campaigns.workspaceId, workspaceId)).orderBy(asc(sql`lower(${campaigns.name})`), asc(campaigns.created));

export const findCampaign = async (db: DbOrTx, workspaceId: string, id: string): Promise<CampaignRow | null> =>
  (await select(db).where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id))))[0] ?? null;

export const findCampaignById = async (db: DbOrTx, id: string): Promise<CampaignRow | null> =>
  (await select(db).where(eq(campaigns.id, id)))[0] ?? null;

/** Campaigns that are in service (not DEACTIVATED or DELETED), for the jobs. */
export const activeCampaigns = (db: DbOrTx): Promise<CampaignRow[]> => select(db).where(live).orderBy(asc(campaigns.created));

/** Campaigns in service whose next Sentry run is due. */
export const dueForSentry = (db: DbOrTx, now: Date): Promise<CampaignRow[]> =>
  select(db).where(and(live, lte(campaigns.nextSentry, now))).orderBy(asc(campaigns.nextSentry));

export async function insertCampaign(db: DbOrTx, row: CampaignInsert): Promise<void> {
  await db.insert(campaigns).values(row);
}

export async function updateCampaign(db: DbOrTx, id: string, values: Partial<CampaignInsert>): Promise<void> {
  await db.update(campaigns).set(values).where(eq(campaigns.id, id));
}

/** Sets the campaign's default mapping template unless it has one. Answers whether it did. */
export async function setDefaultTemplateIfNone(db: DbOrTx, id: string, templateName: string): Promise<boolean> {
  const rows = await db.update(campaigns).set({ defaultMappingTemplate: templateName })
    .where(and(eq(campaigns.id, id), isNull(campaigns.defaultMappingTemplate))).returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Moves a campaign in service between ACTIVE and SENTRY; a deactivated campaign is never revived. Answers whether it changed. */
export async function setLiveStatus(db: DbOrTx, id: string, status: 'ACTIVE' | 'SENTRY'): Promise<boolean> {
  const rows = await db.update(campaigns).set({ status }).where(and(eq(campaigns.id, id), live, ne(campaigns.status, status))).returning({ id: campaigns.id });
  return rows.length > 0;
}

export const countInFolder = async (db: DbOrTx, workspaceId: string, folderId: string): Promise<number> =>
  (await db.select({ n: count() }).from(campaigns).where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.folderId, folderId))))[0]?.n ?? 0;

/** How many campaigns (not deleted) each of these workspaces holds, by workspace id: the workspaces' activity. */
export async function countPerWorkspace(db: DbOrTx, workspaceIds: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ ws: campaigns.workspaceId, n: count() }).from(campaigns)
    .where(and(inArray(campaigns.workspaceId, workspaceIds), ne(campaigns.status, 'DELETED'))).groupBy(campaigns.workspaceId);
  return new Map(rows.map(({ ws, n }) => [ws, Number(n)]));
}

/** How many campaigns in service of the workspace refer to something in a JSON field (a branded calling profile, an FTC SAN, a record). */
export const countReferencing = async (db: DbOrTx, workspaceId: string, column: 'features' | 'messagingConfig', key: string, value: string) =>
  (await db.select({ n: count() }).from(campaigns).where(and(
    eq(campaigns.workspaceId, workspaceId), live, sql`${campaigns[column]} ->> ${key} = ${value}`,
  )))[0]?.n ?? 0;

/** How many campaigns in service of the workspace show one of a record's CNAMs or send messages for the record. */
export const countUsingRecord = async (db: DbOrTx, workspaceId: string, recordId: string, cnamIds: string[]) =>
  (await db.select({ n: count() }).from(campaigns).where(and(
    eq(campaigns.workspaceId, workspaceId), live,
    or(sql`${campaigns.messagingConfig} ->> 'businessRecordId' = ${recordId}`, cnamIds.length > 0 ? inArray(campaigns.businessIdentityId, cnamIds) : undefined),
  )))[0]?.n ?? 0;

export async function insertEvent(db: DbOrTx, row: typeof campaignEvents.$inferInsert): Promise<void> {
  await db.insert(campaignEvents).values(row);
}

/** The event log, newest first; without `withErrors` ERROR events are left out. */
export const listEvents = (db: DbOrTx, campaignId: string, withErrors: boolean): Promise<CampaignEventRow[]> =>
  db.select().from(campaignEvents)
    .where(and(eq(campaignEvents.campaignId, campaignId), withErrors ? undefined : ne(campaignEvents.type, 'ERROR' satisfies CampaignEventType)))
    .orderBy(desc(campaignEvents.timestamp), desc(campaignEvents.id));

/** Campaigns billed this month: those running (ACTIVE or SENTRY), across organisations. */
export const billedCampaigns = async (db: DbOrTx): Promise<CensusItem[]> =>
  (await db.select({ orgId: campaigns.orgId, workspaceId: campaigns.workspaceId, id: campaigns.id }).from(campaigns).where(inArray(campaigns.status, ['ACTIVE', 'SENTRY'])))
    .map((c) => ({ ...c, product: 'campaigns' as const }));
