import type { FastifyInstance } from 'fastify';
import { platformRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import { assertOrgAccess, isSuperAdmin, requireUser } from '../../platform/auth-context';
import type { Deps } from '../../platform/deps';
import { pageViews } from './page-views.tables';

/** Page views of the console, for usage analytics; SuperAdmins (our own staff) are never tracked. */
export function registerPageViewsRoutes(app: FastifyInstance, deps: Deps, authenticate: Authenticate) {
  bindRoute(app, platformRoutes.pageView, authenticate, async ({ actor, params, body }) => {
    const me = requireUser(actor);
    assertOrgAccess(actor, params.orgId);
    if (!isSuperAdmin(actor)) await deps.db.insert(pageViews).values({ orgId: me.orgId, userId: me.userId, path: body.path, at: deps.now() });
    return { ok: true as const };
  });
}
