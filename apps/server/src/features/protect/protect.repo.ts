import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ProtectFilter, ProtectMetrics, SpamResult, ValidationResult } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import type { CensusItem } from '../metering/metering.service';
import { protectNumbers, protectWithdrawals, type ProtectNumberRow } from './protect.tables';

/** Rows per UPDATE/DELETE statement: thousands, well under PostgreSQL's 65,535 parameters. */
export const WRITE_BATCH = 4000;
/** Rows per INSERT statement, passed as arrays. */
export const UPSERT_BATCH = 10_000;

export interface Scope {
  orgId: string;
  workspaceId: string;
}

export interface NewProtectNumber {
  number: string;
  description: string | null;
}

const inWorkspace = (s: Scope) => and(eq(protectNumbers.orgId, s.orgId), eq(protectNumbers.workspaceId, s.workspaceId));

/** Search: digits anywhere in the number; text without digits in the description. */
function matching(s: Scope, search?: string, filter?: ProtectFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inWorkspace(s)];
  const text = search?.trim();
  if (text) {
    const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(digits ? like(protectNumbers.number, `%${digits}%`) : ilike(protectNumbers.description, `%${escaped}%`));
  }
  if (filter === 'spam') conditions.push(eq(protectNumbers.spamAlert, true));
  if (filter === 'cnam') conditions.push(eq(protectNumbers.cnamInvalid, true));
  if (filter === 'ftc') conditions.push(gt(protectNumbers.ftcComplaints, 0));
  if (filter === 'pending') conditions.push(or(eq(protectNumbers.status, 'INITIALIZING'), eq(protectNumbers.registrationPending, true)));
  return and(...conditions);
}

export async function metrics(db: DbOrTx, s: Scope): Promise<ProtectMetrics> {
  const [row] = await db
    .select({
      managedNumbers: sql<number>`count(*)::int`,
      spamLikely: sql<number>`(count(*) filter (where ${protectNumbers.spamAlert}))::int`,
      cnamError: sql<number>`(count(*) filter (where ${protectNumbers.cnamInvalid}))::int`,
      ftcComplaints: sql<number>`(count(*) filter (where ${protectNumbers.ftcComplaints} > 0))::int`,
      pending: sql<number>`(count(*) filter (where ${protectNumbers.status} = 'INITIALIZING' or ${protectNumbers.registrationPending}))::int`,
    })
    .from(protectNumbers)
    .where(inWorkspace(s));
  return row ?? { managedNumbers: 0, spamLikely: 0, cnamError: 0, ftcComplaints: 0, pending: 0 };
}

export async function page(db: DbOrTx, s: Scope, q: { page: number; size: number; descending: boolean; search?: string; filter?: ProtectFilter }) {
  const where = matching(s, q.search, q.filter);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(protectNumbers).where(where);
  const rows = await db
    .select()
    .from(protectNumbers)
    .where(where)
    .orderBy(q.descending ? desc(protectNumbers.number) : asc(protectNumbers.number))
    .limit(q.size)
    .offset(q.page * q.size);
  return { rows, total };
}

/** Matching rows in number order, a batch at a time after `after` (keyset paging, for downloads). */
export const batchAfter = (db: DbOrTx, s: Scope, after: string, limit: number, search?: string, filter?: ProtectFilter) =>
  db.select().from(protectNumbers).where(and(matching(s, search, filter), gt(protectNumbers.number, after))).orderBy(asc(protectNumbers.number)).limit(limit);

/**
 * Adds numbers or merges them into existing ones: a given description replaces the old one; a number that moves
 * to another business record (or was refused) is registered again, pending until confirmed. Each statement takes
 * a batch as two array parameters (unnest), which PostgreSQL and PGlite bind far faster than one parameter per cell.
 */
