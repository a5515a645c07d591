import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AppToPersonStatus, PoolCnamStatus, PoolNumberStatus, RiskLevel } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import type { CensusItem } from '../metering/metering.service';
import { poolLeases, poolNumbers, type PoolNumberRow, type RetiredReason } from './pools.tables';

export type { PoolNumberRow };
export type NewPoolNumber = typeof poolNumbers.$inferInsert;

/** Numbers that can be given out as caller IDs (not AGING, FLAGGED, ERROR or DELETED). */
export const IN_SERVICE: PoolNumberStatus[] = ['ACTIVE', 'PENDING'];
/** Rows per statement of a batched write. */
const BATCH = 2000;
const iso = (d: Date) => d.toISOString();

/** In service first, then the rest, each by number. */
const poolOrder = [asc(sql`case ${poolNumbers.status} when 'ACTIVE' then 0 when 'PENDING' then 0 when 'FLAGGED' then 1 when 'ERROR' then 1 when 'AGING' then 2 else 3 end`), asc(poolNumbers.number)];

export const campaignNumbers = (db: DbOrTx, campaignId: string) =>
  db.select().from(poolNumbers).where(eq(poolNumbers.campaignId, campaignId)).orderBy(...poolOrder);

export const numbersWithStatus = (db: DbOrTx, campaignId: string, statuses: PoolNumberStatus[]) =>
  db.select().from(poolNumbers).where(and(eq(poolNumbers.campaignId, campaignId), inArray(poolNumbers.status, statuses))).orderBy(asc(poolNumbers.number));

export const inService = (db: DbOrTx, campaignId: string) => numbersWithStatus(db, campaignId, IN_SERVICE);

/** The city (location id) of each of these numbers in the campaign's pool, from its latest row (of any status). */
export async function locationsOf(db: DbOrTx, campaignId: string, numbers: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < numbers.length; i += BATCH) {
    const rows = await db.select({ number: poolNumbers.number, locationId: poolNumbers.locationId }).from(poolNumbers)
      .where(and(eq(poolNumbers.campaignId, campaignId), inArray(poolNumbers.number, numbers.slice(i, i + BATCH))))
      .orderBy(asc(poolNumbers.number), asc(poolNumbers.created));
    // Oldest first: a number the pool held twice ends on its latest row.
    for (const r of rows) out.set(r.number, r.locationId);
  }
  return out;
}

/**
 * Dates a campaign's numbers back: ordered, and in service, since `since` (the demo seed gives a pool its past); a caller
 * name still registering then has long been registered.
 */
export async function inServiceSince(db: DbOrTx, campaignId: string, since: Date): Promise<void> {
  await db.update(poolNumbers).set({ created: since, updated: since, firstUsed: since }).where(eq(poolNumbers.campaignId, campaignId));
  await db.update(poolNumbers).set({ status: 'ACTIVE', cnamStatus: 'REGISTERED' })
    .where(and(eq(poolNumbers.campaignId, campaignId), eq(poolNumbers.status, 'PENDING'), eq(poolNumbers.cnamStatus, 'PENDING')));
}

/** What caller-ID choice needs of the campaign's numbers in service: one narrow query per batch of leads. */
export const callerIdPool = (db: DbOrTx, campaignId: string) =>
  db.select({
    id: poolNumbers.id, number: poolNumbers.number, areaCode: poolNumbers.areaCode, state: poolNumbers.state, locationId: poolNumbers.locationId,
    lat: poolNumbers.lat, lon: poolNumbers.lon, usageCount: poolNumbers.usageCount, firstUsed: poolNumbers.firstUsed,
    lastUsedDay: poolNumbers.lastUsedDay, dayCount: poolNumbers.dayCount,
  }).from(poolNumbers).where(and(eq(poolNumbers.campaignId, campaignId), inArray(poolNumbers.status, IN_SERVICE)));

/** The campaign's rows (of any status but DELETED) among these numbers. */
export const liveRowsOf = (db: DbOrTx, campaignId: string, numbers: string[]) =>
  numbers.length === 0 ? Promise.resolve([] as PoolNumberRow[])
    : db.select().from(poolNumbers).where(and(eq(poolNumbers.campaignId, campaignId), inArray(poolNumbers.number, numbers), sql`${poolNumbers.status} <> 'DELETED'`));

