import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * The one address pattern of the console — sign-in, reset, invitations, records ("Email must be valid"):
 * a local part, a domain of non-empty labels, and a real top-level domain: 2 to 63 letters (any script:
 * `.io`, `.agency`, `.test`, `.рф`) or its punycode form (`.xn--p1ai`). Spec 1 §6 asked for a final part
 * of 2 to 3 characters, which refused `.info` and `.email`; issue 12 widened it to every real TLD.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

export const PASSWORD_MIN_LENGTH = 8;
export const MFA_CODE_LENGTH = 6;

export type PasswordRule = 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'match';

export const PASSWORD_RULE_LABELS: Record<PasswordRule, string> = {
  length: 'At least 8 characters',
  upper: 'At least one uppercase letter',
  lower: 'At least one lowercase letter',
  digit: 'At least one digit',
  special: 'At least one special character',
  match: 'Both passwords match',
};

/** The six-rule checklist of a new password; `confirm` is compared when given. */
export function passwordChecklist(password: string, confirm?: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
    match: confirm === undefined ? true : password.length > 0 && password === confirm,
  };
}

export function isStrongPassword(password: string): boolean {
  const { match: _match, ...rules } = passwordChecklist(password);
  return Object.values(rules).every(Boolean);
}

export const USER_PHONE_COUNTRIES: CountryCode[] = ['US', 'CA', 'EC'];
export const NANP_COUNTRIES: CountryCode[] = ['US', 'CA'];

/** Normalises a phone number to E.164 when it is valid in one of the allowed countries, else null. */
export function normalizePhone(input: string, countries: CountryCode[] = NANP_COUNTRIES): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  for (const country of countries) {
    const parsed = parsePhoneNumberFromString(trimmed, country);
    if (parsed && parsed.isValid() && parsed.country && countries.includes(parsed.country)) return parsed.number;
  }
  return null;
}
