import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { mappedCol } from './lists';

/**
 * A saved column mapping of a workspace (spec 2 §3): the file column each dialer field is read from. Templates are
 * saved "as new" by processing a list with saveAsTemplate and a templateName; names are unique in a workspace.
 */
export const mappingTemplate = z.object({
  id: z.string(),
  name: z.string(),
  mapping: z.array(mappedCol),
  created: z.string(),
});
export type MappingTemplate = z.infer<typeof mappingTemplate>;

export const MAPPING_TEMPLATE_NAME_MAX = 100;

const templateParams = wsParams.extend({ templateId: z.string() });
const tag = 'Mapping templates';
const base = '/api/orgs/:orgId/workspaces/:ws/mappingTemplates';
export const mappingTemplatesRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'Mapping templates of the workspace, by name', params: wsParams, response: z.array(mappingTemplate) }),
  get: defineRoute({ method: 'GET', path: `${base}/:templateId`, tag, auth: 'user', summary: 'One mapping template', params: templateParams, response: mappingTemplate }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:templateId`, tag, auth: 'user', summary: 'Delete a mapping template', params: templateParams, response: ok }),
};
