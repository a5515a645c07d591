import { z } from 'zod';
import { workspaceItemRoutes } from './route';
import { MESSAGES } from './messages';
import { requiredString, TEXT_MAX } from './fields';

export const CONNECTION_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = { ACTIVE: 'Active', DISABLED: 'Disabled' };

/** An account with the FCC's Reassigned Numbers Database; the API token is written, never read back. */
export const rndConnection = z.object({
  id: z.string(),
  /** The company's id with the RND administrator (shown as Company Id). */
  companyNumber: z.string(),
  companyName: z.string(),
  resourceStatus: z.enum(CONNECTION_STATUSES),
  tokenValid: z.boolean(),
  refreshTokenValid: z.boolean(),
  /** When the tokens were last checked with the RND administrator. */
  checkedAt: z.string().nullable(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
});
export type RndConnection = z.infer<typeof rndConnection>;

/** Token status column: OK while either token still works. */
export const rndTokenStatus = (c: Pick<RndConnection, 'tokenValid' | 'refreshTokenValid'>) => (c.tokenValid || c.refreshTokenValid ? 'OK' : 'Expired!');
export const rndRefreshStatus = (c: Pick<RndConnection, 'refreshTokenValid'>) => (c.refreshTokenValid ? 'OK' : 'Expired!');

/** Editing: a blank API token keeps the saved one. */
export const rndConnectionBody = z.object({
  companyNumber: requiredString(MESSAGES.fieldRequired),
  companyName: requiredString(MESSAGES.fieldRequired),
  apiToken: z.string().max(TEXT_MAX.secret).trim().optional().transform((v) => v || undefined),
  resourceStatus: z.enum(CONNECTION_STATUSES).default('ACTIVE'),
});
export type RndConnectionBody = z.input<typeof rndConnectionBody>;

/** Creating: the API token is required. */
export const createRndConnectionBody = rndConnectionBody.extend({ apiToken: requiredString(MESSAGES.fieldRequired, TEXT_MAX.secret) });
export type CreateRndConnectionBody = z.input<typeof createRndConnectionBody>;

const tag = 'RND connections';
const base = '/api/orgs/:orgId/workspaces/:ws/rnd';
export const rndConnectionsRoutes = workspaceItemRoutes({
  tag, base, item: rndConnection, body: rndConnectionBody, createBody: createRndConnectionBody,
  summaries: {
    list: 'RND connections of the workspace, by company name',
    get: 'One RND connection',
    create: 'Add an RND connection; its tokens are checked with the RND administrator',
    update: 'Edit an RND connection (blank token keeps the saved one); tokens are checked again',
    remove: 'Delete an RND connection',
  },
});
