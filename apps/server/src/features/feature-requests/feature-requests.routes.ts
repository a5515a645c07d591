import type { FastifyInstance } from 'fastify';
import { featureRequestsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { FeatureRequestsService } from './feature-requests.service';
import type { Gate } from '../workspaces/workspace';

export function registerFeatureRequestsRoutes(app: FastifyInstance, requests: FeatureRequestsService, gate: Gate) {
  bindRoute(app, featureRequestsRoutes.create, gate, async ({ scope, body }) => {
    await requests.request(scope, body.feature);
    return { ok: true as const };
  });
}
