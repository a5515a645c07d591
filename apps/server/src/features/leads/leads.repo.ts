import { and, asc, desc, eq, gt, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { campaignLeads as t } from './leads.tables';
import type { LeadRow, NewLead } from './lead';

export type { LeadRow, NewLead } from './lead';

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
/**
 * Many phones or ids as one array parameter (batches hold thousands, beyond the parameter limit of a statement), matched
 * with `= any(…)` so the planner probes the index once per value. The values are digits or ids: no quoting is needed.
 */
const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

/** Leads whose phone starts with the digits, newest first; in one campaign or the whole workspace. */
export const searchLeads = (db: DbOrTx, workspaceId: string, prefix: string, campaignId: string | undefined, limit: number) =>
  db.select().from(t)
    .where(and(eq(t.workspaceId, workspaceId), like(t.phone, `${prefix}%`), campaignId ? eq(t.campaignId, campaignId) : undefined))
    .orderBy(desc(t.loaded), desc(t.id))
    .limit(limit);

/** A campaign as its leads are looked up: by workspace and phone (the index a workspace's lead search uses too). */
export interface CampaignRef { id: string; workspaceId: string }

/** The campaign's newest lead with this phone (the Aegis CampaignQuery node), or undefined. */
export const latestLead = async (db: DbOrTx, campaign: CampaignRef, phone: string): Promise<LeadRow | undefined> =>
  (await db.select().from(t).where(and(eq(t.workspaceId, campaign.workspaceId), eq(t.phone, phone), eq(t.campaignId, campaign.id)))
    .orderBy(desc(t.loaded), desc(t.id)).limit(1))[0];

/** A page of a campaign's leads after `afterId` (oldest first), for streaming downloads. */
export const leadsPage = (db: DbOrTx, campaignId: string, afterId: number, limit: number) =>
  db.select().from(t).where(and(eq(t.campaignId, campaignId), gt(t.id, afterId))).orderBy(asc(t.id)).limit(limit);

/** Values as one PostgreSQL text array literal (null elements stay null): any text, quoted and escaped. */
function textArrayLiteral(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : `"${/["\\]/.test(v) ? v.replace(/["\\]/g, '\\$&') : v}"`;
  }
  return `${out}}`;
}

/**
 * Many leads in one statement, each column as one array parameter (the server unnests them side by side). The columns
 * a batch shares (organisation, workspace, campaign, list, time) travel once, which is the case of a list's batches.
 */
export async function insertLeads(db: DbOrTx, rows: readonly NewLead[]): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0]!;
  const loadedMs = first.loaded.getTime();
  const shared = rows.every((r) => r.orgId === first.orgId && r.workspaceId === first.workspaceId && r.campaignId === first.campaignId
    && r.listId === first.listId && r.loaded.getTime() === loadedMs);
  const col = (f: (r: NewLead) => string | null) => sql`${textArrayLiteral(rows.map(f))}::text[]`;
  const own = sql`${col((r) => r.phone)}, ${col((r) => r.status)}, ${col((r) => r.zip)}, ${col((r) => r.state)}, ${col((r) => r.callerId)}, ${col((r) => r.uniqueId)}`;
  if (shared) {
    await db.execute(sql`
      insert into ${t} (org_id, workspace_id, campaign_id, list_id, loaded, phone, status, zip, state, caller_id, unique_id)
      select ${first.orgId}, ${first.workspaceId}, ${first.campaignId}, ${first.listId}::text, ${first.loaded.toISOString()}::timestamptz,
        x.phone, x.status, x.zip, x.state, x.caller_id, x.unique_id
      from unnest(${own}) as x(phone, status, zip, state, caller_id, unique_id)`);
    return;
  }
  await db.execute(sql`
    insert into ${t} (org_id, workspace_id, campaign_id, list_id, loaded, phone, status, zip, state, caller_id, unique_id)
    select x.org_id, x.workspace_id, x.campaign_id, x.list_id, x.loaded::timestamptz, x.phone, x.status, x.zip, x.state, x.caller_id, x.unique_id
    from unnest(${col((r) => r.orgId)}, ${col((r) => r.workspaceId)}, ${col((r) => r.campaignId)}, ${col((r) => r.listId)},
      ${col((r) => r.loaded.toISOString())}, ${own}) as x(org_id, workspace_id, campaign_id, list_id, loaded, phone, status, zip, state, caller_id, unique_id)`);
}

/**
 * The campaign's leads with these phones (phone, id and list), one probe of the (workspace, phone) index per phone, in
 * phone order so that neighbouring probes read the same pages. `offset 0` keeps the planner from flattening the probe
 * into a join it would plan from the table's statistics, which lag far behind while a list of a million rows is loading
 * (it then reads the whole campaign for every batch).
 */
const leadsOfPhones = (campaign: CampaignRef, phones: readonly string[], where = sql``) => sql`
  unnest(${textArray([...phones].sort())}) as x(phone)
  cross join lateral (select l.id, l.list_id from ${t} l
    where l.workspace_id = ${campaign.workspaceId} and l.phone = x.phone and l.campaign_id = ${campaign.id} ${where} offset 0) l`;

/** Which of the phones already have a lead in the campaign: only in `listId`, or only outside it (`exceptListId`). */
export async function existingPhones(db: DbOrTx, campaign: CampaignRef, phones: readonly string[], opts: { listId?: string; exceptListId?: string } = {}): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = rowsOf<{ phone: string }>(await db.execute(sql`
    select distinct x.phone from ${leadsOfPhones(campaign, phones, sql`
      ${opts.listId ? sql`and l.list_id = ${opts.listId}` : sql``} ${opts.exceptListId ? sql`and l.list_id is distinct from ${opts.exceptListId}` : sql``}`)}`));
  return new Set(rows.map((r) => r.phone));
}

/** One look-up for a list batch: which phones this list already has, and which the campaign has from elsewhere. */
export async function phonesSeen(db: DbOrTx, campaign: CampaignRef, phones: readonly string[], listId: string): Promise<{ inList: Set<string>; elsewhere: Set<string> }> {
  const inList = new Set<string>();
  const elsewhere = new Set<string>();
  if (phones.length === 0) return { inList, elsewhere };
  const rows = rowsOf<{ phone: string; in_list: boolean; elsewhere: boolean }>(await db.execute(sql`
    select x.phone, bool_or(l.list_id is not distinct from ${listId}) as in_list, bool_or(l.list_id is distinct from ${listId}) as elsewhere
    from ${leadsOfPhones(campaign, phones)} group by x.phone`));
  for (const r of rows) {
    if (r.in_list) inList.add(r.phone);
    if (r.elsewhere) elsewhere.add(r.phone);
  }
  return { inList, elsewhere };
}

/** Removes the campaign's leads with these phones (outside `exceptListId`); answers how many. */
export async function removePhones(db: DbOrTx, campaign: CampaignRef, phones: readonly string[], exceptListId?: string): Promise<number> {
  if (phones.length === 0) return 0;
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`
    with d as (delete from ${t} where id = any(array(select l.id from ${leadsOfPhones(campaign, phones,
      exceptListId ? sql`and l.list_id is distinct from ${exceptListId}` : sql``)})) returning 1)
    select count(*)::int as n from d`)) as [{ n: number }];
  return n;
}

/** Removes every lead these lists brought (a forced reimport, or a list resumed after a crash). */
export async function removeListLeads(db: DbOrTx, listIds: readonly string[]): Promise<number> {
  if (listIds.length === 0) return 0;
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`
    with d as (delete from ${t} where list_id = any(${textArray(listIds)}) returning 1) select count(*)::int as n from d`)) as [{ n: number }];
  return n;
}
