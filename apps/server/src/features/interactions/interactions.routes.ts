import type { FastifyInstance } from 'fastify';
import { interactionsRoutes } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { InteractionsService } from './interactions.service';
import type { Gate } from '../workspaces/workspace';

export function registerInteractionsRoutes(app: FastifyInstance, interactions: InteractionsService, gate: Gate) {
  bindRoute(app, interactionsRoutes.dashboard, gate, ({ scope, body }) => interactions.dashboard(scope, body));
  bindRoute(app, interactionsRoutes.search, gate, ({ scope, body }) => interactions.search(scope, body));
  bindRoute(app, interactionsRoutes.get, gate, ({ scope, params }) => interactions.get(scope, params.id));
  bindRoute(app, interactionsRoutes.workflows, gate, ({ scope }) => interactions.workflows(scope));
  bindRoute(app, interactionsRoutes.download, gate, ({ scope, body }) => interactions.download(scope, body));
}
