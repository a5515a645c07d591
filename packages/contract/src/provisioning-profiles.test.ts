import { describe, expect, it } from 'vitest';
import { filterProfileValues, isAllowedProfileValue, PROFILE_STATE_CODES, provisioningProfileBody, splitProfileValues } from './provisioning-profiles';

describe('splitProfileValues', () => {
  it('splits on spaces, commas and new lines, upper-cases, drops blanks and repeats', () => {
    expect(splitProfileValues(' ny,nj  ca\n,tx, NY ')).toEqual(['NY', 'NJ', 'CA', 'TX']);
    expect(splitProfileValues(['ny nj', ' on '])).toEqual(['NY', 'NJ', 'ON']);
    expect(splitProfileValues('')).toEqual([]);
  });
});

describe('isAllowedProfileValue', () => {
  it('allows the US states, DC, PR and the Canadian provinces and territories for a STATE profile', () => {
    expect(PROFILE_STATE_CODES).toHaveLength(50 + 2 + 13);
    for (const v of ['NY', 'DC', 'PR', 'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']) expect(isAllowedProfileValue('STATE', v), v).toBe(true);
    for (const v of ['XX', 'GU', 'VI', 'NEW YORK', '212', 'ny']) expect(isAllowedProfileValue('STATE', v), v).toBe(false);
  });
  it('allows known North American 3-digit codes for an AREA_CODE profile', () => {
    for (const v of ['518', '201', '954', '416']) expect(isAllowedProfileValue('AREA_CODE', v), v).toBe(true);
    for (const v of ['999', '800', '555', '12', '5180', 'NY', '242']) expect(isAllowedProfileValue('AREA_CODE', v), v).toBe(false);
  });
});

describe('filterProfileValues', () => {
  it('keeps only the allowed values, in the order typed', () => {
    expect(filterProfileValues('STATE', 'ny, xx, qc tx zz pr')).toEqual(['NY', 'QC', 'TX', 'PR']);
    expect(filterProfileValues('AREA_CODE', '518, 999 201,abc 954 800')).toEqual(['518', '201', '954']);
    expect(filterProfileValues('AREA_CODE', 'NY NJ')).toEqual([]);
  });
});

describe('provisioningProfileBody', () => {
  it('filters the values for the profile type and trims the name', () => {
    expect(provisioningProfileBody.parse({ name: ' East ', type: 'STATE', values: 'ny nj, xx' })).toEqual({ name: 'East', type: 'STATE', values: ['NY', 'NJ'] });
    expect(provisioningProfileBody.parse({ name: 'Codes', type: 'AREA_CODE', values: ['518', '000'] })).toEqual({ name: 'Codes', type: 'AREA_CODE', values: ['518'] });
  });
  it('says "Field is required" for a blank name and a missing type', () => {
    const r = provisioningProfileBody.safeParse({ name: '  ', values: 'NY' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'Field is required'], ['type', 'Field is required']]);
  });
});
