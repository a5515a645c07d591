import type { FastifyInstance } from 'fastify';
import { veriskRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { VeriskService } from './verisk.service';

export function registerVeriskRoutes(app: FastifyInstance, connections: VeriskService, authenticate: Authenticate) {
  const r = veriskRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params }) => connections.list(actor, params.orgId, params.ws));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => connections.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.create, authenticate, ({ actor, params, query }) => connections.create(actor, params.orgId, params.ws, query));
  bindRoute(app, r.update, authenticate, ({ actor, params, query }) => connections.update(actor, params.orgId, params.ws, params.id, query));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => {
    await connections.remove(actor, params.orgId, params.ws, params.id);
    return { ok: true as const };
  });
}
