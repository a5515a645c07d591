import type { FastifyInstance } from 'fastify';
import { usersRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { UsersService } from './users.service';
import type { Gate } from '../workspaces/workspace';

export function registerUsersRoutes(app: FastifyInstance, users: UsersService, gate: Gate) {
  bindRoute(app, usersRoutes.list, gate, ({ actor, params }) => users.list(actor, params.orgId));
  bindRoute(app, usersRoutes.get, gate, ({ actor, params }) => users.get(actor, params.orgId, params.id));
  bindRoute(app, usersRoutes.invite, gate, ({ actor, params, body }) => users.invite(actor, params.orgId, body));
  bindRoute(app, usersRoutes.update, gate, ({ actor, params, body }) => users.update(actor, params.orgId, params.id, body));
  bindRoute(app, usersRoutes.remove, gate, async ({ actor, params }) => {
    await users.remove(actor, params.orgId, params.id);
    return { ok: true as const };
  });
}
