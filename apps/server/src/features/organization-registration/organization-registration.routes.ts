import type { FastifyInstance } from 'fastify';
import { organizationRegistrationRoutes as routes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { OrganizationRegistrationService } from './organization-registration.service';
import type { Gate } from '../workspaces/workspace';

export function registerOrganizationRegistrationRoutes(app: FastifyInstance, registration: OrganizationRegistrationService, gate: Gate) {
  bindRoute(app, routes.current, gate, ({ actor, params }) => registration.current(actor, params.orgId));
  bindRoute(app, routes.register, gate, ({ actor, params, body }) => registration.register(actor, params.orgId, body));
  bindRoute(app, routes.retrieve, gate, ({ actor, params }) => registration.retrieve(actor, params.orgId, params.id));
  bindRoute(app, routes.unregister, gate, ({ actor, params }) => registration.unregister(actor, params.orgId, params.id));
}
