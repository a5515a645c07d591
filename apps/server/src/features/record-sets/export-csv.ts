import { Readable } from 'node:stream';
import { KEY_ATTRIBUTE, TTL_ATTRIBUTE } from '@trueline/contract';
import type { DbOrTx } from '../../platform/db';
import { csvRow } from '../../platform/csv';
import * as repo from './record-sets.repo';
import type { RecordSetRow } from './record-sets.tables';
import { ttlEpochSeconds } from './record-ttl';

/** Records read per query while exporting. */
export const EXPORT_BATCH = 5000;

/** The columns of a set's files: the key, its other attributes in order, and `ttl` when the set expires records. */
export function csvColumns(set: Pick<RecordSetRow, 'attributes' | 'ttlEnabled'>): string[] {
  return [KEY_ATTRIBUTE, ...set.attributes.filter((a) => !a.locked).map((a) => a.name), ...(set.ttlEnabled ? [TTL_ATTRIBUTE] : [])];
}

/** The template a user fills in (`{setname}_template.csv`): the header row alone, without `ttl`, which the set sets. */
export const templateCsv = (set: Pick<RecordSetRow, 'attributes'>) => csvRow([KEY_ATTRIBUTE, ...set.attributes.filter((a) => !a.locked).map((a) => a.name)]);

/**
 * Every live record of a set as CSV, streamed: the header, then the records in key order, read a batch at a time
 * (keyset paging), each batch only when the reader wants more. The file loads back with Add or Replace (`ttl` is ignored
 * on upload). Memory stays flat whatever the set's size.
 */
export function recordSetCsvStream(db: DbOrTx, set: RecordSetRow, now: () => Date): Readable {
  const attributes = set.attributes.filter((a) => !a.locked).map((a) => a.name);
  async function* lines(): AsyncGenerator<string> {
    yield csvRow(csvColumns(set));
    for (let after: string | null = null; ;) {
      const batch = await repo.recordsAfter(db, set.id, after, EXPORT_BATCH, now());
      let text = '';
      for (const r of batch) {
        const cells: (string | number | null)[] = [r.key];
        for (const name of attributes) {
          const v = Object.hasOwn(r.attributes, name) ? r.attributes[name] : undefined;
          cells.push(v === undefined || v === null ? null : typeof v === 'boolean' ? String(v) : v);
        }
        if (set.ttlEnabled) cells.push(r.expiresAt ? ttlEpochSeconds(r.expiresAt) : null);
        text += csvRow(cells);
      }
      if (text) yield text;
      if (batch.length < EXPORT_BATCH) return;
      after = batch[batch.length - 1]!.key;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
