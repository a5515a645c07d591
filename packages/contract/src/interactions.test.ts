import { describe, expect, it } from 'vitest';
import { aegisDashboardRequest, INTERACTION_TEXTS, interactionSearchRequest, isTimeZone, parseStates, tenDigitPhone } from './index';

const period = { earliest: '2024-03-01T05:00:00Z', latest: '2024-03-02T05:00:00-05:00' };

describe('call search input', () => {
  it('reads states comma-separated, trimmed and upper-cased, without blanks or repeats', () => {
    expect(parseStates(' ny, nj ,CA,,ny ')).toEqual(['NY', 'NJ', 'CA']);
    expect(parseStates(['tx', 'fl, ga'])).toEqual(['TX', 'FL', 'GA']);
    expect(parseStates('')).toEqual([]);
  });

  it('takes US and Canadian numbers only, as ten digits', () => {
    expect(tenDigitPhone('(512) 555-0142')).toBe('5125550142');
    expect(tenDigitPhone('+1 416 555 0100')).toBe('4165550100');
    expect(tenDigitPhone('+44 20 7946 0958')).toBeNull();
    expect(tenDigitPhone('555')).toBeNull();
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('defaults to the first page of 25, newest first, all workflows, no test calls, UTC', () => {
    expect(interactionSearchRequest.parse(period)).toEqual({
      ...period, workflowId: [], states: [], results: [], includeTestData: false, timezone: 'UTC', page: 0, size: 25, sortBy: 'timestamp', sortOrder: 'desc',
    });
    const parsed = interactionSearchRequest.parse({ ...period, to: '512 555 0142', states: 'tx,ca', results: 'Rejected', workflowId: 'wf-1', reasonFilter: '  ', sortOrder: 'ASC', size: 500 });
    expect(parsed).toMatchObject({ to: '5125550142', states: ['TX', 'CA'], results: ['Rejected'], workflowId: ['wf-1'], reasonFilter: undefined, sortOrder: 'asc', size: 500 });
  });

  it('refuses a period backwards, an unknown zone, a page size off the list and a foreign phone, with our texts', () => {
    const messages = (input: unknown) => interactionSearchRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ earliest: period.latest, latest: period.earliest })).toEqual([INTERACTION_TEXTS.periodInvalid]);
    expect(messages({ ...period, timezone: 'Nowhere/Else' })).toEqual([INTERACTION_TEXTS.timezoneInvalid]);
    expect(messages({ ...period, size: 50 })).toEqual([INTERACTION_TEXTS.pageSizeInvalid]);
    expect(messages({ ...period, from: '+44 20 7946 0958' })).toEqual([INTERACTION_TEXTS.phoneInvalid]);
    expect(aegisDashboardRequest.safeParse({ ...period, workflowId: ['a', 'b'] }).data?.workflowId).toEqual(['a', 'b']);
  });
});
