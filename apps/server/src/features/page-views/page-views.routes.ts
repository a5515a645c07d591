import type { FastifyInstance } from 'fastify';
import { pageViewsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { PageViewsService } from './page-views.service';
import type { Gate } from '../workspaces/workspace';

export function registerPageViewsRoutes(app: FastifyInstance, pageViews: PageViewsService, gate: Gate) {
  bindRoute(app, pageViewsRoutes.create, gate, async ({ actor, params, body }) => {
    await pageViews.record(actor, params.orgId, body.path);
    return { ok: true as const };
  });
}
