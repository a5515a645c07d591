import type { FastifyInstance } from 'fastify';
import { notificationsRoutes as r } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { NotificationsService } from './notifications.service';

const ok = { ok: true as const };

export function registerNotificationsRoutes(app: FastifyInstance, n: NotificationsService, authenticate: Authenticate) {
  bindRoute(app, r.list, authenticate, ({ actor, params }) => n.list(actor, params.orgId));
  bindRoute(app, r.test, authenticate, ({ actor, params }) => n.test(actor, params.orgId));
  bindRoute(app, r.readAll, authenticate, async ({ actor, params }) => (await n.readAll(actor, params.orgId), ok));
  bindRoute(app, r.read, authenticate, async ({ actor, params }) => (await n.read(actor, params.orgId, params.id), ok));
  bindRoute(app, r.removeAll, authenticate, async ({ actor, params }) => (await n.removeAll(actor, params.orgId), ok));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => (await n.remove(actor, params.orgId, params.id), ok));
  bindRoute(app, r.subscribe, authenticate, async ({ actor, params, body }) => (await n.subscribe(actor, params.orgId, body), ok));
  bindRoute(app, r.unsubscribe, authenticate, async ({ actor, params, body }) => (await n.unsubscribe(actor, params.orgId, body.endpoint), ok));
}
