import type { FastifyInstance } from 'fastify';
import { organizationsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { OrganizationsService } from './organizations.service';

export function registerOrganizationsRoutes(app: FastifyInstance, orgs: OrganizationsService, authenticate: Authenticate) {
  bindRoute(app, organizationsRoutes.get, authenticate, ({ actor, params }) => orgs.get(actor, params.orgId));
  bindRoute(app, organizationsRoutes.update, authenticate, ({ actor, params, body }) => orgs.update(actor, params.orgId, body));
}
