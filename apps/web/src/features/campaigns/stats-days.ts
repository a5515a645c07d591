import { DateTime } from 'luxon';
import { CAMPAIGN_STATS_DAYS, DEFAULT_STATS_TIME_ZONE } from '@trueline/contract';

/**
 * Every day of the chart, oldest first: the last `CAMPAIGN_STATS_DAYS` days in the stats' time zone, stretched to any
 * day the answer holds outside them; a day the answer lacks is there with zeros (spec 2 §2: missing days are zeros).
 */
export function zeroFill<R extends { date: string }>(rows: readonly R[], zero: Omit<R, 'date'>, now: DateTime = DateTime.now(), timeZone = DEFAULT_STATS_TIME_ZONE): R[] {
  const today = now.setZone(timeZone).startOf('day');
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const dates = rows.map((r) => r.date).sort();
  const windowStart = today.minus({ days: CAMPAIGN_STATS_DAYS - 1 }).toISODate()!;
  const first = dates[0] && dates[0] < windowStart ? dates[0] : windowStart;
  const lastRow = dates[dates.length - 1];
  const last = lastRow && lastRow > today.toISODate()! ? lastRow : today.toISODate()!;
  const out: R[] = [];
  for (let d = DateTime.fromISO(first, { zone: timeZone }); d.toISODate()! <= last; d = d.plus({ days: 1 })) {
    const date = d.toISODate()!;
    out.push(byDate.get(date) ?? ({ ...zero, date } as R));
  }
  return out;
}

/** 'Mar 4' under a bar. */
export const shortDay = (date: string) => DateTime.fromISO(date).toFormat('MMM d');
