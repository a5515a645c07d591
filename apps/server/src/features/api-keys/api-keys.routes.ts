import type { FastifyInstance } from 'fastify';
import { apiKeysRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { forbidden } from '../../platform/errors';
import type { ApiKeysService } from './api-keys.service';
import type { Gate } from '../workspaces/workspace';

export function registerApiKeysRoutes(app: FastifyInstance, keys: ApiKeysService, gate: Gate) {
  bindRoute(app, apiKeysRoutes.list, gate, ({ scope }) => keys.list(scope));
  bindRoute(app, apiKeysRoutes.create, gate, ({ scope, query }) => keys.create(scope, query.name));
  bindRoute(app, apiKeysRoutes.remove, gate, async ({ scope, params }) => {
    await keys.remove(scope, params.keyId);
    return { ok: true as const };
  });
  bindRoute(app, apiKeysRoutes.me, gate, async ({ actor }) => {
    if (actor.kind !== 'apiKey') throw forbidden('Call this with a workspace API key.');
    return keys.describe(actor);
  });
}
