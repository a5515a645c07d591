import type { FastifyInstance } from 'fastify';
import { identitiesRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { IdentitiesService } from './identities.service';

export function registerIdentitiesRoutes(app: FastifyInstance, identities: IdentitiesService, authenticate: Authenticate) {
  const r = identitiesRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params, query }) => identities.list(actor, params.orgId, params.ws, query.name));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => identities.get(actor, params.orgId, params.ws, params.identityId));
}
