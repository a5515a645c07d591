import type { FastifyInstance } from 'fastify';
import { workflowsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { WorkflowsService } from './workflows.service';
import type { Gate } from '../workspaces/workspace';

/**
 * Binds the workflow routes. `workflowsRoutes.test` is left unbound on purpose: the test call runs the screening
 * runtime, and the feature that builds it binds the route (using `saved` for the graph).
 */
export function registerWorkflowsRoutes(app: FastifyInstance, workflows: WorkflowsService, gate: Gate) {
  const r = workflowsRoutes;
  bindRoute(app, r.list, gate, ({ actor, params }) => workflows.list(actor, params.orgId, params.ws));
  bindRoute(app, r.create, gate, ({ actor, params, query }) => workflows.create(actor, params.orgId, params.ws, query.type));
  bindRoute(app, r.importFile, gate, ({ actor, params, body }) => workflows.importFile(actor, params.orgId, params.ws, body));
  bindRoute(app, r.get, gate, ({ actor, params }) => workflows.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.update, gate, ({ actor, params, body }) => workflows.update(actor, params.orgId, params.ws, params.id, body));
  bindRoute(app, r.moveToFolder, gate, ({ actor, params, query }) => workflows.moveToFolder(actor, params.orgId, params.ws, params.id, query.folderId));
  bindRoute(app, r.publish, gate, ({ actor, params }) => workflows.publish(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.remove, gate, async ({ actor, params, query }) => {
    await workflows.remove(actor, params.orgId, params.ws, params.id, query.confirm);
    return { ok: true as const };
  });
  bindRoute(app, r.revisions, gate, ({ actor, params, query }) => workflows.revisions(actor, params.orgId, params.ws, params.id, query.page));
  bindRoute(app, r.revert, gate, ({ actor, params }) => workflows.revert(actor, params.orgId, params.ws, params.id, params.revisionId));
  bindRoute(app, r.duplicate, gate, ({ actor, params }) => workflows.duplicate(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.exportFile, gate, ({ actor, params }) => workflows.exportFile(actor, params.orgId, params.ws, params.id));
  bindRoute(app, r.pickerOptions, gate, ({ actor, params, query }) =>
    workflows.pickerOptions(actor, params.orgId, params.ws, params.source, query.campaignId));
}
