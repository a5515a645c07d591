import { z } from 'zod';
import { defineRoute, wsParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, TEXT_MAX } from './fields';
import { STATES } from './geo';
import { isNanpAreaCode } from './area-codes';

/** Where a profile provisions numbers: in states and provinces, or in area codes (spec 2 §8). */
export const PROVISIONING_PROFILE_TYPES = ['STATE', 'AREA_CODE'] as const;
export type ProvisioningProfileType = (typeof PROVISIONING_PROFILE_TYPES)[number];

/** The Type column of the list. */
export const PROFILE_TYPE_COLUMN_LABELS: Record<ProvisioningProfileType, string> = { STATE: 'State/Province', AREA_CODE: 'Area codes' };
/** The Profile type choice of the edit panel. */
export const PROFILE_TYPE_OPTION_LABELS: Record<ProvisioningProfileType, string> = { STATE: 'State/Province', AREA_CODE: 'Area code' };
/** Placeholders of the values box. */
export const PROFILE_VALUE_PLACEHOLDERS: Record<ProvisioningProfileType, string> = { STATE: 'NY, NJ, CA', AREA_CODE: '518, 201, 954' };

export const PROFILE_NAME_MAX = 100;

/** State/province codes a profile may name: the US states, DC, Puerto Rico and the Canadian provinces and territories. */
export const PROFILE_STATE_CODES: readonly string[] = [...STATES.map((s) => s.code), 'PR'];
const stateCodes = new Set(PROFILE_STATE_CODES);

/** Values as typed: split on spaces, commas and new lines, upper-cased; blanks and repeats dropped. */
export function splitProfileValues(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((v) => v.split(/[\s,]+/));
  return [...new Set(parts.map((p) => p.trim().toUpperCase()).filter(Boolean))];
}

/** Whether a profile of this type may hold the value: a known state/province code, or a known North American area code. */
export function isAllowedProfileValue(type: ProvisioningProfileType, value: string): boolean {
  return type === 'STATE' ? stateCodes.has(value) : isNanpAreaCode(value);
}

/** What a save keeps of the typed values: only the allowed ones, in the order typed (the rest are dropped silently). */
export function filterProfileValues(type: ProvisioningProfileType, input: string | readonly string[]): string[] {
  return splitProfileValues(input).filter((v) => isAllowedProfileValue(type, v));
}

export const provisioningProfile = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PROVISIONING_PROFILE_TYPES),
  values: z.array(z.string()),
  created: z.string(),
  updated: z.string(),
});
export type ProvisioningProfile = z.infer<typeof provisioningProfile>;

/** Create and edit: values come as typed text or a list, and only the allowed ones are kept. */
export const provisioningProfileBody = z
  .object({
    name: requiredString(MESSAGES.fieldRequired).max(PROFILE_NAME_MAX, MESSAGES.profileNameTooLong),
    type: z.enum(PROVISIONING_PROFILE_TYPES, { error: MESSAGES.fieldRequired }),
    values: z.union([z.string().max(TEXT_MAX.long), z.array(z.string().max(TEXT_MAX.long))]).default([]),
  })
  .transform((b) => ({ ...b, values: filterProfileValues(b.type, b.values) }));
export type ProvisioningProfileBody = z.input<typeof provisioningProfileBody>;

/** The list's name filter: part of the name, any case. */
export const nameFilterQuery = z.object({ name: z.string().max(TEXT_MAX.name).trim().optional() });

const profileParams = wsParams.extend({ profileId: z.string() });

const tag = 'Provisioning profiles';
const base = '/api/orgs/:orgId/workspaces/:ws/provisioningProfiles';
export const provisioningProfilesRoutes = {
  list: defineRoute({
    method: 'GET', path: base, tag, auth: 'user', summary: 'Provisioning profiles of the workspace, by name; `name` filters by part of the name',
    params: wsParams, query: nameFilterQuery, response: z.array(provisioningProfile),
  }),
  get: defineRoute({ method: 'GET', path: `${base}/:profileId`, tag, auth: 'user', summary: 'One provisioning profile', params: profileParams, response: provisioningProfile }),
  create: defineRoute({
    method: 'POST', path: base, tag, auth: 'user', summary: 'Create a provisioning profile; values that are not known states/provinces or area codes are dropped',
    params: wsParams, body: provisioningProfileBody, response: provisioningProfile,
  }),
  update: defineRoute({
    method: 'PUT', path: `${base}/:profileId`, tag, auth: 'user', summary: 'Edit a provisioning profile; values that are not allowed for its type are dropped',
    params: profileParams, body: provisioningProfileBody, response: provisioningProfile,
  }),
  remove: defineRoute({ method: 'DELETE', path: `${base}/:profileId`, tag, auth: 'user', summary: 'Delete a provisioning profile', params: profileParams, response: ok }),
};
