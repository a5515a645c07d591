import type { DateTime } from 'luxon';

const WEEKDAY_SHORT = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const two = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" of a minute of the day. */
export const clockOf = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/**
 * "Tue 2026-03-03 09:00" for the event log, built by hand: luxon's toFormat asks Intl for weekday names on every call,
 * which costs more than the whole check on the screening path.
 */
export const formatLocal = (dt: DateTime, opts: { date?: boolean } = {}) =>
  `${WEEKDAY_SHORT[dt.weekday]}${opts.date === false ? '' : ` ${dt.year}-${two(dt.month)}-${two(dt.day)}`} ${two(dt.hour)}:${two(dt.minute)}`;

/** The local date as YYYY-MM-DD. */
export const isoDateOf = (dt: DateTime) => `${dt.year}-${two(dt.month)}-${two(dt.day)}`;
