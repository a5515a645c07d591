import { DateTime, Settings } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeUs, timeAgo } from './format';

const AT = '2024-03-04T15:05:09Z';
/** ICU puts a narrow no-break space before AM/PM; the assertions read better with a plain one. */
const plain = (s: string) => s.replace(/\u202f/g, ' ');
const saved = { zone: Settings.defaultZone, locale: Settings.defaultLocale, tz: process.env.TZ };

beforeAll(() => {
  process.env.TZ = 'UTC';
  Settings.defaultZone = 'UTC';
  Settings.defaultLocale = 'en-US';
});
afterAll(() => {
  Settings.defaultZone = saved.zone;
  Settings.defaultLocale = saved.locale;
  if (saved.tz === undefined) delete process.env.TZ;
  else process.env.TZ = saved.tz;
});

describe('formatDateTime', () => {
  it('shows a medium date and time, or the empty text (an em dash unless given)', () => {
    expect(plain(formatDateTime(AT))).toBe('Mar 4, 2024, 3:05 PM');
    expect([null, undefined, ''].map((v) => formatDateTime(v))).toEqual(['—', '—', '—']);
    expect(formatDateTime(null, 'Never')).toBe('Never');
    expect(formatDateTime('', '')).toBe('');
  });

  it('shows what the copies it replaced showed (Luxon DATETIME_MED in the browser locale)', () => {
    Settings.defaultLocale = 'de-DE';
    try {
      expect(formatDateTime(AT)).toBe(DateTime.fromISO(AT).toLocaleString(DateTime.DATETIME_MED));
      expect(formatDateTime(AT)).not.toBe('Mar 4, 2024, 3:05 PM');
    } finally {
      Settings.defaultLocale = 'en-US';
    }
  });
});

describe('formatDate', () => {
  it('shows a medium date, or the empty text', () => {
    expect(formatDate(AT)).toBe('Mar 4, 2024');
    expect(formatDate('2026-05-31')).toBe('May 31, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined, 'none')).toBe('none');
  });
});

describe('formatDateTimeUs', () => {
  it('shows US English medium date and short time from an ISO text or epoch milliseconds, whatever the locale', () => {
    Settings.defaultLocale = 'de-DE';
    try {
      expect(plain(formatDateTimeUs(AT))).toBe('Mar 4, 2024, 3:05 PM');
      expect(plain(formatDateTimeUs(Date.parse(AT)))).toBe('Mar 4, 2024, 3:05 PM');
    } finally {
      Settings.defaultLocale = 'en-US';
    }
    expect(formatDateTimeUs(null, '--')).toBe('--');
    expect(formatDateTimeUs(undefined)).toBe('—');
    expect(plain(formatDateTimeUs(0))).toBe('Jan 1, 1970, 12:00 AM');
  });
});

describe('timeAgo', () => {
  it('says how long ago from a given moment, or from now', () => {
    const base = DateTime.fromISO('2024-03-04T15:10:09Z');
    expect(timeAgo(AT, base)).toBe('5 minutes ago');
    expect(timeAgo('2024-03-06T15:10:09Z', base)).toBe('in 2 days');
    expect(timeAgo(DateTime.now().minus({ hours: 3 }).toISO()!)).toBe('3 hours ago');
  });
});
