import { describe, expect, it } from 'vitest';
import { ETL_DEFAULT_SCHEDULE, type EtlSchedule } from '@trueline/contract';
import { nextRunTime, windowedTime, type TaskTiming } from './etl-schedule';

const none: EtlSchedule = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };
const timing = (o: Partial<TaskTiming>): TaskTiming => ({ schedule: ETL_DEFAULT_SCHEDULE, scheduleTimezone: 'America/New_York', frequency: { duration: 1, timeUnit: 'HOURS' }, ...o });
const at = (iso: string) => new Date(iso);

describe('windowedTime', () => {
  it('answers the time itself inside a window, the next window start outside one, in the task time zone', () => {
    // Monday 20:00–22:00 in Chicago is 02:00–04:00 UTC on Tuesday (CST, UTC-6).
    const t = timing({ scheduleTimezone: 'America/Chicago', schedule: { ...none, monday: [{ start: 1200, end: 1320 }] } });
    expect(windowedTime(t, at('2026-11-24T02:30:00Z'))).toEqual(at('2026-11-24T02:30:00Z'));
    expect(windowedTime(t, at('2026-11-23T15:00:00Z'))).toEqual(at('2026-11-24T02:00:00Z'));
    // After the window: the same window a week later.
    expect(windowedTime(t, at('2026-11-24T04:30:00Z'))).toEqual(at('2026-12-01T02:00:00Z'));
  });

  it('reads the same wall-clock window in another zone differently', () => {
    const s = { ...none, monday: [{ start: 1200, end: 1320 }] };
    expect(windowedTime(timing({ scheduleTimezone: 'America/Los_Angeles', schedule: s }), at('2026-11-23T15:00:00Z'))).toEqual(at('2026-11-24T04:00:00Z'));
    expect(windowedTime(timing({ scheduleTimezone: 'America/Toronto', schedule: s }), at('2026-11-23T15:00:00Z'))).toEqual(at('2026-11-24T01:00:00Z'));
  });

  it('treats a window ending at 11:59pm as running to midnight, and answers null without windows', () => {
    const t = timing({ schedule: { ...none, friday: [{ start: 0, end: 1439 }] } });
    expect(windowedTime(t, at('2026-11-28T04:59:30Z'))).toEqual(at('2026-11-28T04:59:30Z'));
    expect(windowedTime(timing({ schedule: none }), at('2026-11-28T04:59:30Z'))).toBeNull();
  });

  it('follows daylight saving time: 02:00 New York is 07:00 UTC in winter, 06:00 in summer', () => {
    const t = timing({ schedule: { ...none, sunday: [{ start: 120, end: 180 }] } });
    expect(windowedTime(t, at('2026-01-03T00:00:00Z'))).toEqual(at('2026-01-04T07:00:00Z'));
    expect(windowedTime(t, at('2026-07-04T00:00:00Z'))).toEqual(at('2026-07-05T06:00:00Z'));
  });
});

describe('nextRunTime', () => {
  it('adds the frequency to the previous run, never answering the past', () => {
    const t = timing({ frequency: { duration: 15, timeUnit: 'MINUTES' } });
    expect(nextRunTime(t, at('2026-11-24T10:00:00Z'), at('2026-11-24T10:01:00Z'))).toEqual(at('2026-11-24T10:15:00Z'));
    expect(nextRunTime(t, at('2026-11-24T08:00:00Z'), at('2026-11-24T10:01:00Z'))).toEqual(at('2026-11-24T10:01:00Z'));
    expect(nextRunTime(t, null, at('2026-11-24T10:01:00Z'))).toEqual(at('2026-11-24T10:01:00Z'));
  });

  it('keeps the wall-clock time of daily runs across a DST change', () => {
    const t = timing({ frequency: { duration: 1, timeUnit: 'DAYS' } });
    // 02:30 local on 31 October 2026 (EDT, 06:30Z), next day after the change to EST: 02:30 local is 07:30Z.
    expect(nextRunTime(t, at('2026-10-31T06:30:00Z'), at('2026-10-31T06:31:00Z'))).toEqual(at('2026-11-01T07:30:00Z'));
  });

  it('moves a run that falls outside the windows to the next window start', () => {
    const t = timing({ frequency: { duration: 2, timeUnit: 'HOURS' }, schedule: { ...none, tuesday: [{ start: 540, end: 660 }] } });
    // 10:30 New York on Tuesday 24 November + 2 h = 12:30, outside 09:00–11:00: next Tuesday 09:00 (14:00Z).
    expect(nextRunTime(t, at('2026-11-24T15:30:00Z'), at('2026-11-24T15:31:00Z'))).toEqual(at('2026-12-01T14:00:00Z'));
  });
});
