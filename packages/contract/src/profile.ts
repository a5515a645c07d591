import { z } from 'zod';
import { defineRoute, orgParams } from './route';
import { MESSAGES } from './messages';
import { requiredString } from './fields';
import { profile } from './auth';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const PROFILE_MESSAGES = {
  missingUserPart: 'Send the profile as multipart form data with a "user" part.',
  userPartNotJson: 'The "user" part must be JSON.',
} as const;

const optional = z.string().trim().max(200).nullable().optional();

/** The `user` JSON part of the multipart profile update. */
export const profileUpdate = z.object({
  firstName: requiredString(MESSAGES.fieldRequired),
  lastName: requiredString(MESSAGES.fieldRequired),
  phone: optional,
  address: optional,
  city: optional,
  state: optional,
  postalCode: optional,
  role: optional,
  linkedin: optional,
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

const tag = 'My profile';
export const profileRoutes = {
  get: defineRoute({ method: 'GET', path: '/api/orgs/:orgId/profile', tag, auth: 'user', summary: 'My profile', params: orgParams, response: profile }),
  update: defineRoute({
    method: 'PUT', path: '/api/orgs/:orgId/profile', tag, auth: 'user', bodyKind: 'multipart',
    multipartFields: {
      fields: z.object({ user: profileUpdate.describe('The profile fields, as a JSON text part') }),
      file: 'file', fileRequired: false, fileDescription: 'A new profile picture: png, jpeg or svg, at most 2 MB',
    },
    summary: 'Update my profile: multipart with `user` (JSON) and an optional `file` (png, jpeg or svg picture)', params: orgParams, response: profile,
  }),
};
