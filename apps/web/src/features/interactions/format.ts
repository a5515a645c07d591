import { DateTime } from 'luxon';

export { formatZonedTime as formatTime, formatZonedShortTime as formatShortTime } from '../../lib/format';

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
