import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { MessagingCampaignsService } from '../messaging-campaigns/messaging-campaigns.service';
import type { CampaignsService } from '../campaigns/campaigns.service';
import { messagingDashboardService } from './messaging-dashboard.service';
import { registerMessagingDashboardRoutes } from './messaging-dashboard.routes';

/**
 * The Engage messaging dashboard: counts from the messaging roll-ups, campaigns named by the messaging campaigns
 * service; the same roll-ups feed the Core campaign Overview's SMS activity chart.
 */
export const messagingDashboardModule = defineModule({
  name: 'messagingDashboard',
  create: (deps: Pick<Deps, 'db'>, peers: { messagingCampaigns: { service: Pick<MessagingCampaignsService, 'names' | 'sendingFrom'> } }) =>
    messagingDashboardService(deps, {
      campaignNames: (ws, ids) => peers.messagingCampaigns.service.names(ws, ids),
      campaignsSendingFrom: (ws, coreCampaignId) => peers.messagingCampaigns.service.sendingFrom(ws, coreCampaignId),
    }),
  connect: (service, peers: { campaigns: Pick<CampaignsService, 'registerStatsSource'> }) => {
    peers.campaigns.registerStatsSource({ smsStats: service.smsStats });
  },
  routes: (app, service, gate: Gate) => registerMessagingDashboardRoutes(app, service, gate),
});
