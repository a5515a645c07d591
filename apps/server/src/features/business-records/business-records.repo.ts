import { and, asc, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { CensusItem } from '../metering/metering.service';
import { businessRecordCnams, businessRecords, businessRecordSmsCampaigns } from './business-records.tables';

export type RecordRow = typeof businessRecords.$inferSelect;
export type CnamRow = typeof businessRecordCnams.$inferSelect;
export type SmsCampaignRow = typeof businessRecordSmsCampaigns.$inferSelect;
export type SmsCampaignInsert = typeof businessRecordSmsCampaigns.$inferInsert;

/** A record with its CNAMs and its SMS campaigns that are not deleted, each in panel order. */
export interface RecordGraph {
  record: RecordRow;
  cnams: CnamRow[];
  smsCampaigns: SmsCampaignRow[];
}

const live = (ws: string) => and(eq(businessRecords.workspaceId, ws), isNull(businessRecords.deletedAt));

async function withChildren(db: DbOrTx, records: RecordRow[]): Promise<RecordGraph[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const [cnams, campaigns] = await Promise.all([
    db.select().from(businessRecordCnams).where(inArray(businessRecordCnams.businessRecordId, ids)).orderBy(asc(businessRecordCnams.position)),
    db.select().from(businessRecordSmsCampaigns)
      .where(and(inArray(businessRecordSmsCampaigns.businessRecordId, ids), eq(businessRecordSmsCampaigns.deleted, false)))
      .orderBy(asc(businessRecordSmsCampaigns.position)),
  ]);
  return records.map((record) => ({
    record,
    cnams: cnams.filter((c) => c.businessRecordId === record.id),
    smsCampaigns: campaigns.filter((c) => c.businessRecordId === record.id),
  }));
}

export async function listRecords(db: DbOrTx, ws: string): Promise<RecordGraph[]> {
  const rows = await db.select().from(businessRecords).where(live(ws)).orderBy(asc(businessRecords.legalName), asc(businessRecords.created));
  return withChildren(db, rows);
}

export async function findRecord(db: DbOrTx, ws: string, id: string): Promise<RecordGraph | null> {
  const rows = await db.select().from(businessRecords).where(and(live(ws), eq(businessRecords.id, id)));
  return (await withChildren(db, rows))[0] ?? null;
}

export async function insertRecord(db: DbOrTx, row: typeof businessRecords.$inferInsert): Promise<void> {
  await db.insert(businessRecords).values(row);
}

export async function updateRecord(db: DbOrTx, id: string, values: Partial<typeof businessRecords.$inferInsert>): Promise<void> {
  await db.update(businessRecords).set(values).where(eq(businessRecords.id, id));
}

/** Replaces a record's CNAMs: rows left out are removed, the rest keep their ids and take the given order. */
export async function replaceCnams(db: DbOrTx, record: RecordRow, cnams: { id: string; name: string }[]): Promise<void> {
  const keep = cnams.map((c) => c.id);
  await db.delete(businessRecordCnams).where(and(
    eq(businessRecordCnams.businessRecordId, record.id),
    keep.length ? notInArray(businessRecordCnams.id, keep) : undefined,
  ));
  const existing = new Set((await db.select({ id: businessRecordCnams.id }).from(businessRecordCnams).where(eq(businessRecordCnams.businessRecordId, record.id))).map((r) => r.id));
  for (const [position, c] of cnams.entries()) {
    if (existing.has(c.id)) await db.update(businessRecordCnams).set({ name: c.name, position }).where(eq(businessRecordCnams.id, c.id));
    else await db.insert(businessRecordCnams).values({ id: c.id, orgId: record.orgId, workspaceId: record.workspaceId, businessRecordId: record.id, name: c.name, position });
  }
}

/** The workspace's SMS campaigns with these ids (ids come from the client, so they are checked). */
export const findSmsCampaignsByIds = (db: DbOrTx, ws: string, ids: string[]) =>
  ids.length
    ? db.select().from(businessRecordSmsCampaigns).where(and(eq(businessRecordSmsCampaigns.workspaceId, ws), inArray(businessRecordSmsCampaigns.id, ids)))
    : Promise.resolve([] as SmsCampaignRow[]);

export async function insertSmsCampaign(db: DbOrTx, row: SmsCampaignInsert): Promise<void> {
  await db.insert(businessRecordSmsCampaigns).values(row);
}

export async function updateSmsCampaign(db: DbOrTx, id: string, values: Partial<SmsCampaignInsert>): Promise<void> {
  await db.update(businessRecordSmsCampaigns).set(values).where(eq(businessRecordSmsCampaigns.id, id));
}

/** Marks the record's campaigns that are not in `keep` as deleted. */
export async function markSmsCampaignsDeleted(db: DbOrTx, recordId: string, keep: string[], at: Date): Promise<void> {
  await db.update(businessRecordSmsCampaigns).set({ deleted: true, updated: at }).where(and(
    eq(businessRecordSmsCampaigns.businessRecordId, recordId),
    eq(businessRecordSmsCampaigns.deleted, false),
    keep.length ? notInArray(businessRecordSmsCampaigns.id, keep) : undefined,
  ));
}

export async function countInFolder(db: DbOrTx, ws: string, folderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businessRecords).where(and(live(ws), eq(businessRecords.folderId, folderId)));
  return Number(row?.n ?? 0);
}

