import { DateTime } from 'luxon';
import { zoneOf } from './time-zones';
import { clockOf, isoDateOf } from './local-time';

export const LOOK_BACK_UNITS = ['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS'] as const;
export type LookBackUnit = (typeof LOOK_BACK_UNITS)[number];
export const LOOK_BACK_MODES = ['Calendar', 'Relative'] as const;
export type LookBackMode = (typeof LOOK_BACK_MODES)[number];

const LUXON_UNIT = { MINUTES: 'minute', HOURS: 'hour', DAYS: 'day', WEEKS: 'week', MONTHS: 'month' } as const;

/**
 * Where a look-back window of `interval` units begins. Relative: exactly that long before now. Calendar: at the start
 * of the current calendar period in the zone (this minute, hour, day, week from Sunday, or month), reaching back
 * `interval - 1` whole periods before it (7 DAYS: today and the six days before; 1 MONTHS: since the 1st).
 */
export function lookBackStart(now: Date, zone: string, interval: number, unit: LookBackUnit, mode: LookBackMode): Date {
  const local = DateTime.fromJSDate(now, { zone: zoneOf(zone) });
  const u = LUXON_UNIT[unit];
  if (mode === 'Relative') return local.minus({ [`${u}s`]: interval }).toJSDate();
  const start = unit === 'WEEKS' ? local.startOf('day').minus({ days: local.weekday % 7 }) : local.startOf(u);
  return start.minus({ [`${u}s`]: interval - 1 }).toJSDate();
}

/** The look-backs worked out this minute, by zone and setting (one per key: the latest minute's). */
const windows = new Map<string, { minute: number; shiftMs: number; fromMs: number | null; from: string }>();
const MAX_WINDOWS = 10_000;

/**
 * `lookBackStart`, with the start as the event log writes it ("2026-03-03 09:00 America/Chicago"), worked out once a
 * minute per zone and setting (luxon's zone arithmetic is most of a screening call's CPU): within one minute a Calendar
 * start stays put and a Relative one moves with now by a fixed step, as zones change offset only on whole minutes.
 */
export function lookBackWindow(now: Date, zone: string, interval: number, unit: LookBackUnit, mode: LookBackMode): { since: Date; from: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  const key = `${zone}|${interval}|${unit}|${mode}`;
  let w = windows.get(key);
  if (!w || w.minute !== minute) {
    const since = lookBackStart(now, zone, interval, unit, mode);
    const local = DateTime.fromJSDate(since, { zone: zoneOf(zone) });
    const from = `${isoDateOf(local)} ${clockOf(local.hour * 60 + local.minute)} ${local.zoneName}`;
    w = { minute, shiftMs: since.getTime() - now.getTime(), fromMs: mode === 'Calendar' ? since.getTime() : null, from };
    if (windows.size >= MAX_WINDOWS) windows.clear();
    windows.set(key, w);
  }
  return { since: new Date(w.fromMs ?? now.getTime() + w.shiftMs), from: w.from };
}
