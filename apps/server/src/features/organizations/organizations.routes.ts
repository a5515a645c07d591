import type { FastifyInstance } from 'fastify';
import { organizationsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { OrganizationsService } from './organizations.service';
import type { Gate } from '../workspaces/workspace';

export function registerOrganizationsRoutes(app: FastifyInstance, orgs: OrganizationsService, gate: Gate) {
  bindRoute(app, organizationsRoutes.get, gate, ({ actor, params }) => orgs.get(actor, params.orgId));
  bindRoute(app, organizationsRoutes.update, gate, ({ actor, params, body }) => orgs.update(actor, params.orgId, body));
}
