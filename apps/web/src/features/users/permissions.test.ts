import { describe, expect, it } from 'vitest';
import { canDeleteUser, canEditDetails, canSaveUser, userTypeChoices } from './permissions';

const superAdmin = { id: 's', userType: 'SuperAdmin' as const };
const owner = { id: 'o', userType: 'Owner' as const };
const admin = { id: 'a', userType: 'Admin' as const };
const otherAdmin = { id: 'a2', userType: 'Admin' as const };
const otherOwner = { id: 'o2', userType: 'Owner' as const };

describe('team permissions', () => {
  it('offers Owner or Admin to SuperAdmins and Owners, only Admin (locked) to Admins when inviting', () => {
    expect(userTypeChoices(superAdmin)).toEqual({ options: ['Owner', 'Admin'], locked: false });
    expect(userTypeChoices(owner)).toEqual({ options: ['Owner', 'Admin'], locked: false });
    expect(userTypeChoices(admin)).toEqual({ options: ['Admin'], locked: true });
  });

  it('never lets anyone change their own type, nor anyone change a SuperAdmin', () => {
    expect(userTypeChoices(superAdmin, superAdmin)).toEqual({ options: ['SuperAdmin'], locked: true });
    expect(userTypeChoices(owner, owner)).toEqual({ options: ['Owner'], locked: true });
    expect(userTypeChoices(superAdmin, { id: 's2', userType: 'SuperAdmin' })).toEqual({ options: ['SuperAdmin'], locked: true });
  });

  it('lets a SuperAdmin edit anyone\'s name and phone, others only their own', () => {
    expect(canEditDetails(superAdmin, otherOwner)).toBe(true);
    expect(canEditDetails(owner, otherAdmin)).toBe(false);
    expect(canEditDetails(admin, otherOwner)).toBe(false);
    expect(canEditDetails(admin, admin)).toBe(true);
    expect(userTypeChoices(superAdmin, otherOwner)).toEqual({ options: ['Owner', 'Admin'], locked: false });
  });

  it('lets an Owner move another member between Owner and Admin, without touching their name or phone', () => {
    expect(userTypeChoices(owner, otherAdmin)).toEqual({ options: ['Owner', 'Admin'], locked: false });
    expect(userTypeChoices(owner, otherOwner)).toEqual({ options: ['Owner', 'Admin'], locked: false });
    expect(canSaveUser(owner, otherAdmin)).toBe(true);
    expect(canEditDetails(owner, otherAdmin)).toBe(false);
    expect(userTypeChoices(owner, superAdmin)).toEqual({ options: ['SuperAdmin'], locked: true });
    expect(canSaveUser(owner, superAdmin)).toBe(false);
  });

  it('leaves an Admin nothing to change on another member: the panel is read-only', () => {
    expect(userTypeChoices(admin, otherAdmin)).toEqual({ options: ['Admin'], locked: true });
    expect(userTypeChoices(admin, otherOwner)).toEqual({ options: ['Owner'], locked: true });
    expect(canSaveUser(admin, otherAdmin)).toBe(false);
    expect(canSaveUser(admin, otherOwner)).toBe(false);
    expect(canSaveUser(admin, admin)).toBe(true);
  });

  it('hides Delete where the server refuses it', () => {
    expect(canDeleteUser(owner, owner)).toBe(false);
    expect(canDeleteUser(owner, superAdmin)).toBe(false);
    expect(canDeleteUser(superAdmin, { id: 's2', userType: 'SuperAdmin' })).toBe(true);
    expect(canDeleteUser(owner, otherOwner)).toBe(true);
    expect(canDeleteUser(admin, otherOwner)).toBe(false);
    expect(canDeleteUser(admin, otherAdmin)).toBe(true);
  });
});
