import { z } from 'zod';
import { defineRoute, wsParams, wsIdParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, TEXT_MAX } from './fields';
import { CONNECTION_STATUSES } from './rnd-connections';

/**
 * A lead-verification account reached with an API key (ActiveProspect TrustedForm, Verisk Jornaya LeadiD).
 * The key is written, never read back.
 */
export const apiKeyConnection = z.object({
  id: z.string(),
  companyName: z.string(),
  resourceStatus: z.enum(CONNECTION_STATUSES),
  /** When the connection was created. */
  timestamp: z.string(),
  dateUpdated: z.string(),
});
export type ApiKeyConnection = z.infer<typeof apiKeyConnection>;

/** Creating: company name and API key travel in the query string, with no body. */
export const createApiKeyConnectionQuery = z.object({
  companyName: requiredString(MESSAGES.fieldRequired),
  apiKey: requiredString(MESSAGES.fieldRequired, TEXT_MAX.secret),
  resourceStatus: z.enum(CONNECTION_STATUSES).optional(),
});
export type CreateApiKeyConnectionQuery = z.input<typeof createApiKeyConnectionQuery>;

/** Editing: the same query; a blank API key keeps the saved one and an absent status keeps the current one. */
export const updateApiKeyConnectionQuery = createApiKeyConnectionQuery.extend({
  apiKey: z.string().max(TEXT_MAX.secret).trim().optional().transform((v) => v || undefined),
});
export type UpdateApiKeyConnectionQuery = z.input<typeof updateApiKeyConnectionQuery>;

/** The five calls of an API-key connection at `base`. */
export function apiKeyConnectionRoutes(base: string, tag: string, what: string) {
  return {
    list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: `${what} connections of the workspace, by company name`, params: wsParams, response: z.array(apiKeyConnection) }),
    get: defineRoute({ method: 'GET', path: `${base}/:id`, tag, auth: 'user', summary: `One ${what} connection`, params: wsIdParams, response: apiKeyConnection }),
    create: defineRoute({
      method: 'POST', path: base, tag, auth: 'user', summary: `Add a ${what} connection (query companyName and apiKey, no body)`,
      params: wsParams, query: createApiKeyConnectionQuery, response: apiKeyConnection,
    }),
    update: defineRoute({
      method: 'PUT', path: `${base}/:id`, tag, auth: 'user', summary: `Edit a ${what} connection (same query; blank apiKey keeps the saved one)`,
      params: wsIdParams, query: updateApiKeyConnectionQuery, response: apiKeyConnection,
    }),
    remove: defineRoute({ method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', summary: `Delete a ${what} connection`, params: wsIdParams, response: ok }),
  };
}
