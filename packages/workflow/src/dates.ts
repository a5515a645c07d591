import { DateTime } from 'luxon';
import type { ScopeValue } from './interaction';

/**
 * A date read from data as people and systems write it: ISO 8601 (a date or a date-time), MM/DD/YYYY, YYYYMMDD, or
 * epoch seconds / milliseconds. Dates without a time are taken at midnight UTC. Null when it cannot be read.
 */
export function readDate(value: ScopeValue): Date | null {
  if (value === null || typeof value === 'boolean') return null;
  const text = String(value).trim();
  if (!text) return null;
  if (/^\d{9,13}$/.test(text) && !/^\d{8}$/.test(text)) {
    const n = Number(text);
    return new Date(text.length >= 12 ? n : n * 1000);
  }
  const candidates = [
    DateTime.fromISO(text, { zone: 'utc', setZone: true }),
    DateTime.fromFormat(text, 'M/d/yyyy', { zone: 'utc' }),
    DateTime.fromFormat(text, 'yyyyMMdd', { zone: 'utc' }),
    DateTime.fromSQL(text, { zone: 'utc' }),
  ];
  const found = candidates.find((d) => d.isValid);
  return found ? found.toJSDate() : null;
}
