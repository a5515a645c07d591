import type { FastifyInstance } from 'fastify';
import { notificationsRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { NotificationsService } from './notifications.service';
import type { Gate } from '../workspaces/workspace';

const ok = { ok: true as const };

export function registerNotificationsRoutes(app: FastifyInstance, n: NotificationsService, gate: Gate) {
  bindRoute(app, r.list, gate, ({ actor, params }) => n.list(actor, params.orgId));
  bindRoute(app, r.test, gate, ({ actor, params }) => n.test(actor, params.orgId));
  bindRoute(app, r.readAll, gate, async ({ actor, params }) => (await n.readAll(actor, params.orgId), ok));
  bindRoute(app, r.read, gate, async ({ actor, params }) => (await n.read(actor, params.orgId, params.id), ok));
  bindRoute(app, r.removeAll, gate, async ({ actor, params }) => (await n.removeAll(actor, params.orgId), ok));
  bindRoute(app, r.remove, gate, async ({ actor, params }) => (await n.remove(actor, params.orgId, params.id), ok));
  bindRoute(app, r.subscribe, gate, async ({ actor, params, body }) => (await n.subscribe(actor, params.orgId, body), ok));
  bindRoute(app, r.unsubscribe, gate, async ({ actor, params, body }) => (await n.unsubscribe(actor, params.orgId, body.endpoint), ok));
}
