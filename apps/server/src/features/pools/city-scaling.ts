import type { Campaign } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { LeadVolume } from '../leads/lead-volume';
import { newId } from '../../platform/crypto';
import { poolOrders, type PoolOrders } from './pool-orders';
import type { PoolJobs } from './pools.jobs';
import type { PoolWork } from './pool-work';
import * as repo from './pools.repo';

/**
 * What CoreFlux (features/coreflux) needs of a pool, city by city: the numbers each city holds, the daily calls made
 * with them (from the leads feature's counts per caller ID), and ordering or retiring numbers in one city. Written by
 * the CoreFlux helper beside the pools code it
 * uses (orders, repo, lease); the pool itself stays the pools feature's.
 */

/** One city of a pool, as the pool rows record it, with its numbers held (in service, or FLAGGED awaiting a replacement). */
export interface PoolCity {
  locationId: string;
  city: string;
  state: string;
  country: 'US' | 'CA';
  lat: number;
  lon: number;
  /** ACTIVE (in service with its caller name), PENDING (caller name being registered) and FLAGGED (replacement on its way). */
  active: number;
  pending: number;
  flagged: number;
}

/** A city pool job's lease outlives any scaling step; a crashed holder's lease lapses after this. */
const LEASE_MS = 10 * 60_000;
/** Pending caller names are first checked after this (pools' cnamCheck job takes it from there). */
const CNAM_CHECK_SECONDS = 30;

export function cityScaling(
  deps: Pick<Deps, 'db' | 'log' | 'now' | 'numbers'>, x: { jobs: Pick<PoolJobs, 'send'>; work: Pick<PoolWork, 'syncCoverage'>; leads: Pick<LeadVolume, 'dailyByCallerId'>; orders?: PoolOrders },
) {
  const { db } = deps;
  // The pools' own orders when given (they fire the number webhooks).
  const orders = x.orders ?? poolOrders(deps);

  /** The area code a city's new numbers should have: the one most of its numbers have (a profile's area-code slot keeps its code). */
  const mainAreaCode = (rows: repo.PoolNumberRow[]) => {
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.areaCode, (counts.get(r.areaCode) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  };

  const cityRows = async (campaignId: string, locationId: string) =>
    (await repo.inService(db, campaignId)).filter((n) => n.locationId === locationId);

  return {
    /** The cities the pool keeps numbers in, with their counts (FLAGGED ones count as held: pools replace them). */
    async cities(campaignId: string): Promise<PoolCity[]> {
      const by = new Map<string, PoolCity>();
      for (const n of await repo.numbersWithStatus(db, campaignId, ['ACTIVE', 'PENDING', 'FLAGGED'])) {
        const c = by.get(n.locationId) ?? { locationId: n.locationId, city: n.city, state: n.state, country: n.country, lat: n.lat, lon: n.lon, active: 0, pending: 0, flagged: 0 };
        if (n.status === 'ACTIVE') c.active++;
        else if (n.status === 'PENDING') c.pending++;
        else c.flagged++;
        by.set(n.locationId, c);
      }
      return [...by.values()];
    },

    /**
     * Calls per city and day (yyyy-mm-dd in `timeZone`) since `since`: the campaign's leads loaded with a caller ID (the
     * leads feature counts them per caller ID), each counted in the city of the pool number it was (whatever the number's
     * status now).
     */
    async dailyCallsByCity(c: Pick<Campaign, 'id' | 'workspaceId'>, since: Date, timeZone: string): Promise<{ locationId: string; date: string; calls: number }[]> {
      const perNumber = await x.leads.dailyByCallerId(c, since, timeZone);
      if (perNumber.length === 0) return [];
      const cityOf = await repo.locationsOf(db, c.id, [...new Set(perNumber.map((r) => r.callerId))]);
      const byCityDay = new Map<string, { locationId: string; date: string; calls: number }>();
      for (const r of perNumber) {
        const locationId = cityOf.get(r.callerId);
        if (!locationId) continue;
        const key = `${locationId} ${r.date}`;
        const entry = byCityDay.get(key) ?? { locationId, date: r.date, calls: 0 };
        entry.calls += r.leads;
        byCityDay.set(key, entry);
      }
      return [...byCityDay.values()];
    },

    /**
     * Runs `fn` holding the campaign's pool lease (the one pool jobs take), so scaling never overlaps provisioning,
     * Sentry or a release; answers false, without running it, when another job holds the lease.
     */
    async withPoolLease(campaignId: string, fn: () => Promise<void>): Promise<boolean> {
      const holder = newId();
      const now = deps.now();
      if (!(await repo.takeLease(db, campaignId, holder, now, new Date(now.getTime() + LEASE_MS)))) return false;
      try {
        await fn();
      } finally {
        await repo.dropLease(db, campaignId, holder);
      }
      return true;
    },

    /**
     * Orders `count` more numbers in a city (in its main area code, else any of the city's); they get the campaign's caller
     * name like any new pool number. Answers the numbers added and what the carrier could not supply, and why.
     */
    async grow(c: Campaign, locationId: string, count: number): Promise<{ added: repo.PoolNumberRow[]; shortfall: number; reason: string | null }> {
      if (count <= 0) return { added: [], shortfall: 0, reason: null };
      const areaCode = mainAreaCode(await cityRows(c.id, locationId));
      let out = await orders.order(c, [{ locationId, ...(areaCode ? { areaCode } : {}), count }]);
      let added = out.rows;
      // The city's main area code ran dry: any area code of the city will do.
      if (areaCode && added.length < count) {
        out = await orders.order(c, [{ locationId, count: count - added.length }]);
        added = [...added, ...out.rows];
      }
      if (added.length > 0 && c.businessIdentityName) {
        const reg = await orders.registerCnam(c.businessIdentityName, added);
        if (reg.pending > 0) await x.jobs.send('cnamCheck', { campaignId: c.id, attempt: 0 }, CNAM_CHECK_SECONDS);
      }
      if (added.length > 0) await x.work.syncCoverage(c);
      return { added, shortfall: count - added.length, reason: out.shortfalls[0]?.reason ?? null };
    },

    /**
     * Takes `count` numbers of a city out of service: they rest (AGING) like any retired number and are released when
     * their rest is over. The riskiest and least used go first, so the city keeps its healthiest, warmest numbers.
     */
    async shrink(c: Campaign, locationId: string, count: number): Promise<repo.PoolNumberRow[]> {
      if (count <= 0) return [];
      const risk = (n: repo.PoolNumberRow) => (n.riskLevel === 'HIGH' ? 2 : n.riskLevel === 'MEDIUM' ? 1 : 0);
      const out = (await cityRows(c.id, locationId))
        .sort((a, b) => risk(b) - risk(a) || a.usageCount - b.usageCount || (a.number < b.number ? -1 : 1))
        .slice(0, count);
      await repo.retire(db, out.map((n) => n.id), 'AGING', 'SURPLUS', deps.now());
      if (out.length > 0) await x.work.syncCoverage(c);
      return out;
    },
  };
}
export type CityScaling = ReturnType<typeof cityScaling>;
