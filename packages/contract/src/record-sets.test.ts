import { describe, expect, it } from 'vitest';
import {
  RECORD_SET_MESSAGES as M, cleanAttributeName, coerceAttribute, compareTtl, formatTtl, recordSetBody, ttlChanged, ttlSeconds,
  type RecordSet,
} from './record-sets';

const ttl = (duration: number, timeUnit: RecordSet['ttl']['timeUnit'], ttlEnabled = true): Pick<RecordSet, 'ttlEnabled' | 'ttl'> =>
  ({ ttlEnabled, ttl: { duration, timeUnit, timeZone: timeUnit.startsWith('CALENDAR') ? 'America/Chicago' : null } });

describe('recordSetBody', () => {
  it('fills the defaults: TTL on, 365 days, keyed by phone, the locked phone attribute', () => {
    expect(recordSetBody.parse({ name: ' EBR ' })).toEqual({
      name: 'EBR', ttlEnabled: true, ttl: { duration: 365, timeUnit: 'DAYS', timeZone: null }, strictPhoneKey: true,
      attributes: [{ name: 'phone', type: 'S', locked: true }],
    });
  });

  it('says Name is required', () => {
    const r = recordSetBody.safeParse({ name: '  ' });
    expect(r.success ? null : r.error.issues[0]!.message).toBe('Name is required');
  });

  it('strips non-alphanumeric characters from attribute names and keeps the phone attribute first and locked', () => {
    const r = recordSetBody.parse({ name: 'x', attributes: [{ name: 'first name!', type: 'S' }, { name: 'Phone', type: 'N' }, { name: 'score_1', type: 'N' }] });
    expect(r.attributes).toEqual([
      { name: 'phone', type: 'S', locked: true }, { name: 'firstname', type: 'S', locked: false }, { name: 'score1', type: 'N', locked: false },
    ]);
  });

  it('refuses empty, repeated and reserved attribute names', () => {
    const issues = (attributes: object[]) => {
      const r = recordSetBody.safeParse({ name: 'x', attributes });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues([{ name: '***' }])).toEqual([M.attributeNameRequired]);
    expect(issues([{ name: 'City' }, { name: 'city' }])).toEqual(['Attribute names must be unique: city']);
    expect(issues([{ name: 'TTL' }])).toEqual([M.attributeNameReserved]);
  });

  it('needs a time zone for calendar units, and a whole duration of 1 or more', () => {
    const r = recordSetBody.safeParse({ name: 'x', ttl: { duration: 1, timeUnit: 'CALENDAR_WEEKS' } });
    expect(r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['ttl.timeZone', M.timeZoneRequired]]);
    expect(recordSetBody.safeParse({ name: 'x', ttl: { duration: 1, timeUnit: 'CALENDAR_WEEKS', timeZone: 'America/Phoenix' } }).success).toBe(true);
    for (const duration of [0, 1.5, 100_001]) {
      const bad = recordSetBody.safeParse({ name: 'x', ttl: { duration, timeUnit: 'DAYS' } });
      expect(bad.success ? null : bad.error.issues[0]!.message, String(duration)).toBe(M.durationInvalid);
    }
    expect(recordSetBody.safeParse({ name: 'x', ttl: { duration: 1, timeUnit: 'DAYS', timeZone: 'Europe/Paris' } }).success).toBe(false);
  });
});

describe('TTL display and sort', () => {
  it('shows the duration and lower-cased unit, or Disabled', () => {
    expect(formatTtl(ttl(365, 'DAYS'))).toBe('365 days');
    expect(formatTtl(ttl(2, 'CALENDAR_MONTHS'))).toBe('2 calendar months');
    expect(formatTtl(ttl(365, 'DAYS', false))).toBe('Disabled');
  });

  it('sorts by seconds with sets without TTL last either way', () => {
    const sets = [ttl(1, 'CALENDAR_WEEKS'), ttl(365, 'DAYS', false), ttl(90, 'MINUTES'), ttl(2, 'HOURS'), ttl(1, 'CALENDAR_MONTHS')];
    const asc = [...sets].sort((a, b) => compareTtl(a, b, 'asc')).map(formatTtl);
    expect(asc).toEqual(['90 minutes', '2 hours', '1 calendar weeks', '1 calendar months', 'Disabled']);
    const desc = [...sets].sort((a, b) => compareTtl(a, b, 'desc')).map(formatTtl);
    expect(desc).toEqual(['1 calendar months', '1 calendar weeks', '2 hours', '90 minutes', 'Disabled']);
    expect(ttlSeconds(ttl(2, 'HOURS'))).toBe(7200);
  });

  it('sees a TTL change, and ignores the time zone of relative units', () => {
    const before = { ttlEnabled: true, ttl: { duration: 30, timeUnit: 'DAYS' as const, timeZone: null } };
    expect(ttlChanged(before, { ...before })).toBe(false);
    expect(ttlChanged(before, { ...before, ttl: { ...before.ttl, duration: 31 } })).toBe(true);
    expect(ttlChanged(before, { ...before, ttlEnabled: false })).toBe(true);
    expect(ttlChanged(before, { ...before, ttl: { ...before.ttl, timeZone: 'America/Denver' } })).toBe(false);
  });
});

describe('attributes', () => {
  it('keeps letters and digits of a name', () => {
    expect(cleanAttributeName('Last Purchase-Date (UTC)')).toBe('LastPurchaseDateUTC');
  });

  it('reads values by type', () => {
    expect(coerceAttribute('n', 'N', ' 1,250.5 ')).toEqual({ value: 1250.5 });
    expect(coerceAttribute('n', 'N', 7)).toEqual({ value: 7 });
    expect(coerceAttribute('n', 'N', 'seven')).toEqual({ error: 'n must be a number' });
    expect(coerceAttribute('b', 'B', 'Yes')).toEqual({ value: true });
    expect(coerceAttribute('b', 'B', '0')).toEqual({ value: false });
    expect(coerceAttribute('b', 'B', 'maybe')).toEqual({ error: 'b must be true or false' });
    expect(coerceAttribute('s', 'S', '  Ana ')).toEqual({ value: 'Ana' });
    expect(coerceAttribute('s', 'S', '')).toEqual({ value: null });
    expect(coerceAttribute('s', 'S', 12)).toEqual({ value: '12' });
    expect(coerceAttribute('s', 'S', 'x'.repeat(1001))).toHaveProperty('error');
  });
});
