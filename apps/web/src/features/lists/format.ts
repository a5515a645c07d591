import { formatDateTime } from '../../lib/format';

const two = (n: number) => String(n).padStart(2, '0');

/** A duration as hh:mm:ss (hours past 99 keep their digits); nothing known as '—'. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.floor(seconds);
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/**
 * Seconds a list took: the recorded duration, else finish minus start; while unfinished, the time so far
 * (`now` given) or nothing.
 */
export function elapsedSeconds(l: { processingStart: string | null; processingFinish: string | null; processingDuration?: number | null }, now?: number): number | null {
  if (l.processingDuration !== null && l.processingDuration !== undefined) return l.processingDuration;
  if (!l.processingStart) return null;
  const start = Date.parse(l.processingStart);
  const end = l.processingFinish ? Date.parse(l.processingFinish) : now;
  return end === undefined ? null : Math.max(0, (end - start) / 1000);
}

/** "Mar 2, 2026, 6:00 AM" in the browser's zone; nothing as '—' (lib/format.ts). */
export { formatDateTime };

/** The finish time, or 'In process' while the list is unfinished (spec 2 §2). */
export const formatFinish = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : 'In process');

/** File size in MB to 2 decimals (spec 2 §2, /bulk). */
export const formatMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
