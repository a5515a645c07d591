import type { FastifyInstance } from 'fastify';
import { webhooksRoutes as r } from '@trueline/contract';
import { bindRoute, bindWorkspaceCrudRoutes, type Authenticate } from '../../platform/http';
import type { WebhooksService } from './webhooks.service';

export function registerWebhooksRoutes(app: FastifyInstance, webhooks: WebhooksService, authenticate: Authenticate) {
  bindWorkspaceCrudRoutes(app, r, webhooks, authenticate);
  bindRoute(app, r.deliveries, authenticate, ({ actor, params }) => webhooks.deliveries(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.secret, authenticate, ({ actor, params }) => webhooks.secret(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.rotateSecret, authenticate, ({ actor, params }) => webhooks.rotateSecret(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.test, authenticate, ({ actor, params }) => webhooks.test(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.policy, authenticate, async ({ actor, params }) => webhooks.policy(actor, params.orgId));
}
