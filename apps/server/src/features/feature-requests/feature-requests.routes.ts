import type { FastifyInstance } from 'fastify';
import { featureRequestsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { FeatureRequestsService } from './feature-requests.service';

export function registerFeatureRequestsRoutes(app: FastifyInstance, requests: FeatureRequestsService, authenticate: Authenticate) {
  bindRoute(app, featureRequestsRoutes.create, authenticate, async ({ actor, params, body }) => {
    await requests.request(actor, params.orgId, params.ws, body.feature);
    return { ok: true as const };
  });
}
