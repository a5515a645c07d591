import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AttributeValue } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { recordSets, type RecordSetRow } from './record-sets.tables';

export type { RecordSetRow } from './record-sets.tables';
export type NewRecordSet = typeof recordSets.$inferInsert;
export type Attributes = Record<string, AttributeValue>;
export interface StoredRecord {
  key: string;
  attributes: Attributes;
  expiresAt: Date | null;
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
const iso = (d: Date) => d.toISOString();
/** Live records: those without expiry, or expiring after `now`. */
const live = (now: Date) => sql`(r.expires_at is null or r.expires_at > ${iso(now)}::timestamptz)`;

/** The ASCII record separator: keys never hold it (control characters are refused) and JSON text escapes it. */
const SEP = '\x1e';
/** Many keys as one text parameter, split into an array by the server: a batch of thousands without any quoting. */
const keyList = (keys: readonly string[]) => sql`string_to_array(${keys.join(SEP)}, ${SEP})`;

const toStored = (r: { key: string; attributes: Attributes; expires_at: string | Date | null }): StoredRecord => ({
  key: r.key, attributes: r.attributes, expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
});

// ---------------------------------------------------------------------------------------------------------------------
// Sets

/** The workspace's sets that are not DELETED, by name. */
export const listSets = (db: DbOrTx, workspaceId: string, onlyActive = false) =>
  db.select().from(recordSets)
    .where(and(eq(recordSets.workspaceId, workspaceId), onlyActive ? eq(recordSets.status, 'ACTIVE') : ne(recordSets.status, 'DELETED')))
    .orderBy(asc(sql`lower(${recordSets.name})`), asc(recordSets.id));

export async function findSet(db: DbOrTx, workspaceId: string, id: string): Promise<RecordSetRow | null> {
  const [row] = await db.select().from(recordSets).where(and(eq(recordSets.id, id), eq(recordSets.workspaceId, workspaceId)));
  return row ?? null;
}

export async function findActiveByName(db: DbOrTx, workspaceId: string, name: string): Promise<RecordSetRow | null> {
  const [row] = await db.select().from(recordSets)
    .where(and(eq(recordSets.workspaceId, workspaceId), eq(recordSets.status, 'ACTIVE'), sql`lower(${recordSets.name}) = lower(${name})`));
  return row ?? null;
}

export async function nameTaken(db: DbOrTx, workspaceId: string, name: string, exceptId?: string): Promise<boolean> {
  const found = await findActiveByName(db, workspaceId, name);
  return Boolean(found && found.id !== exceptId);
}

export async function insertSet(db: DbOrTx, row: NewRecordSet): Promise<RecordSetRow> {
  const [saved] = await db.insert(recordSets).values(row).returning();
  return saved!;
}

export async function updateSet(db: DbOrTx, id: string, patch: Partial<NewRecordSet>): Promise<RecordSetRow> {
  const [saved] = await db.update(recordSets).set(patch).where(eq(recordSets.id, id)).returning();
  return saved!;
}

export async function countInFolder(db: DbOrTx, workspaceId: string, folderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recordSets)
    .where(and(eq(recordSets.workspaceId, workspaceId), eq(recordSets.folderId, folderId), ne(recordSets.status, 'DELETED')));
  return row?.n ?? 0;
}

/** Whether the set holds any record (expired ones not yet deleted count too: their keys are still there). */
export async function hasRecords(db: DbOrTx, setId: string): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(await db.execute(sql`select 1 as one from record_set_records where record_set_id = ${setId} limit 1`));
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------------
// Counts

/** Counts the set's live records and stores the figure; answers it. */
export async function refreshCount(db: DbOrTx, setId: string, now: Date): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`
    update record_sets set record_count = c.n, record_count_updated = ${iso(now)}::timestamptz
    from (select count(*)::int as n from record_set_records r where r.record_set_id = ${setId} and ${live(now)}) c
    where id = ${setId} returning c.n`));
  return rows[0]?.n ?? 0;
}

/**
 * The live records of each set, counted now, for sets whose stored figure is at most `max` (each count stops after
 * max + 1 rows: a set that grew past it answers no figure and keeps its stored one).
 */
export async function exactCounts(db: DbOrTx, sets: readonly { id: string; recordCount: number }[], now: Date, max: number): Promise<Map<string, number>> {
  const ids = sets.filter((s) => s.recordCount <= max).map((s) => s.id);
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string; n: number }>(await db.execute(sql`
    select s.id, (select count(*)::int from (select 1 from record_set_records r where r.record_set_id = s.id and ${live(now)} limit ${max + 1}) x) as n
    from unnest(${keyList(ids)}) as s(id)`));
  return new Map(rows.filter((r) => r.n <= max).map((r) => [r.id, r.n]));
}

/** The ACTIVE sets, for the periodic recount. */
export const activeSetIds = async (db: DbOrTx): Promise<string[]> =>
  (await db.select({ id: recordSets.id }).from(recordSets).where(eq(recordSets.status, 'ACTIVE'))).map((r) => r.id);

/** Moves the stored count by a single add or removal, between recounts. */
export async function adjustCount(db: DbOrTx, setId: string, delta: number): Promise<void> {
  await db.update(recordSets).set({ recordCount: sql`greatest(0, ${recordSets.recordCount} + ${delta})` }).where(eq(recordSets.id, setId));
}

// ---------------------------------------------------------------------------------------------------------------------
// Records

export async function getRecord(db: DbOrTx, setId: string, key: string, now: Date): Promise<StoredRecord | null> {
  const rows = rowsOf<{ key: string; attributes: Attributes; expires_at: string | null }>(await db.execute(sql`
    select r.key, r.attributes, r.expires_at from record_set_records r where r.record_set_id = ${setId} and r.key = ${key} and ${live(now)}`));
  return rows[0] ? toStored(rows[0]) : null;
}

