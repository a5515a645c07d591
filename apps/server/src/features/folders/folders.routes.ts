import type { FastifyInstance } from 'fastify';
import { foldersRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { FoldersService } from './folders.service';
import type { Gate } from '../workspaces/workspace';

export function registerFoldersRoutes(app: FastifyInstance, folders: FoldersService, gate: Gate) {
  bindRoute(app, foldersRoutes.list, gate, ({ scope, query }) => folders.list(scope, query.scope));
  bindRoute(app, foldersRoutes.create, gate, ({ scope, body }) => folders.create(scope, body.scope, body.name));
  bindRoute(app, foldersRoutes.rename, gate, ({ scope, params, query }) => folders.rename(scope, params.id, query.name));
  bindRoute(app, foldersRoutes.remove, gate, async ({ scope, params }) => {
    await folders.remove(scope, params.id);
    return { ok: true as const };
  });
}
