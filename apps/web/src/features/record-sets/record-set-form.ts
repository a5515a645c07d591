import { DateTime } from 'luxon';
import { timeAgo } from '../../lib/format';
import {
  LOCKED_KEY_ATTRIBUTE, RECORD_SET_LIMITS, RECORD_SET_MESSAGES as M,
  type AttributeType, type BulkAction, type BulkResult, type RecordSet, type RecordSetTimeUnit, type RecordSetTimeZone,
} from '@trueline/contract';

/** The panel's form: the body of POST/PUT recordSets, as the inputs hold it. */
export interface RecordSetFormValues {
  name: string;
  ttlEnabled: boolean;
  ttl: { duration: number; timeUnit: RecordSetTimeUnit; timeZone: RecordSetTimeZone | null };
  strictPhoneKey: boolean;
  attributes: { name: string; type: AttributeType; locked?: boolean }[];
}

/** A saved set's values, or a new set's defaults (spec 3 §3: TTL on, 365 days, keyed by phone). */
export function formValuesOf(set: RecordSet | null): RecordSetFormValues {
  if (!set) {
    return {
      name: '', ttlEnabled: true, ttl: { duration: RECORD_SET_LIMITS.defaultDuration, timeUnit: 'DAYS', timeZone: null }, strictPhoneKey: true,
      attributes: [{ ...LOCKED_KEY_ATTRIBUTE }],
    };
  }
  return {
    name: set.name, ttlEnabled: set.ttlEnabled, ttl: { ...set.ttl }, strictPhoneKey: set.strictPhoneKey,
    attributes: set.attributes.map((a) => ({ ...a })),
  };
}

export const TIME_UNIT_LABELS: Record<RecordSetTimeUnit, string> = {
  DAYS: 'Days', HOURS: 'Hours', MINUTES: 'Minutes', CALENDAR_DAYS: 'Calendar days', CALENDAR_WEEKS: 'Calendar weeks', CALENDAR_MONTHS: 'Calendar months',
};

/** "America/Los_Angeles" as "Los Angeles". */
export const timeZoneLabel = (zone: string) => zone.split('/')[1]!.replace(/_/g, ' ');

const BULK_CONFIRM: Record<BulkAction, string> = { ADD: M.confirmAdd, REMOVE: M.confirmRemove, REPLACE: M.confirmReplace };
/** The confirmation an upload asks for, with the spec's words for the action (spec 3 §8). */
export const bulkConfirmMessage = (action: BulkAction, file: string) => BULK_CONFIRM[action].replace('{file}', file);

/** The messages after an upload: successes always, failures when there were any (spec 3 §8). */
export function bulkResultMessages(r: Pick<BulkResult, 'successfulRecords' | 'failureRecords'>): { success: string; failure: string | null } {
  return {
    success: M.processed.replace('{n}', r.successfulRecords.toLocaleString('en-US')),
    failure: r.failureRecords > 0 ? M.failed.replace('{m}', r.failureRecords.toLocaleString('en-US')) : null,
  };
}

/** Whether a search may run (spec 3 §9: 3 characters or more). */
export const searchReady = (text: string) => text.trim().length >= RECORD_SET_LIMITS.searchMin;

/**
 * How many records the set holds: the exact figure for a set small enough to be counted at each read ("240 records"),
 * otherwise the stored estimate and when it was last counted in full ("about 1,204,311 (counted 2 hours ago)").
 */
export function recordCountLabel(set: Pick<RecordSet, 'recordCount' | 'recordCountExact' | 'recordCountUpdated'>, now: DateTime = DateTime.now()): string {
  const n = set.recordCount.toLocaleString('en-US');
  if (set.recordCountExact) return `${n} ${set.recordCount === 1 ? 'record' : 'records'}`;
  const at = set.recordCountUpdated ? timeAgo(set.recordCountUpdated, now) : null;
  return at ? `about ${n} (counted ${at})` : `about ${n}`;
}
