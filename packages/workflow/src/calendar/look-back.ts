import { DateTime } from 'luxon';
import { zoneOf } from './time-zones';

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
