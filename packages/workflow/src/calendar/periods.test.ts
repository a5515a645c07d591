import { describe, expect, it } from 'vitest';
import { formatPeriods, inPeriods, periods, weekDayOf } from './periods';

const issues = (value: unknown) => {
  const r = periods.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('periods', () => {
  it('refuses an end before the start, overlaps and minutes out of the day, with the spec texts', () => {
    expect(issues([{ start: 600, end: 540 }])).toEqual(['0.end: Choose an end time later than the start time.']);
    expect(issues([{ start: 480, end: 720 }, { start: 700, end: 800 }])).toEqual(['1.start: Times currently overlap. Please correct.']);
    expect(issues([{ start: -1, end: 1440 }])).toEqual(['0.start: Times run from 0 (midnight) to 1439 (11:59pm)', '0.end: Times run from 0 (midnight) to 1439 (11:59pm)']);
    expect(issues([{ start: 480, end: 720 }, { start: 720, end: 800 }])).toEqual([]);
  });

  it('sorts periods, and tells whether a minute falls in one (a period to 11:59pm covers the last minute)', () => {
    const list = periods.parse([{ start: 780, end: 1020 }, { start: '480', end: '720' }]);
    expect(list).toEqual([{ start: 480, end: 720 }, { start: 780, end: 1020 }]);
    expect([479, 480, 719, 720, 780, 1019, 1020].map((m) => inPeriods(m, list))).toEqual([false, true, true, false, true, true, false]);
    expect(inPeriods(1439, [{ start: 0, end: 1439 }])).toBe(true);
    expect(inPeriods(1439, [{ start: 0, end: 1438 }])).toBe(false);
    expect(formatPeriods(list)).toBe('08:00–12:00, 13:00–17:00');
    expect(formatPeriods([])).toBe('closed');
    expect([1, 6, 7].map(weekDayOf)).toEqual(['monday', 'saturday', 'sunday']);
  });
});