export async function upsert(db: DbOrTx, s: Scope, rows: NewProtectNumber[], record: { id: string; expectedCnam: string }, at: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
    const batch = rows.slice(i, i + UPSERT_BATCH);
    const numbers = sql.param(batch.map((r) => r.number));
    const descriptions = sql.param(batch.map((r) => r.description));
    const moved = sql`p.business_record_id is distinct from excluded.business_record_id or p.status = 'ERROR'`;
    await db.execute(sql`
      insert into protect_numbers as p (id, org_id, workspace_id, number, description, business_record_id, expected_cnam, created, updated)
      select gen_random_uuid()::text, ${s.orgId}, ${s.workspaceId}, u.number, u.description, ${record.id}, ${record.expectedCnam}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
      from unnest(${numbers}::text[], ${descriptions}::text[]) as u(number, description)
      on conflict (workspace_id, number) do update set
        description = coalesce(excluded.description, p.description),
        business_record_id = excluded.business_record_id,
        expected_cnam = excluded.expected_cnam,
        registration_pending = case when ${moved} then true else p.registration_pending end,
        registration_submitted_at = case when ${moved} then null else p.registration_submitted_at end,
        registration_confirmed_at = case when ${moved} then null else p.registration_confirmed_at end,
        status = case when p.status = 'ERROR' then 'INITIALIZING' else p.status end,
        status_reason = case when p.status = 'ERROR' then null else p.status_reason end,
        updated = excluded.updated`);
    // A number added back before its withdrawal went out stays registered.
    await db.delete(protectWithdrawals).where(and(eq(protectWithdrawals.workspaceId, s.workspaceId), inArray(protectWithdrawals.number, batch.map((r) => r.number))));
  }
}

/**
 * Deletes numbers and, in the same statement, queues the withdrawal of those the engines hold (submitted and not
 * refused); answers the numbers deleted.
 */
async function deleteAndQueueWithdrawal(db: DbOrTx, s: Scope, which: SQL, at: Date): Promise<string[]> {
  const result = await db.execute(sql`
    with gone as (
      delete from protect_numbers p where p.org_id = ${s.orgId} and p.workspace_id = ${s.workspaceId} and ${which}
      returning p.number, p.registration_submitted_at, p.status
    ), queued as (
      insert into protect_withdrawals (org_id, workspace_id, number, created)
      select ${s.orgId}, ${s.workspaceId}, g.number, ${at.toISOString()}::timestamptz from gone g
      where g.registration_submitted_at is not null and g.status <> 'ERROR'
      on conflict do nothing
    )
    select number from gone`);
  return (result as unknown as { rows: { number: string }[] }).rows.map((r) => r.number);
}

export const removeAll = (db: DbOrTx, s: Scope, at: Date) => deleteAndQueueWithdrawal(db, s, sql`true`, at);

/** Removes the listed numbers; answers the ones that were managed. */
export async function remove(db: DbOrTx, s: Scope, numbers: string[], at: Date): Promise<Set<string>> {
  const removed = new Set<string>();
  for (let i = 0; i < numbers.length; i += WRITE_BATCH) {
    const gone = await deleteAndQueueWithdrawal(db, s, sql`p.number = any(${sql.param(numbers.slice(i, i + WRITE_BATCH))}::text[])`, at);
    for (const n of gone) removed.add(n);
  }
  return removed;
}

/** The next numbers whose withdrawal is queued, oldest first. */
export const queuedWithdrawals = (db: DbOrTx, s: Scope, limit: number) =>
  db.select({ number: protectWithdrawals.number }).from(protectWithdrawals)
    .where(and(eq(protectWithdrawals.orgId, s.orgId), eq(protectWithdrawals.workspaceId, s.workspaceId)))
    .orderBy(asc(protectWithdrawals.created), asc(protectWithdrawals.number)).limit(limit);

export const withdrawn = (db: DbOrTx, s: Scope, numbers: string[]) =>
  db.delete(protectWithdrawals).where(and(eq(protectWithdrawals.workspaceId, s.workspaceId), inArray(protectWithdrawals.number, numbers)));

/** Workspaces with withdrawals still queued (a job that stopped before finishing is picked up by the daily sweep). */
export const workspacesWithWithdrawals = (db: DbOrTx) =>
  db.selectDistinct({ orgId: protectWithdrawals.orgId, workspaceId: protectWithdrawals.workspaceId }).from(protectWithdrawals);

