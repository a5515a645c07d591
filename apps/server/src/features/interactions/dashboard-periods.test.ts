import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { dashboardPeriods } from './dashboard-periods';

const iso = (ms: number[]) => ms.map((m) => new Date(m).toISOString());

describe('dashboardPeriods', () => {
  it('groups a day by the hours of the time zone', () => {
    const { interval, starts } = dashboardPeriods(new Date('2024-03-05T05:00:00Z'), new Date('2024-03-06T05:00:00Z'), 'America/New_York');
    expect(interval).toBe('HOUR');
    expect(starts).toHaveLength(24);
    expect(iso(starts).slice(0, 2)).toEqual(['2024-03-05T05:00:00.000Z', '2024-03-05T06:00:00.000Z']);
  });

  it('counts 23 hours on the day summer time starts and keeps the first period at the range start', () => {
    const spring = dashboardPeriods(new Date('2024-03-10T05:00:00Z'), new Date('2024-03-11T04:00:00Z'), 'America/New_York');
    expect(spring.starts).toHaveLength(23);
    const between = dashboardPeriods(new Date('2024-03-05T14:30:00Z'), new Date('2024-03-05T17:00:00Z'), 'America/New_York');
    expect(iso(between.starts)).toEqual(['2024-03-05T14:30:00.000Z', '2024-03-05T15:00:00.000Z', '2024-03-05T16:00:00.000Z']);
  });

  it('groups 25 hours or more by day, days starting at local midnight across a DST change', () => {
    const { interval, starts } = dashboardPeriods(new Date('2024-03-09T05:00:00Z'), new Date('2024-03-12T04:00:00Z'), 'America/New_York');
    expect(interval).toBe('DAY');
    expect(iso(starts)).toEqual(['2024-03-09T05:00:00.000Z', '2024-03-10T05:00:00.000Z', '2024-03-11T04:00:00.000Z']);
  });

  it('starts hours and days on the half hour in a half-hour zone', () => {
    const { starts } = dashboardPeriods(new Date('2024-03-04T18:30:00Z'), new Date('2024-03-06T18:30:00Z'), 'Asia/Kolkata');
    expect(iso(starts)).toEqual(['2024-03-04T18:30:00.000Z', '2024-03-05T18:30:00.000Z']);
  });

  it('finds every local midnight of two years, in zones with and without summer time', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Phoenix', 'America/Havana', 'UTC']) {
      const from = DateTime.fromISO('2023-01-03T10:00:00', { zone });
      const to = DateTime.fromISO('2024-12-30T00:00:00', { zone });
      const naive: number[] = [from.toMillis()];
      for (let d = from.startOf('day').plus({ days: 1 }).startOf('day'); d < to; d = d.plus({ days: 1 }).startOf('day')) naive.push(d.toMillis());
      expect(dashboardPeriods(from.toJSDate(), to.toJSDate(), zone).starts, zone).toEqual(naive);
    }
  });
});
