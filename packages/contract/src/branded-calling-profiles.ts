import { z } from 'zod';
import { defineRoute, wsParams, wsIdParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString } from './fields';

/** Caller names shown by branded calling: the short one fits the CNAM-sized display, the long one rich call screens. */
export const BRANDED_NAME_LIMITS = { short: 15, long: 32 } as const;

/** Why the business calls, as branded-calling vendors show it under the caller name. */
export const CALL_PURPOSES = [
  'Account Service', 'Appointment Reminder', 'Collections', 'Customer Service', 'Delivery Notification', 'Fraud Alert',
  'Healthcare', 'Marketing', 'Sales', 'Survey', 'Other',
] as const;

/** The industry of the business, as branded-calling vendors register it. */
export const BUSINESS_CATEGORIES = [
  'Automotive', 'Banking and Finance', 'Debt Collection', 'Education', 'Energy and Utilities', 'Government', 'Healthcare',
  'Hospitality and Travel', 'Insurance', 'Non-Profit', 'Professional Services', 'Real Estate', 'Retail', 'Telecommunications', 'Other',
] as const;

/** T-Mobile's own business categories for branded calling. */
export const TMO_BUSINESS_CATEGORIES = [
  'Automotive', 'Collections', 'Education', 'Financial Services', 'Government', 'Healthcare', 'Home Services', 'Insurance',
  'Non-Profit', 'Real Estate', 'Retail', 'Technology', 'Telecommunications', 'Transportation and Logistics', 'Travel and Hospitality', 'Utilities',
] as const;

export const brandedCallingProfile = z.object({
  id: z.string(),
  label: z.string(),
  callerNameShort: z.string(),
  callerNameLong: z.string(),
  legalName: z.string(),
  enterpriseId: z.string(),
  callPurpose: z.string(),
  businessCategory: z.string(),
  tmoBusinessCategory: z.string(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
});
export type BrandedCallingProfile = z.infer<typeof brandedCallingProfile>;

const required = requiredString(MESSAGES.fieldRequired);
const choice = (values: readonly string[]) => required.refine((v) => values.includes(v), MESSAGES.fieldRequired);

/** Every field is required; the names have the vendors' length limits. */
export const brandedCallingProfileBody = z.object({
  label: required,
  callerNameShort: required.max(BRANDED_NAME_LIMITS.short, MESSAGES.brandedShortNameTooLong),
  callerNameLong: required.max(BRANDED_NAME_LIMITS.long, MESSAGES.brandedLongNameTooLong),
  legalName: required,
  enterpriseId: required,
  callPurpose: choice(CALL_PURPOSES),
  businessCategory: choice(BUSINESS_CATEGORIES),
  tmoBusinessCategory: choice(TMO_BUSINESS_CATEGORIES),
});
export type BrandedCallingProfileBody = z.input<typeof brandedCallingProfileBody>;

const tag = 'Branded calling profiles';
const base = '/api/orgs/:orgId/workspaces/:ws/brandedCallingProfiles';
export const brandedCallingProfilesRoutes = {
  list: defineRoute({ method: 'GET', path: base, tag, auth: 'user', summary: 'Branded calling profiles of the workspace, by label', params: wsParams, response: z.array(brandedCallingProfile) }),
  get: defineRoute({ method: 'GET', path: `${base}/:id`, tag, auth: 'user', summary: 'One branded calling profile', params: wsIdParams, response: brandedCallingProfile }),
  create: defineRoute({ method: 'POST', path: base, tag, auth: 'user', role: 'SuperAdmin', summary: 'Add a branded calling profile (SuperAdmin)', params: wsParams, body: brandedCallingProfileBody, response: brandedCallingProfile }),
  update: defineRoute({ method: 'PUT', path: `${base}/:id`, tag, auth: 'user', role: 'SuperAdmin', summary: 'Edit a branded calling profile (SuperAdmin)', params: wsIdParams, body: brandedCallingProfileBody, response: brandedCallingProfile }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:id`, tag, auth: 'user', role: 'SuperAdmin', summary: 'Delete a branded calling profile (SuperAdmin)', params: wsIdParams, response: ok }),
};
