import { DateTime } from 'luxon';

/** The period buttons of the dashboards and searches (spec 3 §2.1, §2.5, §2.6), in their order. */
export const PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear', 'between'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  today: 'Today', yesterday: 'Yesterday', thisWeek: 'This week', lastWeek: 'Last week', thisMonth: 'This month',
  lastMonth: 'Last month', thisYear: 'This year', lastYear: 'Last year', between: 'Between',
};

/** A chosen period: a named one, or between two date-times (epoch milliseconds) picked by the user. */
export interface PeriodChoice {
  period: Period;
  /** For `between`: the start and the end the pickers hold. */
  from?: number | null;
  to?: number | null;
}

/** The range a period covers, earliest inclusive and latest exclusive, as the API takes it. */
export interface PeriodRange {
  earliest: string;
  latest: string;
}

/** Weeks start on Sunday, as on a US calendar. */
function startOfWeek(d: DateTime): DateTime {
  const day = d.startOf('day');
  return day.minus({ days: day.weekday % 7 });
}

/**
 * The range of a period in a time zone, at `now`: whole days, weeks (Sunday to Saturday), months and years of that
 * zone — a day across a change of summer time has 23 or 25 hours. Between answers null until both ends are chosen
 * and the end is after the start.
 */
export function periodRange(choice: PeriodChoice, zone: string, now: Date = new Date()): PeriodRange | null {
  const at = DateTime.fromJSDate(now, { zone });
  const range = (start: DateTime, end: DateTime): PeriodRange => ({ earliest: start.toUTC().toISO()!, latest: end.toUTC().toISO()! });
  const today = at.startOf('day');
  switch (choice.period) {
    case 'today':
      return range(today, today.plus({ days: 1 }).startOf('day'));
    case 'yesterday':
      return range(today.minus({ days: 1 }).startOf('day'), today);
    case 'thisWeek':
      return range(startOfWeek(at), startOfWeek(at).plus({ weeks: 1 }).startOf('day'));
    case 'lastWeek':
      return range(startOfWeek(at).minus({ weeks: 1 }).startOf('day'), startOfWeek(at));
    case 'thisMonth':
      return range(at.startOf('month'), at.startOf('month').plus({ months: 1 }).startOf('day'));
    case 'lastMonth':
      return range(at.startOf('month').minus({ months: 1 }).startOf('day'), at.startOf('month'));
    case 'thisYear':
      return range(at.startOf('year'), at.startOf('year').plus({ years: 1 }).startOf('day'));
    case 'lastYear':
      return range(at.startOf('year').minus({ years: 1 }).startOf('day'), at.startOf('year'));
    case 'between': {
      if (choice.from === null || choice.from === undefined || choice.to === null || choice.to === undefined) return null;
      if (!(choice.to > choice.from)) return null;
      return range(DateTime.fromMillis(choice.from, { zone }), DateTime.fromMillis(choice.to, { zone }));
    }
  }
}

/** The browser's own time zone (the time zone selector's first choice). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
