import type { FastifyInstance } from 'fastify';
import { mappingTemplatesRoutes as r } from '@trueline/contract';
import { bindRoute } from '../../platform/http';
import type { MappingTemplatesService } from './mapping-templates.service';
import type { Gate } from '../workspaces/workspace';

export function registerMappingTemplatesRoutes(app: FastifyInstance, templates: MappingTemplatesService, gate: Gate) {
  bindRoute(app, r.list, gate, ({ scope }) => templates.list(scope));
  bindRoute(app, r.get, gate, ({ scope, params }) => templates.get(scope, params.templateId));
  bindRoute(app, r.remove, gate, async ({ scope, params }) => {
    await templates.remove(scope, params.templateId);
    return { ok: true as const };
  });
}
