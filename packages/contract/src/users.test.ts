import { describe, expect, it } from 'vitest';
import { assignableUserTypes, canChangeUserTypeOf } from './users';

describe('user types (spec 1 §6)', () => {
  it('lets SuperAdmin and Owner assign Owner or Admin, and an Admin only Admin', () => {
    expect(assignableUserTypes('SuperAdmin')).toEqual(['Owner', 'Admin']);
    expect(assignableUserTypes('Owner')).toEqual(['Owner', 'Admin']);
    expect(assignableUserTypes('Admin')).toEqual(['Admin']);
  });

  it("lets an Owner or a SuperAdmin change another member's type between Owner and Admin; an Admin has nothing to change", () => {
    expect(canChangeUserTypeOf('Owner', 'Owner')).toBe(true);
    expect(canChangeUserTypeOf('Owner', 'Admin')).toBe(true);
    expect(canChangeUserTypeOf('SuperAdmin', 'Admin')).toBe(true);
    expect(canChangeUserTypeOf('Admin', 'Admin')).toBe(false);
    expect(canChangeUserTypeOf('Admin', 'Owner')).toBe(false);
  });

  it("never changes a SuperAdmin's type", () => {
    for (const actor of ['SuperAdmin', 'Owner', 'Admin'] as const) expect(canChangeUserTypeOf(actor, 'SuperAdmin')).toBe(false);
  });
});