/** Which of these numbers are live in some pool (a number is live in at most one). */
export const liveAnywhere = (db: DbOrTx, numbers: string[]) =>
  numbers.length === 0 ? Promise.resolve([] as { number: string; campaignId: string }[])
    : db.select({ number: poolNumbers.number, campaignId: poolNumbers.campaignId }).from(poolNumbers)
      .where(and(inArray(poolNumbers.number, numbers), sql`${poolNumbers.status} <> 'DELETED'`));

/** Numbers of the workspace starting with `prefix` (digits), served by the pattern-ops index. */
export const searchPrefix = (db: DbOrTx, workspaceId: string, prefix: string) =>
  db.select().from(poolNumbers).where(and(eq(poolNumbers.workspaceId, workspaceId), sql`${poolNumbers.number} like ${`${prefix}%`}`)).orderBy(...poolOrder);

/** Every number of the workspace (or of one campaign of it), for the download. */
export const workspaceNumbers = (db: DbOrTx, workspaceId: string, campaignId?: string) =>
  db.select().from(poolNumbers)
    .where(and(eq(poolNumbers.workspaceId, workspaceId), campaignId ? eq(poolNumbers.campaignId, campaignId) : undefined))
    .orderBy(asc(poolNumbers.campaignId), ...poolOrder);

export async function insertNumbers(db: DbOrTx, rows: NewPoolNumber[]): Promise<PoolNumberRow[]> {
  const out: PoolNumberRow[] = [];
  // A number live in another pool (which the carrier should never hand out) is left out rather than failing the batch.
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await db.insert(poolNumbers).values(rows.slice(i, i + BATCH)).onConflictDoNothing().returning()));
  return out;
}

export type StatusPatch = Partial<Pick<NewPoolNumber, 'status' | 'agedAt' | 'retiredReason' | 'releasedAt' | 'cnam' | 'cnamStatus' | 'cnamError'>>;
export async function patch(db: DbOrTx, ids: string[], values: StatusPatch, at: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    await db.update(poolNumbers).set({ ...values, updated: at }).where(inArray(poolNumbers.id, ids.slice(i, i + BATCH)));
  }
}

/** Takes numbers in service (or all not yet DELETED, with `from`) out of service: FLAGGED, AGING or DELETED, and why. */
export async function retire(db: DbOrTx, ids: string[], to: Extract<PoolNumberStatus, 'FLAGGED' | 'AGING' | 'DELETED'>, reason: RetiredReason, at: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    await db.update(poolNumbers).set({
      status: to, retiredReason: sql`coalesce(${poolNumbers.retiredReason}, ${reason})`, agedAt: sql`coalesce(${poolNumbers.agedAt}, ${iso(at)}::timestamptz)`,
      ...(to === 'DELETED' ? { releasedAt: at } : {}), updated: at,
    }).where(inArray(poolNumbers.id, ids.slice(i, i + BATCH)));
  }
}

/** Counts caller IDs given out: usage, first use, and today's count for the daily cap, in one statement per batch. */
export async function recordUsage(db: DbOrTx, uses: { id: string; n: number }[], day: string, at: Date): Promise<void> {
  for (let i = 0; i < uses.length; i += BATCH) {
    const batch = uses.slice(i, i + BATCH);
    await db.execute(sql`
      update pool_numbers p set usage_count = p.usage_count + v.n, first_used = coalesce(p.first_used, ${iso(at)}::timestamptz),
        day_count = case when p.last_used_day = ${day} then p.day_count + v.n else v.n end, last_used_day = ${day}
      from unnest(${sql.param(batch.map((u) => u.id))}::text[], ${sql.param(batch.map((u) => u.n))}::int[]) as v(id, n)
      where p.id = v.id`);
  }
}