/** Numbers of the workspace registered under a business record. */
export async function countUsingRecord(db: DbOrTx, workspaceId: string, recordId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(protectNumbers)
    .where(and(eq(protectNumbers.workspaceId, workspaceId), eq(protectNumbers.businessRecordId, recordId)));
  return row?.n ?? 0;
}

/** Numbers whose registration was never submitted, oldest first. */
export const unsubmitted = (db: DbOrTx, s: Scope, limit: number) =>
  db
    .select({ id: protectNumbers.id, number: protectNumbers.number, expectedCnam: protectNumbers.expectedCnam })
    .from(protectNumbers)
    .where(and(inWorkspace(s), eq(protectNumbers.registrationPending, true), isNull(protectNumbers.registrationSubmittedAt)))
    .orderBy(asc(protectNumbers.number))
    .limit(limit);

export async function markSubmitted(db: DbOrTx, ids: string[], ticket: string, at: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += WRITE_BATCH) {
    await db.update(protectNumbers).set({ registrationSubmittedAt: at, registrationTicket: ticket }).where(inArray(protectNumbers.id, ids.slice(i, i + WRITE_BATCH)));
  }
}

/** Submitted registrations still waiting for confirmation. */
export const awaitingConfirmation = (db: DbOrTx, s: Scope) =>
  db
    .select({ id: protectNumbers.id, number: protectNumbers.number, submittedAt: protectNumbers.registrationSubmittedAt })
    .from(protectNumbers)
    .where(and(inWorkspace(s), eq(protectNumbers.registrationPending, true), isNotNull(protectNumbers.registrationSubmittedAt)));

/** Marks registrations active, each since the time the engines give. */
export async function confirm(db: DbOrTx, active: { id: string; since: Date }[], at: Date): Promise<void> {
  for (let i = 0; i < active.length; i += WRITE_BATCH) {
    const batch = active.slice(i, i + WRITE_BATCH);
    await db.execute(sql`
      update protect_numbers p set status = 'ACTIVE', registration_pending = false, status_reason = null,
        registration_confirmed_at = v.since, updated = ${at.toISOString()}::timestamptz
      from unnest(${sql.param(batch.map((a) => a.id))}::text[], ${sql.param(batch.map((a) => a.since.toISOString()))}::timestamptz[]) as v(id, since)
      where p.id = v.id`);
  }
}

export async function refuse(db: DbOrTx, id: string, reason: string, at: Date): Promise<void> {
  await db.update(protectNumbers).set({ status: 'ERROR', registrationPending: false, statusReason: reason, updated: at }).where(eq(protectNumbers.id, id));
}

export const countPending = async (db: DbOrTx, s: Scope) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(protectNumbers).where(and(inWorkspace(s), eq(protectNumbers.registrationPending, true))))[0]?.n ?? 0;

/**
 * The next numbers to scan, in number order after `after`, not tried since `before`: with `onlyNew`, only numbers no
 * scan has answered yet (new ones, and ones whose scans failed), else all.
 */
export const toScan = (db: DbOrTx, s: Scope, opts: { onlyNew: boolean; before: Date; after: string; limit: number }) =>
  db
    .select({
      id: protectNumbers.id, number: protectNumbers.number, expectedCnam: protectNumbers.expectedCnam,
      registrationConfirmedAt: protectNumbers.registrationConfirmedAt, registrationPending: protectNumbers.registrationPending,
    })
    .from(protectNumbers)
    .where(
      and(
        inWorkspace(s),
        gt(protectNumbers.number, opts.after),
        or(isNull(protectNumbers.lastScanAttempt), lt(protectNumbers.lastScanAttempt, opts.before)),
        opts.onlyNew ? isNull(protectNumbers.lastScanTime) : undefined,
      ),
    )
    .orderBy(asc(protectNumbers.number))
    .limit(opts.limit);

