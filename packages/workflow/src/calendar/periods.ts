import { z } from 'zod';
import { WEEK_DAYS, type WeekDay } from '@trueline/contract';
import { NODE_MESSAGES } from '../node-messages';
import { clockOf } from './local-time';

// Days in the order of the spec's schedules (sunday..saturday), shared with the contract's week schedules.
export { WEEK_DAYS, WEEK_DAY_LABELS, type WeekDay } from '@trueline/contract';
export const weekDayOf = (luxonWeekday: number): WeekDay => WEEK_DAYS[luxonWeekday % 7]!;

/** The last minute of a day a period may end at (11:59pm, spec 3 §9); a period ending there covers the day's last minute. */
export const LAST_MINUTE = 1439;

const minute = z.coerce.number({ error: NODE_MESSAGES.minuteRange }).int(NODE_MESSAGES.minuteRange)
  .min(0, NODE_MESSAGES.minuteRange).max(LAST_MINUTE, NODE_MESSAGES.minuteRange);

/** A period of a day in minutes from midnight (spec 3 §5: the end after the start). */
export const period = z.object({ start: minute, end: minute }).refine((p) => p.end > p.start, { message: NODE_MESSAGES.endBeforeStart, path: ['end'] });
export type Period = z.infer<typeof period>;

/** A day's periods, none overlapping (spec 3 §5), kept in start order. */
export const periods = z.array(period).superRefine((list, ctx) => {
  const sorted = list.map((p, i) => ({ ...p, i })).sort((a, b) => a.start - b.start);
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.start < sorted[k - 1]!.end) ctx.addIssue({ code: 'custom', message: NODE_MESSAGES.overlap, path: [sorted[k]!.i, 'start'] });
  }
}).transform((list) => [...list].sort((a, b) => a.start - b.start));

/** Whether a minute of the day falls in one of the periods. */
export function inPeriods(minuteOfDay: number, list: readonly Period[]): boolean {
  return list.some((p) => minuteOfDay >= p.start && (minuteOfDay < p.end || (p.end === LAST_MINUTE && minuteOfDay <= LAST_MINUTE)));
}

export const formatPeriods = (list: readonly Period[]) => (list.length ? list.map((p) => `${clockOf(p.start)}–${clockOf(p.end)}`).join(', ') : 'closed');
