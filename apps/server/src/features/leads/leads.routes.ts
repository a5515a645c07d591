import type { FastifyInstance } from 'fastify';
import { leadsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { LeadsService } from './leads.service';

export function registerLeadsRoutes(app: FastifyInstance, leads: LeadsService, authenticate: Authenticate) {
  bindRoute(app, leadsRoutes.search, authenticate, ({ actor, params, query }) => leads.search(actor, params.orgId, params.ws, query));
  bindRoute(app, leadsRoutes.download, authenticate, async ({ actor, params, query, reply }) => {
    const { filename, stream } = await leads.download(actor, params.orgId, params.ws, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return stream;
  });
}
