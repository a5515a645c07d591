import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, isoDate, TEXT_MAX } from './fields';

export const API_KEY_PREFIX_LENGTH = 8;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The first 8 characters of the key followed by an ellipsis. */
  encryptedKey: z.string(),
  created: isoDate,
  lastActivity: isoDate.nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** Only the creation answer carries the whole key, once. */
export const createdApiKey = apiKey.extend({ key: z.string() });

const tag = 'API keys';
const base = '/api/orgs/:orgId/workspaces/:ws/apiKeys';
export const apiKeysRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'API keys of a workspace', params: wsParams, response: z.array(apiKey) }),
  create: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', summary: 'Create an API key; the full key is answered only here',
    params: wsParams, query: z.object({ name: requiredString(MESSAGES.apiKeyNameRequired) }), response: createdApiKey,
  }),
  me: defineRoute({
    method: 'GET', path: '/api/v1/me', tag: 'Public API', auth: 'apiKey',
    summary: 'The workspace an API key belongs to: a first call to check a key (X-Api-Key or Authorization: Bearer)',
    response: z.object({ orgId: z.string(), workspaceId: z.string().max(TEXT_MAX.name), workspaceName: z.string(), keyName: z.string() }),
  }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:keyId`, tag, auth: 'user', summary: 'Delete an API key', params: wsParams.extend({ keyId: z.string() }), response: ok }),
};
