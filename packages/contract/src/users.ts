import { z } from 'zod';
import { defineRoute, orgParams, idParams, ok } from './route';
import { MESSAGES } from './messages';
import { requiredString, isoDate, TEXT_MAX, tooLong } from './fields';
import { userType, type UserType } from './auth';
import { EMAIL_PATTERN } from './rules';

export const user = z.object({
  id: z.string(),
  orgId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType,
  created: isoDate,
  lastSeen: isoDate.nullable(),
  activated: z.boolean(),
});
export type User = z.infer<typeof user>;

export const inviteUserBody = z.object({
  firstName: requiredString(MESSAGES.fieldRequired),
  lastName: requiredString(MESSAGES.fieldRequired),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(TEXT_MAX.email, tooLong(TEXT_MAX.email))
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
  userType: userType.default('Admin'),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

/** PATCH carries the full user as the list shows it; email is ignored (locked after creation). */
export const updateUserBody = z.object({
  firstName: requiredString(MESSAGES.fieldRequired),
  lastName: requiredString(MESSAGES.fieldRequired),
  phone: z.string().max(TEXT_MAX.short).trim().nullable().optional(),
  userType,
  email: z.string().max(TEXT_MAX.email).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** Which user types `actor` may hand out (spec 1 §6). */
export function assignableUserTypes(actor: UserType): UserType[] {
  if (actor === 'SuperAdmin' || actor === 'Owner') return ['Owner', 'Admin'];
  return ['Admin'];
}

/**
 * Whether `actor` may change the user type of ANOTHER member who is `target` now: the member's type must be one the
 * actor may assign, and another assignable type must exist (an Owner switches Owner ↔ Admin; an Admin has nothing to
 * change). Nobody changes their own type, and a SuperAdmin's type never changes.
 */
export function canChangeUserTypeOf(actor: UserType, target: UserType): boolean {
  const assignable = assignableUserTypes(actor);
  return target !== 'SuperAdmin' && assignable.includes(target) && assignable.some((type) => type !== target);
}

const tag = 'Team';
export const usersRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/orgs/:orgId/users', tag, auth: 'user', summary: 'Team members', params: orgParams, response: z.array(user) }),
  get: defineRoute({ method: 'GET', path: '/api/orgs/:orgId/users/:id', tag, auth: 'user', summary: 'One team member', params: idParams, response: user }),
  invite: defineRoute({ method: 'POST', path: '/api/orgs/:orgId/users', tag, auth: 'user', summary: 'Invite a team member (sends the activation mail)', params: orgParams, body: inviteUserBody, response: user }),
  update: defineRoute({ method: 'PATCH', path: '/api/orgs/:orgId/users/:id', tag, auth: 'user', summary: 'Edit a team member', params: idParams, body: updateUserBody, response: user }),
  remove: defineRoute({ method: 'DELETE', path: '/api/orgs/:orgId/users/:id', tag, auth: 'user', summary: 'Delete a team member', params: idParams, response: ok }),
};
