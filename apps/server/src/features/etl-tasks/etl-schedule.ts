import { DateTime } from 'luxon';
import { ETL_LIMITS, ETL_WEEK_DAYS, type EtlFrequency, type EtlSchedule } from '@trueline/contract';

/** What the scheduler reads of a task. */
export interface TaskTiming {
  schedule: EtlSchedule;
  scheduleTimezone: string;
  frequency: EtlFrequency;
}

/** The frequency added to a time: days keep the wall-clock time in the task's zone (across DST); hours and minutes are elapsed time. */
export function plusFrequency(t: Date, f: EtlFrequency, zone: string): Date {
  const d = DateTime.fromJSDate(t, { zone });
  const later = f.timeUnit === 'DAYS' ? d.plus({ days: f.duration }) : d.plus(f.timeUnit === 'HOURS' ? { hours: f.duration } : { minutes: f.duration });
  return later.toJSDate();
}

/**
 * The earliest moment at or after `from` that falls in a run window, in the task's time zone: windows are minutes of a
 * local weekday, the start included and the end excluded (a window ending at 11:59pm runs to midnight). Null when no day
 * has a window.
 */
export function windowedTime(t: TaskTiming, from: Date): Date | null {
  const local = DateTime.fromJSDate(from, { zone: t.scheduleTimezone });
  for (let day = 0; day <= 7; day++) {
    const date = local.startOf('day').plus({ days: day });
    const weekDay = ETL_WEEK_DAYS[date.weekday % 7]!;
    for (const p of t.schedule[weekDay] ?? []) {
      const start = date.set({ hour: Math.floor(p.start / 60), minute: p.start % 60 });
      const end = p.end === ETL_LIMITS.lastMinute ? date.plus({ days: 1 }) : date.set({ hour: Math.floor(p.end / 60), minute: p.end % 60 });
      if (from < end.toJSDate()) return from < start.toJSDate() ? start.toJSDate() : from;
    }
  }
  return null;
}

/**
 * The next run of a task: a frequency after the previous one (the run that fired, or the last run), never in the past,
 * moved to the start of the next run window when it falls outside one. Without a previous run, the first moment in a
 * window from now.
 */
export function nextRunTime(t: TaskTiming, previous: Date | null, now: Date): Date | null {
  const due = previous ? plusFrequency(previous, t.frequency, t.scheduleTimezone) : now;
  return windowedTime(t, due < now ? now : due);
}

/**
 * The run after a scheduled one that fired at `fired`: a frequency later, in a window. When that is already past (the
 * server was stopped for a while), a frequency after now: missed runs are not made up one by one.
 */
export function followingRun(t: TaskTiming, fired: Date, now: Date): Date | null {
  const due = plusFrequency(fired, t.frequency, t.scheduleTimezone);
  return windowedTime(t, due > now ? due : plusFrequency(now, t.frequency, t.scheduleTimezone));
}
