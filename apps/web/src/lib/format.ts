import { DateTime } from 'luxon';

/**
 * The console's date formats, in one place. Each takes an ISO timestamp from the API; the ones that may get none show
 * `empty` instead (an em dash unless the screen says otherwise: 'Never', 'Not scanned yet'…).
 * Phone numbers are formatted by components/phone.ts.
 */

type Maybe = string | null | undefined;

/** Date and time in the browser's locale and zone, e.g. "Mar 4, 2024, 3:05 PM" (Luxon's DATETIME_MED). */
export function formatDateTime(iso: string): string;
export function formatDateTime(iso: Maybe, empty?: string): string;
export function formatDateTime(iso: Maybe, empty = '—'): string {
  return iso ? DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_MED) : empty;
}

/** Date alone in the browser's locale, e.g. "Mar 4, 2024" (Luxon's DATE_MED). */
export function formatDate(iso: string): string;
export function formatDate(iso: Maybe, empty?: string): string;
export function formatDate(iso: Maybe, empty = '—'): string {
  return iso ? DateTime.fromISO(iso).toLocaleString(DateTime.DATE_MED) : empty;
}

/**
 * Date and time always in US English, e.g. "Mar 4, 2024, 3:05 PM" (Intl's medium date and short time) — the ETL
 * executions and record expiry screens, which do not follow the browser's locale. Takes an ISO text or epoch milliseconds.
 */
export function formatDateTimeUs(at: string | number): string;
export function formatDateTimeUs(at: string | number | null | undefined, empty?: string): string;
export function formatDateTimeUs(at: string | number | null | undefined, empty = '—'): string {
  return at === null || at === undefined || at === '' ? empty : new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** How long ago (or how far ahead), e.g. "5 minutes ago" (Luxon's toRelative), from now or from `base`. */
export const timeAgo = (iso: string, base?: DateTime): string | null =>
  base ? DateTime.fromISO(iso).toRelative({ base }) : DateTime.fromISO(iso).toRelative();

/** A count as the console writes it: 12,345. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A share of a total as a whole percentage ("0%" when there is no total). */
export const percentOf = (n: number, total: number) => (total > 0 ? `${Math.round((n / total) * 100)}%` : '0%');

/** A moment in the chosen time zone: Nov 24, 2026, 3:05:33 PM (call search, usage reports). */
export const formatZonedTime = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('LLL d, yyyy, h:mm:ss a');

/** The same, short enough for a phone's table: Nov 24, 3:05 PM. */
export const formatZonedShortTime = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('LLL d, h:mm a');
