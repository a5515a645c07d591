import { describe, expect, it } from 'vitest';
import { credentialsBody } from './auth';
import { MESSAGES } from './messages';
import { assignableUserTypes, canChangeUserTypeOf, inviteUserBody } from './users';

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

describe('inviteUserBody email (issue 12)', () => {
  const invite = (email: string) => inviteUserBody.safeParse({ firstName: 'Ada', lastName: 'Lovelace', email });

  it('accepts the long top-level domains sign-in accepts (.info, .email, .agency, .test)', () => {
    for (const email of ['ada@example.info', 'ada@example.email', 'ada@example.agency', 'ada@demo.test', 'ada@example.co']) {
      expect(invite(email).success, email).toBe(true);
      expect(credentialsBody.safeParse({ email, password: 'Abcdef1!' }).success, email).toBe(true);
    }
  });

  it('still says "Email must be valid" for what is not an address', () => {
    const result = invite('ada@example.c');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.emailInvalid]);
  });
});