/** The live records among many keys, one index probe per key. */
export async function getRecords(db: DbOrTx, setId: string, keys: readonly string[], now: Date): Promise<StoredRecord[]> {
  if (keys.length === 0) return [];
  const rows = rowsOf<{ key: string; attributes: Attributes; expires_at: string | null }>(await db.execute(sql`
    select r.key, r.attributes, r.expires_at from record_set_records r
    where r.record_set_id = ${setId} and r.key = any(${keyList(keys)}) and ${live(now)}`));
  return rows.map(toStored);
}

/** Live records whose key starts with `prefix`, in key order (the key index serves the prefix in "C" collation). */
export async function searchRecords(db: DbOrTx, setId: string, prefix: string, now: Date, limit: number): Promise<StoredRecord[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = rowsOf<{ key: string; attributes: Attributes; expires_at: string | null }>(await db.execute(sql`
    select r.key, r.attributes, r.expires_at from record_set_records r
    where r.record_set_id = ${setId} and r.key like ${pattern} and ${live(now)} order by r.key limit ${limit}`));
  return rows.map(toStored);
}

/** Live records after `after` in key order, `limit` at a time (ETL runs and exports page with it). */
export async function recordsAfter(db: DbOrTx, setId: string, after: string | null, limit: number, now: Date): Promise<StoredRecord[]> {
  const rows = rowsOf<{ key: string; attributes: Attributes; expires_at: string | null }>(await db.execute(sql`
    select r.key, r.attributes, r.expires_at from record_set_records r
    where r.record_set_id = ${setId} ${after === null ? sql`` : sql`and r.key > ${after}`} and ${live(now)} order by r.key limit ${limit}`));
  return rows.map(toStored);
}

/**
 * Writes one record; answers whether it is new to the set (an expired record it replaces counts as new). `merge` keeps
 * the attributes the new record does not give; otherwise the record is replaced whole.
 */
export async function putRecord(db: DbOrTx, setId: string, r: StoredRecord, now: Date, merge = false): Promise<boolean> {
  const rows = rowsOf<{ fresh: boolean }>(await db.execute(sql`
    with old as (select r.expires_at is null or r.expires_at > ${iso(now)}::timestamptz as alive from record_set_records r where r.record_set_id = ${setId} and r.key = ${r.key})
    insert into record_set_records as t (record_set_id, key, attributes, expires_at)
    values (${setId}, ${r.key}, ${JSON.stringify(r.attributes)}::jsonb, ${r.expiresAt ? iso(r.expiresAt) : null}::timestamptz)
    on conflict (record_set_id, key) do update set
      attributes = ${merge ? sql`case when t.expires_at is null or t.expires_at > ${iso(now)}::timestamptz then t.attributes || excluded.attributes else excluded.attributes end` : sql`excluded.attributes`},
      expires_at = excluded.expires_at
    returning not coalesce((select alive from old), false) as fresh`));
  return rows[0]?.fresh ?? false;
}

/**
 * Writes a batch of records (keys unique within the batch) in one statement. Keys and attributes (as JSON) travel as
 * two text parameters split on the record separator, which neither can hold (keys refuse control characters; JSON
 * escapes them): no quoting on our side, no array parsing on the server's. An existing live record merges with the new
 * one: given attributes win, the others stay; an expired one is replaced whole. Every record gets the same expiry.
 */
export async function putBatch(db: DbOrTx, setId: string, keys: readonly string[], attributes: readonly Attributes[], expiresAt: Date | null, now: Date): Promise<void> {
  if (keys.length === 0) return;
  let json = '';
  for (let i = 0; i < attributes.length; i++) json += (i > 0 ? SEP : '') + JSON.stringify(attributes[i]);
  await db.execute(sql`
    insert into record_set_records as t (record_set_id, key, attributes, expires_at)
    select ${setId}, u.k, u.a::jsonb, ${expiresAt ? iso(expiresAt) : null}::timestamptz
    from unnest(${keyList(keys)}, string_to_array(${json}, ${SEP})) as u(k, a)
    on conflict (record_set_id, key) do update set
      attributes = case when t.expires_at is null or t.expires_at > ${iso(now)}::timestamptz then t.attributes || excluded.attributes else excluded.attributes end,
      expires_at = excluded.expires_at`);
}

/** Deletes the records with these keys; answers the keys of the live ones deleted (expired ones were already gone). */
export async function deleteKeys(db: DbOrTx, setId: string, keys: readonly string[], now: Date): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = rowsOf<{ key: string; alive: boolean }>(await db.execute(sql`
    delete from record_set_records r where r.record_set_id = ${setId} and r.key = any(${keyList(keys)}) returning r.key, ${live(now)} as alive`));
  return new Set(rows.filter((r) => r.alive).map((r) => r.key));
}

/** Deletes every record of the set. */
export async function deleteAll(db: DbOrTx, setId: string): Promise<void> {
  await db.execute(sql`delete from record_set_records where record_set_id = ${setId}`);
}

/** Deletes up to `limit` expired records of any set; answers how many (the expiry job loops until none are left). */
export async function deleteExpired(db: DbOrTx, now: Date, limit: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`
    with gone as (
      delete from record_set_records where ctid = any(array(
        select ctid from record_set_records where expires_at is not null and expires_at <= ${iso(now)}::timestamptz limit ${limit}))
      returning 1)
    select count(*)::int as n from gone`));
  return rows[0]?.n ?? 0;
}
