import { describe, expect, it } from 'vitest';
import { checkCallingHours, type CallingHoursOptions } from './calling-hours';

const opts: CallingHoursOptions = { checkFederalHolidays: false, ignoredHolidays: [] };
const check = (iso: string, zone: string, state: string | null, o: Partial<CallingHoursOptions> = {}) => checkCallingHours(new Date(iso), zone, state, { ...opts, ...o });
const allowed = (iso: string, zone: string, state: string | null, o: Partial<CallingHoursOptions> = {}) => check(iso, zone, state, o).allowed;

describe('calling-hours.checkCallingHours', () => {
  it("applies the federal 08:00–21:00 in the callee's local time", () => {
    // Tuesday 2026-03-03: Austin is UTC-6.
    expect(check('2026-03-03T13:59:00Z', 'America/Chicago', 'TX')).toEqual({
      allowed: false, localTime: 'Tue 2026-03-03 07:59 America/Chicago', reason: 'calls are allowed 08:00–21:00 in TX',
    });
    expect(check('2026-03-03T14:00:00Z', 'America/Chicago', 'TX')).toEqual({
      allowed: true, localTime: 'Tue 2026-03-03 08:00 America/Chicago', window: { start: 480, end: 1260 },
    });
    expect(allowed('2026-03-04T02:59:00Z', 'America/Chicago', 'TX')).toBe(true);
    expect(allowed('2026-03-04T03:00:00Z', 'America/Chicago', 'TX')).toBe(false);
    // The same instant is 10:00 in New York and 07:00 in Los Angeles.
    expect(allowed('2026-03-03T15:00:00Z', 'America/New_York', 'NY')).toBe(true);
    expect(allowed('2026-03-03T15:00:00Z', 'America/Los_Angeles', 'CA')).toBe(false);
    // With no state known, the federal rule alone.
    expect(allowed('2026-03-04T01:30:00Z', 'America/New_York', null)).toBe(true);
  });

  it('follows daylight saving time (US clocks moved on 2026-03-08)', () => {
    expect(allowed('2026-03-07T13:30:00Z', 'America/Chicago', 'TX')).toBe(false); // 07:30 CST
    expect(allowed('2026-03-09T13:30:00Z', 'America/Chicago', 'TX')).toBe(true); // 08:30 CDT
  });

  it('narrows the window to the stricter state hours, in each time zone of the state', () => {
    // 20:30 in Miami is too late in Florida (08:00–20:00); the same instant is 19:30 in Pensacola.
    expect(check('2026-03-04T01:30:00Z', 'America/New_York', 'FL')).toMatchObject({ allowed: false, reason: 'calls are allowed 08:00–20:00 in FL' });
    expect(allowed('2026-03-04T01:30:00Z', 'America/Chicago', 'FL')).toBe(true);
    // Kentucky from 10:00, Connecticut until 20:00, Michigan from 09:00, Nevada 09:00–20:00.
    expect(check('2026-03-03T14:30:00Z', 'America/New_York', 'KY')).toMatchObject({ allowed: false, reason: 'calls are allowed 10:00–21:00 in KY' });
    expect(allowed('2026-03-03T15:00:00Z', 'America/New_York', 'KY')).toBe(true);
    expect(allowed('2026-03-04T01:00:00Z', 'America/New_York', 'CT')).toBe(false);
    expect(allowed('2026-03-03T13:30:00Z', 'America/Detroit', 'MI')).toBe(false);
    expect(allowed('2026-03-03T14:00:00Z', 'America/Detroit', 'MI')).toBe(true);
    expect(allowed('2026-03-03T16:30:00Z', 'America/Los_Angeles', 'NV')).toBe(false);
    expect(allowed('2026-03-04T04:00:00Z', 'America/Los_Angeles', 'NV')).toBe(false);
    expect(allowed('2026-03-04T03:30:00Z', 'America/Los_Angeles', 'NV')).toBe(true);
    expect(allowed('2026-03-04T02:30:00Z', 'America/Chicago', 'IL')).toBe(true);
  });

  it('bans Sundays in Alabama, Louisiana and Mississippi only', () => {
    const sundayNoon = '2026-03-08T17:00:00Z';
    expect(check(sundayNoon, 'America/Chicago', 'AL')).toMatchObject({ allowed: false, reason: 'no calls on Sundays in AL' });
    expect(allowed(sundayNoon, 'America/Chicago', 'LA')).toBe(false);
    expect(allowed(sundayNoon, 'America/Chicago', 'MS')).toBe(false);
    expect(allowed(sundayNoon, 'America/Chicago', 'TX')).toBe(true);
    // Sunday is the callee's local Sunday: 19:30 on Saturday in Chicago is already Sunday in UTC.
    expect(allowed('2026-03-08T01:30:00Z', 'America/Chicago', 'AL')).toBe(true);
  });

  it('holds calls on restricted state holidays, observed as each state moves a weekend holiday', () => {
    const noon = (date: string) => `${date}T18:00:00Z`;
    // Christmas 2027 is a Saturday: Alabama observes it on Friday the 24th; Mississippi and Louisiana do not move it.
    expect(check(noon('2027-12-24'), 'America/Chicago', 'AL')).toMatchObject({ allowed: false, reason: 'Christmas is a restricted holiday in AL' });
    expect(allowed(noon('2027-12-24'), 'America/Chicago', 'MS')).toBe(true);
    expect(allowed(noon('2027-12-24'), 'America/Chicago', 'LA')).toBe(true);
    expect(allowed(noon('2027-12-25'), 'America/Chicago', 'MS')).toBe(false);
    expect(allowed(noon('2027-12-25'), 'America/New_York', 'PA')).toBe(false);
    expect(allowed(noon('2027-12-25'), 'America/Chicago', 'TX')).toBe(true);
    // Christmas 2022 was a Sunday: observed on Monday the 26th in Alabama and Mississippi, not in Louisiana or Utah.
    expect(allowed(noon('2022-12-26'), 'America/Chicago', 'AL')).toBe(false);
    expect(allowed(noon('2022-12-26'), 'America/Chicago', 'MS')).toBe(false);
    expect(allowed(noon('2022-12-26'), 'America/Chicago', 'LA')).toBe(true);
    expect(allowed(noon('2022-12-26'), 'America/Denver', 'UT')).toBe(true);
    // Louisiana's own days: Mardi Gras and the day after Thanksgiving.
    expect(check(noon('2026-02-17'), 'America/Chicago', 'LA')).toMatchObject({ allowed: false, reason: 'Mardi Gras is a restricted holiday in LA' });
    expect(allowed(noon('2026-11-27'), 'America/Chicago', 'LA')).toBe(false);
    expect(allowed(noon('2026-11-27'), 'America/Chicago', 'AL')).toBe(true);
    expect(allowed(noon('2026-01-19'), 'America/New_York', 'RI')).toBe(false);
  });

  it('lets a node ignore some holidays, and check the federal ones everywhere', () => {
    expect(allowed('2027-12-24T18:00:00Z', 'America/Chicago', 'AL', { ignoredHolidays: ['CHRISTMAS'] })).toBe(true);
    expect(allowed('2026-07-03T16:00:00Z', 'America/Chicago', 'TX')).toBe(true);
    expect(check('2026-07-03T16:00:00Z', 'America/Chicago', 'TX', { checkFederalHolidays: true })).toMatchObject({ allowed: false, reason: 'Independence Day is a federal holiday' });
    expect(allowed('2026-07-04T16:00:00Z', 'America/Chicago', 'TX', { checkFederalHolidays: true })).toBe(false);
    expect(allowed('2026-07-04T16:00:00Z', 'America/Chicago', 'TX', { checkFederalHolidays: true, ignoredHolidays: ['INDEPENDENCE_DAY'] })).toBe(true);
    expect(allowed('2021-12-31T16:00:00Z', 'America/New_York', null, { checkFederalHolidays: true })).toBe(false);
    // The holiday is the callee's local date: 23:00 on the 24th in Los Angeles is the 25th in New York.
    expect(allowed('2026-12-25T06:30:00Z', 'America/Los_Angeles', 'CA', { checkFederalHolidays: true })).toBe(false);
    expect(allowed('2026-12-26T03:30:00Z', 'America/Los_Angeles', 'CA', { checkFederalHolidays: true })).toBe(false);
  });

  it("applies Canada's hours to a province: 09:00–21:30 on weekdays, 10:00–18:00 on weekends", () => {
    expect(allowed('2026-03-03T13:45:00Z', 'America/Toronto', 'ON')).toBe(false); // 08:45
    expect(allowed('2026-03-03T14:00:00Z', 'America/Toronto', 'ON')).toBe(true); // 09:00
    expect(allowed('2026-03-04T02:15:00Z', 'America/Toronto', 'ON')).toBe(true); // 21:15
    expect(allowed('2026-03-04T02:30:00Z', 'America/Toronto', 'ON')).toBe(false); // 21:30
    expect(allowed('2026-03-07T22:30:00Z', 'America/Toronto', 'ON')).toBe(true); // Saturday 17:30
    expect(check('2026-03-07T23:30:00Z', 'America/Toronto', 'ON')).toMatchObject({ allowed: false, reason: 'calls are allowed 10:00–18:00 in ON' });
  });
});
