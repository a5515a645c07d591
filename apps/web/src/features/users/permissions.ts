import { assignableUserTypes, type UserType } from '@trueline/contract';

/** The signed-in user, as far as team permissions care. */
export interface TeamActor {
  id: string;
  userType: UserType;
}

/** The team member being looked at. */
export interface TeamTarget {
  id: string;
  userType: UserType;
}

/** Name and phone: a SuperAdmin edits anyone's, everyone else only their own (spec 1 §5 "Edit user", §6). */
export function canEditDetails(me: TeamActor, target: TeamTarget): boolean {
  return me.userType === 'SuperAdmin' || me.id === target.id;
}

/** Mirrors the server: never oneself; a SuperAdmin only by a SuperAdmin; an Admin deletes only Admins. */
export function canDeleteUser(me: TeamActor, target: TeamTarget): boolean {
  if (me.id === target.id) return false;
  if (target.userType === 'SuperAdmin') return me.userType === 'SuperAdmin';
  if (me.userType === 'Admin') return target.userType === 'Admin';
  return true;
}

export interface UserTypeChoice {
  /** The types the select offers. */
  options: UserType[];
  /** True when the select shows its value but cannot change it. */
  locked: boolean;
}

/**
 * The user types offered when inviting (no target) or editing `target` (spec 1 §6): SuperAdmin and Owner hand out
 * Owner or Admin, an Admin only Admin. When editing, the member's current type must be one the editor could hand
 * out too (an Owner moves members between Owner and Admin; an Admin has nothing to change); nobody changes their
 * own type, and a SuperAdmin's type never changes.
 */
export function userTypeChoices(me: TeamActor, target?: TeamTarget): UserTypeChoice {
  const assignable = assignableUserTypes(me.userType);
  if (!target) return { options: assignable, locked: assignable.length < 2 };
  const fixed = me.id === target.id || target.userType === 'SuperAdmin' || !assignable.includes(target.userType);
  if (fixed) return { options: [target.userType], locked: true };
  return { options: assignable, locked: assignable.length < 2 };
}

/** Whether the Edit user panel has anything `me` may save for `target`: the details, the user type, or both. */
export function canSaveUser(me: TeamActor, target: TeamTarget): boolean {
  return canEditDetails(me, target) || !userTypeChoices(me, target).locked;
}
