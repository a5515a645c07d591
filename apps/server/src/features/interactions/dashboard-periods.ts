import { DateTime } from 'luxon';
import { AEGIS_DASHBOARD, type DashboardInterval } from '@trueline/contract';

/** A range too long to chart day by day is refused rather than answered with an unreadable axis. */
export const MAX_CHART_PERIODS = 5000;
const DAY_MS = 86_400_000;
const WEEK = 7;

/** Local midnights from `first` (a local midnight) while before `to`: a week at a time, day by day only across an offset change. */
function localMidnights(first: DateTime, to: number): number[] {
  const out: number[] = [];
  let week = first;
  while (week.toMillis() < to && out.length < MAX_CHART_PERIODS) {
    const next = week.plus({ days: WEEK }).startOf('day');
    // A zone that skips midnight (summer time starting at 00:00) starts that one day at 01:00.
    if (next.offset === week.offset && week.hour === 0) {
      // No change of offset within the week (offsets change at most a few times a year): its days are 24 hours long.
      for (let d = 0; d < WEEK; d++) out.push(week.toMillis() + d * DAY_MS);
    } else {
      for (let d = 0; d < WEEK; d++) out.push(week.plus({ days: d }).startOf('day').toMillis());
    }
    week = next;
  }
  return out.filter((t) => t < to);
}

/**
 * The chart's periods over [earliest, latest): hours of the day when the range is under 25 hours, otherwise days,
 * counted in the time zone (a day across a DST change has 23 or 25 hours). The first period starts at `earliest`
 * itself; the others at the start of each hour or day in the zone.
 */
export function dashboardPeriods(earliest: Date, latest: Date, timezone: string): { interval: DashboardInterval; starts: number[] } {
  const from = earliest.getTime();
  const to = latest.getTime();
  const interval: DashboardInterval = to - from < AEGIS_DASHBOARD.hourlyUnderHours * 3_600_000 ? 'HOUR' : 'DAY';
  const starts = [from];
  if (interval === 'DAY') {
    starts.push(...localMidnights(DateTime.fromMillis(from, { zone: timezone }).startOf('day').plus({ days: 1 }), to));
    return { interval, starts };
  }
  // Hours are stepped in absolute time, so the hour repeated at the end of summer time is a period of its own.
  let next = DateTime.fromMillis(from, { zone: timezone }).startOf('hour').plus({ hours: 1 });
  while (next.toMillis() < to) {
    starts.push(next.toMillis());
    next = DateTime.fromMillis(next.toMillis() + 3_600_000, { zone: timezone }).startOf('hour');
  }
  return { interval, starts };
}
