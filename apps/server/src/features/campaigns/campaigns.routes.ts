import type { FastifyInstance } from 'fastify';
import { campaignsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { CampaignsService } from './campaigns.service';
import type { Gate } from '../workspaces/workspace';

export function registerCampaignsRoutes(app: FastifyInstance, campaigns: CampaignsService, gate: Gate) {
  const r = campaignsRoutes;
  bindRoute(app, r.list, gate, ({ scope }) => campaigns.list(scope));
  bindRoute(app, r.workspaceStats, gate, ({ scope, query }) => campaigns.workspaceStats(scope, query.timeZone));
  bindRoute(app, r.downloadLogs, gate, async ({ scope, query, reply }) => {
    const { filename, content } = await campaigns.downloadLogs(scope, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, r.get, gate, ({ scope, params }) => campaigns.get(scope, params.campaignId));
  bindRoute(app, r.stats, gate, ({ scope, params, query }) => campaigns.stats(scope, params.campaignId, query.timeZone));
  bindRoute(app, r.events, gate, ({ scope, params }) => campaigns.events(scope, params.campaignId));
  bindRoute(app, r.cityUtilization, gate, ({ scope, params }) => campaigns.cityUtilization(scope, params.campaignId));
  bindRoute(app, r.create, gate, ({ scope, body }) => campaigns.create(scope, body));
  bindRoute(app, r.update, gate, ({ scope, params, body }) => campaigns.update(scope, params.campaignId, body));
  bindRoute(app, r.moveToFolder, gate, ({ scope, params, query }) => campaigns.moveToFolder(scope, params.campaignId, query.folderId));
  bindRoute(app, r.updateCnam, gate, ({ scope, params, query }) => campaigns.updateCnam(scope, params.campaignId, query));
  bindRoute(app, r.deactivate, gate, async ({ scope, params, query }) => {
    await campaigns.deactivate(scope, params.campaignId, query.confirmName);
    return { ok: true as const };
  });
}
