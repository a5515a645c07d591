import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, INVITE_EMAIL_PATTERN, isStrongPassword, normalizePhone, passwordChecklist, USER_PHONE_COUNTRIES } from './rules';

describe('passwordChecklist', () => {
  it('checks the six rules of spec 1 §5 one by one', () => {
    expect(passwordChecklist('', '')).toEqual({ length: false, upper: false, lower: false, digit: false, special: false, match: false });
    expect(passwordChecklist('abcdefgh', 'x')).toMatchObject({ length: true, lower: true, upper: false, digit: false, special: false, match: false });
    expect(passwordChecklist('Abcdef1!', 'Abcdef1!')).toEqual({ length: true, upper: true, lower: true, digit: true, special: true, match: true });
  });

  it('calls a password strong only when the five content rules hold', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('Ab1!')).toBe(false);
  });
});

describe('email patterns', () => {
  it('accepts a basic address for sign-in and demands a 2–3 letter ending for invitations', () => {
    expect(EMAIL_PATTERN.test('a@b.test')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
    expect(INVITE_EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(INVITE_EMAIL_PATTERN.test('a@b.com')).toBe(true);
    expect(INVITE_EMAIL_PATTERN.test('a@b.test')).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('answers E.164 for valid US and CA numbers and refuses others by default', () => {
    expect(normalizePhone('(512) 555-0143')).toBe('+15125550143');
    expect(normalizePhone('+1 416 555 0199')).toBe('+14165550199');
    expect(normalizePhone('+44 20 7946 0958')).toBeNull();
    expect(normalizePhone('123')).toBeNull();
  });

  it('allows Ecuador for user phones', () => {
    expect(normalizePhone('+593 99 123 4567', USER_PHONE_COUNTRIES)).toBe('+593991234567');
    expect(normalizePhone('+593 99 123 4567')).toBeNull();
  });
});
