import type { FastifyInstance } from 'fastify';
import { ftcSansRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { FtcSansService } from './ftc-sans.service';

export function registerFtcSansRoutes(app: FastifyInstance, sans: FtcSansService, authenticate: Authenticate) {
  bindRoute(app, ftcSansRoutes.list, authenticate, ({ actor, params }) => sans.list(actor, params.orgId, params.ws));
  bindRoute(app, ftcSansRoutes.get, authenticate, ({ actor, params }) => sans.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, ftcSansRoutes.create, authenticate, ({ actor, params, body }) => sans.create(actor, params.orgId, params.ws, body));
  bindRoute(app, ftcSansRoutes.update, authenticate, ({ actor, params, body }) => sans.update(actor, params.orgId, params.ws, params.id, body));
  bindRoute(app, ftcSansRoutes.remove, authenticate, async ({ actor, params }) => {
    await sans.remove(actor, params.orgId, params.ws, params.id);
    return { ok: true as const };
  });
}
