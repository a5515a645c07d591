import crypto from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProviderCode } from '@trueline/contract';
import type { Db, DbOrTx } from '../../platform/db';
import type { DialerDelivery } from './dialers';
import { isNanpShape, tenDigits } from '../numbers/nanp';
import { PHONE_FIELD } from './sandbox-dialers.leads';
import { sandboxDialerLists as l, sandboxDialerRecords as t } from './sandbox-dialers.tables';

/**
 * Where the sandbox dialers keep what was delivered to them, so a test (or the sandbox's own list read) sees exactly
 * what reached the dialer. One multi-row statement per batch keeps million-record loads fast.
 */

export interface DialerListScope {
  accountKey: string;
  provider: ProviderCode;
  /** '' when the delivery names no campaign. */
  dialerCampaignId: string;
  /** '' for CONNECT, which has no lists. */
  dialerListId: string;
}

export interface DeliveryCounts {
  supplied: number;
  added: number;
  /** Records that matched an existing record and updated it (FIVE9 CRM update modes). */
  updated: number;
  /** Records that matched an existing record left as it was (FIVE9 DONT_UPDATE, or several matches with UPDATE_SOLE_MATCHES). */
  unchanged: number;
  /** Existing records removed: the list emptied by REPLACE, or RING de-dupe. */
  removed: number;
  /** New records not added because of FIVE9 DONT_ADD. */
  skipped: number;
  /** Records without a usable ten-digit phone number. */
  invalid: number;
}

/** Ten digits of a dialable North American number, or null when the value is not one. */
export function dialerPhone(value: string | undefined): string | null {
  const d = tenDigits(value);
  return d && isNanpShape(d) ? d : null;
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** A set of lead keys as one array parameter (a batch has thousands; `= any` uses the index). */
const keysParam = (keys: Iterable<string>) => `{${[...keys].join(',')}}`;

/** A text as a 64-bit number (for index keys). */
const hashKey = (text: string) => crypto.hash('sha256', text, 'buffer').readBigInt64BE(0).toString();

/** The lead key as a 64-bit number: the phone itself, or a hash of FIVE9's lead key field values. */
function leadKey(values: string[]): string {
  if (values.length === 1 && /^\d{10}$/.test(values[0]!)) return values[0]!;
  return hashKey(values.join('\u0000'));
}

async function listIdOf(tx: DbOrTx, s: DialerListScope, create: boolean): Promise<number | null> {
  const where = and(eq(l.accountKey, s.accountKey), eq(l.provider, s.provider), eq(l.dialerCampaignId, s.dialerCampaignId), eq(l.dialerListId, s.dialerListId));
  const [found] = await tx.select({ id: l.id }).from(l).where(where);
  if (found || !create) return found?.id ?? null;
  const [made] = await tx.insert(l).values(s).onConflictDoNothing().returning({ id: l.id });
  return made?.id ?? (await tx.select({ id: l.id }).from(l).where(where))[0]!.id;
}

/** Deletes and counts in the database (a REPLACE may empty a list of a million records). */
async function countDeleted(tx: DbOrTx, where: SQL): Promise<number> {
  const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`with d as (delete from ${t} where ${where} returning 1) select count(*)::int as n from d`));
  return n;
}

