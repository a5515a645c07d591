import { describe, expect, it } from 'vitest';
import { coverageLabel, isExpired } from './ftc-san-format';

describe('coverageLabel', () => {
  it('says full coverage or counts the area codes', () => {
    expect(coverageLabel({ fullCoverage: true, areaCodes: [] })).toBe('Full coverage');
    expect(coverageLabel({ fullCoverage: false, areaCodes: ['212'] })).toBe('1 area code');
    expect(coverageLabel({ fullCoverage: false, areaCodes: ['212', '646', '917'] })).toBe('3 area codes');
  });
});

describe('isExpired', () => {
  it('is true only after the expiry day', () => {
    expect(isExpired('2026-03-01', '2026-03-01')).toBe(false);
    expect(isExpired('2026-02-28', '2026-03-01')).toBe(true);
    expect(isExpired(null, '2026-03-01')).toBe(false);
  });
});
