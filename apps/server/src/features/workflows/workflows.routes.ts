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
  bindRoute(app, r.list, gate, ({ scope }) => workflows.list(scope));
  bindRoute(app, r.create, gate, ({ scope, query }) => workflows.create(scope, query.type));
  bindRoute(app, r.importFile, gate, ({ scope, body }) => workflows.importFile(scope, body));
  bindRoute(app, r.get, gate, ({ scope, params }) => workflows.get(scope, params.id));
  bindRoute(app, r.update, gate, ({ scope, params, body }) => workflows.update(scope, params.id, body));
  bindRoute(app, r.moveToFolder, gate, ({ scope, params, query }) => workflows.moveToFolder(scope, params.id, query.folderId));
  bindRoute(app, r.publish, gate, ({ scope, params }) => workflows.publish(scope, params.id));
  bindRoute(app, r.remove, gate, async ({ scope, params, query }) => {
    await workflows.remove(scope, params.id, query.confirm);
    return { ok: true as const };
  });
  bindRoute(app, r.revisions, gate, ({ scope, params, query }) => workflows.revisions(scope, params.id, query.page));
  bindRoute(app, r.revert, gate, ({ scope, params }) => workflows.revert(scope, params.id, params.revisionId));
  bindRoute(app, r.duplicate, gate, ({ scope, params }) => workflows.duplicate(scope, params.id));
  bindRoute(app, r.exportFile, gate, ({ scope, params }) => workflows.exportFile(scope, params.id));
  bindRoute(app, r.pickerOptions, gate, ({ scope, params, query }) =>
    workflows.pickerOptions(scope, params.source, query.campaignId));
}
