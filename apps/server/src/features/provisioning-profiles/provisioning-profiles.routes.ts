import type { FastifyInstance } from 'fastify';
import { provisioningProfilesRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { ProvisioningProfilesService } from './provisioning-profiles.service';
import type { Gate } from '../workspaces/workspace';

export function registerProvisioningProfilesRoutes(app: FastifyInstance, profiles: ProvisioningProfilesService, gate: Gate) {
  const r = provisioningProfilesRoutes;
  bindRoute(app, r.list, gate, ({ scope, query }) => profiles.list(scope, query.name));
  bindRoute(app, r.get, gate, ({ scope, params }) => profiles.get(scope, params.profileId));
  bindRoute(app, r.create, gate, ({ scope, body }) => profiles.create(scope, body));
  bindRoute(app, r.update, gate, ({ scope, params, body }) => profiles.update(scope, params.profileId, body));
  bindRoute(app, r.remove, gate, async ({ scope, params }) => {
    await profiles.remove(scope, params.profileId);
    return { ok: true as const };
  });
}
