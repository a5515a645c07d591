import type { FastifyInstance } from 'fastify';
import { webhooksRoutes as r } from '@trueline/contract';
import { bindRoute, bindWorkspaceCrudRoutes } from '../../platform/http';
import type { WebhooksService } from './webhooks.service';
import type { Gate } from '../workspaces/workspace';

export function registerWebhooksRoutes(app: FastifyInstance, webhooks: WebhooksService, gate: Gate) {
  bindWorkspaceCrudRoutes(app, r, webhooks, gate);
  bindRoute(app, r.deliveries, gate, ({ actor, params }) => webhooks.deliveries(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.secret, gate, ({ actor, params }) => webhooks.secret(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.rotateSecret, gate, ({ actor, params }) => webhooks.rotateSecret(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.test, gate, ({ actor, params }) => webhooks.test(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.policy, gate, async ({ actor, params }) => webhooks.policy(actor, params.orgId));
}
