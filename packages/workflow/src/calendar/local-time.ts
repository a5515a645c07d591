import { DateTime } from 'luxon';
import { zoneOf } from './time-zones';

const WEEKDAY_SHORT = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const two = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" of a minute of the day. */
export const clockOf = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/**
 * "Tue 2026-03-03 09:00" for the event log, built by hand: luxon's toFormat asks Intl for weekday names on every call,
 * which costs more than the whole check on the screening path.
 */
export const formatLocal = (dt: LocalMinute, opts: { date?: boolean } = {}) =>
  `${WEEKDAY_SHORT[dt.weekday]}${opts.date === false ? '' : ` ${dt.year}-${two(dt.month)}-${two(dt.day)}`} ${two(dt.hour)}:${two(dt.minute)}`;

/** The local date as YYYY-MM-DD. */
export const isoDateOf = (dt: Pick<LocalMinute, 'year' | 'month' | 'day'>) => `${dt.year}-${two(dt.month)}-${two(dt.day)}`;

/** A zone's wall clock to the minute: what the calling-hours and time-of-day checks read. */
export type LocalMinute = Pick<DateTime, 'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'zoneName'>;

const minutes = new Map<string, { minute: number; local: LocalMinute }>();

/**
 * The wall clock in the zone named `zone` at `at`, to the minute, worked out once a minute per zone (luxon's zone arithmetic is most
 * of a screening call's CPU; zones change offset only on whole minutes, so the minute's first answer holds for all of it).
 */
export function localMinute(at: Date, zone: string): LocalMinute {
  const minute = Math.floor(at.getTime() / 60_000);
  let m = minutes.get(zone);
  if (m?.minute !== minute) {
    const dt = DateTime.fromMillis(minute * 60_000, { zone: zoneOf(zone) });
    m = { minute, local: { year: dt.year, month: dt.month, day: dt.day, weekday: dt.weekday, hour: dt.hour, minute: dt.minute, zoneName: dt.zoneName } };
    if (minutes.size >= 10_000) minutes.clear();
    minutes.set(zone, m);
  }
  return m.local;
}
