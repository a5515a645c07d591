import type { FastifyInstance } from 'fastify';
import { workflowsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { WorkflowsService } from './workflows.service';

/**
 * Binds the workflow routes. `workflowsRoutes.test` is left unbound on purpose: the test call runs the screening
 * runtime, and the feature that builds it binds the route (using `saved` for the graph).
 */
export function registerWorkflowsRoutes(app: FastifyInstance, workflows: WorkflowsService, authenticate: Authenticate) {
  const r = workflowsRoutes;
  bindRoute(app, r.list, authenticate, ({ actor, params }) => workflows.list(actor, params.orgId, params.ws));
  bindRoute(app, r.create, authenticate, ({ actor, params, query }) => workflows.create(actor, params.orgId, params.ws, query.type));
  bindRoute(app, r.importFile, authenticate, ({ actor, params, body }) => workflows.importFile(actor, params.orgId, params.ws, body));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => workflows.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.update, authenticate, ({ actor, params, body }) => workflows.update(actor, params.orgId, params.ws, params.id, body));
  bindRoute(app, r.moveToFolder, authenticate, ({ actor, params, query }) => workflows.moveToFolder(actor, params.orgId, params.ws, params.id, query.folderId));
  bindRoute(app, r.publish, authenticate, ({ actor, params }) => workflows.publish(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.remove, authenticate, async ({ actor, params, query }) => {
    await workflows.remove(actor, params.orgId, params.ws, params.id, query.confirm);
    return { ok: true as const };
  });
  bindRoute(app, r.revisions, authenticate, ({ actor, params, query }) => workflows.revisions(actor, params.orgId, params.ws, params.id, query.page));
  bindRoute(app, r.revert, authenticate, ({ actor, params }) => workflows.revert(actor, params.orgId, params.ws, params.id, params.revisionId));
  bindRoute(app, r.duplicate, authenticate, ({ actor, params }) => workflows.duplicate(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.exportFile, authenticate, ({ actor, params }) => workflows.exportFile(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.pickerOptions, authenticate, ({ actor, params, query }) =>
    workflows.pickerOptions(actor, params.orgId, params.ws, params.source, query.campaignId));
}
