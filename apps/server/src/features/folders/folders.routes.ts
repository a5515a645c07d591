import type { FastifyInstance } from 'fastify';
import { foldersRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { FoldersService } from './folders.service';

export function registerFoldersRoutes(app: FastifyInstance, folders: FoldersService, authenticate: Authenticate) {
  bindRoute(app, foldersRoutes.list, authenticate, ({ actor, params, query }) => folders.list(actor, params.orgId, params.ws, query.scope));
  bindRoute(app, foldersRoutes.create, authenticate, ({ actor, params, body }) => folders.create(actor, params.orgId, params.ws, body.scope, body.name));
  bindRoute(app, foldersRoutes.rename, authenticate, ({ actor, params, query }) => folders.rename(actor, params.orgId, params.ws, params.id, query.name));
  bindRoute(app, foldersRoutes.remove, authenticate, async ({ actor, params }) => {
    await folders.remove(actor, params.orgId, params.ws, params.id);
    return { ok: true as const };
  });
}
