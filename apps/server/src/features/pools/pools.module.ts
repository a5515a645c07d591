import type { MeteringService } from '../metering/metering.service';
import { isDeepStrictEqual } from 'node:util';
import type { Campaign } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { ProvisioningProfilesService } from '../provisioning-profiles/provisioning-profiles.service';
import type { Webhooks } from '../webhooks/webhooks.module';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { Gate } from '../workspaces/workspace';
import { defineModule } from '../../platform/module';
import { poolOrders } from './pool-orders';
import { poolTargets } from './pool-targets';
import { poolWork } from './pool-work';
import { sentry } from './sentry';
import { definePoolJobs } from './pools.jobs';
import { poolsService } from './pools.service';
import type { CampaignLifecycleListener, CampaignsPort } from './pools.ports';
import { registerPoolsRoutes } from './pools.routes';
import * as repo from './pools.repo';

/** What changes a pool's target: its size, footprint, profile, type or messaging link. */
const TARGET_FIELDS = ['provisioningType', 'fullCoverageNumberCount', 'coverageStates', 'provisioningProfileId', 'messagingConfig'] as const satisfies (keyof Campaign)[];

/**
 * Number pools: the service behind the routes and caller IDs, the carrier work, Sentry and their jobs, wired to the
 * campaigns' lifecycle (created → provision, updated → reprovision, deactivated → release, CNAM change → re-register or replace).
 */
function createPools(
  deps: Pick<Deps, 'db' | 'jobs' | 'log' | 'now' | 'numbers' | 'reputation'>,
  x: {
    campaigns: CampaignsPort; workspaces: Pick<WorkspacesService, 'findAnyOrg'>; businessRecords: Pick<BusinessRecordsService, 'find' | 'findSmsCampaign'>; provisioningProfiles: Pick<ProvisioningProfilesService, 'find'>;
    /** Fires the PhoneProvisioned, PhoneDeactivated and Sentry webhooks. */
    webhooks: Pick<Webhooks, 'emit'>;
  },
) {
  const emit = x.webhooks.emit;
  const orders = poolOrders(deps, emit);
  const targets = poolTargets(deps, { workspaces: x.workspaces, profiles: x.provisioningProfiles, businessRecords: x.businessRecords });
  const work = poolWork(deps, { campaigns: x.campaigns, targets, orders, businessRecords: x.businessRecords });
  const sentryRuns = sentry(deps, { campaigns: x.campaigns, work, emit });
  const jobs = definePoolJobs(deps, { campaigns: x.campaigns, work, orders, sentry: sentryRuns });
  const service = poolsService(deps, { campaigns: x.campaigns, businessRecords: x.businessRecords, orders, jobs, work });

  /** What a campaign's changes ask of its pool (the module subscribes it to the campaigns' lifecycle). */
  const campaignLifecycle: Partial<CampaignLifecycleListener> = {
    created: async (c) => {
      if (c.provisioningType !== 'BringYourOwnPool') await jobs.send('provision', { campaignId: c.id });
    },
    updated: async (before, after) => {
      if (TARGET_FIELDS.some((f) => !isDeepStrictEqual(before[f], after[f]))) await jobs.send('provision', { campaignId: after.id });
      if (after.provisioningType === 'SmsMessaging' && before.messagingConfig.smsCampaignId !== after.messagingConfig.smsCampaignId) {
        await jobs.send('tenDlc', { campaignId: after.id });
      }
    },
    deactivated: async (c) => {
      await jobs.send('release', { campaignId: c.id });
    },
    cnamChanged: async (c, { replacePool }) => {
      if (!replacePool || c.provisioningType === 'BringYourOwnPool') {
        await jobs.send('cnam', { campaignId: c.id });
        return;
      }
      // Every number leaves rotation now; the job cycles new ones in, registered with the new name.
      const live = await repo.inService(deps.db, c.id);
      await repo.retire(deps.db, live.map((n) => n.id), 'FLAGGED', 'CNAM_CHANGE', deps.now());
      await x.campaigns.logEvent(c, 'INFO', 'CNAM', `CNAM changed to ${c.businessIdentityName ?? ''} with pool replacement: ${live.length} numbers flagged for replacement.`);
      await jobs.send('replace', { campaignId: c.id });
    },
  };

  /** The numbers billed per month (the usage ledger's census). */
  const billedNumbers = () => repo.billedNumbers(deps.db);
  return { service, jobs, work, orders, sentry: sentryRuns, campaignLifecycle, billedNumbers };
}
export type Pools = ReturnType<typeof createPools>;

/** Number pools, driven by the campaigns' lifecycle; they give the campaigns their Sentry stats and pool counts. */
export const poolsModule = defineModule({
  name: 'pools',
  create: createPools,
  connect: (pools, peers: { campaigns: Pick<CampaignsService, 'onLifecycle' | 'registerStatsSource' | 'registerPoolCountSource'>; metering: Pick<MeteringService, 'registerCensus'> }) => {
    peers.metering.registerCensus(pools.billedNumbers);
    peers.campaigns.onLifecycle(pools.campaignLifecycle);
    peers.campaigns.registerStatsSource({ sentryStats: pools.service.sentryStats });
    peers.campaigns.registerPoolCountSource(pools.service.inServiceCounts);
  },
  routes: (app, pools, gate: Gate) => registerPoolsRoutes(app, pools.service, gate),
});
