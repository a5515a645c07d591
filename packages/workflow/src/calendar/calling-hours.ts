import { FEDERAL_OBSERVANCE, HOLIDAY_LABELS, HOLIDAYS, NO_SHIFT, holidaysOn, type Holiday, type Observance, type StateDay } from './holidays';
import { CANADIAN_PROVINCES } from './time-zones';
import { clockOf, formatLocal, isoDateOf, localMinute } from './local-time';

/** A daily calling window in local minutes from midnight: start inclusive, end exclusive. */
export interface CallingWindow {
  start: number;
  end: number;
}

/** The US federal rule (47 CFR 64.1200(c)(1)): 08:00 to 21:00 in the called party's local time. */
export const FEDERAL_WINDOW: CallingWindow = { start: 8 * 60, end: 21 * 60 };
/** Canada (CRTC Unsolicited Telecommunications Rules): 09:00–21:30 on weekdays, 10:00–18:00 on weekends. */
export const CANADA_WINDOWS = { weekday: { start: 9 * 60, end: 21 * 60 + 30 }, weekend: { start: 10 * 60, end: 18 * 60 } } as const;

export interface StateCallingRule {
  window?: CallingWindow;
  noSundays?: boolean;
  /** The restricted holidays (with how weekend holidays are observed) and any state days of the state's own. */
  holidays?: { observance: Observance; stateDays?: readonly StateDay[] };
  /** The rule is stated in this zone's time rather than the callee's (Mississippi: Central time). */
  zone?: string;
}

const h = (from: number, to: number): CallingWindow => ({ start: from * 60, end: to * 60 });

/** States stricter than the federal rule (domain.md "Calling hours, holidays and frequency"). */
export const STATE_CALLING_RULES: Readonly<Record<string, StateCallingRule>> = {
  AL: { window: h(8, 20), noSundays: true, holidays: { observance: FEDERAL_OBSERVANCE } },
  CT: { window: h(9, 20) },
  FL: { window: h(8, 20) },
  IL: { window: h(8, 21) },
  KY: { window: h(10, 21) },
  LA: { window: h(8, 20), noSundays: true, holidays: { observance: NO_SHIFT, stateDays: ['MARDI_GRAS', 'DAY_AFTER_THANKSGIVING'] } },
  MD: { window: h(8, 20) },
  MA: { window: h(8, 20) },
  MI: { window: h(9, 21) },
  MN: { window: h(9, 21) },
  MS: { window: h(8, 20), noSundays: true, zone: 'America/Chicago', holidays: { observance: { saturdayToFriday: false, sundayToMonday: true } } },
  NM: { window: h(9, 21) },
  NV: { window: h(9, 20) },
  PA: { holidays: { observance: NO_SHIFT } },
  RI: { holidays: { observance: NO_SHIFT } },
  UT: { holidays: { observance: NO_SHIFT } },
};

export interface CallingHoursOptions {
  /** Every restricted holiday (observed the federal way) blocks calls wherever the callee is. */
  checkFederalHolidays: boolean;
  ignoredHolidays: readonly Holiday[];
}

export type CallingHoursVerdict =
  | { allowed: true; localTime: string; window: CallingWindow }
  | { allowed: false; localTime: string; reason: string };

export const formatWindow = (w: CallingWindow) => `${clockOf(w.start)}–${clockOf(w.end)}`;

/** The holidays kept when some are ignored, worked out once per node setting (a node's parsed config is kept). */
const enforcedBy = new WeakMap<readonly Holiday[], Holiday[]>();
function enforcedHolidays(ignored: readonly Holiday[]): Holiday[] {
  let enforced = enforcedBy.get(ignored);
  if (!enforced) {
    enforced = HOLIDAYS.filter((x) => !ignored.includes(x));
    enforcedBy.set(ignored, enforced);
  }
  return enforced;
}

/**
 * Whether a call may be placed at `at` to a callee in `zone` (and `state`, when known): the national window (US federal,
 * or Canada's for a province), narrowed by the state's own hours, its Sunday ban and its restricted holidays, and the
 * federal holidays when asked for; the stricter value always wins.
 */
export function checkCallingHours(at: Date, zone: string, state: string | null, opts: CallingHoursOptions): CallingHoursVerdict {
  const rule = state ? STATE_CALLING_RULES[state] : undefined;
  const local = localMinute(at, rule?.zone ?? zone);
  const minute = local.hour * 60 + local.minute;
  const localTime = `${formatLocal(local)} ${local.zoneName}`;
  const where = state ?? local.zoneName;
  const date = isoDateOf(local);
  const enforced = enforcedHolidays(opts.ignoredHolidays);

  if (rule?.noSundays && local.weekday === 7) return { allowed: false, localTime, reason: `no calls on Sundays in ${where}` };
  if (rule?.holidays) {
    const days = [...enforced, ...(rule.holidays.stateDays ?? [])];
    // The calendar date and the observed date are both restricted: where sources differ the stricter reading wins.
    const hit = holidaysOn(date, days, rule.holidays.observance)[0];
    if (hit) return { allowed: false, localTime, reason: `${HOLIDAY_LABELS[hit]} is a restricted holiday in ${where}` };
  }
  if (opts.checkFederalHolidays) {
    const hit = holidaysOn(date, enforced, FEDERAL_OBSERVANCE)[0];
    if (hit) return { allowed: false, localTime, reason: `${HOLIDAY_LABELS[hit]} is a federal holiday` };
  }

  const national = state && CANADIAN_PROVINCES.has(state)
    ? (local.weekday >= 6 ? CANADA_WINDOWS.weekend : CANADA_WINDOWS.weekday)
    : FEDERAL_WINDOW;
  const window = rule?.window
    ? { start: Math.max(national.start, rule.window.start), end: Math.min(national.end, rule.window.end) }
    : national;
  if (minute < window.start || minute >= window.end) {
    return { allowed: false, localTime, reason: `calls are allowed ${formatWindow(window)} in ${where}` };
  }
  return { allowed: true, localTime, window };
}
