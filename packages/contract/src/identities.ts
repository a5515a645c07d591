import { z } from 'zod';
import { defineRoute, wsParams } from './route';
import { nameFilterQuery } from './provisioning-profiles';

export const IDENTITY_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
export const IDENTITY_STATUS_LABELS: Record<IdentityStatus, string> = { ACTIVE: 'Active', DISABLED: 'Disabled' };

/**
 * A CNAM identity: an approved caller name (CNAM) of one of the workspace's business records. It is not stored
 * apart: its id is the CNAM's, its status and dates are the record's.
 */
export const identity = z.object({
  id: z.string(),
  identityId: z.string(),
  name: z.string(),
  resourceStatus: z.enum(IDENTITY_STATUSES),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  businessRecordId: z.string(),
  businessRecordName: z.string(),
});
export type Identity = z.infer<typeof identity>;

const identityParams = wsParams.extend({ identityId: z.string() });

const tag = 'Identities';
const base = '/api/orgs/:orgId/workspaces/:ws/identities';
export const identitiesRoutes = {
  list: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', summary: 'CNAM identities of the workspace (the CNAMs of its business records), by name; `name` filters by part of the name',
    params: wsParams, query: nameFilterQuery, response: z.array(identity),
  }),
  get: defineRoute({ method: 'GET', path: `${base}/:identityId`, tag, auth: 'user', summary: 'One CNAM identity', params: identityParams, response: identity }),
};
