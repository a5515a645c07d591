import { describe, expect, it } from 'vitest';
import { WEEK_DAYS, type SchedulePeriod, type WeekDay } from '@trueline/contract';
import { leadZones, nextSendTime, UNKNOWN_US_ZONES, type SendSchedule } from './send-window';

const weekdays = (periods: SchedulePeriod[]): SendSchedule => {
  const days = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] } as Record<WeekDay, SchedulePeriod[]>;
  for (const d of WEEK_DAYS) if (d !== 'saturday' && d !== 'sunday') days[d] = periods;
  return { days, exceptions: new Map() };
};
const nineToFive = weekdays([{ start: 540, end: 1020 }]);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('nextSendTime', () => {
  it('answers the instant itself inside the schedule, else the next opening in the lead’s own zone', () => {
    // Wednesday 2026-11-25 15:00 UTC is 10:00 in New York and 07:00 in Los Angeles.
    const at = new Date('2026-11-25T15:00:00Z');
    expect(iso(nextSendTime(nineToFive, ['America/New_York'], at))).toBe('2026-11-25T15:00:00.000Z');
    expect(iso(nextSendTime(nineToFive, ['America/Los_Angeles'], at))).toBe('2026-11-25T17:00:00.000Z');
  });

  it('waits over the weekend and after the day’s close', () => {
    // Friday 2026-11-27 22:30 UTC is 17:30 in New York: closed until Monday 09:00 (14:00 UTC).
    expect(iso(nextSendTime(nineToFive, ['America/New_York'], new Date('2026-11-27T22:30:00Z')))).toBe('2026-11-30T14:00:00.000Z');
  });

  it('holds the schedule in every zone a lead may be in: the narrowest window', () => {
    // Texas spans Central and Mountain time: 09:00 Mountain is 16:00 UTC in November.
    const at = new Date('2026-11-25T15:00:00Z'); // 09:00 Central, 08:00 Mountain
    expect(iso(nextSendTime(nineToFive, leadZones({ state: 'TX' }), at))).toBe('2026-11-25T16:00:00.000Z');
    // Unknown place: New York to Honolulu. 09:00 in Honolulu is 19:00 UTC, 14:00 in New York: inside both.
    expect(iso(nextSendTime(nineToFive, UNKNOWN_US_ZONES, at))).toBe('2026-11-25T19:00:00.000Z');
  });

  it('follows the clock across a change of summer time', () => {
    // US clocks go back on Sunday 2026-11-01: Monday 09:00 New York is 14:00 UTC, the Friday before was 13:00 UTC.
    expect(iso(nextSendTime(nineToFive, ['America/New_York'], new Date('2026-10-30T12:00:00Z')))).toBe('2026-10-30T13:00:00.000Z');
    expect(iso(nextSendTime(nineToFive, ['America/New_York'], new Date('2026-10-31T12:00:00Z')))).toBe('2026-11-02T14:00:00.000Z');
    // Spring forward on Sunday 2026-03-08: a period starting at 02:30 that day opens at 03:30 (02:30 does not exist).
    const sunday = { ...nineToFive, days: { ...nineToFive.days, sunday: [{ start: 150, end: 300 }] } };
    expect(iso(nextSendTime(sunday, ['America/New_York'], new Date('2026-03-08T05:00:00Z')))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('uses a dated exception instead of the weekday: closed, or other hours', () => {
    const thanksgiving = { ...nineToFive, exceptions: new Map([['2026-11-26', []], ['2026-11-27', [{ start: 720, end: 840 }]]]) };
    // Wednesday after close → Thursday closed → Friday opens at 12:00 New York (17:00 UTC).
    expect(iso(nextSendTime(thanksgiving, ['America/New_York'], new Date('2026-11-25T23:00:00Z')))).toBe('2026-11-27T17:00:00.000Z');
  });

  it('covers the last minute of a period ending at 11:59pm, and never sends on a schedule closed every day', () => {
    const late = weekdays([{ start: 1380, end: 1439 }]);
    expect(iso(nextSendTime(late, ['UTC'], new Date('2026-11-25T23:59:30Z')))).toBe('2026-11-25T23:59:30.000Z');
    expect(nextSendTime(weekdays([]), ['America/New_York'], new Date('2026-11-25T15:00:00Z'))).toBeNull();
  });

  it('reads the lead’s zones from its ZIP, then its state, then its area code', () => {
    expect(leadZones({ zipZone: 'America/Denver', state: 'TX', areaCodeZone: 'America/Chicago' })).toEqual(['America/Denver']);
    expect(leadZones({ state: 'fl' })).toEqual(['America/New_York', 'America/Chicago']);
    expect(leadZones({ state: 'ZZ', areaCodeZone: 'America/Chicago' })).toEqual(['America/Chicago']);
    expect(leadZones({})).toBe(UNKNOWN_US_ZONES);
  });
});
