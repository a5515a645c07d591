import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { LOOK_BACK_MODES, LOOK_BACK_UNITS, lookBackStart, lookBackWindow, type LookBackMode, type LookBackUnit } from './look-back';

// Tuesday 2026-03-03 09:00:30 in Chicago (UTC-6).
const now = new Date('2026-03-03T15:00:30Z');
const start = (interval: number, unit: LookBackUnit, mode: LookBackMode, zone = 'America/Chicago', at = now) => lookBackStart(at, zone, interval, unit, mode).toISOString();

describe('look-back.lookBackStart', () => {
  it('reaches back exactly the interval from now when Relative', () => {
    expect(start(7, 'DAYS', 'Relative')).toBe('2026-02-24T15:00:30.000Z');
    expect(start(2, 'HOURS', 'Relative')).toBe('2026-03-03T13:00:30.000Z');
    expect(start(90, 'MINUTES', 'Relative')).toBe('2026-03-03T13:30:30.000Z');
    expect(start(1, 'WEEKS', 'Relative')).toBe('2026-02-24T15:00:30.000Z');
    expect(start(1, 'MONTHS', 'Relative')).toBe('2026-02-03T15:00:30.000Z');
  });

  it("starts at the current calendar period in the callee's zone, reaching back interval − 1 periods, when Calendar", () => {
    expect(start(7, 'DAYS', 'Calendar')).toBe('2026-02-25T06:00:00.000Z'); // today and the six days before
    expect(start(1, 'DAYS', 'Calendar')).toBe('2026-03-03T06:00:00.000Z'); // since local midnight
    expect(start(2, 'HOURS', 'Calendar')).toBe('2026-03-03T14:00:00.000Z'); // since 08:00
    expect(start(1, 'MINUTES', 'Calendar')).toBe('2026-03-03T15:00:00.000Z');
    expect(start(1, 'WEEKS', 'Calendar')).toBe('2026-03-01T06:00:00.000Z'); // weeks start on Sunday
    expect(start(2, 'WEEKS', 'Calendar')).toBe('2026-02-22T06:00:00.000Z');
    expect(start(1, 'MONTHS', 'Calendar')).toBe('2026-03-01T06:00:00.000Z');
    expect(start(3, 'MONTHS', 'Calendar')).toBe('2026-01-01T06:00:00.000Z');
  });

  it("depends on the callee's zone: 21:00 on Monday in Chicago is already Tuesday in UTC", () => {
    const evening = new Date('2026-03-03T03:00:00Z');
    expect(start(1, 'DAYS', 'Calendar', 'America/Chicago', evening)).toBe('2026-03-02T06:00:00.000Z');
    expect(start(1, 'DAYS', 'Calendar', 'UTC', evening)).toBe('2026-03-03T00:00:00.000Z');
    // On a Sunday the week starts that day.
    expect(start(1, 'WEEKS', 'Calendar', 'America/Chicago', new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-01T06:00:00.000Z');
  });
});

describe('look-back.lookBackWindow', () => {
  it('answers what lookBackStart answers, each second across the spring and autumn changes and a month end, with the start as the log writes it', () => {
    const zones = ['America/Chicago', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    // Chicago's clocks go forward at 2026-03-08 08:00Z and back at 2026-11-01 07:00Z; Lord Howe moves by half an hour.
    const ranges = ['2026-03-08T07:58:00Z', '2026-03-09T07:58:00Z', '2026-11-01T06:58:00Z', '2026-11-02T06:58:00Z', '2026-03-31T23:58:00Z', '2026-04-04T15:28:00Z'];
    let compared = 0;
    for (const begin of ranges) {
      for (let s = 0; s < 240; s += 7) {
        const at = new Date(Date.parse(begin) + s * 1000 + (s % 3) * 333);
        for (const zone of zones) for (const unit of LOOK_BACK_UNITS) for (const mode of LOOK_BACK_MODES) for (const interval of [1, 2, 7]) {
          const expected = lookBackStart(at, zone, interval, unit, mode);
          const got = lookBackWindow(at, zone, interval, unit, mode);
          const local = DateTime.fromJSDate(expected, { zone });
          expect(got.since.toISOString(), `${at.toISOString()} ${zone} ${interval} ${unit} ${mode}`).toBe(expected.toISOString());
          expect(got.from).toBe(`${local.toFormat('yyyy-MM-dd HH:mm')} ${zone}`);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  });
});
