import { DateTime } from 'luxon';

/** A moment in the chosen time zone: Nov 24, 2026, 3:05:33 PM. */
export const formatTime = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('LLL d, yyyy, h:mm:ss a');

/** The same, short enough for a phone's table: Nov 24, 3:05 PM. */
export const formatShortTime = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('LLL d, h:mm a');

/** An event's moment, to the millisecond (a decision's events are milliseconds apart). */
export const formatEventTime = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat('h:mm:ss.SSS a');

/**
 * A workflow's name; a workflow the workflows feature cannot name (deleted, or not known to it) by the end of its id,
 * which stays short in tables and menus.
 */
export function workflowLabel(id: string, names: ReadonlyMap<string, string>): string {
  const name = names.get(id);
  return name && name !== id ? name : `Workflow …${id.slice(-6)}`;
}
