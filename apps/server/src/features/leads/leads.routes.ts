import type { FastifyInstance } from 'fastify';
import { leadsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { LeadsService } from './leads.service';
import type { Gate } from '../workspaces/workspace';

export function registerLeadsRoutes(app: FastifyInstance, leads: LeadsService, gate: Gate) {
  bindRoute(app, leadsRoutes.search, gate, ({ scope, query }) => leads.search(scope, query));
  bindRoute(app, leadsRoutes.download, gate, async ({ scope, query, reply }) => {
    const { filename, stream } = await leads.download(scope, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return stream;
  });
}
