import { DEFAULT_STATS_TIME_ZONE, STATES } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { chooseCallerIds, dailyCap, type Candidate, type LeadPlace } from './caller-id-choice';
import * as repo from './pools.repo';

/** Daily caps count calls per day in US Eastern time (where most campaigns' calling day is reckoned). */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_STATS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const capDay = (at: Date) => dayFormat.format(at);

const stateCodes = new Set(STATES.map((s) => s.code));
const stateByName = new Map(STATES.map((s) => [s.stateName.toLowerCase(), s.code]));
/** A state as a lead file gives it ('ny', 'NY', 'New York') as its two-letter code, or null. */
export function stateCode(input: string | null): string | null {
  const s = input?.trim();
  if (!s) return null;
  if (stateCodes.has(s.toUpperCase())) return s.toUpperCase();
  return stateByName.get(s.toLowerCase()) ?? null;
}

/** Look-ups kept between batches (ZIPs and area codes repeat across a list); cleared when they grow too large. */
const CACHE_MAX = 100_000;

/** Local caller IDs for leads (list processing and the public API call this for every lead, a batch at a time). */
export function callerIds(deps: Deps) {
  const zips = new Map<string, { lat: number; lon: number; state: string } | null>();
  const areaCodeStates = new Map<string, string | null>();

  const geocode = (zip: string) => {
    const key = /^\d{5}/.test(zip) ? zip.slice(0, 5) : zip.toUpperCase().replace(/\s+/g, '');
    if (!zips.has(key)) {
      if (zips.size > CACHE_MAX) zips.clear();
      zips.set(key, deps.numbers.geocodeZip(key));
    }
    return zips.get(key)!;
  };
  const areaCodeState = (code: string) => {
    if (!areaCodeStates.has(code)) areaCodeStates.set(code, deps.numbers.locationsForAreaCodes([code])[0]?.state ?? null);
    return areaCodeStates.get(code)!;
  };

  function placeOf(lead: { phone: string; zip: string | null; state: string | null }): LeadPlace {
    let digits = lead.phone.replace(/\D/g, '');
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    const areaCode = digits.length === 10 ? digits.slice(0, 3) : null;
    const geo = lead.zip?.trim() ? geocode(lead.zip.trim()) : null;
    const state = stateCode(lead.state) ?? geo?.state ?? (areaCode ? areaCodeState(areaCode) : null);
    return { areaCode, state, point: geo ? { lat: geo.lat, lon: geo.lon } : null };
  }

  return {
    /**
     * A local caller ID per lead from the campaign's numbers in service: the same area code, else the same state (as given,
     * else from the ZIP, else the lead's area code's), else the nearest city by the ZIP; the least-used number under its
     * daily cap (75, less while warming up), over the cap only when the whole pool is at it; null when the pool has no
     * number in service. The pool is read once and the uses are counted in one batched update.
     */
    async assignCallerIds(campaign: { id: string; workspaceId: string }, leads: { phone: string; zip: string | null; state: string | null }[]): Promise<(string | null)[]> {
      if (leads.length === 0) return [];
      const now = deps.now();
      const today = capDay(now);
      const pool: Candidate[] = (await repo.callerIdPool(deps.db, campaign.id)).map((r) => ({
        id: r.id, number: r.number, areaCode: r.areaCode, state: r.state, locationId: r.locationId, lat: r.lat, lon: r.lon,
        usageCount: r.usageCount, today: r.lastUsedDay === today ? r.dayCount : 0, cap: dailyCap(r.firstUsed, now),
      }));
      const chosen = chooseCallerIds(pool, leads.map(placeOf));
      const uses = new Map<string, number>();
      for (const c of chosen) if (c) uses.set(c.id, (uses.get(c.id) ?? 0) + 1);
      await repo.recordUsage(deps.db, [...uses].map(([id, n]) => ({ id, n })), today, now);
      return chosen.map((c) => c?.number ?? null);
    },
  };
}
