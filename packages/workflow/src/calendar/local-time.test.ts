import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { localMinute } from './local-time';

describe('local-time.localMinute', () => {
  it("answers luxon's wall clock, each few seconds across clock changes, in zones whole, half and quarter hours off UTC", () => {
    const zones = ['America/Chicago', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'];
    // Chicago and St John's change on 2026-03-08 and 2026-11-01; Lord Howe by half an hour on 2026-04-05 and 2026-10-04.
    const ranges = ['2026-03-08T07:57:00Z', '2026-03-08T05:27:00Z', '2026-11-01T06:57:00Z', '2026-04-04T14:57:00Z', '2026-10-03T15:27:00Z', '2026-12-31T23:57:00Z'];
    let compared = 0;
    for (const begin of ranges) {
      for (let s = 0; s < 360; s += 7) {
        const at = new Date(Date.parse(begin) + s * 1000 + (s % 5) * 211);
        for (const zone of zones) {
          const dt = DateTime.fromJSDate(at, { zone });
          const expected = { year: dt.year, month: dt.month, day: dt.day, weekday: dt.weekday, hour: dt.hour, minute: dt.minute, zoneName: dt.zoneName };
          expect(localMinute(at, zone), `${at.toISOString()} ${zone}`).toEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1_500);
  });
});
