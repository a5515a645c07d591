import type { FastifyInstance } from 'fastify';
import { identitiesRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { IdentitiesService } from './identities.service';
import type { Gate } from '../workspaces/workspace';

export function registerIdentitiesRoutes(app: FastifyInstance, identities: IdentitiesService, gate: Gate) {
  const r = identitiesRoutes;
  bindRoute(app, r.list, gate, ({ scope, query }) => identities.list(scope, query.name));
  bindRoute(app, r.get, gate, ({ scope, params }) => identities.get(scope, params.identityId));
}
