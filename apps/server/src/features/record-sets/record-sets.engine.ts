import type { Readable } from 'node:stream';
import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import { recordSetExportFile, type RecordSetOption, type RecordSetRecord } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import * as repo from './record-sets.repo';
import type { RecordSetRow } from './record-sets.tables';
import { toOption } from './record-set-entity';
import { recordKey, toRecord } from './records';
import { recordOps, type RecordInput } from './record-ops';
import { recordSetCsvStream } from './export-csv';

/**
 * Definitions are read on every screened call: they are remembered this long. A change on this instance is seen at
 * once (the console's service tells the engine); another instance's within this.
 */
export const SET_CACHE_MS = 5_000;

/** Records per page of `readRecords` unless asked otherwise, and the most one page holds. */
const READ_DEFAULT = 1000;
const READ_MAX = 10_000;

/**
 * Record sets for the call-screening engine, ETL runs and exports: no actor, the workspace is the caller's own
 * (the interaction's, the task's, the export request's). A set of another workspace, or a DELETED one, does not exist:
 * look-ups answer null, writes throw NOT_FOUND. Writes are checked exactly as in the console (key format, attributes
 * of the definition, their types) and throw VALIDATION with the spec's text.
 */
export function recordSetsEngine(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps;
  const records = recordOps(deps);

  const sets = new LRUCache<string, { set: RecordSetRow | null }>({ max: 10_000, ttl: SET_CACHE_MS });
  async function activeSet(workspaceId: string, recordSetId: string): Promise<RecordSetRow | null> {
    const key = `${workspaceId}\u0000${recordSetId}`;
    const hit = sets.get(key);
    if (hit) return hit.set;
    const found = await repo.findSet(db, workspaceId, recordSetId);
    const set = found && found.status === 'ACTIVE' ? found : null;
    sets.set(key, { set });
    return set;
  }
  /**
   * Look-ups asked in the same turn of the event loop (the calls being screened at that moment) go to the database
   * together, one query per set; nothing is remembered between batches.
   */
  const lookups = new DataLoader<{ set: RecordSetRow; key: string }, RecordSetRecord | null, string>(async (asks) => {
    const bySet = new Map<string, { set: RecordSetRow; keys: string[] }>();
    for (const a of asks) {
      const entry = bySet.get(a.set.id) ?? { set: a.set, keys: [] };
      entry.keys.push(a.key);
      bySet.set(a.set.id, entry);
    }
    const now = deps.now();
    const found = new Map<string, RecordSetRecord>();
    await Promise.all([...bySet.values()].map(async ({ set, keys }) => {
      for (const r of await repo.getRecords(db, set.id, [...new Set(keys)], now)) found.set(`${set.id}\u0000${r.key}`, toRecord(set, r));
    }));
    return asks.map((a) => found.get(`${a.set.id}\u0000${a.key}`) ?? null);
  }, { cache: false, cacheKeyFn: (a) => `${a.set.id}\u0000${a.key}`, batchScheduleFn: (run) => setImmediate(run) });
  async function requireSet(workspaceId: string, recordSetId: string): Promise<RecordSetRow> {
    const set = await activeSet(workspaceId, recordSetId);
    if (!set) throw notFound();
    return set;
  }

  return {
    /** The ACTIVE sets of a workspace for pickers (nodes, ETL tasks, messaging DNC sets), by name. */
    async activeSets(workspaceId: string): Promise<RecordSetOption[]> {
      return (await repo.listSets(db, workspaceId, true)).map(toOption);
    },

    /** One ACTIVE set's definition, or null. */
    async findSet(workspaceId: string, recordSetId: string): Promise<RecordSetOption | null> {
      const set = await activeSet(workspaceId, recordSetId);
      return set ? toOption(set) : null;
    },

    /** The live record with this phone or extern ID (written any way: "(512) 555-0147" finds 5125550147), or null. */
    async getRecord(workspaceId: string, recordSetId: string, key: string): Promise<RecordSetRecord | null> {
      const set = await activeSet(workspaceId, recordSetId);
      if (!set) return null;
      const k = recordKey(key, set.strictPhoneKey);
      return k.ok ? lookups.load({ set, key: k.value }) : null;
    },

    /** Forgets what the engine remembers of a set (its definition changed, or it was deleted). */
    forget(workspaceId: string, recordSetId: string) {
      sets.delete(`${workspaceId}\u0000${recordSetId}`);
    },

    /** Many look-ups in one query: the live records found, by the key they are stored under. */
    async getRecords(workspaceId: string, recordSetId: string, keys: readonly string[]): Promise<Map<string, RecordSetRecord>> {
      const set = await activeSet(workspaceId, recordSetId);
      if (!set) return new Map();
      const wanted = keys.map((k) => recordKey(k, set.strictPhoneKey)).filter((k) => k.ok).map((k) => (k as { value: string }).value);
      const found = await repo.getRecords(db, set.id, [...new Set(wanted)], deps.now());
      return new Map(found.map((r) => [r.key, toRecord(set, r)]));
    },

    /**
     * Adds a record or rewrites the one with the same key (whole, or merged with `merge`); its expiry restarts by the
     * set's TTL. An attribute the set does not define is refused.
     */
    async putRecord(workspaceId: string, recordSetId: string, input: RecordInput, opts: { merge?: boolean } = {}): Promise<RecordSetRecord> {
      return records.save(await requireSet(workspaceId, recordSetId), input, opts);
    },

    /** Removes the record with this key; answers whether a live one was there. */
    async deleteRecord(workspaceId: string, recordSetId: string, key: string): Promise<boolean> {
      const set = await activeSet(workspaceId, recordSetId);
      return set ? records.remove(set, key) : false;
    },

    /**
     * Removes records by the keys they are stored under (as `readRecords` answers them): an ETL run's processed
     * records. Answers how many live ones were removed.
     */
    async deleteRecords(workspaceId: string, recordSetId: string, keys: readonly string[]): Promise<number> {
      const set = await activeSet(workspaceId, recordSetId);
      if (!set || keys.length === 0) return 0;
      return db.transaction(async (tx) => {
        const gone = await repo.deleteKeys(tx, set.id, keys, deps.now());
        if (gone.size > 0) await repo.adjustCount(tx, set.id, -gone.size);
        return gone.size;
      });
    },

    /**
     * Live records in key order, a page at a time: pass the `next` of one page as `after` to read the following one
     * (null when the set is read to its end). Records removed or added between pages are not skipped twice nor repeated.
     */
    async readRecords(workspaceId: string, recordSetId: string, page: { after?: string | null; limit?: number } = {}): Promise<{ records: RecordSetRecord[]; next: string | null }> {
      const set = await requireSet(workspaceId, recordSetId);
      const limit = Math.min(Math.max(1, page.limit ?? READ_DEFAULT), READ_MAX);
      const rows = await repo.recordsAfter(db, set.id, page.after ?? null, limit, deps.now());
      return { records: rows.map((r) => toRecord(set, r)), next: rows.length === limit ? rows[rows.length - 1]!.key : null };
    },

    /**
     * The whole set as CSV, streamed (header `phone,<attributes>,ttl`, records in key order, read in batches): for
     * the asynchronous download, which writes the stream to its file. The file loads back with Add or Replace.
     */
    async exportRecordSetCsv(workspaceId: string, recordSetId: string): Promise<{ filename: string; stream: Readable }> {
      const set = await requireSet(workspaceId, recordSetId);
      return { filename: recordSetExportFile(set.name), stream: recordSetCsvStream(db, set, deps.now) };
    },
  };
}
export type RecordSetsEngine = ReturnType<typeof recordSetsEngine>;
