import { z } from 'zod';

/**
 * A weekly schedule of time periods in minutes from midnight, Sunday to Saturday, as ETL run windows and Engage
 * sending hours use it (spec 3 §5, §9): 15-minute steps, the last minute 1439, an end after its start, no overlap.
 */

export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  sunday: 'Sunday', monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday',
};

export const SCHEDULE_LIMITS = { lastMinute: 1439, step: 15, periodsPerDay: 48 } as const;

export const SCHEDULE_MESSAGES = {
  endBeforeStart: 'Choose an end time later than the start time.',
  overlap: 'Times currently overlap. Please correct.',
  minuteRange: 'Times run from 0 (midnight) to 1439 (11:59pm)',
} as const;

const minute = z.number({ error: SCHEDULE_MESSAGES.minuteRange }).int(SCHEDULE_MESSAGES.minuteRange)
  .min(0, SCHEDULE_MESSAGES.minuteRange).max(SCHEDULE_LIMITS.lastMinute, SCHEDULE_MESSAGES.minuteRange);
/** A period of a day in minutes from midnight; the end after the start. */
export const schedulePeriod = z.object({ start: minute, end: minute }).refine((p) => p.end > p.start, { message: SCHEDULE_MESSAGES.endBeforeStart, path: ['end'] });
export type SchedulePeriod = z.infer<typeof schedulePeriod>;

/** A day's periods: none overlapping (the later one is named), answered in order of start. */
export const dayPeriods = z.array(schedulePeriod).max(SCHEDULE_LIMITS.periodsPerDay).superRefine((list, ctx) => {
  const sorted = list.map((p, i) => ({ ...p, i })).sort((a, b) => a.start - b.start);
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.start < sorted[k - 1]!.end) ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.overlap, path: [sorted[k]!.i, 'start'] });
  }
}).transform((list) => [...list].sort((a, b) => a.start - b.start));

export const weekSchedule = z.object(Object.fromEntries(WEEK_DAYS.map((d) => [d, dayPeriods.default([])])) as Record<WeekDay, z.ZodDefault<typeof dayPeriods>>);
export type WeekSchedule = z.output<typeof weekSchedule>;
/** How a week schedule is answered. */
export const weekScheduleOut = z.object(Object.fromEntries(WEEK_DAYS.map((d) => [d, z.array(z.object({ start: z.number(), end: z.number() }))])) as Record<WeekDay, z.ZodArray<z.ZodObject<{ start: z.ZodNumber; end: z.ZodNumber }>>>);

