import type { FastifyInstance } from 'fastify';
import { identitiesRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { IdentitiesService } from './identities.service';
import type { Gate } from '../workspaces/workspace';

export function registerIdentitiesRoutes(app: FastifyInstance, identities: IdentitiesService, gate: Gate) {
  const r = identitiesRoutes;
  bindRoute(app, r.list, gate, ({ actor, params, query }) => identities.list(actor, params.orgId, params.ws, query.name));
  bindRoute(app, r.get, gate, ({ actor, params }) => identities.get(actor, params.orgId, params.ws, params.identityId));
}
