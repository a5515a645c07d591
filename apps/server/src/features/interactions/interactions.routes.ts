import type { FastifyInstance } from 'fastify';
import { interactionsRoutes } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { InteractionsService } from './interactions.service';

export function registerInteractionsRoutes(app: FastifyInstance, interactions: InteractionsService, authenticate: Authenticate) {
  bindRoute(app, interactionsRoutes.dashboard, authenticate, ({ actor, params, body }) => interactions.dashboard(actor, params.orgId, params.ws, body));
  bindRoute(app, interactionsRoutes.search, authenticate, ({ actor, params, body }) => interactions.search(actor, params.orgId, params.ws, body));
  bindRoute(app, interactionsRoutes.get, authenticate, ({ actor, params }) => interactions.get(actor, params.orgId, params.ws, params.id));
  bindRoute(app, interactionsRoutes.workflows, authenticate, ({ actor, params }) => interactions.workflows(actor, params.orgId, params.ws));
  bindRoute(app, interactionsRoutes.download, authenticate, ({ actor, params, body }) => interactions.download(actor, params.orgId, params.ws, body));
}
