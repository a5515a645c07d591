import type { FastifyInstance } from 'fastify';
import { billingRoutes as routes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { Gate } from '../workspaces/workspace';
import type { BillingService } from './billing.service';

export function registerBillingRoutes(app: FastifyInstance, billing: BillingService, gate: Gate) {
  bindRoute(app, routes.getProfile, gate, ({ actor, params }) => billing.get(actor, params.orgId));
  bindRoute(app, routes.updateProfile, gate, ({ actor, params, body }) => billing.update(actor, params.orgId, body));
  bindRoute(app, routes.commissionAgents, gate, ({ actor, params }) => billing.commissionAgents(actor, params.orgId));
}
