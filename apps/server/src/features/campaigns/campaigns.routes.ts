import type { FastifyInstance } from 'fastify';
import { campaignsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { CampaignsService } from './campaigns.service';

export function registerCampaignsRoutes(app: FastifyInstance, campaigns: CampaignsService, authenticate: Authenticate) {
  const r = campaignsRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params }) => campaigns.list(actor, params.orgId, params.ws));
  bindRoute(app, r.workspaceStats, authenticate, ({ actor, params, query }) => campaigns.workspaceStats(actor, params.orgId, params.ws, query.timeZone));
  bindRoute(app, r.downloadLogs, authenticate, async ({ actor, params, query, reply }) => {
    const { filename, content } = await campaigns.downloadLogs(actor, params.orgId, params.ws, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, r.get, authenticate, ({ actor, params }) => campaigns.get(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.stats, authenticate, ({ actor, params, query }) => campaigns.stats(actor, params.orgId, params.ws, params.campaignId, query.timeZone));
  bindRoute(app, r.events, authenticate, ({ actor, params }) => campaigns.events(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.cityUtilization, authenticate, ({ actor, params }) => campaigns.cityUtilization(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.create, authenticate, ({ actor, params, body }) => campaigns.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.update, authenticate, ({ actor, params, body }) => campaigns.update(actor, params.orgId, params.ws, params.campaignId, body));
  bindRoute(app, r.moveToFolder, authenticate, ({ actor, params, query }) => campaigns.moveToFolder(actor, params.orgId, params.ws, params.campaignId, query.folderId));
  bindRoute(app, r.updateCnam, authenticate, ({ actor, params, query }) => campaigns.updateCnam(actor, params.orgId, params.ws, params.campaignId, query));
  bindRoute(app, r.deactivate, authenticate, async ({ actor, params, query }) => {
    await campaigns.deactivate(actor, params.orgId, params.ws, params.campaignId, query.confirmName);
    return { ok: true as const };
  });
}
