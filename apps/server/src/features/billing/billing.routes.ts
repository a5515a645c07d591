import type { FastifyInstance } from 'fastify';
import { billableUsageRoutes as usageRoutes, billingRoutes as routes, usageAlertRoutes as alertRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { Gate } from '../workspaces/workspace';
import type { BillingService } from './billing.service';

export function registerBillingRoutes(app: FastifyInstance, billing: BillingService, gate: Gate) {
  bindRoute(app, routes.getProfile, gate, ({ actor, params }) => billing.get(actor, params.orgId));
  bindRoute(app, routes.updateProfile, gate, ({ actor, params, body }) => billing.update(actor, params.orgId, body));
  bindRoute(app, routes.commissionAgents, gate, ({ actor, params }) => billing.commissionAgents(actor, params.orgId));
  bindRoute(app, usageRoutes.get, gate, ({ actor, params, query }) => billing.usage.get(actor, params.orgId, query.year, query.month));
  bindRoute(app, usageRoutes.download, gate, async ({ actor, params, query, reply }) => {
    const { filename, content } = await billing.usage.csv(actor, params.orgId, query.year, query.month);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return content;
  });
  bindRoute(app, usageRoutes.addAdjustment, gate, ({ actor, params, body }) => billing.usage.addAdjustment(actor, params.orgId, body));
  bindRoute(app, alertRoutes.list, gate, ({ actor, params }) => billing.alerts.list(actor, params.orgId));
  bindRoute(app, alertRoutes.create, gate, ({ actor, params, body }) => billing.alerts.create(actor, params.orgId, body));
  bindRoute(app, alertRoutes.remove, gate, ({ actor, params }) => billing.alerts.remove(actor, params.orgId, params.id));
  bindRoute(app, usageRoutes.deleteAdjustment, gate, ({ actor, params }) => billing.usage.deleteAdjustment(actor, params.orgId, params.id));
}
