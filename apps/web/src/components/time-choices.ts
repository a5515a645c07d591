/** Schedule times (spec 3 §5, §9): 15-minute steps, the last choice 11:59pm (1439); the first period 8:00am–9:00pm. */
export const LAST_MINUTE = 1439;
export const STEP = 15;
export const FIRST_PERIOD = { start: 480, end: 1260 } as const;
export const TOO_LATE = 'Unable to add timeslot - current end time is too late.';

export const TIME_CHOICES: readonly number[] = [...Array.from({ length: (24 * 60) / STEP }, (_, i) => i * STEP), LAST_MINUTE];

/** A minute of the day as the user's locale writes times (12- or 24-hour). */
export function timeLabel(minute: number, locale?: string): string {
  const d = new Date(2000, 0, 1, Math.floor(minute / 60), minute % 60);
  return d.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

export interface Period {
  start: number;
  end: number;
}

/**
 * The period an Add creates (spec 3 §5): the first 8:00am–9:00pm; a later one starts 30 minutes after the previous
 * end and lasts 90, capped at 11:59pm; when the previous end is too late, none (the caller shows TOO_LATE).
 */
export function nextPeriod(list: readonly Period[]): Period | null {
  if (list.length === 0) return { ...FIRST_PERIOD };
  const lastEnd = Math.max(...list.map((p) => p.end));
  const start = lastEnd + 30;
  if (start >= LAST_MINUTE) return null;
  return { start, end: Math.min(start + 90, LAST_MINUTE) };
}