export async function storeDelivery(db: Db, scope: DialerListScope, req: DialerDelivery, now: Date): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { supplied: req.records.length, added: 0, updated: 0, unchanged: 0, removed: 0, skipped: 0, invalid: 0 };
  const five9 = scope.provider === 'FIVE9';
  const keyFields = five9 && req.options?.leadKeyFields?.length ? req.options.leadKeyFields : null;
  const phoneField = PHONE_FIELD[scope.provider];

  const valid: Delivered[] = [];
  req.records.forEach((record, i) => {
    const phone = dialerPhone(record[phoneField]);
    if (!phone) {
      counts.invalid++;
      return;
    }
    // Dialers keep numbers as digits, whatever the file's formatting.
    const key = leadKey(keyFields ? keyFields.map((f) => (f === phoneField ? phone : (record[f] ?? '').trim())) : [phone]);
    const id = five9 ? undefined : req.recordIds?.[i];
    valid.push({ key, id: id ? hashKey(id) : null, record: record[phoneField] === phone ? record : { ...record, [phoneField]: phone } });
  });

  return db.transaction(async (tx) => {
    // Deliveries to one dialer campaign wait for each other, as positions and de-dupe depend on what is already there.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope.accountKey}|${scope.provider}|${scope.dialerCampaignId}`}))`);
    // Embedded PGlite never gathers statistics (no autovacuum), so its planner would scan a whole list per batch
    // instead of probing the lead-key index: within this transaction, index look-ups are the only plans allowed.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
      set_config('enable_mergejoin', 'off', true), set_config('enable_hashjoin', 'off', true)`);
    const listId = (await listIdOf(tx, scope, true))!;
    if (five9 && req.mode === 'REPLACE' && req.first) counts.removed += await countDeleted(tx, eq(t.listId, listId));

    let inserts = valid;
    if (five9) inserts = await five9Matches(tx, listId, req, valid, counts);
    else if (scope.provider === 'RING' && req.options?.dedupe && req.options.dedupe !== 'RING_RETAIN_ALL') {
      // REMOVE_ALL_EXISTING removes the phone from every list of the dialer campaign, REMOVE_FROM_LIST from this list.
      const lists = req.options.dedupe === 'RING_REMOVE_ALL_EXISTING'
        ? (await tx.select({ id: l.id }).from(l).where(and(eq(l.accountKey, scope.accountKey), eq(l.provider, scope.provider), eq(l.dialerCampaignId, scope.dialerCampaignId)))).map((r) => r.id)
        : [listId];
      const last = new Map(valid.map((v) => [v.key, v]));
      if (last.size > 0) {
        // One index probe per phone (see above), then the rows by their physical address.
        counts.removed += await countDeleted(tx, sql`ctid = any(array(select h.ctid from unnest(${keysParam(last.keys())}::bigint[]) as x(k)
          cross join lateral (select r.ctid from sandbox_dialer_records r where r.list_id = any(${`{${lists.join(',')}}`}::int[]) and r.lead_key = x.k) h))`);
      }
      // Within the file too, only the last record of a phone is kept.
      counts.removed += valid.length - last.size;
      inserts = [...last.values()];
    }

    if (inserts.length > 0) {
      const [{ base }] = rowsOf<{ base: number }>(await tx.execute(sql`select coalesce(max(${t.position}), 0)::int as base from ${t} where ${t.listId} = ${listId}`));
      const keyed = inserts.some((v) => v.id !== null);
      // Built as text directly: a batch holds thousands of records.
      let payload = '[';
      inserts.forEach((v, n) => {
        payload += `${n > 0 ? ',' : ''}{"k":"${v.key}","i":${v.id === null ? 'null' : `"${v.id}"`},"r":${JSON.stringify(v.record)}}`;
      });
      payload += ']';
      const inserted = rowsOf<{ n: number }>(await tx.execute(sql`
        with i as (
          insert into ${t} (list_id, position, lead_key, record_key, record, created_at)
          select ${listId}, ${base} + e.n, (e.v->>'k')::bigint, (e.v->>'i')::bigint, e.v->'r', ${now.toISOString()}::timestamptz
          from jsonb_array_elements(${payload}::jsonb) with ordinality as e(v, n)
          ${keyed ? sql`on conflict (list_id, record_key) where record_key is not null do nothing` : sql``}
          returning 1)
        select count(*)::int as n from i`));
      const added = inserted[0]!.n;
      counts.added += added;
      // A record whose id the list already holds (a batch sent again) is kept as it was.
      counts.unchanged += inserts.length - added;
    }
    return counts;
  });
}

/** A record to store: its lead key, its own id hashed (null without one), and its fields. */
interface Delivered { key: string; id: string | null; record: Record<string, string> }

/**
 * FIVE9 matches records on the lead key (number1 unless the workspace sets lead key fields): a match is updated as the
 * CRM update mode says, a new record is added unless the CRM add mode is DONT_ADD. Answers the records to insert.
 */
async function five9Matches(tx: DbOrTx, listId: number, req: DialerDelivery, valid: Delivered[], counts: DeliveryCounts) {
  const updateMode = req.options?.crmUpdateMode ?? 'UPDATE_FIRST';
  const existing = new Map<string, { first: number; n: number }>();
  if (valid.length > 0) {
    const rows = rowsOf<{ k: string; first: number; n: number }>(await tx.execute(sql`
      select x.k::text as k, m.first, m.n from unnest(${keysParam(new Set(valid.map((v) => v.key)))}::bigint[]) as x(k)
      cross join lateral (select min(r.position)::int as first, count(*)::int as n from sandbox_dialer_records r where r.list_id = ${listId} and r.lead_key = x.k) m
      where m.n > 0`));
    for (const r of rows) existing.set(r.k, { first: r.first, n: r.n });
  }
  const inserts = new Map<string, Delivered>();
  const updates = new Map<string, { key: string; position: number | null; record: Record<string, string> }>();
  for (const v of valid) {
    const match = existing.get(v.key);
    const pending = inserts.get(v.key);
    if (!match && !pending) {
      if (req.options?.crmAddMode === 'DONT_ADD') counts.skipped++;
      else inserts.set(v.key, { key: v.key, id: null, record: v.record });
    } else if (updateMode === 'DONT_UPDATE' || (updateMode === 'UPDATE_SOLE_MATCHES' && match && match.n > 1)) {
      counts.unchanged++;
    } else if (pending) {
      // The caller's record is never changed: the merged one is a copy.
      pending.record = { ...pending.record, ...v.record };
      counts.updated++;
    } else if (match) {
      const u = updates.get(v.key) ?? { key: v.key, position: updateMode === 'UPDATE_FIRST' ? match.first : null, record: {} };
      Object.assign(u.record, v.record);
      updates.set(v.key, u);
      counts.updated++;
    }
  }
  if (updates.size > 0) {
    const payload = JSON.stringify([...updates.values()].map((u) => ({ k: u.key, p: u.position, r: u.record })));
    await tx.execute(sql`
      update ${t} set record = ${t.record} || e.v->'r' from jsonb_array_elements(${payload}::jsonb) as e(v)
      where ${t.listId} = ${listId} and ${t.leadKey} = (e.v->>'k')::bigint and (e.v->'p' = 'null'::jsonb or ${t.position} = (e.v->>'p')::int)`);
  }
  return [...inserts.values()];
}

export interface DeliveredRecord extends DialerListScope {
  position: number;
  record: Record<string, string>;
  createdAt: Date;
}

/**
 * What reached the sandbox dialers, in list order: for tests (e.g. `{ provider: 'FIVE9', dialerListId: 'Renewals East-L1' }`).
 * `accountKey` is `dialerAccountKey(account)` of sandbox-dialers.ts.
 */
export async function deliveredDialerRecords(db: DbOrTx, filter: Partial<DialerListScope> & { offset?: number; limit?: number } = {}): Promise<DeliveredRecord[]> {
  const where = and(
    filter.accountKey !== undefined ? eq(l.accountKey, filter.accountKey) : undefined,
    filter.provider !== undefined ? eq(l.provider, filter.provider) : undefined,
    filter.dialerCampaignId !== undefined ? eq(l.dialerCampaignId, filter.dialerCampaignId) : undefined,
    filter.dialerListId !== undefined ? eq(l.dialerListId, filter.dialerListId) : undefined,
  );
  let q = db
    .select({ accountKey: l.accountKey, provider: l.provider, dialerCampaignId: l.dialerCampaignId, dialerListId: l.dialerListId, position: t.position, record: t.record, createdAt: t.createdAt })
    .from(t)
    .innerJoin(l, eq(l.id, t.listId))
    .where(where)
    .orderBy(asc(l.accountKey), asc(l.provider), asc(l.dialerCampaignId), asc(l.dialerListId), asc(t.position))
    .$dynamic();
  if (filter.limit !== undefined) q = q.limit(filter.limit);
  if (filter.offset !== undefined) q = q.offset(filter.offset);
  return (await q) as DeliveredRecord[];
}

/** Whether a delivery ever created this list (a RING list created by a delivery exists from then on, even emptied). */
export async function listExists(db: DbOrTx, scope: DialerListScope): Promise<boolean> {
  return (await listIdOf(db, scope, false)) !== null;
}
