import type { FastifyInstance } from 'fastify';
import { usersRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { UsersService } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, users: UsersService, authenticate: Authenticate) {
  bindRoute(app, usersRoutes.list, authenticate, ({ actor, params }) => users.list(actor, params.orgId));
  bindRoute(app, usersRoutes.get, authenticate, ({ actor, params }) => users.get(actor, params.orgId, params.id));
  bindRoute(app, usersRoutes.invite, authenticate, ({ actor, params, body }) => users.invite(actor, params.orgId, body));
  bindRoute(app, usersRoutes.update, authenticate, ({ actor, params, body }) => users.update(actor, params.orgId, params.id, body));
  bindRoute(app, usersRoutes.remove, authenticate, async ({ actor, params }) => {
    await users.remove(actor, params.orgId, params.id);
    return { ok: true as const };
  });
}
