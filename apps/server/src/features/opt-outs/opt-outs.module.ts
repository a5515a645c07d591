import { once } from 'node:events';
import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import type { Gate } from '../workspaces/workspace';
import type { ExportService } from '../reports/export-service';
import { OPT_OUTS_EXPORT, optOutsService, type OptOutsPorts } from './opt-outs.service';
import { registerOptOutsRoutes } from './opt-outs.routes';
import type { MessagingCampaignsService } from '../messaging-campaigns/messaging-campaigns.service';

/**
 * Engage opt-outs: the page's service (list, add, remove, import, download, review of free-text opt-outs) and the
 * checks the sending engine makes before every text. Campaign names come through `ports` (messaging campaigns fill it).
 */
export const optOutsModule = defineModule({
  name: 'optOuts',
  create(deps: Pick<Deps, 'db' | 'now'>, peers: { reports: { exports: Pick<ExportService, 'request'> } }) {
    const ports: OptOutsPorts = {};
    return { service: optOutsService(deps, { exports: peers.reports.exports, ports }), ports };
  },
  connect(m, peers: { reports: { exports: Pick<ExportService, 'registerExport'> }; messagingCampaigns: { service: Pick<MessagingCampaignsService, 'names'> } }) {
    m.ports.campaignNames = (ws, ids) => peers.messagingCampaigns.service.names(ws, ids);
    peers.reports.exports.registerExport(OPT_OUTS_EXPORT, async (ctx) => {
      for await (const chunk of m.service.csv(ctx.workspaceId, ctx.params as Record<string, string>)) if (!ctx.out.write(chunk)) await once(ctx.out, 'drain');
    });
  },
  routes: (app, m, gate: Gate) => registerOptOutsRoutes(app, m.service, gate),
});
export type OptOuts = ReturnType<typeof optOutsModule.create>;
