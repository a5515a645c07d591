import type { FastifyInstance } from 'fastify';
import { webhooksRoutes as r } from '@trueline/contract';
import { bindRoute, bindWorkspaceCrudRoutes } from '../../platform/http';
import type { WebhooksService } from './webhooks.service';
import type { Gate } from '../workspaces/workspace';

export function registerWebhooksRoutes(app: FastifyInstance, webhooks: WebhooksService, gate: Gate) {
  bindWorkspaceCrudRoutes(app, r, webhooks, gate);
  bindRoute(app, r.deliveries, gate, ({ scope, params }) => webhooks.deliveries(scope, params.id));
  bindRoute(app, r.secret, gate, ({ scope, params }) => webhooks.secret(scope, params.id));
  bindRoute(app, r.rotateSecret, gate, ({ scope, params }) => webhooks.rotateSecret(scope, params.id));
  bindRoute(app, r.test, gate, ({ scope, params }) => webhooks.test(scope, params.id));
  bindRoute(app, r.policy, gate, async ({ actor, params }) => webhooks.policy(actor, params.orgId));
}
