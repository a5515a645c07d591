import type { FastifyInstance } from 'fastify';
import { mappingTemplatesRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { MappingTemplatesService } from './mapping-templates.service';
import type { Gate } from '../workspaces/workspace';

export function registerMappingTemplatesRoutes(app: FastifyInstance, templates: MappingTemplatesService, gate: Gate) {
  bindRoute(app, r.list, gate, ({ actor, params }) => templates.list(actor, params.orgId, params.ws));
  bindRoute(app, r.get, gate, ({ actor, params }) => templates.get(actor, params.orgId, params.ws, params.templateId));
  bindRoute(app, r.remove, gate, async ({ actor, params }) => {
    await templates.remove(actor, params.orgId, params.ws, params.templateId);
    return { ok: true as const };
  });
}