export interface ScanUpdate {
  id: string;
  riskLevel: 'LOW' | 'MEDIUM' | 'HIGH' | null;
  spamAlert: boolean;
  spamResult: SpamResult | null;
  cnamName: string | null;
  cnamInvalid: boolean;
  ftcComplaints: number | null;
  validationResult: ValidationResult | null;
  scanError: string | null;
}

/**
 * Writes one batch of scan results in a single statement. A failed look-up keeps the previous results and last scan
 * time and records its error; an alert that cleared forgets the level it was alerted at.
 */
export async function saveScan(db: DbOrTx, updates: ScanUpdate[], at: Date): Promise<void> {
  if (updates.length === 0) return;
  const rows = updates.map(
    (u) =>
      sql`(${u.id}, ${u.riskLevel}, ${u.spamAlert}, ${u.spamResult ? JSON.stringify(u.spamResult) : null}, ${u.cnamName}, ${u.cnamInvalid}, ${u.ftcComplaints}, ${u.validationResult ? JSON.stringify(u.validationResult) : null}, ${u.scanError})`,
  );
  await db.execute(sql`
    update protect_numbers p set
      risk_level = case when v.scan_error is null then v.risk_level else p.risk_level end,
      spam_alert = case when v.scan_error is null then v.spam_alert::boolean else p.spam_alert end,
      spam_result = case when v.scan_error is null then v.spam_result::jsonb else p.spam_result end,
      cnam_name = case when v.scan_error is null then v.cnam_name else p.cnam_name end,
      cnam_invalid = case when v.scan_error is null then v.cnam_invalid::boolean else p.cnam_invalid end,
      ftc_complaints = case when v.scan_error is null then v.ftc_complaints::int else p.ftc_complaints end,
      validation_result = case when v.scan_error is null then v.validation_result::jsonb else p.validation_result end,
      alerted_risk = case when v.scan_error is null and not v.spam_alert::boolean then null else p.alerted_risk end,
      scan_error = v.scan_error,
      last_scan_attempt = ${at.toISOString()}::timestamptz,
      last_scan_time = case when v.scan_error is null then ${at.toISOString()}::timestamptz else p.last_scan_time end
    from (values ${sql.join(rows, sql`, `)}) as v(id, risk_level, spam_alert, spam_result, cnam_name, cnam_invalid, ftc_complaints, validation_result, scan_error)
    where p.id = v.id`);
}

/**
 * Numbers whose SPAM activity alert the organisation has not heard about: alerted never (or not since it cleared),
 * or alerted below HIGH and now HIGH.
 */
export const alertsDue = (db: DbOrTx, s: Scope) =>
  db
    .select({ id: protectNumbers.id, number: protectNumbers.number, riskLevel: protectNumbers.riskLevel })
    .from(protectNumbers)
    .where(and(inWorkspace(s), eq(protectNumbers.spamAlert, true),
      or(isNull(protectNumbers.alertedRisk), and(eq(protectNumbers.riskLevel, 'HIGH'), sql`${protectNumbers.alertedRisk} <> 'HIGH'`))))
    .orderBy(asc(protectNumbers.number));

export async function markAlerted(db: DbOrTx, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += WRITE_BATCH) {
    await db.update(protectNumbers).set({ alertedRisk: sql`${protectNumbers.riskLevel}` }).where(inArray(protectNumbers.id, ids.slice(i, i + WRITE_BATCH)));
  }
}

/** Workspaces that have managed numbers, for the daily scan. */
export const workspacesWithNumbers = (db: DbOrTx) =>
  db.selectDistinct({ orgId: protectNumbers.orgId, workspaceId: protectNumbers.workspaceId }).from(protectNumbers);

export type { ProtectNumberRow };

/** Numbers monitored this month, across organisations. */
export const billedNumbers = async (db: DbOrTx): Promise<CensusItem[]> =>
  (await db.select({ orgId: protectNumbers.orgId, workspaceId: protectNumbers.workspaceId, id: protectNumbers.id }).from(protectNumbers))
    .map((n) => ({ ...n, product: 'protect' as const }));
