import { DateTime } from 'luxon';
import type { DashboardInterval } from '@trueline/contract';

/** At most `max` evenly spaced ticks (12 on the dashboards, spec 3 §9), the first period always among them. */
export function chartTicks(points: readonly { period: string }[], max = 12): string[] {
  const step = Math.max(1, Math.ceil(points.length / max));
  return points.filter((_, i) => i % step === 0).map((p) => p.period);
}

/** A period's label on the axis: its hour (3 PM) or its day (Nov 24), in the chosen time zone. */
export function periodLabel(iso: string, interval: DashboardInterval, zone: string, long = false): string {
  const at = DateTime.fromISO(iso, { zone });
  if (interval === 'HOUR') return at.toFormat(long ? 'LLL d, h:mm a' : at.minute === 0 ? 'h a' : 'h:mm a');
  return at.toFormat(long ? 'ccc, LLL d, yyyy' : 'LLL d');
}
