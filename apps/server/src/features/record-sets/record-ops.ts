import { RECORD_SET_MESSAGES as M, type RecordSetRecord } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import * as repo from './record-sets.repo';
import type { RecordSetRow } from './record-sets.tables';
import { attributeIndex, checkAttributes, recordKey, toRecord } from './records';
import { expiryOf } from './record-ttl';
import { ttlOf } from './record-set-entity';

/** A record as written by a person, a customer's system or a workflow: its phone or ID, and attributes by name. */
export interface RecordInput {
  phone: unknown;
  attributes?: Record<string, unknown>;
}

/**
 * One-record reads and writes on a set the caller already holds (checked for tenancy and ACTIVE status by the caller):
 * the console, the public API and the engines' service share them, so a record is checked the same way everywhere.
 */
export function recordOps(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps;
  return {
    /** The live record with this phone or ID, or null (also when the text cannot be a key of this set). */
    async find(set: RecordSetRow, raw: unknown): Promise<RecordSetRecord | null> {
      const key = recordKey(raw, set.strictPhoneKey);
      if (!key.ok) return null;
      const found = await repo.getRecord(db, set.id, key.value, deps.now());
      return found ? toRecord(set, found) : null;
    },

    /**
     * Adds a record, or rewrites the one with the same key: whole (the console and the public API), or merged with the
     * attributes it has (`merge`, as a workflow's insert node may want). Its expiry restarts by the set's TTL. A key
     * of the wrong format, an undefined attribute or a value of the wrong type is refused and nothing is written.
     */
    async save(set: RecordSetRow, input: RecordInput, opts: { merge?: boolean } = {}): Promise<RecordSetRecord> {
      const key = recordKey(input.phone, set.strictPhoneKey);
      if (!key.ok) throw badRequest(M.recordNotSaved, 'phone');
      const attributes = checkAttributes(attributeIndex(set), input.attributes ?? {});
      if (!attributes.ok) throw badRequest(attributes.error, 'attributes');
      const now = deps.now();
      const expiresAt = expiryOf(ttlOf(set), now);
      await db.transaction(async (tx) => {
        const added = await repo.putRecord(tx, set.id, { key: key.value, attributes: attributes.value, expiresAt }, now, opts.merge);
        if (added) await repo.adjustCount(tx, set.id, 1);
      });
      const saved = await repo.getRecord(db, set.id, key.value, now);
      return toRecord(set, saved ?? { key: key.value, attributes: attributes.value, expiresAt });
    },

    /** Removes the record with this phone or ID; answers whether a live one was there. */
    async remove(set: RecordSetRow, raw: unknown): Promise<boolean> {
      const key = recordKey(raw, set.strictPhoneKey);
      if (!key.ok) return false;
      return db.transaction(async (tx) => {
        const gone = await repo.deleteKeys(tx, set.id, [key.value], deps.now());
        if (gone.size > 0) await repo.adjustCount(tx, set.id, -1);
        return gone.size > 0;
      });
    },
  };
}
export type RecordOps = ReturnType<typeof recordOps>;