/** CNAMs of the workspace's ACTIVE records, with the record they belong to. */
export function activeCnams(db: DbOrTx, ws: string) {
  return db
    .select({ id: businessRecordCnams.id, name: businessRecordCnams.name, businessRecordId: businessRecords.id, legalName: businessRecords.legalName })
    .from(businessRecordCnams)
    .innerJoin(businessRecords, eq(businessRecords.id, businessRecordCnams.businessRecordId))
    .where(and(live(ws), eq(businessRecords.resourceStatus, 'ACTIVE')))
    .orderBy(asc(businessRecordCnams.name));
}

/** The names of these CNAMs (any record, any state), by CNAM id; an id no longer there is left out. */
export async function cnamNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: businessRecordCnams.id, name: businessRecordCnams.name }).from(businessRecordCnams).where(inArray(businessRecordCnams.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One SMS campaign of the workspace that is not deleted, whose record is not deleted either. */
export async function findSmsCampaign(db: DbOrTx, ws: string, id: string): Promise<SmsCampaignRow | null> {
  const [row] = await db
    .select({ campaign: businessRecordSmsCampaigns })
    .from(businessRecordSmsCampaigns)
    .innerJoin(businessRecords, eq(businessRecords.id, businessRecordSmsCampaigns.businessRecordId))
    .where(and(live(ws), eq(businessRecordSmsCampaigns.id, id), eq(businessRecordSmsCampaigns.deleted, false)));
  return row?.campaign ?? null;
}


/** Live records of the workspace that name a branded calling profile. */
export async function countUsingBrandedProfile(db: DbOrTx, ws: string, profileId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businessRecords).where(and(live(ws), eq(businessRecords.ucProtectBrandedCallingProfileId, profileId)));
  return Number(row?.n ?? 0);
}

const SMS_CAMPAIGN_PRODUCTS = { LONG_CODE: 'smsCampaignsLongCode', SHORT_CODE: 'smsCampaignsShortCode', TOLL_FREE: 'smsCampaignsTollFree' } as const;
/** SMS campaigns billed this month: the ACTIVE ones of records not deleted, by type (each carries its carriers' monthly fee). */
export const billedSmsCampaigns = async (db: DbOrTx): Promise<CensusItem[]> =>
  (await db.select({ orgId: businessRecordSmsCampaigns.orgId, workspaceId: businessRecordSmsCampaigns.workspaceId, id: businessRecordSmsCampaigns.id, type: businessRecordSmsCampaigns.campaignType })
    .from(businessRecordSmsCampaigns).innerJoin(businessRecords, eq(businessRecords.id, businessRecordSmsCampaigns.businessRecordId))
    .where(and(eq(businessRecordSmsCampaigns.status, 'ACTIVE'), eq(businessRecordSmsCampaigns.deleted, false), isNull(businessRecords.deletedAt))))
    .map(({ type, ...c }) => ({ ...c, product: SMS_CAMPAIGN_PRODUCTS[type] }));
