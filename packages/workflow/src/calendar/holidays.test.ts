import { describe, expect, it } from 'vitest';
import { FEDERAL_OBSERVANCE, HOLIDAYS, NO_SHIFT, easterSunday, holidayDate, holidaysOn, observedDate } from './holidays';

describe('holidays.holidayDate', () => {
  it('dates each restricted holiday of 2026', () => {
    expect(Object.fromEntries(HOLIDAYS.map((h) => [h, holidayDate(h, 2026)]))).toEqual({
      NEW_YEARS_DAY: '2026-01-01', MLK_DAY: '2026-01-19', MEMORIAL_DAY: '2026-05-25', INDEPENDENCE_DAY: '2026-07-04',
      LABOR_DAY: '2026-09-07', THANKSGIVING: '2026-11-26', CHRISTMAS: '2026-12-25',
    });
  });

  it("dates Louisiana's state days from Easter and Thanksgiving", () => {
    expect(easterSunday(2024).toISODate()).toBe('2024-03-31');
    expect(easterSunday(2026).toISODate()).toBe('2026-04-05');
    expect(easterSunday(2038).toISODate()).toBe('2038-04-25');
    expect(holidayDate('MARDI_GRAS', 2024)).toBe('2024-02-13');
    expect(holidayDate('MARDI_GRAS', 2026)).toBe('2026-02-17');
    expect(holidayDate('DAY_AFTER_THANKSGIVING', 2026)).toBe('2026-11-27');
    expect(holidayDate('MEMORIAL_DAY', 2027)).toBe('2027-05-31');
  });
});

describe('holidays.observedDate and holidaysOn', () => {
  it('moves a Saturday holiday to Friday and a Sunday one to Monday under the federal rule, and leaves it without a shift', () => {
    expect(observedDate('2027-12-25', FEDERAL_OBSERVANCE)).toBe('2027-12-24');
    expect(observedDate('2022-12-25', FEDERAL_OBSERVANCE)).toBe('2022-12-26');
    expect(observedDate('2026-12-25', FEDERAL_OBSERVANCE)).toBe('2026-12-25');
    expect(observedDate('2027-12-25', NO_SHIFT)).toBe('2027-12-25');
    expect(observedDate('2022-12-25', { saturdayToFriday: false, sundayToMonday: true })).toBe('2022-12-26');
    expect(observedDate('2027-12-25', { saturdayToFriday: false, sundayToMonday: true })).toBe('2027-12-25');
  });

  it('finds a holiday on its calendar date and on its observed date, across a year end', () => {
    expect(holidaysOn('2026-07-03', HOLIDAYS, FEDERAL_OBSERVANCE)).toEqual(['INDEPENDENCE_DAY']);
    expect(holidaysOn('2026-07-04', HOLIDAYS, FEDERAL_OBSERVANCE)).toEqual(['INDEPENDENCE_DAY']);
    expect(holidaysOn('2026-07-03', HOLIDAYS, NO_SHIFT)).toEqual([]);
    // New Year's Day 2022 fell on a Saturday: observed on Friday 2021-12-31.
    expect(holidaysOn('2021-12-31', HOLIDAYS, FEDERAL_OBSERVANCE)).toEqual(['NEW_YEARS_DAY']);
    expect(holidaysOn('2026-03-03', HOLIDAYS, FEDERAL_OBSERVANCE)).toEqual([]);
    expect(holidaysOn('2026-01-19', ['CHRISTMAS'], FEDERAL_OBSERVANCE)).toEqual([]);
  });
});
