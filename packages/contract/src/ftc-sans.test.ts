import { describe, expect, it } from 'vitest';
import { ftcSanBody, isIsoDay, isNanpAreaCode, parseAreaCodes } from './ftc-sans';
import { brandedCallingProfileBody } from './branded-calling-profiles';
import { createRndConnectionBody, rndConnectionBody, rndTokenStatus, rndRefreshStatus } from './rnd-connections';

describe('isNanpAreaCode', () => {
  it('accepts geographic area codes of the US, its territories and Canada', () => {
    for (const code of ['212', '512', '305', '416', '604', '787', '671']) expect(isNanpAreaCode(code), code).toBe(true);
  });
  it('refuses malformed, unassigned, service and non-geographic codes', () => {
    for (const code of ['12', '1234', '099', '123', '999', '555', '311', '911', '800', '888', '900', '500', '600', '242', 'abc']) {
      expect(isNanpAreaCode(code), code).toBe(false);
    }
  });
});

describe('parseAreaCodes', () => {
  it('splits comma-separated text, trims and drops blanks and repeats', () => {
    expect(parseAreaCodes(' 212, 512 ,,305\n212 ')).toEqual(['212', '512', '305']);
    expect(parseAreaCodes(['212', ' 415 ', ''])).toEqual(['212', '415']);
  });
});

describe('isIsoDay', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('02/28/2026')).toBe(false);
  });
});

describe('ftcSanBody', () => {
  const base = { ftcOrgName: 'Demo Co', ftcOrgId: '12345', ftcSan: 'ABCD1234' };
  it('defaults to full coverage with no area codes and no expiry', () => {
    expect(ftcSanBody.parse(base)).toEqual({ ...base, expires: null, fullCoverage: true, areaCodes: [] });
  });
  it('says "Field is required" for each blank required field', () => {
    const r = ftcSanBody.safeParse({ ftcOrgName: ' ', ftcOrgId: '', ftcSan: undefined });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(expect.arrayContaining([['ftcOrgName', 'Field is required'], ['ftcOrgId', 'Field is required'], ['ftcSan', 'Field is required']]));
  });
  it('needs area codes when not full coverage, and names the unknown ones', () => {
    expect(ftcSanBody.safeParse({ ...base, fullCoverage: false, areaCodes: ' ' }).error!.issues[0]).toMatchObject({
      path: ['areaCodes'], message: 'Enter at least one area code, or choose full coverage.',
    });
    expect(ftcSanBody.safeParse({ ...base, fullCoverage: false, areaCodes: '212, 999, 555' }).error!.issues[0]).toMatchObject({
      path: ['areaCodes'], message: 'Not a North American area code: 999, 555',
    });
    expect(ftcSanBody.parse({ ...base, fullCoverage: false, areaCodes: '212, 512', expires: '2027-01-31' })).toMatchObject({ areaCodes: ['212', '512'], expires: '2027-01-31' });
  });
  it('refuses a date that is not a day', () => {
    expect(ftcSanBody.safeParse({ ...base, expires: '2027-13-01' }).error!.issues[0]).toMatchObject({ path: ['expires'], message: 'Enter a valid date.' });
  });
});

describe('brandedCallingProfileBody', () => {
  const valid = {
    label: 'Main', callerNameShort: 'DEMO CO', callerNameLong: 'Demo Co Customer Care', legalName: 'Demo Co LLC', enterpriseId: 'ENT-1',
    callPurpose: 'Customer Service', businessCategory: 'Retail', tmoBusinessCategory: 'Retail',
  };
  it('accepts a complete profile', () => expect(brandedCallingProfileBody.parse(valid)).toEqual(valid));
  it('limits the short name to 15 and the long name to 32 characters', () => {
    const r = brandedCallingProfileBody.safeParse({ ...valid, callerNameShort: 'x'.repeat(16), callerNameLong: 'y'.repeat(33) });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['Short name must be at most 15 characters', 'Long name must be at most 32 characters']);
    expect(brandedCallingProfileBody.safeParse({ ...valid, callerNameShort: 'x'.repeat(15), callerNameLong: 'y'.repeat(32) }).success).toBe(true);
  });
  it('requires every field', () => {
    const r = brandedCallingProfileBody.safeParse({});
    expect(r.error!.issues).toHaveLength(8);
    expect(new Set(r.error!.issues.map((i) => i.message))).toEqual(new Set(['Field is required']));
  });
});

describe('rnd connection bodies', () => {
  it('require the API token only when creating', () => {
    const body = { companyNumber: 'C-1', companyName: 'Demo', apiToken: '' };
    expect(createRndConnectionBody.safeParse(body).error!.issues[0]).toMatchObject({ path: ['apiToken'], message: 'Field is required' });
    expect(rndConnectionBody.parse(body)).toEqual({ companyNumber: 'C-1', companyName: 'Demo', apiToken: undefined, resourceStatus: 'ACTIVE' });
  });
  it('show OK while either token works', () => {
    expect(rndTokenStatus({ tokenValid: false, refreshTokenValid: true })).toBe('OK');
    expect(rndTokenStatus({ tokenValid: false, refreshTokenValid: false })).toBe('Expired!');
    expect(rndRefreshStatus({ refreshTokenValid: false })).toBe('Expired!');
  });
});
