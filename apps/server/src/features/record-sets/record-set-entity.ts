import type { RecordSet, RecordSetOption } from '@trueline/contract';
import type { RecordSetRow } from './record-sets.tables';

/** A set as the API answers it; `exactCount` is its live record count when it was just counted. */
export function toRecordSet(r: RecordSetRow, exactCount?: number): RecordSet {
  return {
    id: r.id, status: r.status, name: r.name, ttlEnabled: r.ttlEnabled,
    ttl: { duration: r.ttlDuration, timeUnit: r.ttlUnit, timeZone: r.ttlTimeZone ?? null },
    strictPhoneKey: r.strictPhoneKey, recordCount: exactCount ?? r.recordCount, recordCountExact: exactCount !== undefined,
    recordCountUpdated: r.recordCountUpdated?.toISOString() ?? null,
    attributes: r.attributes, folderId: r.folderId, created: r.created.toISOString(), updated: r.updated.toISOString(),
  };
}

export const toOption = (r: RecordSetRow): RecordSetOption => ({ id: r.id, name: r.name, status: r.status, strictPhoneKey: r.strictPhoneKey, attributes: r.attributes });

/** The set's TTL in the shape the rules take. */
export const ttlOf = (r: RecordSetRow) => ({ ttlEnabled: r.ttlEnabled, ttl: { duration: r.ttlDuration, timeUnit: r.ttlUnit, timeZone: r.ttlTimeZone ?? null } });