/** Stores the latest reputation check of each number. */
export async function recordScan(db: DbOrTx, results: { id: string; riskLevel: RiskLevel; spamScore: number }[], at: Date): Promise<void> {
  for (let i = 0; i < results.length; i += BATCH) {
    const batch = results.slice(i, i + BATCH);
    await db.execute(sql`
      update pool_numbers p set risk_level = v.risk, spam_score = v.score, last_scan_at = ${iso(at)}::timestamptz
      from unnest(${sql.param(batch.map((r) => r.id))}::text[], ${sql.param(batch.map((r) => r.riskLevel))}::text[], ${sql.param(batch.map((r) => r.spamScore))}::int[]) as v(id, risk, score)
      where p.id = v.id`);
  }
}

/** Stores CNAM registration answers; a number waiting for its name (PENDING) goes ACTIVE once REGISTERED, ERROR if refused. */
export async function recordCnam(db: DbOrTx, answers: { id: string; status: PoolCnamStatus; error: string | null }[], at: Date): Promise<void> {
  for (let i = 0; i < answers.length; i += BATCH) {
    const batch = answers.slice(i, i + BATCH);
    await db.execute(sql`
      update pool_numbers p set cnam_status = v.status, cnam_error = v.error, updated = ${iso(at)}::timestamptz,
        status = case when p.status = 'PENDING' and v.status = 'REGISTERED' then 'ACTIVE' when p.status = 'PENDING' and v.status = 'ERROR' then 'ERROR' else p.status end
      from unnest(${sql.param(batch.map((a) => a.id))}::text[], ${sql.param(batch.map((a) => a.status))}::text[], ${sql.param(batch.map((a) => a.error))}::text[]) as v(id, status, error)
      where p.id = v.id`);
  }
}

export async function recordTenDlc(db: DbOrTx, answers: { id: string; vendorCampaignId: string; status: AppToPersonStatus; failureReason: string | null }[], at: Date): Promise<void> {
  for (let i = 0; i < answers.length; i += BATCH) {
    const batch = answers.slice(i, i + BATCH);
    await db.execute(sql`
      update pool_numbers p set app_to_person_campaign_id = v.vendor, app_to_person_status = v.status, app_to_person_failure_reason = v.reason, updated = ${iso(at)}::timestamptz
      from unnest(${sql.param(batch.map((a) => a.id))}::text[], ${sql.param(batch.map((a) => a.vendorCampaignId))}::text[],
        ${sql.param(batch.map((a) => a.status))}::text[], ${sql.param(batch.map((a) => a.failureReason))}::text[]) as v(id, vendor, status, reason)
      where p.id = v.id`);
  }
}

/** Numbers in service per campaign, in one grouped query. */
export async function inServiceCounts(db: DbOrTx, campaignIds: string[]): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db.select({ campaignId: poolNumbers.campaignId, n: sql<number>`count(*)::int` }).from(poolNumbers)
    .where(and(inArray(poolNumbers.campaignId, campaignIds), inArray(poolNumbers.status, IN_SERVICE))).groupBy(poolNumbers.campaignId);
  return new Map(rows.map((r) => [r.campaignId, r.n]));
}

/** Reasons that count as a replacement in the Sentry chart: Sentry's own, requests from the Pool tab, a CNAM change with Replace pool. */
export const REPLACEMENT_REASONS: RetiredReason[] = ['FLAGGED', 'AGE', 'REQUESTED', 'CNAM_CHANGE'];

