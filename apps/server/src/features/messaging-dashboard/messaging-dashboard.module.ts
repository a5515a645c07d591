import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { MessagingCampaignsService } from '../messaging-campaigns/messaging-campaigns.service';
import { messagingDashboardService } from './messaging-dashboard.service';
import { registerMessagingDashboardRoutes } from './messaging-dashboard.routes';

/** The Engage messaging dashboard: counts from the messaging roll-ups, campaigns named by the messaging campaigns service. */
export const messagingDashboardModule = defineModule({
  name: 'messagingDashboard',
  create: (deps: Pick<Deps, 'db'>, peers: { messagingCampaigns: { service: Pick<MessagingCampaignsService, 'names'> } }) =>
    messagingDashboardService(deps, { campaignNames: (ws, ids) => peers.messagingCampaigns.service.names(ws, ids) }),
  routes: (app, service, gate: Gate) => registerMessagingDashboardRoutes(app, service, gate),
});
