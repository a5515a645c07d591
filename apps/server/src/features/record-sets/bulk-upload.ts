import type { Readable } from 'node:stream';
import {
  KEY_ATTRIBUTE, RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M, TTL_ATTRIBUTE, cleanAttributeName, coerceAttribute,
  type BulkAction, type BulkResult, type RecordFailure, type RecordSetAttribute,
} from '@trueline/contract';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { CsvError, csvChunks } from '../lists';
import * as repo from './record-sets.repo';
import { recordKey, type SetDefinition } from './records';
import { expiryOf } from './record-ttl';
import type { RecordSetRow } from './record-sets.tables';
import { ttlOf } from './record-set-entity';

/** Records per statement: large enough that a million rows take a few hundred statements, small enough to stay quick. */
export const BULK_BATCH = 5000;

/** How the columns of a file map to the set: the key's column, and each attribute column with its definition. */
interface Layout {
  keyColumn: number;
  columns: { index: number; def: RecordSetAttribute }[];
  /** The first row held the column names (else it is the first record). */
  header: boolean;
}

/**
 * Reads the first row. A row naming `phone` (any case; names lose non-alphanumeric characters as attribute names do) is
 * the header: every other column must be one of the set's attributes, except `ttl`, which is ignored (a record's expiry
 * comes from the set), so an exported file loads back. A first row of one cell that is not a header is a file of
 * keys alone. Anything else lacks its header.
 */
function layoutOf(first: string[], set: SetDefinition, action: BulkAction): Layout {
  const names = first.map((c) => cleanAttributeName(c).toLowerCase());
  const keyColumn = names.indexOf(KEY_ATTRIBUTE);
  if (keyColumn < 0) {
    if (first.length === 1) return { keyColumn: 0, columns: [], header: false };
    throw badRequest(M.headerRequired, 'file');
  }
  const defs = new Map(set.attributes.filter((a) => !a.locked).map((a) => [a.name.toLowerCase(), a]));
  const seen = new Set<string>();
  const columns: Layout['columns'] = [];
  names.forEach((name, index) => {
    if (name === '' && (first[index] ?? '').trim() === '') return;
    if (seen.has(name)) throw badRequest(M.columnRepeated.replace('{name}', first[index]!.trim()), 'file');
    seen.add(name);
    if (index === keyColumn || name === TTL_ATTRIBUTE) return;
    const def = defs.get(name);
    // Removing reads keys only: other columns are allowed there and ignored.
    if (!def) {
      if (action === 'REMOVE') return;
      throw badRequest(M.columnUnknown.replace('{name}', first[index]!.trim()), 'file');
    }
    columns.push({ index, def });
  });
  return { keyColumn, columns: action === 'REMOVE' ? [] : columns, header: true };
}

/** Counts and the first refused rows, as the answer lists them. */
function failureLog() {
  const listed: RecordFailure[] = [];
  let count = 0;
  return {
    add(row: number, phone: string, reason: string) {
      count++;
      if (listed.length < RECORD_SET_LIMITS.failuresListed) listed.push({ row, phone, reason });
    },
    get count() {
      return count;
    },
    listed,
  };
}

/** Rolls back a Replace that brought nothing valid, leaving the set as it was. */
class NothingToReplace extends Error {}

/**
 * A bulk upload (spec 3 §2.9, §7): the CSV streams through the shared reader a chunk at a time and is written a batch
 * at a time, each batch one statement, while the next batch is being read. Add merges with existing records, Remove
 * deletes the listed keys (keys not in the set are reported), Replace empties the set first. Each row is checked
 * (key format, attribute types) and refused with its reason. The whole upload is one transaction: a file that turns
 * out unreadable half way, or a Replace with no valid record, changes nothing.
 */
export async function bulkUpload(db: Db, set: RecordSetRow, action: BulkAction, stream: Readable, now: Date): Promise<BulkResult> {
  const expiresAt = expiryOf(ttlOf(set), now);
  const failures = failureLog();
  let successful = 0;
  let rowsSeen = 0;
  try {
    await db.transaction(async (tx) => {
      if (action === 'REPLACE') await repo.deleteAll(tx, set.id);
      let layout: Layout | null = null;
      // The batch being read: its records, and the rows each key came from.
      let batch: { k: string; a: repo.Attributes }[] = [];
      let rowsOf = new Map<string, { index: number; rows: number[] }>();
      let writing: Promise<void> = Promise.resolve();

      const write = async (records: { k: string; a: repo.Attributes }[], rows: Map<string, { rows: number[] }>) => {
        if (records.length === 0) return;
        if (action === 'REMOVE') {
          const keys = records.map((r) => r.k);
          const gone = await repo.deleteKeys(tx, set.id, keys, now);
          for (const key of keys) {
            const at = rows.get(key)!.rows;
            if (gone.has(key)) successful += at.length;
            else for (const row of at) failures.add(row, key, M.rowNotFound);
          }
          return;
        }
        await repo.putBatch(tx, set.id, records.map((r) => r.k), records.map((r) => r.a), expiresAt, now);
        for (const r of records) successful += rows.get(r.k)!.rows.length;
      };
      const flush = async () => {
        const [records, rows] = [batch, rowsOf];
        batch = [];
        rowsOf = new Map();
        // One statement at a time on the transaction's connection: the previous batch is done before this one starts,
        // and this one is written while the reader parses the rows after it.
        await writing;
        writing = write(records, rows);
        writing.catch(() => undefined);
      };

      for await (const chunk of csvChunks(stream)) {
        for (const cells of chunk) {
          rowsSeen++;
          if (!layout) {
            layout = layoutOf(cells, set, action);
            if (layout.header) continue;
          }
          const raw = cells[layout.keyColumn] ?? '';
          const key = recordKey(raw, set.strictPhoneKey);
          if (!key.ok) {
            failures.add(rowsSeen, raw.trim(), key.error);
            continue;
          }
          const attrs: repo.Attributes = {};
          let error: string | null = null;
          for (const { index, def } of layout.columns) {
            const read = coerceAttribute(def.name, def.type, cells[index]);
            if ('error' in read) {
              error = read.error;
              break;
            }
            if (read.value !== null) attrs[def.name] = read.value;
          }
          if (error) {
            failures.add(rowsSeen, key.value, error);
            continue;
          }
          const seen = rowsOf.get(key.value);
          if (!seen) {
            rowsOf.set(key.value, { index: batch.length, rows: [rowsSeen] });
            batch.push({ k: key.value, a: attrs });
          } else {
            // The same key again in one batch: its later values win over the earlier ones (a merge, as Add does).
            seen.rows.push(rowsSeen);
            Object.assign(batch[seen.index]!.a, attrs);
          }
          if (batch.length >= BULK_BATCH) await flush();
        }
      }
      await flush();
      await writing;
      const dataRows = rowsSeen - (layout?.header ? 1 : 0);
      if (dataRows <= 0) throw badRequest(M.fileEmpty, 'file');
      if (action === 'REPLACE' && successful === 0) throw new NothingToReplace();
      await repo.refreshCount(tx, set.id, now);
    });
  } catch (err) {
    if (err instanceof NothingToReplace) return { successfulRecords: 0, failureRecords: failures.count, failures: failures.listed };
    if (err instanceof CsvError) throw badRequest(M.fileUnreadable.replace('{reason}', err.message), 'file');
    throw err;
  } finally {
    // Whatever happened, the rest of the upload is read and dropped, so the request can answer.
    stream.resume();
  }
  return { successfulRecords: successful, failureRecords: failures.count, failures: failures.listed.sort((a, b) => a.row - b.row) };
}
