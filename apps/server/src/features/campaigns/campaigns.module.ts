import type { MeteringService } from '../metering/metering.service';
import { MESSAGES } from '@trueline/contract';
import type { Deps } from '../../platform/deps';
import { isSuperAdmin } from '../../platform/auth-context';
import { defineModule } from '../../platform/module';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import type { FoldersService } from '../folders/folders.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { FtcSansService } from '../ftc-sans/ftc-sans.service';
import type { BrandedCallingProfilesService } from '../branded-calling-profiles/branded-calling-profiles.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { campaignsService, type CampaignsPeers } from './campaigns.service';
import { registerCampaignsRoutes } from './campaigns.routes';
import * as repo from './campaigns.repo';

/**
 * Dialer and messaging campaigns. Pools, lists and CoreFlux plug in through the campaigns' lifecycle listeners and
 * registered sources from their own modules; campaigns hold on to the folders, business records, FTC SANs and branded
 * calling profiles they use, and offer their ids to webhook filters.
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  create: (deps: Pick<Deps, 'db' | 'log' | 'now' | 'realtime'>, peers: CampaignsPeers & { workspaces: Pick<WorkspacesService, 'access' | 'findAnyOrg'> }) => {
    const campaigns = campaignsService(deps, peers);
    // A campaign channel is open to whoever may see the campaign's workspace.
    deps.realtime.authorize('campaign', async (actor, id) => {
      const c = await repo.findCampaignById(deps.db, id);
      if (!c) return false;
      if (isSuperAdmin(actor)) return Boolean(await peers.workspaces.findAnyOrg(c.workspaceId));
      return Boolean(await peers.workspaces.access(actor, actor.orgId, c.workspaceId).catch(() => null));
    });
    return campaigns;
  },
  connect: (campaigns, peers: {
    folders: Pick<FoldersService, 'registerScope'>; businessRecords: Pick<BusinessRecordsService, 'registerUsage'>;
    ftcSans: Pick<FtcSansService, 'registerUsage'>; brandedCallingProfiles: Pick<BrandedCallingProfilesService, 'registerUsage'>;
    webhooks: { service: Pick<WebhooksService, 'registerCampaignSource'> }; workspaces: Pick<WorkspacesService, 'registerActivity'>;
    metering: Pick<MeteringService, 'registerCensus'>;
  }) => {
    const { counts } = campaigns;
    peers.metering.registerCensus(counts.billed);
    peers.workspaces.registerActivity('campaigns', counts.perWorkspace);
    peers.folders.registerScope('Campaign', { count: counts.inFolder });
    peers.brandedCallingProfiles.registerUsage('campaigns', counts.usingBrandedProfile);
    peers.ftcSans.registerUsage('campaigns', counts.usingFtcSan);
    peers.businessRecords.registerUsage('campaigns', counts.usingRecord, MESSAGES.businessRecordUsedByCampaigns);
    // A webhook filter may name the workspace's Core campaigns (not deleted ones).
    peers.webhooks.service.registerCampaignSource('core', async (scope) => (await campaigns.list(scope)).filter((c) => c.status !== 'DELETED').map((c) => c.id));
  },
  routes: registerCampaignsRoutes,
});
