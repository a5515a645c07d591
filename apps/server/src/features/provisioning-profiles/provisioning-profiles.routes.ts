import type { FastifyInstance } from 'fastify';
import { provisioningProfilesRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { ProvisioningProfilesService } from './provisioning-profiles.service';
import type { Gate } from '../workspaces/workspace';

export function registerProvisioningProfilesRoutes(app: FastifyInstance, profiles: ProvisioningProfilesService, gate: Gate) {
  const r = provisioningProfilesRoutes;
  bindRoute(app, r.list, gate, ({ actor, params, query }) => profiles.list(actor, params.orgId, params.ws, query.name));
  bindRoute(app, r.get, gate, ({ actor, params }) => profiles.get(actor, params.orgId, params.ws, params.profileId));
  bindRoute(app, r.create, gate, ({ actor, params, body }) => profiles.create(actor, params.orgId, params.ws, body));
  bindRoute(app, r.update, gate, ({ actor, params, body }) => profiles.update(actor, params.orgId, params.ws, params.profileId, body));
  bindRoute(app, r.remove, gate, async ({ actor, params }) => {
    await profiles.remove(actor, params.orgId, params.ws, params.profileId);
    return { ok: true as const };
  });
}
