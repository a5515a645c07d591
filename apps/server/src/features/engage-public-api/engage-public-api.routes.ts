import type { FastifyInstance } from 'fastify';
import { engagePublicApiRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { Gate } from '../workspaces/workspace';
import type { EngagePublicApiService } from './engage-public-api.service';

export function registerEngagePublicApiRoutes(app: FastifyInstance, api: EngagePublicApiService, gate: Gate) {
  bindRoute(app, r.leadLoad, gate, ({ actor, body }) => api.loadLead(actor, body));
  bindRoute(app, r.listLoad, gate, ({ actor, body }) => api.loadList(actor, body));
  bindRoute(app, r.campaignStatus, gate, ({ actor, params }) => api.campaignStatus(actor, params.id));
  bindRoute(app, r.campaignActivate, gate, ({ actor, params }) => api.campaignActivate(actor, params.id));
  bindRoute(app, r.campaignPause, gate, ({ actor, params }) => api.campaignPause(actor, params.id));
  bindRoute(app, r.listStatus, gate, ({ actor, params }) => api.listStatus(actor, params.id, params.listId));
  bindRoute(app, r.listActivate, gate, ({ actor, params }) => api.listActivate(actor, params.id, params.listId));
  bindRoute(app, r.listPause, gate, ({ actor, params }) => api.listPause(actor, params.id, params.listId));
}
