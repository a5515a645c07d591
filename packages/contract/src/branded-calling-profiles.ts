import { z } from 'zod';
import { workspaceItemRoutes } from './route';
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
export const brandedCallingProfilesRoutes = workspaceItemRoutes({
  tag, base, item: brandedCallingProfile, body: brandedCallingProfileBody, writeRole: 'SuperAdmin',
  summaries: {
    list: 'Branded calling profiles of the workspace, by label',
    get: 'One branded calling profile',
    create: 'Add a branded calling profile (SuperAdmin)',
    update: 'Edit a branded calling profile (SuperAdmin)',
    remove: 'Delete a branded calling profile (SuperAdmin)',
  },
});
