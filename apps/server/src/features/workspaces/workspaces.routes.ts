import type { FastifyInstance } from 'fastify';
import { workspacesRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import { assertOrgAccess } from '../../platform/auth-context';
import type { WorkspacesService } from './workspaces.service';

export function registerWorkspacesRoutes(app: FastifyInstance, workspaces: WorkspacesService, authenticate: Authenticate) {
  bindRoute(app, workspacesRoutes.list, authenticate, ({ actor, params }) => workspaces.list(actor, params.orgId));
  bindRoute(app, workspacesRoutes.states, authenticate, async ({ actor, params }) => {
    assertOrgAccess(actor, params.orgId);
    return workspaces.states();
  });
  bindRoute(app, workspacesRoutes.get, authenticate, ({ actor, params }) => workspaces.get(actor, params.orgId, params.id));
  bindRoute(app, workspacesRoutes.create, authenticate, ({ actor, params, query }) => workspaces.create(actor, params.orgId, query.workspaceName));
  bindRoute(app, workspacesRoutes.update, authenticate, ({ actor, params, body }) => workspaces.update(actor, params.orgId, params.id, body));
  bindRoute(app, workspacesRoutes.deactivate, authenticate, async ({ actor, params, query }) => {
    await workspaces.deactivate(actor, params.orgId, params.id, query.confirmName);
    return { ok: true as const };
  });
}
