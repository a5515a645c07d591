import { z } from 'zod';
import { defineRoute, orgParams } from './route';
import { MESSAGES } from './messages';
import { emailField, requiredString, TEXT_MAX, tooLong } from './fields';

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
  supportEmail: z.union([z.literal(''), z.string().max(TEXT_MAX.email).trim().email(MESSAGES.emailInvalid)]).nullable().optional(),
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBody>;

const tag = 'Organization';
export const organizationsRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/orgs/:orgId', tag, auth: 'user', summary: 'My organization', params: orgParams, response: organization }),
  update: defineRoute({ method: 'PUT', path: '/api/orgs/:orgId', tag, auth: 'user', summary: 'Edit the organization (SuperAdmin and Owner)', params: orgParams, body: updateOrganizationBody, response: organization }),
};

/** Caller-reputation registration of the organisation (spec 3 §2.16, §3, §4, §5): SuperAdmin only. */
export const REGISTRATION_STATUSES = ['pending', 'registered', 'error_duns_mismatch', 'error_registered', 'error_fraud', 'error_unexpected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus | '', string> = {
  '': 'Not registered',
  pending: 'Pending',
  registered: 'Registered',
  error_duns_mismatch: 'Error: the DUNS number does not match the business',
  error_registered: 'Error: the business is already registered',
  error_fraud: 'Error: refused as suspected fraud',
  error_unexpected: 'Error: unexpected failure at the provider',
};
export const REGISTRATION_COUNTRIES = ['US', 'CA'] as const;
export const REGISTRATION_INDUSTRIES = [
  'Agriculture', 'Automotive', 'Banking and Finance', 'Construction', 'Education', 'Energy and Utilities', 'Government',
  'Healthcare', 'Hospitality and Travel', 'Insurance', 'Legal', 'Manufacturing', 'Media and Entertainment', 'Non-profit',
  'Professional Services', 'Real Estate', 'Retail and E-commerce', 'Technology', 'Telecommunications', 'Transportation and Logistics', 'Other',
] as const;
export const EMPLOYEE_BANDS = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;

/**
 * Digits only with an optional +1, exactly ten digits after it; spaces, dots, dashes and brackets typed between
 * the digits are dropped first. Answered as +1 and the ten digits.
 */
export function normalizeContactPhone(input: string): string | null {
  const v = input.replace(/[\s().-]/g, '');
  const m = /^(?:\+1)?(\d{10})$/.exec(v);
  return m ? `+1${m[1]}` : null;
}

export const registrationContact = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string(),
  phone: z.string(),
});

export const organizationRegistration = z.object({
  businessId: z.string().nullable(),
  legalName: z.string(),
  primaryName: z.string(),
  dunsNumber: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.enum(REGISTRATION_COUNTRIES),
  industry: z.string(),
  numberOfEmployees: z.string(),
  website: z.string(),
  /** Empty when not registered. */
  status: z.union([z.enum(REGISTRATION_STATUSES), z.literal('')]),
  contact: registrationContact,
  updated: z.string().nullable(),
});
export type OrganizationRegistration = z.infer<typeof organizationRegistration>;

const requiredField = () => requiredString(MESSAGES.fieldRequired).pipe(z.string().max(200));
export const registerOrganizationBody = z.object({
  /** Present when updating an existing registration. */
  businessId: z.string().trim().max(100).nullable().optional(),
  legalName: requiredField(),
  primaryName: requiredField(),
  dunsNumber: requiredString(MESSAGES.fieldRequired).regex(/^\d{9}$/, MESSAGES.dunsInvalid),
  city: requiredField(),
  region: requiredField(),
  country: z.enum(REGISTRATION_COUNTRIES, { error: MESSAGES.fieldRequired }),
  industry: z.enum(REGISTRATION_INDUSTRIES, { error: MESSAGES.fieldRequired }),
  numberOfEmployees: z.enum(EMPLOYEE_BANDS, { error: MESSAGES.fieldRequired }),
  website: requiredField(),
  contact: z.object({
    firstName: requiredField(),
    lastName: requiredField(),
    email: emailField,
    title: requiredField(),
    phone: z
      .string({ error: MESSAGES.contactPhoneRequired })
      .trim()
      .min(1, MESSAGES.contactPhoneRequired)
      .max(TEXT_MAX.short, tooLong(TEXT_MAX.short))
      .refine((v) => normalizeContactPhone(v) !== null, MESSAGES.contactPhoneInvalid)
      .transform((v) => normalizeContactPhone(v) ?? v),
  }),
});
export type RegisterOrganizationBody = z.input<typeof registerOrganizationBody>;

const registrationTag = 'Organization registration';
const businessIdParams = orgParams.extend({ id: z.string().max(TEXT_MAX.name) });
export const organizationRegistrationRoutes = {
  current: defineRoute({
    method: 'GET', path: '/api/orgs/:orgId/hiya', tag: registrationTag, auth: 'user', role: 'SuperAdmin', params: orgParams, response: organizationRegistration.nullable(),
    summary: 'The registration stored on the organization, or null when it was never registered (SuperAdmin)',
  }),
  register: defineRoute({
    method: 'POST', path: '/api/orgs/:orgId/hiya', tag: registrationTag, auth: 'user', role: 'SuperAdmin', params: orgParams, body: registerOrganizationBody,
    response: organizationRegistration, summary: 'Register the organization with the caller-reputation provider, or update it when businessId is given (SuperAdmin)',
  }),
  retrieve: defineRoute({
    method: 'GET', path: '/api/orgs/:orgId/hiya/:id', tag: registrationTag, auth: 'user', role: 'SuperAdmin', params: businessIdParams, response: organizationRegistration,
    summary: 'Retrieve a registration by business ID from the provider and store it on the organization (SuperAdmin)',
  }),
  unregister: defineRoute({
    method: 'DELETE', path: '/api/orgs/:orgId/hiya/:id', tag: registrationTag, auth: 'user', role: 'SuperAdmin', params: businessIdParams, response: organizationRegistration.nullable(),
    summary: 'Unregister the organization from the provider by business ID (SuperAdmin)',
  }),
};
