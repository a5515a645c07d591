import { describe, expect, it } from 'vitest';
import { periodRange, type Period } from './period';

/** Wednesday 2024-03-13 15:20 in New York (EDT, three days after summer time began). */
const NOW = new Date('2024-03-13T19:20:00Z');
const range = (period: Period, zone = 'America/New_York', now = NOW) => periodRange({ period }, zone, now);

describe('periodRange', () => {
  it('counts days in the chosen time zone, a day of summer time change having 23 hours', () => {
    expect(range('today')).toEqual({ earliest: '2024-03-13T04:00:00.000Z', latest: '2024-03-14T04:00:00.000Z' });
    expect(range('yesterday')).toEqual({ earliest: '2024-03-12T04:00:00.000Z', latest: '2024-03-13T04:00:00.000Z' });
    expect(range('today', 'America/New_York', new Date('2024-03-10T12:00:00Z'))).toEqual({ earliest: '2024-03-10T05:00:00.000Z', latest: '2024-03-11T04:00:00.000Z' });
    expect(range('today', 'Asia/Kolkata')).toEqual({ earliest: '2024-03-13T18:30:00.000Z', latest: '2024-03-14T18:30:00.000Z' });
    expect(range('today', 'UTC')).toEqual({ earliest: '2024-03-13T00:00:00.000Z', latest: '2024-03-14T00:00:00.000Z' });
  });

  it('starts weeks on Sunday', () => {
    // Sunday 10 March starts this week: it began at 05:00Z, before the change to summer time at 07:00Z.
    expect(range('thisWeek')).toEqual({ earliest: '2024-03-10T05:00:00.000Z', latest: '2024-03-17T04:00:00.000Z' });
    expect(range('lastWeek')).toEqual({ earliest: '2024-03-03T05:00:00.000Z', latest: '2024-03-10T05:00:00.000Z' });
    // On a Sunday, this week starts that day.
    expect(range('thisWeek', 'UTC', new Date('2024-03-17T08:00:00Z'))?.earliest).toBe('2024-03-17T00:00:00.000Z');
  });

  it('takes whole months and years, across the turn of a year', () => {
    expect(range('thisMonth')).toEqual({ earliest: '2024-03-01T05:00:00.000Z', latest: '2024-04-01T04:00:00.000Z' });
    expect(range('lastMonth')).toEqual({ earliest: '2024-02-01T05:00:00.000Z', latest: '2024-03-01T05:00:00.000Z' });
    expect(range('lastMonth', 'UTC', new Date('2024-01-15T00:00:00Z'))).toEqual({ earliest: '2023-12-01T00:00:00.000Z', latest: '2024-01-01T00:00:00.000Z' });
    expect(range('thisYear')).toEqual({ earliest: '2024-01-01T05:00:00.000Z', latest: '2025-01-01T05:00:00.000Z' });
    expect(range('lastYear', 'America/Los_Angeles')).toEqual({ earliest: '2023-01-01T08:00:00.000Z', latest: '2024-01-01T08:00:00.000Z' });
  });

  it('answers between once both ends are chosen and the end comes after the start', () => {
    const from = Date.parse('2024-03-01T14:00:00Z');
    const to = Date.parse('2024-03-02T14:00:00Z');
    expect(periodRange({ period: 'between', from, to }, 'America/Chicago')).toEqual({ earliest: '2024-03-01T14:00:00.000Z', latest: '2024-03-02T14:00:00.000Z' });
    expect(periodRange({ period: 'between', from, to: null }, 'UTC')).toBeNull();
    expect(periodRange({ period: 'between', from: to, to: from }, 'UTC')).toBeNull();
  });
});
