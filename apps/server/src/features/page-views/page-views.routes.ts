import type { FastifyInstance } from 'fastify';
import { pageViewsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { PageViewsService } from './page-views.service';

export function registerPageViewsRoutes(app: FastifyInstance, pageViews: PageViewsService, authenticate: Authenticate) {
  bindRoute(app, pageViewsRoutes.create, authenticate, async ({ actor, params, body }) => {
    await pageViews.record(actor, params.orgId, body.path);
    return { ok: true as const };
  });
}
