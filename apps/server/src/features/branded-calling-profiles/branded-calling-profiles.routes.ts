import type { FastifyInstance } from 'fastify';
import { brandedCallingProfilesRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { BrandedCallingProfilesService } from './branded-calling-profiles.service';

export function registerBrandedCallingProfilesRoutes(app: FastifyInstance, profiles: BrandedCallingProfilesService, authenticate: Authenticate) {
  const r = brandedCallingProfilesRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params }) => profiles.list(actor, params.orgId, params.ws));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => profiles.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.create, authenticate, ({ actor, params, body }) => profiles.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.update, authenticate, ({ actor, params, body }) => profiles.update(actor, params.orgId, params.ws, params.id, body));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => {
    await profiles.remove(actor, params.orgId, params.ws, params.id);
    return { ok: true as const };
  });
}
