import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isStrongPassword, normalizePhone, passwordChecklist, USER_PHONE_COUNTRIES } from './rules';

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

describe('email pattern', () => {
  it('accepts every real top-level domain, 2 to 63 letters, in any script or punycode', () => {
    for (const address of ['a@b.co', 'a@b.com', 'a@b.info', 'a@b.email', 'a@b.agency', 'owner@demo.test', 'First.Last+tag@mail.example.co.uk', 'a@b.рф', 'a@b.xn--p1ai', `a@b.${'x'.repeat(63)}`]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(true);
    }
  });

  it('refuses what is not an address', () => {
    for (const address of ['a@b', 'a@b.c', 'a@b.c1', 'a@b.123', `a@b.${'x'.repeat(64)}`, 'a@.com', 'a@b..com', 'a b@c.com', 'a@b@c.com', '@b.com', 'a@b.com.']) {
      expect(EMAIL_PATTERN.test(address), address).toBe(false);
    }
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
