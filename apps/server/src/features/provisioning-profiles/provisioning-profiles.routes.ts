import type { FastifyInstance } from 'fastify';
import { provisioningProfilesRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { ProvisioningProfilesService } from './provisioning-profiles.service';

export function registerProvisioningProfilesRoutes(app: FastifyInstance, profiles: ProvisioningProfilesService, authenticate: Authenticate) {
  const r = provisioningProfilesRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params, query }) => profiles.list(actor, params.orgId, params.ws, query.name));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => profiles.get(actor, params.orgId, params.ws, params.profileId));
  bindRoute(app, r.create, authenticate, ({ actor, params, body }) => profiles.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.update, authenticate, ({ actor, params, body }) => profiles.update(actor, params.orgId, params.ws, params.profileId, body));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => {
    await profiles.remove(actor, params.orgId, params.ws, params.profileId);
    return { ok: true as const };
  });
}
