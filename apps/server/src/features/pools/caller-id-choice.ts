/**
 * Choosing a local caller ID for each lead, in memory, from a pool loaded once per batch (domain: "Caller identity and
 * number pools"): same area code, else same state, else the nearest city by the lead's ZIP; among those, the
 * least-used number that has not reached its daily cap.
 */

/** Calls per number per day that stay safe (domain: about 75). */
export const DAILY_CAP = 75;
/** Warm-up (our choice): 10 a day in a number's first week of use, doubling weekly up to the normal cap. */
export const WARM_UP_FIRST_WEEK = 10;
const WEEK_MS = 7 * 24 * 3600_000;

/** The daily cap of a number first used at `firstUsed` (never used: its first week). */
export function dailyCap(firstUsed: Date | null, now: Date): number {
  if (!firstUsed) return WARM_UP_FIRST_WEEK;
  const weeks = Math.max(0, Math.floor((now.getTime() - firstUsed.getTime()) / WEEK_MS));
  return Math.min(DAILY_CAP, WARM_UP_FIRST_WEEK * 2 ** weeks);
}

export interface Candidate {
  id: string;
  number: string;
  areaCode: string;
  state: string;
  locationId: string;
  lat: number;
  lon: number;
  /** Uses so far, all time and today; both grow as leads are given the number. */
  usageCount: number;
  today: number;
  cap: number;
}

/** Where a lead is: its area code, its state (given, from its ZIP, or its area code's) and its ZIP's coordinates. */
export interface LeadPlace {
  areaCode: string | null;
  state: string | null;
  point: { lat: number; lon: number } | null;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const lessUsed = (a: Candidate, b: Candidate) => a.today - b.today || a.usageCount - b.usageCount || (a.number < b.number ? -1 : 1);

/** The least-used candidate, among those under their cap unless `overCap`. */
function leastUsed(list: readonly Candidate[], overCap = false): Candidate | null {
  let best: Candidate | null = null;
  for (const c of list) if ((overCap || c.today < c.cap) && (!best || lessUsed(c, best) < 0)) best = c;
  return best;
}

const groupBy = (pool: readonly Candidate[], key: (c: Candidate) => string) => {
  const map = new Map<string, Candidate[]>();
  for (const c of pool) {
    const k = key(c);
    const list = map.get(k);
    if (list) list.push(c);
    else map.set(k, [c]);
  }
  return map;
};

/**
 * Picks a caller ID for each lead, counting each pick on the chosen candidate (so later leads of the batch spread over
 * the pool). A lead whose local numbers are all at their cap gets the next tier's; when every number of the pool is at
 * its cap, the least-used number of its most local tier (over the cap), so a lead gets no caller ID only when the pool
 * has no number in service.
 */
export function chooseCallerIds(pool: Candidate[], leads: readonly LeadPlace[]): (Candidate | null)[] {
  if (pool.length === 0) return leads.map(() => null);
  const byAreaCode = groupBy(pool, (c) => c.areaCode);
  const byState = groupBy(pool, (c) => c.state);
  const locations = [...groupBy(pool, (c) => c.locationId).values()]
    .map((list) => ({ lat: list[0]!.lat, lon: list[0]!.lon, list, room: list.filter((c) => c.today < c.cap).length }));
  const locationOf = new Map(locations.flatMap((l) => l.list.map((c) => [c.id, l] as const)));
  let underCap = pool.filter((c) => c.today < c.cap).length;
  // Leads share ZIPs: the nearest location (with room, and at all) is remembered per point and checked again on reuse.
  const nearestWithRoom = new Map<string, number>();
  const nearestAtAll = new Map<string, number>();
  const keyOf = (p: { lat: number; lon: number }) => `${p.lat.toFixed(3)},${p.lon.toFixed(3)}`;

  /** The index of the nearest location (among those with a number under its cap, with `withRoom`). */
  function nearest(p: { lat: number; lon: number }, withRoom: boolean): number {
    const cache = withRoom ? nearestWithRoom : nearestAtAll;
    const key = keyOf(p);
    const known = cache.get(key);
    if (known !== undefined && (!withRoom || locations[known]!.room > 0)) return known;
    // Ranking only: a flat projection orders places like the great-circle distance does at these scales.
    const k = Math.cos((p.lat * Math.PI) / 180);
    let best = -1;
    let bestD = Infinity;
    locations.forEach((l, i) => {
      if (withRoom && l.room === 0) return;
      const d = (l.lat - p.lat) ** 2 + (k * (l.lon - p.lon)) ** 2;
      if (d < bestD) [best, bestD] = [i, d];
    });
    if (best >= 0) cache.set(key, best);
    return best;
  }

  return leads.map((lead) => {
    const local = lead.areaCode ? byAreaCode.get(lead.areaCode) : undefined;
    const inState = lead.state ? byState.get(lead.state) : undefined;
    let chosen: Candidate | null = null;
    if (underCap > 0) {
      chosen = (local && leastUsed(local)) || (inState && leastUsed(inState)) || null;
      if (!chosen && lead.point) {
        const i = nearest(lead.point, true);
        chosen = i >= 0 ? leastUsed(locations[i]!.list) : null;
      }
      chosen ??= leastUsed(pool);
    }
    // Every number at its cap: the most local one takes the lead anyway.
    chosen ??= leastUsed(local ?? inState ?? (lead.point ? locations[nearest(lead.point, false)]!.list : pool), true);
    if (chosen) {
      if (chosen.today < chosen.cap && chosen.today + 1 >= chosen.cap) {
        underCap--;
        locationOf.get(chosen.id)!.room--;
      }
      chosen.today++;
      chosen.usageCount++;
    }
    return chosen;
  });
}
