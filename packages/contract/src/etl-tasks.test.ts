import { describe, expect, it } from 'vitest';
import { ETL_MAX_RECORDS_OPTIONS, etlTaskBody, maxRecordsLabel } from './etl-tasks';

const valid = {
  name: 'Nightly', workflowId: 'w', recordSetId: 'r', phoneAttribute: 'phone', autoDeleteRecords: true, maxRecordsPerExecution: 500,
  status: 'ACTIVE', scheduleTimezone: 'America/Chicago', frequency: { duration: 1, timeUnit: 'HOURS' },
} as const;
const firstMessage = (input: unknown) => {
  const r = etlTaskBody.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ETL_MAX_RECORDS_OPTIONS', () => {
  it('offers No limit, 500 to 10,000 by 500 and 11,000 to 100,000 by 1,000 (spec 3 §5)', () => {
    expect(ETL_MAX_RECORDS_OPTIONS.slice(0, 3)).toEqual([0, 500, 1000]);
    expect(ETL_MAX_RECORDS_OPTIONS).toContain(10_000);
    expect(ETL_MAX_RECORDS_OPTIONS).not.toContain(10_500);
    expect(ETL_MAX_RECORDS_OPTIONS).toContain(11_000);
    expect(ETL_MAX_RECORDS_OPTIONS.at(-1)).toBe(100_000);
    expect(ETL_MAX_RECORDS_OPTIONS).toHaveLength(1 + 20 + 90);
    expect(maxRecordsLabel(0)).toBe('No limit');
    expect(maxRecordsLabel(11000)).toBe('11,000');
  });
});

describe('etlTaskBody', () => {
  it('fills the defaults: no description, no zip attribute, no run windows', () => {
    const r = etlTaskBody.parse(valid);
    expect(r.description).toBe('');
    expect(r.zipCodeAttribute).toBeNull();
    expect(r.schedule.sunday).toEqual([]);
  });

  it('says Field is required for the required fields', () => {
    expect(firstMessage({ ...valid, name: ' ', workflowId: '', recordSetId: undefined, phoneAttribute: '' })).toEqual([
      'name: Field is required', 'workflowId: Field is required', 'recordSetId: Field is required', 'phoneAttribute: Field is required',
    ]);
    expect(firstMessage({ ...valid, scheduleTimezone: undefined })).toEqual(['scheduleTimezone: Field is required']);
  });

  it('refuses numbers of records that are not offered, and frequencies out of range', () => {
    expect(firstMessage({ ...valid, maxRecordsPerExecution: 750 })).toEqual(['maxRecordsPerExecution: Choose one of the offered numbers of records.']);
    expect(firstMessage({ ...valid, frequency: { duration: 366, timeUnit: 'DAYS' } })).toEqual(['frequency.duration: Must be a whole number from 1 to 365']);
  });

  it('refuses run windows that end before they start or overlap, with the spec texts; sorts them', () => {
    expect(firstMessage({ ...valid, schedule: { monday: [{ start: 600, end: 540 }] } })).toEqual(['schedule.monday.0.end: Choose an end time later than the start time.']);
    expect(firstMessage({ ...valid, schedule: { monday: [{ start: 480, end: 600 }, { start: 540, end: 700 }] } })).toEqual(['schedule.monday.1.start: Times currently overlap. Please correct.']);
    expect(etlTaskBody.parse({ ...valid, schedule: { friday: [{ start: 900, end: 960 }, { start: 60, end: 120 }] } }).schedule.friday).toEqual([{ start: 60, end: 120 }, { start: 900, end: 960 }]);
  });
});
