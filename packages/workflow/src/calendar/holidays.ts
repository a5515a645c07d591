import { DateTime } from 'luxon';

/** The restricted holidays a StateDialing node may be told to ignore (spec 3 §9). */
export const HOLIDAYS = ['NEW_YEARS_DAY', 'MLK_DAY', 'MEMORIAL_DAY', 'INDEPENDENCE_DAY', 'LABOR_DAY', 'THANKSGIVING', 'CHRISTMAS'] as const;
export type Holiday = (typeof HOLIDAYS)[number];

/** State days some states add to the restricted holidays (Louisiana's), never ignorable. */
export const STATE_DAYS = ['MARDI_GRAS', 'DAY_AFTER_THANKSGIVING'] as const;
export type StateDay = (typeof STATE_DAYS)[number];

export const HOLIDAY_LABELS: Record<Holiday | StateDay, string> = {
  NEW_YEARS_DAY: "New Year's Day", MLK_DAY: 'Martin Luther King Jr. Day', MEMORIAL_DAY: 'Memorial Day', INDEPENDENCE_DAY: 'Independence Day',
  LABOR_DAY: 'Labor Day', THANKSGIVING: 'Thanksgiving', CHRISTMAS: 'Christmas', MARDI_GRAS: 'Mardi Gras', DAY_AFTER_THANKSGIVING: 'Day after Thanksgiving',
};

/** How a holiday that falls on a weekend is observed: moved to the Friday before, to the Monday after, or not moved. */
export interface Observance {
  saturdayToFriday: boolean;
  sundayToMonday: boolean;
}
export const NO_SHIFT: Observance = { saturdayToFriday: false, sundayToMonday: false };
/** The federal rule (5 U.S.C. 6103): Saturday to Friday, Sunday to Monday. */
export const FEDERAL_OBSERVANCE: Observance = { saturdayToFriday: true, sundayToMonday: true };

const utc = (year: number, month: number, day: number) => DateTime.utc(year, month, day);
/** The n-th given weekday (1 Monday … 7 Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  if (n > 0) {
    const first = utc(year, month, 1);
    return first.plus({ days: ((weekday - first.weekday + 7) % 7) + (n - 1) * 7 });
  }
  const last = utc(year, month, 1).endOf('month').startOf('day');
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
}

/** Easter Sunday (the Anonymous Gregorian algorithm). */
export function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

const dates = new Map<string, string>();

/** The calendar date (not the observed one) of a holiday in a year, as YYYY-MM-DD (computed once per holiday and year). */
export function holidayDate(holiday: Holiday | StateDay, year: number): string {
  const key = `${holiday}:${year}`;
  const known = dates.get(key);
  if (known) return known;
  const date = {
    NEW_YEARS_DAY: () => utc(year, 1, 1),
    MLK_DAY: () => nthWeekday(year, 1, 1, 3),
    MEMORIAL_DAY: () => nthWeekday(year, 5, 1, -1),
    INDEPENDENCE_DAY: () => utc(year, 7, 4),
    LABOR_DAY: () => nthWeekday(year, 9, 1, 1),
    THANKSGIVING: () => nthWeekday(year, 11, 4, 4),
    CHRISTMAS: () => utc(year, 12, 25),
    MARDI_GRAS: () => easterSunday(year).minus({ days: 47 }),
    DAY_AFTER_THANKSGIVING: () => nthWeekday(year, 11, 4, 4).plus({ days: 1 }),
  }[holiday]().toISODate()!;
  dates.set(key, date);
  return date;
}

/** The date a holiday is observed on, as YYYY-MM-DD (the calendar date when it falls on a weekday or is not moved). */
export function observedDate(isoDate: string, observance: Observance): string {
  const d = DateTime.fromISO(isoDate, { zone: 'utc' });
  if (d.weekday === 6 && observance.saturdayToFriday) return d.minus({ days: 1 }).toISODate()!;
  if (d.weekday === 7 && observance.sundayToMonday) return d.plus({ days: 1 }).toISODate()!;
  return isoDate;
}

const byDate = new Map<string, Map<string, (Holiday | StateDay)[]>>();
const ALL_DAYS: readonly (Holiday | StateDay)[] = [...HOLIDAYS, ...STATE_DAYS];

/** Every holiday and state day of a year (and New Year's Day of the next), by calendar and observed date, per observance rule. */
function calendarOf(year: number, observance: Observance): Map<string, (Holiday | StateDay)[]> {
  const key = `${year}:${Number(observance.saturdayToFriday)}${Number(observance.sundayToMonday)}`;
  let map = byDate.get(key);
  if (!map) {
    map = new Map();
    for (const h of ALL_DAYS) {
      for (const y of [year, year + 1]) {
        const date = holidayDate(h, y);
        for (const d of new Set([date, observedDate(date, observance)])) {
          if (d.startsWith(String(year))) map.set(d, [...(map.get(d) ?? []), h]);
        }
      }
    }
    byDate.set(key, map);
  }
  return map;
}

/**
 * The holidays (of those given) that fall on a local date, by their calendar date or the date they are observed on;
 * a holiday of the next year counts too (New Year's Day on a Saturday is observed on the Friday before).
 */
export function holidaysOn(isoDate: string, holidays: readonly (Holiday | StateDay)[], observance: Observance): (Holiday | StateDay)[] {
  const on = calendarOf(Number(isoDate.slice(0, 4)), observance).get(isoDate);
  return on ? holidays.filter((h) => on.includes(h)) : [];
}
