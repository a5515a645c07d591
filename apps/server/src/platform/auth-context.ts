import type { UserType } from '@trueline/contract';
import { forbidden, notFound } from './errors';

/** Who makes a request: a signed-in team member, or a customer's system holding a workspace API key. */
export type Actor =
  | { kind: 'user'; userId: string; orgId: string; userType: UserType; email: string }
  | { kind: 'apiKey'; keyId: string; orgId: string; workspaceId: string };

export type UserActor = Extract<Actor, { kind: 'user' }>;

export const isSuperAdmin = (actor: Actor): boolean => actor.kind === 'user' && actor.userType === 'SuperAdmin';

/**
 * The organisation in the path must be the actor's own, except for SuperAdmin, who acts in any.
 * Another tenant's organisation is answered as missing, never as forbidden.
 */
export function assertOrgAccess(actor: Actor, orgId: string): void {
  if (actor.orgId !== orgId && !isSuperAdmin(actor)) throw notFound();
}

/** An API key is bound to one workspace: any other workspace in the path does not exist for it. */
export function assertWorkspaceAccess(actor: Actor, workspaceId: string): void {
  if (actor.kind === 'apiKey' && actor.workspaceId !== workspaceId) throw notFound();
}

export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw forbidden();
  return actor;
}

export function requireSuperAdmin(actor: Actor): UserActor {
  const user = requireUser(actor);
  if (user.userType !== 'SuperAdmin') throw forbidden();
  return user;
}
