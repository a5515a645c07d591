import type { FastifyInstance } from 'fastify';
import { interactionsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { InteractionsService } from './interactions.service';
import type { Gate } from '../workspaces/workspace';

export function registerInteractionsRoutes(app: FastifyInstance, interactions: InteractionsService, gate: Gate) {
  bindRoute(app, interactionsRoutes.dashboard, gate, ({ actor, params, body }) => interactions.dashboard(actor, params.orgId, params.ws, body));
  bindRoute(app, interactionsRoutes.search, gate, ({ actor, params, body }) => interactions.search(actor, params.orgId, params.ws, body));
  bindRoute(app, interactionsRoutes.get, gate, ({ actor, params }) => interactions.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, interactionsRoutes.workflows, gate, ({ actor, params }) => interactions.workflows(actor, params.orgId, params.ws));
  bindRoute(app, interactionsRoutes.download, gate, ({ actor, params, body }) => interactions.download(actor, params.orgId, params.ws, body));
}
