import { DateTime } from 'luxon';
import { STATE_ZONES, weekDayOf, zoneOf, type WeekDay } from '@trueline/workflow';
import type { SchedulePeriod } from '@trueline/contract';

/**
 * When a lead may be texted: inside the campaign's schedule in the lead's own time zone (spec 3 §2.3: "all schedules
 * are relative to the lead's timezone"), a dated exception replacing its weekday's periods. A lead whose zone is not
 * known for sure is texted only when the schedule holds in every zone it may be in (the narrowest window).
 */

export interface SendSchedule {
  days: Readonly<Record<WeekDay, readonly SchedulePeriod[]>>;
  /** Local date (YYYY-MM-DD) → the periods of that day instead of its weekday's (none: closed). */
  exceptions: ReadonlyMap<string, readonly SchedulePeriod[]>;
}

/** Where a lead may be when nothing tells: the lower 48 states' zones, Alaska and Hawaii. */
export const UNKNOWN_US_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu'] as const;

/** How far ahead a send time is looked for; a schedule closed for that long never sends. */
const HORIZON_DAYS = 21;
const LAST_MINUTE = 1439;

/** The zones to hold the schedule in: the ZIP's zone, else every zone of the state, else the area code's, else all. */
export function leadZones(place: { zipZone?: string | null; state?: string | null; areaCodeZone?: string | null }): readonly string[] {
  if (place.zipZone) return [place.zipZone];
  const state = place.state?.trim().toUpperCase();
  if (state && STATE_ZONES[state]) return STATE_ZONES[state]!;
  if (place.areaCodeZone) return [place.areaCodeZone];
  return UNKNOWN_US_ZONES;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The earliest instant at or after `at` (ms) inside the schedule in one zone, or null within the horizon. */
function nextInZone(schedule: SendSchedule, zone: string, at: number): number | null {
  const start = DateTime.fromMillis(at, { zone: zoneOf(zone) });
  for (let d = 0; d <= HORIZON_DAYS; d++) {
    const day = d === 0 ? start : start.plus({ days: d }).startOf('day');
    const date = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
    const periods = schedule.exceptions.get(date) ?? schedule.days[weekDayOf(day.weekday)];
    const minute = d === 0 ? day.hour * 60 + day.minute : 0;
    for (const p of periods) {
      // A period ending at 11:59pm covers the day's last minute.
      const end = p.end === LAST_MINUTE ? LAST_MINUTE + 1 : p.end;
      if (minute >= end) continue;
      if (d === 0 && minute >= p.start) return at;
      // Wall-clock placement: on a spring-forward day a start inside the skipped hour moves to the hour after it.
      const local = day.set({ hour: Math.floor(p.start / 60), minute: p.start % 60, second: 0, millisecond: 0 });
      return Math.max(local.toMillis(), at);
    }
  }
  return null;
}

/**
 * The earliest instant at or after `at` when the schedule holds in every one of the zones: `at` itself when it does,
 * null when no such time comes within three weeks.
 */
export function nextSendTime(schedule: SendSchedule, zones: readonly string[], at: Date): Date | null {
  let t = at.getTime();
  const limit = t + (HORIZON_DAYS + 1) * 86_400_000;
  // Each zone's next opening is monotone in t, so moving to the latest of them converges on a common instant.
  for (let round = 0; round < 200 && t <= limit; round++) {
    let latest = t;
    for (const zone of zones) {
      const next = nextInZone(schedule, zone, t);
      if (next === null) return null;
      latest = Math.max(latest, next);
    }
    if (latest === t) return new Date(t);
    t = latest;
  }
  return null;
}
