import type { FastifyInstance } from 'fastify';
import { screenRequest, screeningRoutes as r, workflowsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import { badRequest } from '../../platform/errors';
import type { WorkflowsService } from '../workflows/workflows.service';
import { interactionRecordOf } from '../interactions/interaction-row';
import type { ScreeningService } from './screening.service';
import type { Gate } from '../workspaces/workspace';

/** Query parameters of the GET form that are the request itself (and the key, for dialers that send it there); every other one is data. */
const OWN_PARAMETERS = new Set(['workflowId', 'to', 'from', 'zip', 'externId', 'channelType', 'phoneType', 'api-key', 'apiKey']);

/** The GET form's query as the POST form's body: the named fields, and the rest as data. */
export function screenQueryAsBody(query: Record<string, string>) {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (!OWN_PARAMETERS.has(k)) data[k] = v;
  const parsed = screenRequest.safeParse({
    workflowId: query.workflowId, to: query.to, from: query.from, zip: query.zip, externId: query.externId,
    channelType: query.channelType || undefined, phoneType: query.phoneType || undefined, data,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, issue.path.join('.'));
  }
  return parsed.data;
}

/** Screening, and the editor's test call (which runs the workflow as the editor saved it). */
export function registerScreeningRoutes(app: FastifyInstance, screening: ScreeningService, gate: Gate, peers: { workflows: Pick<WorkflowsService, 'saved'> }) {
  bindRoute(app, r.screen, gate, ({ actor, body }) => screening.screen(actor, body));
  bindRoute(app, r.screenGet, gate, ({ actor, query }) => screening.screen(actor, screenQueryAsBody(query)));
  // The editor's test call runs the saved graph (not the published one), at an emulated time if asked.
  bindRoute(app, workflowsRoutes.test, gate, async ({ scope, params, body }) => {
    const { workspace, workflow } = await peers.workflows.saved(scope, params.id);
    const request = screenRequest.parse({ workflowId: workflow.id, to: body.to, from: body.from ?? '', zip: body.zip, externId: body.externId, channelType: body.channelType, phoneType: body.phoneType, data: body.data });
    const { ix, runTimeMs } = await screening.test(workspace.id, { id: workflow.id, name: workflow.name, type: workflow.type, status: workflow.status, graph: workflow.flow },
      request, body.emulatedTime ? new Date(body.emulatedTime) : null);
    return { ...interactionRecordOf(ix, { orgId: workspace.orgId, workspaceId: workspace.id, runTimeMs }), sipResponseCode: ix.sipResponseCode };
  });
}
