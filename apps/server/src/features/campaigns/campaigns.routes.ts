import type { FastifyInstance } from 'fastify';
import { campaignsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { CampaignsService } from './campaigns.service';
import type { Gate } from '../workspaces/workspace';

export function registerCampaignsRoutes(app: FastifyInstance, campaigns: CampaignsService, gate: Gate) {
  const r = campaignsRoutes;
  bindRoute(app, r.list, gate, ({ actor, params }) => campaigns.list(actor, params.orgId, params.ws));
  bindRoute(app, r.workspaceStats, gate, ({ actor, params, query }) => campaigns.workspaceStats(actor, params.orgId, params.ws, query.timeZone));
  bindRoute(app, r.downloadLogs, gate, async ({ actor, params, query, reply }) => {
    const { filename, content } = await campaigns.downloadLogs(actor, params.orgId, params.ws, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, r.get, gate, ({ actor, params }) => campaigns.get(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.stats, gate, ({ actor, params, query }) => campaigns.stats(actor, params.orgId, params.ws, params.campaignId, query.timeZone));
  bindRoute(app, r.events, gate, ({ actor, params }) => campaigns.events(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.cityUtilization, gate, ({ actor, params }) => campaigns.cityUtilization(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.create, gate, ({ actor, params, body }) => campaigns.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.update, gate, ({ actor, params, body }) => campaigns.update(actor, params.orgId, params.ws, params.campaignId, body));
  bindRoute(app, r.moveToFolder, gate, ({ actor, params, query }) => campaigns.moveToFolder(actor, params.orgId, params.ws, params.campaignId, query.folderId));
  bindRoute(app, r.updateCnam, gate, ({ actor, params, query }) => campaigns.updateCnam(actor, params.orgId, params.ws, params.campaignId, query));
  bindRoute(app, r.deactivate, gate, async ({ actor, params, query }) => {
    await campaigns.deactivate(actor, params.orgId, params.ws, params.campaignId, query.confirmName);
    return { ok: true as const };
  });
}
