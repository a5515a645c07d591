import type { FastifyInstance } from 'fastify';
import { apiKeysRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import { forbidden } from '../../platform/errors';
import type { ApiKeysService } from './api-keys.service';

export function registerApiKeysRoutes(app: FastifyInstance, keys: ApiKeysService, authenticate: Authenticate) {
  bindRoute(app, apiKeysRoutes.list, authenticate, ({ actor, params }) => keys.list(actor, params.orgId, params.ws));
  bindRoute(app, apiKeysRoutes.create, authenticate, ({ actor, params, query }) => keys.create(actor, params.orgId, params.ws, query.name));
  bindRoute(app, apiKeysRoutes.remove, authenticate, async ({ actor, params }) => {
    await keys.remove(actor, params.orgId, params.ws, params.keyId);
    return { ok: true as const };
  });
  bindRoute(app, apiKeysRoutes.me, authenticate, async ({ actor }) => {
    if (actor.kind !== 'apiKey') throw forbidden('Call this with a workspace API key.');
    return keys.describe(actor);
  });
}
