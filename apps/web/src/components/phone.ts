import { z } from 'zod';
import { MESSAGES, normalizePhone } from '@trueline/contract';

/** The country codes the contract's phone rules take (libphonenumber's CountryCode). */
export type PhoneCountryCodes = NonNullable<Parameters<typeof normalizePhone>[1]>;
export type PhoneCountryCode = PhoneCountryCodes[number];

/** A country a phone input may offer, with its calling code and name. */
export interface PhoneCountry {
  code: PhoneCountryCode;
  dial: string;
  name: string;
}

const KNOWN: Partial<Record<PhoneCountryCode, PhoneCountry>> = {
  US: { code: 'US', dial: '1', name: 'United States' },
  CA: { code: 'CA', dial: '1', name: 'Canada' },
  EC: { code: 'EC', dial: '593', name: 'Ecuador' },
};

export function phoneCountry(code: PhoneCountryCode): PhoneCountry {
  return KNOWN[code] ?? { code, dial: '', name: code };
}

/**
 * Splits a stored number (E.164, or anything typed earlier) into the offered country it belongs to and
 * its national digits; an empty value takes the first offered country.
 */
export function splitPhone(value: string | null | undefined, countries: PhoneCountryCodes): { country: PhoneCountryCode; national: string } {
  const fallback: PhoneCountryCode = countries[0] ?? 'US';
  const raw = (value ?? '').trim();
  if (!raw) return { country: fallback, national: '' };
  const e164 = normalizePhone(raw, countries);
  if (!e164) return { country: fallback, national: raw.startsWith('+') ? raw.replace(/\D/g, '') : raw };
  const country = countries.find((c) => normalizePhone(e164, [c]) !== null) ?? fallback;
  const dial = phoneCountry(country).dial;
  const digits = e164.slice(1);
  return { country, national: dial && digits.startsWith(dial) ? digits.slice(dial.length) : digits };
}

/**
 * The value a phone input hands to its form: '' when empty, E.164 when the number is valid in the chosen
 * country, otherwise the calling code and the digits as typed, so that validation refuses it.
 */
export function composePhone(country: PhoneCountryCode, national: string): string {
  const digits = national.replace(/\D/g, '');
  if (!digits) return '';
  return normalizePhone(national, [country]) ?? `+${phoneCountry(country).dial}${digits}`;
}

/** A readable form of a stored E.164 number. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  if (nanp) return `+1 (${nanp[1]}) ${nanp[2]}-${nanp[3]}`;
  const ec = /^\+593(\d{1,2})(\d{3})(\d{4})$/.exec(value);
  if (ec) return `+593 ${ec[1]} ${ec[2]} ${ec[3]}`;
  return value;
}

/** Form rule for an optional phone: empty, or valid in one of `countries` ('Phone number must be valid'). */
export const optionalPhoneField = (countries: PhoneCountryCodes) =>
  z.string().trim().refine((v) => !v || normalizePhone(v, countries) !== null, MESSAGES.phoneInvalid);