/** Numbers taken out of service for replacement per day (yyyy-mm-dd in `timeZone`) among `days`. */
export async function replacedPerDay(db: DbOrTx, scope: { workspaceId: string; campaignId?: string }, days: string[], timeZone: string, now: Date) {
  if (days.length === 0) return [];
  // A bound on the time keeps the (workspace, aged_at) index in play; the day test itself is in the time zone asked for.
  const since = new Date(now.getTime() - (days.length + 2) * 24 * 3600_000);
  const day = sql<string>`to_char(${poolNumbers.agedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db.select({ date: day, replaced: sql<number>`count(*)::int` }).from(poolNumbers)
    .where(and(
      eq(poolNumbers.workspaceId, scope.workspaceId), scope.campaignId ? eq(poolNumbers.campaignId, scope.campaignId) : undefined,
      sql`${poolNumbers.agedAt} >= ${iso(since)}::timestamptz`, inArray(poolNumbers.retiredReason, REPLACEMENT_REASONS), sql`${day} = any(${sql.param(days)}::text[])`,
    // Grouped by position: the same expression with its own parameter would not count as the select's.
    )).groupBy(sql`1`);
  return rows;
}

/** AGING numbers whose rest ended (aged at or before `before`). */
export const agedOut = (db: DbOrTx, before: Date, limit: number) =>
  db.select().from(poolNumbers).where(and(eq(poolNumbers.status, 'AGING'), lte(poolNumbers.agedAt, before))).orderBy(asc(poolNumbers.agedAt)).limit(limit);

/** Takes the campaign's pool lease until `until` unless another holder has it; answers whether it was taken. */
export async function takeLease(db: DbOrTx, campaignId: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db.insert(poolLeases).values({ campaignId, holder, until })
    .onConflictDoUpdate({ target: poolLeases.campaignId, set: { holder, until }, setWhere: or(lt(poolLeases.until, now), eq(poolLeases.holder, holder)) })
    .returning({ holder: poolLeases.holder });
  return rows.length > 0;
}

export const dropLease = (db: DbOrTx, campaignId: string, holder: string) =>
  db.delete(poolLeases).where(and(eq(poolLeases.campaignId, campaignId), eq(poolLeases.holder, holder)));

/** Numbers billed this month: those rented (not pending or released), pool and own (BYOP) numbers apart. */
export const billedNumbers = async (db: DbOrTx): Promise<CensusItem[]> =>
  (await db.select({ orgId: poolNumbers.orgId, workspaceId: poolNumbers.workspaceId, id: poolNumbers.id, source: poolNumbers.source }).from(poolNumbers)
    .where(inArray(poolNumbers.status, ['ACTIVE', 'AGING', 'FLAGGED', 'ERROR'])))
    .map(({ source, ...n }) => ({ ...n, product: source === 'BYOP' ? 'byopNumbers' as const : 'poolNumbers' as const }));

/** The campaign a number is in service for (not released), in any organisation: where a call to it belongs. */
export const liveNumber = async (db: DbOrTx, number: string) =>
  (await db.select({ orgId: poolNumbers.orgId, workspaceId: poolNumbers.workspaceId, campaignId: poolNumbers.campaignId }).from(poolNumbers)
    .where(and(eq(poolNumbers.number, number), sql`${poolNumbers.status} <> 'DELETED'`)).limit(1))[0] ?? null;

/**
 * A workspace's pool health now: numbers by state, those replaced by Sentry since `since`, and per campaign its
 * numbers, flagged ones and CNAM registrations in error (the Core dashboard).
 */
export async function workspaceHealth(db: DbOrTx, workspaceId: string, since: Date) {
  const [totals] = rowsOf<{ in_service: number; aging: number; flagged: number; ten_dlc_pending: number; replaced: number }>(await db.execute(sql`
    select count(*) filter (where status = 'ACTIVE')::int as in_service, count(*) filter (where status = 'AGING')::int as aging,
      count(*) filter (where status = 'FLAGGED')::int as flagged,
      count(*) filter (where status <> 'DELETED' and app_to_person_status = 'PENDING_ASSIGNMENT')::int as ten_dlc_pending,
      count(*) filter (where aged_at >= ${iso(since)}::timestamptz and retired_reason = any(${sql.param(REPLACEMENT_REASONS)}::text[]))::int as replaced
    from pool_numbers where workspace_id = ${workspaceId}`));
  const campaigns = rowsOf<{ campaign_id: string; numbers: number; flagged: number; cnam_errors: number }>(await db.execute(sql`
    select campaign_id, count(*)::int as numbers, count(*) filter (where status = 'FLAGGED')::int as flagged,
      count(*) filter (where cnam_status = 'ERROR')::int as cnam_errors
    from pool_numbers where workspace_id = ${workspaceId} and status <> 'DELETED' group by campaign_id`));
  return {
    inService: totals?.in_service ?? 0, aging: totals?.aging ?? 0, flagged: totals?.flagged ?? 0, tenDlcPending: totals?.ten_dlc_pending ?? 0,
    replaced: totals?.replaced ?? 0, campaigns: campaigns.map((c) => ({ campaignId: c.campaign_id, numbers: c.numbers, flagged: c.flagged, cnamErrors: c.cnam_errors })),
  };
}
const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
