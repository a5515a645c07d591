import type { FastifyInstance } from 'fastify';
import { rndConnectionsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { RndConnectionsService } from './rnd-connections.service';

export function registerRndConnectionsRoutes(app: FastifyInstance, connections: RndConnectionsService, authenticate: Authenticate) {
  const r = rndConnectionsRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params }) => connections.list(actor, params.orgId, params.ws));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => connections.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.create, authenticate, ({ actor, params, body }) => connections.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.update, authenticate, ({ actor, params, body }) => connections.update(actor, params.orgId, params.ws, params.id, body));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => {
    await connections.remove(actor, params.orgId, params.ws, params.id);
    return { ok: true as const };
  });
}
