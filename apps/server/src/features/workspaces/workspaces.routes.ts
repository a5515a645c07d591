import type { FastifyInstance } from 'fastify';
import { workspacesRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { assertOrgAccess } from '../../platform/auth-context';
import type { WorkspacesService } from './workspaces.service';
import type { Gate } from './workspace';

export function registerWorkspacesRoutes(app: FastifyInstance, workspaces: WorkspacesService, gate: Gate) {
  bindRoute(app, workspacesRoutes.list, gate, ({ actor, params }) => workspaces.list(actor, params.orgId));
  bindRoute(app, workspacesRoutes.states, gate, async ({ actor, params }) => {
    assertOrgAccess(actor, params.orgId);
    return workspaces.states();
  });
  bindRoute(app, workspacesRoutes.get, gate, ({ actor, params }) => workspaces.get(actor, params.orgId, params.id));
  bindRoute(app, workspacesRoutes.create, gate, ({ actor, params, query }) => workspaces.create(actor, params.orgId, query.workspaceName));
  bindRoute(app, workspacesRoutes.update, gate, ({ actor, params, body }) => workspaces.update(actor, params.orgId, params.id, body));
  bindRoute(app, workspacesRoutes.deactivate, gate, async ({ actor, params, query }) => {
    await workspaces.deactivate(actor, params.orgId, params.id, query.confirmName);
    return { ok: true as const };
  });
}
