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
export function callerIds(deps: Pick<Deps, 'db' | 'now' | 'numbers'>) {
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

  /**
   * The same choice for leads loaded over several calling days, oldest first (the demo seed gives a pool its past): each
   * day with its own caps and counts, in memory, the uses written once at the end (the last day's count as that day's).
   */
  async function assignOverDays(
    campaign: { id: string; workspaceId: string },
    days: { at: Date; leads: { phone: string; zip: string | null; state: string | null }[] }[],
  ): Promise<(string | null)[][]> {
    const rows = await repo.callerIdPool(deps.db, campaign.id);
    const pool: Candidate[] = rows.map((r) => ({
      id: r.id, number: r.number, areaCode: r.areaCode, state: r.state, locationId: r.locationId, lat: r.lat, lon: r.lon,
      usageCount: r.usageCount, today: 0, cap: 0,
    }));
    const earlier = new Map<string, number>();
    let last = new Map<string, number>();
    let lastDay: { day: string; at: Date } | null = null;
    const out: (string | null)[][] = [];
    for (const { at, leads } of days) {
      const day = capDay(at);
      rows.forEach((r, i) => {
        const c = pool[i]!;
        c.today = day === lastDay?.day ? c.today : r.lastUsedDay === day ? r.dayCount : 0;
        c.cap = dailyCap(r.firstUsed, at);
      });
      if (lastDay && lastDay.day !== day) {
        for (const [id, n] of last) earlier.set(id, (earlier.get(id) ?? 0) + n);
        last = new Map();
      }
      const chosen = chooseCallerIds(pool, leads.map(placeOf));
      for (const c of chosen) if (c) last.set(c.id, (last.get(c.id) ?? 0) + 1);
      if (leads.length > 0) lastDay = { day, at };
      out.push(chosen.map((c) => c?.number ?? null));
    }
    if (!lastDay) return out;
    // Earlier days first, so the last one is left as the numbers' current day (its count against today's cap).
    const first = days.find((d) => d.leads.length > 0)!.at;
    if (earlier.size > 0) await repo.recordUsage(deps.db, [...earlier].map(([id, n]) => ({ id, n })), capDay(first), first);
    await repo.recordUsage(deps.db, [...last].map(([id, n]) => ({ id, n })), lastDay.day, lastDay.at);
    return out;
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
      return (await assignOverDays(campaign, [{ at: deps.now(), leads }]))[0]!;
    },
    assignOverDays,
  };
}
