import { describe, expect, it } from 'vitest';
import {
  INACTIVE_POOL_STATUSES, POOL_NUMBER_STATUSES, isAppToPersonValid, isInactivePoolStatus, matchesPoolFilter, parsePoolNumbers, poolNumbersBody, poolPrefix,
} from './pools';

describe('pool number statuses', () => {
  it('treats AGING, FLAGGED, ERROR and DELETED as inactive, ACTIVE and PENDING as not', () => {
    expect(INACTIVE_POOL_STATUSES).toEqual(['AGING', 'FLAGGED', 'ERROR', 'DELETED']);
    expect(POOL_NUMBER_STATUSES.filter((s) => !isInactivePoolStatus(s))).toEqual(['ACTIVE', 'PENDING']);
  });
});

describe('matchesPoolFilter', () => {
  const n = { number: '2125550147', locality: 'New York', region: 'NY' };
  it('keeps everything for a blank filter', () => {
    expect(matchesPoolFilter(n, '')).toBe(true);
    expect(matchesPoolFilter(n, '   ')).toBe(true);
  });
  it('matches a part of the number anywhere', () => {
    expect(matchesPoolFilter(n, '555')).toBe(true);
    expect(matchesPoolFilter(n, '0147')).toBe(true);
    expect(matchesPoolFilter(n, '999')).toBe(false);
  });
  it('matches the start of the city only when the filter is longer than 2 characters', () => {
    expect(matchesPoolFilter(n, 'new')).toBe(true);
    expect(matchesPoolFilter(n, 'NEW Y')).toBe(true);
    expect(matchesPoolFilter(n, 'ne')).toBe(false);
    expect(matchesPoolFilter(n, 'york')).toBe(false);
  });
  it('matches the state when equal, in any case', () => {
    expect(matchesPoolFilter(n, 'ny')).toBe(true);
    expect(matchesPoolFilter(n, 'N')).toBe(false);
    expect(matchesPoolFilter({ ...n, locality: 'Nyack' }, 'nya')).toBe(true);
  });
});

describe('parsePoolNumbers', () => {
  it('splits on whitespace and commas, strips to digits and drops blanks and repeats', () => {
    expect(parsePoolNumbers('(212) 555-0147, 2125550148\n\t 212.555.0149,,, abc 2125550147 2125550148')).toEqual(['212', '5550147', '2125550148', '2125550149', '2125550147']);
    expect(parsePoolNumbers(['212-555-0147', ' ', '+1 2125550148'])).toEqual(['2125550147', '1', '2125550148']);
    expect(parsePoolNumbers('2125550147,2125550148 2125550149')).toEqual(['2125550147', '2125550148', '2125550149']);
  });
  it('the body asks for at least one number', () => {
    expect(poolNumbersBody.safeParse({ numbers: ' , ' }).error?.issues[0]?.message).toBe('Please enter at least one phone number.');
    expect(poolNumbersBody.parse({ numbers: '2125550147' })).toEqual({ numbers: ['2125550147'] });
  });
});

describe('poolPrefix', () => {
  it('needs at least 3 digits, digits only', () => {
    expect(poolPrefix.safeParse('21').error?.issues[0]?.message).toBe('Please enter at least 3 digits of the number you are looking for.');
    expect(poolPrefix.safeParse('21a').success).toBe(false);
    expect(poolPrefix.parse(' 212 ')).toBe('212');
  });
});

describe('isAppToPersonValid', () => {
  it('needs the vendor campaign of the selected SMS campaign and a pending or done assignment', () => {
    expect(isAppToPersonValid({ appToPersonCampaignId: 'C1', appToPersonCampaignStatus: 'ASSIGNED' }, 'C1')).toBe(true);
    expect(isAppToPersonValid({ appToPersonCampaignId: 'C1', appToPersonCampaignStatus: 'PENDING_ASSIGNMENT' }, 'C1')).toBe(true);
    expect(isAppToPersonValid({ appToPersonCampaignId: 'C1', appToPersonCampaignStatus: 'FAILED' }, 'C1')).toBe(false);
    expect(isAppToPersonValid({ appToPersonCampaignId: 'C1', appToPersonCampaignStatus: 'ASSIGNED' }, 'C2')).toBe(false);
    expect(isAppToPersonValid({ appToPersonCampaignId: null, appToPersonCampaignStatus: null }, null)).toBe(false);
  });
});
