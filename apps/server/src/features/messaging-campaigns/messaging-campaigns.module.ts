import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { isSuperAdmin } from '../../platform/auth-context';
import type { WorkspacesService } from '../workspaces/workspaces.service';
import * as repo from './messaging-campaigns.repo';
import type { Gate } from '../workspaces/workspace';
import type { FoldersService } from '../folders/folders.service';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { BusinessRecordsService } from '../business-records/business-records.service';
import type { PoolsService } from '../pools/pools.service';
import type { WorkflowsService } from '../workflows/workflows.service';
import type { RecordSets } from '../record-sets/record-sets.module';
import type { Webhooks } from '../webhooks/webhooks.module';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { messagingCampaignsService } from './messaging-campaigns.service';
import { senderSources } from './sender-sources';
import { messagingMedia } from './media-files';
import { registerMessagingCampaignsRoutes } from './messaging-campaigns.routes';
import type { MessagingLeads } from '../messaging-leads/messaging-leads.module';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import type { MailQueue } from '../../providers/mail/mail-queue';
import { wireSending, type ListPorts } from './wire-sending';

interface Peers {
  folders: Pick<FoldersService, 'assertFolder'>;
  campaigns: Pick<CampaignsService, 'list'>;
  businessRecords: Pick<BusinessRecordsService, 'findSmsCampaign'>;
  pools: { service: Pick<PoolsService, 'poolOf'> };
  workflows: Pick<WorkflowsService, 'published'>;
  recordSets: Pick<RecordSets, 'engine'>;
  webhooks: Pick<Webhooks, 'emit'> & { service: Pick<WebhooksService, 'options'> };
  workspaces: Pick<WorkspacesService, 'access' | 'findAnyOrg'>;
}

/**
 * Engage messaging campaigns: the console's service (sent through a Core messaging campaign's pool) and their MMS media.
 * Folders count them, and webhook filters of the messaging status types may name them.
 */
export const messagingCampaignsModule = defineModule({
  name: 'messagingCampaigns',
  create(deps: Pick<Deps, 'db' | 'files' | 'now' | 'realtime' | 'secretKey' | 'config'>, p: Peers) {
    // A messaging campaign's channel is open to whoever may see its workspace.
    deps.realtime.authorize('messagingCampaign', async (actor, id) => {
      const c = await repo.findCampaignById(deps.db, id);
      if (!c) return false;
      if (isSuperAdmin(actor)) return Boolean(await p.workspaces.findAnyOrg(c.workspaceId));
      return Boolean(await p.workspaces.access(actor, actor.orgId, c.workspaceId).catch(() => null));
    });
    const service = messagingCampaignsService(deps, {
      folders: p.folders,
      senderSources: senderSources({ campaigns: p.campaigns, businessRecords: p.businessRecords, pools: p.pools.service }),
      workflows: p.workflows,
      recordSets: { findSet: (ws, id) => p.recordSets.engine.findSet(ws, id) },
      webhooks: { options: (ws, type) => p.webhooks.service.options(ws, type), emit: (event) => p.webhooks.emit(event) },
    });
    const media = messagingMedia(deps, service);
    /** The lists feature's port: the campaign's ACTIVE lists (none until that feature fills it, see wire-sending.ts). */
    const listPorts: ListPorts = { activeListIds: async () => [] };
    return { service, media, listPorts };
  },
  connect(m, peers: {
    folders: Pick<FoldersService, 'registerScope'>; webhooks: Pick<Webhooks, 'deliverTo'> & { service: Pick<WebhooksService, 'registerCampaignSource'> };
    messagingLeads: Pick<MessagingLeads, 'ports' | 'jobs' | 'links' | 'forecast' | 'firstAndLast'>;
    campaigns: Pick<CampaignsService, 'findById'>; businessRecords: Pick<BusinessRecordsService, 'find' | 'findSmsCampaign'>;
    pools: { service: Pick<PoolsService, 'poolOf'> }; notifications: Pick<NotificationsService, 'notify'>; users: Pick<UsersService, 'list'>;
    mailer: Pick<MailQueue, 'send'>;
  }) {
    peers.folders.registerScope('MessagingCampaign', { count: m.service.countInFolder });
    // A MessagingCampaignStatus or MessagingListStatus webhook may be filtered to the workspace's messaging campaigns.
    peers.webhooks.service.registerCampaignSource('messaging', m.service.webhookFilterIds);
    // The sending engine, its lead routes and events run on these campaigns.
    wireSending(m, peers);
  },
  routes: (app, m, gate: Gate) => registerMessagingCampaignsRoutes(app, m.service, m.media, gate),
});
export type MessagingCampaigns = ReturnType<typeof messagingCampaignsModule.create>;
