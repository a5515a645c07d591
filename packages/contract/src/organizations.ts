import { z } from 'zod';
import { defineRoute, orgParams } from './route';
import { MESSAGES } from './messages';
import { requiredString } from './fields';

export const organization = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  postal: z.string().nullable(),
  taxId: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  /** Present for SuperAdmin only. */
  supportEmail: z.string().nullable().optional(),
});
export type Organization = z.infer<typeof organization>;

const optional = z.string().trim().max(200).nullable().optional();
export const updateOrganizationBody = z.object({
  name: requiredString(MESSAGES.nameRequired),
  address1: optional,
  address2: optional,
  city: optional,
  locality: optional,
  postal: optional,
  taxId: optional,
  website: optional,
  phone: optional,
  supportEmail: z.union([z.literal(''), z.string().trim().email(MESSAGES.emailInvalid)]).nullable().optional(),
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBody>;

const tag = 'Organization';
export const organizationsRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/orgs/:orgId', tag, auth: 'user', summary: 'My organization', params: orgParams, response: organization }),
  update: defineRoute({ method: 'PUT', path: '/api/orgs/:orgId', tag, auth: 'user', summary: 'Edit the organization (SuperAdmin and Owner)', params: orgParams, body: updateOrganizationBody, response: organization }),
};
