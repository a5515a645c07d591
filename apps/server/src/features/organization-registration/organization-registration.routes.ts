import type { FastifyInstance } from 'fastify';
import { organizationRegistrationRoutes as routes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { OrganizationRegistrationService } from './organization-registration.service';

export function registerOrganizationRegistrationRoutes(app: FastifyInstance, registration: OrganizationRegistrationService, authenticate: Authenticate) {
  bindRoute(app, routes.current, authenticate, ({ actor, params }) => registration.current(actor, params.orgId));
  bindRoute(app, routes.register, authenticate, ({ actor, params, body }) => registration.register(actor, params.orgId, body));
  bindRoute(app, routes.retrieve, authenticate, ({ actor, params }) => registration.retrieve(actor, params.orgId, params.id));
  bindRoute(app, routes.unregister, authenticate, ({ actor, params }) => registration.unregister(actor, params.orgId, params.id));
}
