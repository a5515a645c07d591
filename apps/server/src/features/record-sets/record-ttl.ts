import { DateTime } from 'luxon';
import type { RecordSet } from '@trueline/contract';

const MINUTE_MS = 60_000;
const RELATIVE_MS = { MINUTES: MINUTE_MS, HOURS: 60 * MINUTE_MS, DAYS: 24 * 60 * MINUTE_MS } as const;

/**
 * When a record written at `now` expires under its set's TTL, or null when the set keeps records for ever.
 * Relative units (MINUTES, HOURS, DAYS) add the duration to now, exactly. Calendar units run to the end of the current
 * calendar day, week (Sunday to Saturday, as North American calendars show it) or month in the set's time zone, and
 * each further unit of the duration adds a whole period: 1 CALENDAR_DAYS ends tonight at midnight, 2 tomorrow night.
 * The answer is the first instant the record is no longer live (midnight of the following period).
 */
export function expiryOf(set: Pick<RecordSet, 'ttlEnabled' | 'ttl'>, now: Date): Date | null {
  if (!set.ttlEnabled) return null;
  const { duration, timeUnit, timeZone } = set.ttl;
  if (timeUnit === 'MINUTES' || timeUnit === 'HOURS' || timeUnit === 'DAYS') return new Date(now.getTime() + duration * RELATIVE_MS[timeUnit]);
  const local = DateTime.fromJSDate(now, { zone: timeZone ?? 'America/New_York' });
  const today = local.startOf('day');
  if (timeUnit === 'CALENDAR_DAYS') return today.plus({ days: duration }).toJSDate();
  if (timeUnit === 'CALENDAR_WEEKS') return today.minus({ days: local.weekday % 7 }).plus({ weeks: duration }).toJSDate();
  return local.startOf('month').plus({ months: duration }).toJSDate();
}

/** A record's `ttl` attribute: its expiry in epoch seconds. */
export const ttlEpochSeconds = (expiresAt: Date) => Math.floor(expiresAt.getTime() / 1000);
