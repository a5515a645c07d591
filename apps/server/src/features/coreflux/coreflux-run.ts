import { DateTime } from 'luxon';
import { DEFAULT_STATS_TIME_ZONE, isActiveCampaignStatus, type Campaign, type ProvisioningType } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { CityScaling, PoolCity } from '../pools/city-scaling';
import { coreFluxTarget, dailySeries } from './coreflux-target';
import type { CityEvent } from './coreflux.tables';
import type { CoreFluxCampaigns } from './coreflux.ports';
import * as repo from './coreflux.repo';

/** Pools CoreFlux scales: those made of numbers ordered per city (a customer's own numbers or a messaging pool are not). */
export const ELASTIC_TYPES: readonly ProvisioningType[] = ['FullCoverage', 'ProvisioningProfile'];
/** Events kept per city, newest first. */
export const CITY_EVENTS_KEPT = 20;
/** City changes written one by one into the campaign event log per run; more are summed up. */
const LOGGED_CHANGES = 10;
/** The calling day is reckoned in US Eastern time, as the daily caps of pool numbers are. */
const TIME_ZONE = DEFAULT_STATS_TIME_ZONE;

export const isElastic = (c: Campaign) => c.enableElasticScaling && isActiveCampaignStatus(c.status) && ELASTIC_TYPES.includes(c.provisioningType);

export type RunOutcome = 'done' | 'skipped' | 'busy';

/**
 * One CoreFlux run of a campaign: each city's calls over the windows → its target (coreflux-target.ts) → order or retire
 * numbers in that city → record the city's utilisation and events, and log the changes on the campaign. Idempotent: it
 * looks at what the pool holds now, so a repeated run changes nothing more.
 */
export function coreFluxRun(deps: Pick<Deps, 'db' | 'log' | 'now' | 'realtime'>, x: { campaigns: CoreFluxCampaigns; scaling: CityScaling }) {
  const { db } = deps;

  /** Calls per city and day over the longer window, and the window's days. */
  async function callsByCity(c: Campaign) {
    const length = Math.max(c.elasticConfig.scaleUpWindow, c.elasticConfig.scaleDownWindow);
    const now = deps.now();
    const today = DateTime.fromJSDate(now).setZone(TIME_ZONE).toISODate()!;
    // A day more than the window, so the oldest day of the window is whole in any offset.
    const since = new Date(now.getTime() - (length + 1) * 86_400_000);
    const byCity = new Map<string, Map<string, number>>();
    for (const r of await x.scaling.dailyCallsByCity(c, since, TIME_ZONE)) {
      const days = byCity.get(r.locationId) ?? new Map<string, number>();
      days.set(r.date, r.calls);
      byCity.set(r.locationId, days);
    }
    return { length, today, byCity };
  }

  /** Scales one city and answers its row and what to log on the campaign (nothing when it held). */
  async function scaleCity(c: Campaign, city: PoolCity, known: repo.CityUtilizationRow | undefined, calls: Awaited<ReturnType<typeof callsByCity>>) {
    const held = city.active + city.pending + city.flagged;
    const series = dailySeries(calls.today, calls.length, calls.byCity.get(city.locationId) ?? new Map());
    const result = coreFluxTarget(series, held, c.elasticConfig);
    let { active, pending } = city;
    let shortfall = 0;
    let message = result.message;
    let warning = false;
    if (result.direction === 'up') {
      const grown = await x.scaling.grow(c, city.locationId, result.target - held);
      for (const n of grown.added) if (n.status === 'ACTIVE') active++; else pending++;
      shortfall = grown.shortfall;
      if (shortfall > 0) {
        warning = true;
        message += `; ${shortfall} number${shortfall === 1 ? '' : 's'} could not be ordered yet (${grown.reason ?? 'no numbers available'}), ordered again on the next run`;
      }
    } else if (result.direction === 'down') {
      const retired = await x.scaling.shrink(c, city.locationId, held - result.target);
      for (const n of retired) if (n.status === 'ACTIVE') active--; else pending--;
    }
    const changed = result.direction !== 'hold' || !known;
    const at = deps.now();
    const events: CityEvent[] = changed
      ? [{ timestamp: at.toISOString(), message }, ...(known?.events ?? [])].slice(0, CITY_EVENTS_KEPT)
      : (known?.events ?? []);
    const row: repo.NewCityUtilization = {
      campaignId: c.id, locationId: city.locationId, orgId: c.orgId, workspaceId: c.workspaceId,
      city: city.city, state: city.state, country: city.country, lat: city.lat, lon: city.lon,
      targetPoolCount: result.target, activeNumberCount: active, incompleteOrderCount: pending + shortfall, shortfall, events, updated: at,
    };
    const log = result.direction === 'hold' ? null : { warning, text: `${city.city}, ${city.state}: ${message}` };
    return { row, log };
  }

  async function logChanges(c: Campaign, logs: { warning: boolean; text: string }[]) {
    for (const l of logs.slice(0, LOGGED_CHANGES)) await x.campaigns.logEvent(c, l.warning ? 'WARNING' : 'INFO', 'CoreFlux', l.text);
    if (logs.length > LOGGED_CHANGES) {
      const rest = logs.length - LOGGED_CHANGES;
      await x.campaigns.logEvent(c, 'INFO', 'CoreFlux', `${rest} more ${rest === 1 ? 'city' : 'cities'} rescaled (see the CoreFlux tab).`);
    }
  }

  return {
    /** Runs CoreFlux on one campaign; answers 'busy' when other pool work holds the campaign (run again shortly). */
    async run(campaignId: string): Promise<RunOutcome> {
      const c = await x.campaigns.findById(campaignId);
      if (!c || !isElastic(c)) return 'skipped';
      const logs: { warning: boolean; text: string }[] = [];
      let recorded = 0;
      const ran = await x.scaling.withPoolLease(c.id, async () => {
        const calls = await callsByCity(c);
        const cities = await x.scaling.cities(c.id);
        const known = new Map((await repo.listByCampaign(db, c.id)).map((r) => [r.locationId, r]));
        const rows: repo.NewCityUtilization[] = [];
        for (const city of cities) {
          const out = await scaleCity(c, city, known.get(city.locationId), calls);
          rows.push(out.row);
          if (out.log) logs.push(out.log);
        }
        await repo.upsert(db, rows);
        recorded = rows.length;
        // Cities the pool left (its coverage changed) are no longer CoreFlux's.
        const kept = new Set(cities.map((city) => city.locationId));
        await repo.remove(db, c.id, [...known.keys()].filter((id) => !kept.has(id)));
      });
      if (!ran) return 'busy';
      await logChanges(c, logs);
      if (logs.length > 0) await x.campaigns.publish(c.id);
      // Every run records the cities afresh (counts, and events when they changed): an open CoreFlux tab reads them again.
      await deps.realtime
        .publish(`campaign:${c.id}`, { type: 'CityUtilization', payload: { campaignId: c.id, cities: recorded, updated: deps.now().toISOString() } })
        .catch((err: unknown) => deps.log.warn({ err }, 'CoreFlux city utilisation publish failed'));
      return 'done';
    },
  };
}
export type CoreFluxRun = ReturnType<typeof coreFluxRun>;
