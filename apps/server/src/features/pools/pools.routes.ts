import type { FastifyInstance } from 'fastify';
import { poolsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { PoolsService } from './pools.service';
import type { Gate } from '../workspaces/workspace';

export function registerPoolsRoutes(app: FastifyInstance, pools: PoolsService, gate: Gate) {
  const r = poolsRoutes;
  bindRoute(app, r.campaignPool, gate, ({ actor, params }) => pools.campaignPool(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.poolProgress, gate, ({ actor, params }) => pools.progress(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.verifyTenDlc, gate, async ({ actor, params }) => {
    await pools.verifyTenDlc(actor, params.orgId, params.ws, params.campaignId);
    return { ok: true as const };
  });
  bindRoute(app, r.verifyTenDlcNumber, gate, async ({ actor, params }) => {
    await pools.verifyTenDlc(actor, params.orgId, params.ws, params.campaignId, params.number);
    return { ok: true as const };
  });
  bindRoute(app, r.search, gate, ({ actor, params, query }) => pools.search(actor, params.orgId, params.ws, query.prefix));
  bindRoute(app, r.download, gate, async ({ actor, params, query, reply }) => {
    const { filename, content } = await pools.download(actor, params.orgId, params.ws, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, r.fullPoolReplacement, gate, ({ actor, params }) => pools.replaceAll(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.selectPoolReplacement, gate, ({ actor, params, body }) => pools.replaceSelected(actor, params.orgId, params.ws, params.campaignId, body.numbers));
  bindRoute(app, r.byopRegister, gate, ({ actor, params, body }) => pools.byopRegister(actor, params.orgId, params.ws, params.campaignId, body.numbers));
  bindRoute(app, r.byopDeregister, gate, ({ actor, params, body }) => pools.byopDeregister(actor, params.orgId, params.ws, params.campaignId, body.numbers));
}
