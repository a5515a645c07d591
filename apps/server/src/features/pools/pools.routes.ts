import type { FastifyInstance } from 'fastify';
import { poolsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { PoolsService } from './pools.service';

export function registerPoolsRoutes(app: FastifyInstance, pools: PoolsService, authenticate: Authenticate) {
  const r = poolsRoutes;
  bindRoute(app, r.campaignPool, authenticate, ({ actor, params }) => pools.campaignPool(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.poolProgress, authenticate, ({ actor, params }) => pools.progress(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.verifyTenDlc, authenticate, async ({ actor, params }) => {
    await pools.verifyTenDlc(actor, params.orgId, params.ws, params.campaignId);
    return { ok: true as const };
  });
  bindRoute(app, r.verifyTenDlcNumber, authenticate, async ({ actor, params }) => {
    await pools.verifyTenDlc(actor, params.orgId, params.ws, params.campaignId, params.number);
    return { ok: true as const };
  });
  bindRoute(app, r.search, authenticate, ({ actor, params, query }) => pools.search(actor, params.orgId, params.ws, query.prefix));
  bindRoute(app, r.download, authenticate, async ({ actor, params, query, reply }) => {
    const { filename, content } = await pools.download(actor, params.orgId, params.ws, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, r.fullPoolReplacement, authenticate, ({ actor, params }) => pools.replaceAll(actor, params.orgId, params.ws, params.campaignId));
  bindRoute(app, r.selectPoolReplacement, authenticate, ({ actor, params, body }) => pools.replaceSelected(actor, params.orgId, params.ws, params.campaignId, body.numbers));
  bindRoute(app, r.byopRegister, authenticate, ({ actor, params, body }) => pools.byopRegister(actor, params.orgId, params.ws, params.campaignId, body.numbers));
  bindRoute(app, r.byopDeregister, authenticate, ({ actor, params, body }) => pools.byopDeregister(actor, params.orgId, params.ws, params.campaignId, body.numbers));
}
