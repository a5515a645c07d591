import type { FastifyInstance } from 'fastify';
import { mappingTemplatesRoutes as r } from '@trueline/contract';
import { bindRoute, type Authenticate } from '../../platform/http';
import type { MappingTemplatesService } from './mapping-templates.service';

export function registerMappingTemplatesRoutes(app: FastifyInstance, templates: MappingTemplatesService, authenticate: Authenticate) {
  bindRoute(app, r.list, authenticate, ({ actor, params }) => templates.list(actor, params.orgId, params.ws));
  bindRoute(app, r.get, authenticate, ({ actor, params }) => templates.get(actor, params.orgId, params.ws, params.templateId));
  bindRoute(app, r.remove, authenticate, async ({ actor, params }) => {
    await templates.remove(actor, params.orgId, params.ws, params.templateId);
    return { ok: true as const };
  });
}
