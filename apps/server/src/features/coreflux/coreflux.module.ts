import { isDeepStrictEqual } from 'node:util';
import type { Campaign, CityUtilization } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { cityScaling } from '../pools/city-scaling';
import type { LeadsService } from '../leads/leads.service';
import type { CampaignsService } from '../campaigns/campaigns.service';
import { defineModule } from '../../platform/module';
import type { Pools } from '../pools/pools.module';
import { coreFluxRun, isElastic } from './coreflux-run';
import type { CoreFluxCampaigns } from './coreflux.ports';
import * as repo from './coreflux.repo';

export const COREFLUX_JOBS = { run: 'coreflux.run', sweep: 'coreflux.sweep' } as const;
/** Every hour (at minute 17, away from the top of the hour when other sweeps run). */
export const COREFLUX_SWEEP_CRON = '17 * * * *';
/** A run that found the pool busy with other work comes back after this. */
const BUSY_RETRY_SECONDS = 5;

/**
 * CoreFlux elastic scaling (issue 4, spec 2 §2 CoreFlux tab): an hourly sweep queues a run per elastic campaign; a run
 * sizes each city of the pool to its calls (see coreflux-run.ts and coreflux-target.ts); the CoreFlux tab reads the
 * cities through the campaigns service's cityUtilization source.
 */
function createCoreFlux(
  deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now' | 'numbers' | 'realtime'>,
  x: { campaigns: CoreFluxCampaigns; pools: { jobs: Pick<Pools['jobs'], 'send'>; work: Pick<Pools['work'], 'syncCoverage'>; orders?: Pools['orders'] }; leads: Pick<LeadsService, 'dailyByCallerId'> },
) {
  const { jobs, db } = deps;
  const scaling = cityScaling(deps, { ...x.pools, leads: x.leads });
  const runner = coreFluxRun(deps, { campaigns: x.campaigns, scaling });

  const send = (campaignId: string, delaySeconds?: number) =>
    jobs.send<{ campaignId: string }>(COREFLUX_JOBS.run, { campaignId }, { singletonKey: campaignId, ...(delaySeconds !== undefined ? { startAfter: delaySeconds } : {}) });

  jobs.define<{ campaignId: string }>(COREFLUX_JOBS.run, async ({ campaignId }) => {
    if ((await runner.run(campaignId)) === 'busy') await send(campaignId, BUSY_RETRY_SECONDS);
  }, { concurrency: 2 });

  async function sweep(): Promise<number> {
    const due = (await x.campaigns.activeCampaigns()).filter(isElastic);
    for (const c of due) await send(c.id);
    return due.length;
  }
  jobs.define(COREFLUX_JOBS.sweep, async () => void (await sweep()));
  void jobs.schedule(COREFLUX_JOBS.sweep, COREFLUX_SWEEP_CRON);

  /** What a campaign's changes ask of CoreFlux (the module subscribes it to the campaigns' lifecycle). */
  const campaignLifecycle = {
    updated: async (before: Campaign, after: Campaign) => {
      // Switched on, or its settings changed: size the cities now rather than at the next hourly sweep.
      if (isElastic(after) && (!before.enableElasticScaling || !isDeepStrictEqual(before.elasticConfig, after.elasticConfig))) await send(after.id);
      // Switched off: the pool goes back to its normal count per location (pools' provisioning trims or tops up).
      if (before.enableElasticScaling && !after.enableElasticScaling) await x.pools.jobs.send('provision', { campaignId: after.id });
    },
  };

  /** The cities of a campaign for the CoreFlux tab: the targets and events of the last run, the pool's counts as they are now. */
  async function cityUtilization(c: Campaign): Promise<CityUtilization[]> {
    const rows = await repo.listByCampaign(db, c.id);
    if (rows.length === 0) return [];
    const live = new Map((await scaling.cities(c.id)).map((p) => [p.locationId, p]));
    return rows.map((r) => {
      const now = live.get(r.locationId);
      return {
        city: { id: r.locationId, city: r.city, state: r.state, country: r.country, lat: r.lat, lon: r.lon },
        utilization: {
          targetPoolCount: r.targetPoolCount,
          activeNumberCount: now ? now.active : r.activeNumberCount,
          incompleteOrderCount: now ? now.pending + r.shortfall : r.incompleteOrderCount,
          events: r.events,
        },
      };
    });
  }

  return { run: runner.run, sweep, send, cityUtilization, campaignLifecycle };
}
export type CoreFlux = ReturnType<typeof createCoreFlux>;

/** CoreFlux: each city's numbers follow its calls (hourly), ordered and retired through the pools. */
export const corefluxModule = defineModule({
  name: 'coreflux',
  create: createCoreFlux,
  connect: (coreflux, peers: { campaigns: Pick<CampaignsService, 'onLifecycle' | 'registerCityUtilizationSource'> }) => {
    peers.campaigns.onLifecycle(coreflux.campaignLifecycle);
    peers.campaigns.registerCityUtilizationSource(coreflux.cityUtilization);
  },
});
