import type { FastifyInstance } from 'fastify';
import { poolsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { PoolsService } from './pools.service';
import type { Gate } from '../workspaces/workspace';

export function registerPoolsRoutes(app: FastifyInstance, pools: PoolsService, gate: Gate) {
  const r = poolsRoutes;
  bindRoute(app, r.campaignPool, gate, ({ scope, params }) => pools.campaignPool(scope, params.campaignId));
  bindRoute(app, r.poolProgress, gate, ({ scope, params }) => pools.progress(scope, params.campaignId));
  bindRoute(app, r.verifyTenDlc, gate, async ({ scope, params }) => {
    await pools.verifyTenDlc(scope, params.campaignId);
    return { ok: true as const };
  });
  bindRoute(app, r.verifyTenDlcNumber, gate, async ({ scope, params }) => {
    await pools.verifyTenDlc(scope, params.campaignId, params.number);
    return { ok: true as const };
  });
  bindRoute(app, r.search, gate, ({ scope, query }) => pools.search(scope, query.prefix));
  bindRoute(app, r.download, gate, async ({ scope, query, reply }) => {
    const { filename, content } = await pools.download(scope, query.campaignId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, r.fullPoolReplacement, gate, ({ scope, params }) => pools.replaceAll(scope, params.campaignId));
  bindRoute(app, r.selectPoolReplacement, gate, ({ scope, params, body }) => pools.replaceSelected(scope, params.campaignId, body.numbers));
  bindRoute(app, r.byopRegister, gate, ({ scope, params, body }) => pools.byopRegister(scope, params.campaignId, body.numbers));
  bindRoute(app, r.byopDeregister, gate, ({ scope, params, body }) => pools.byopDeregister(scope, params.campaignId, body.numbers));
}
