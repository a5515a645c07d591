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

/**
 * The console's one way to show a phone number, in every table, card, chip and detail. A US or Canadian number
 * (E.164 `+15125550142`, ten digits, or eleven starting with 1, with any punctuation) reads `(512) 555-0142`;
 * an Ecuadorian one `+593 99 123 4567`; any other value (another country's E.164, an extern ID, a partial number)
 * is shown as it is. Empty gives ''.
 */
export function formatPhone(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  if (!raw) return '';
  if (/[^\d\s().+-]/.test(raw)) return raw;
  const digits = raw.replace(/\D/g, '');
  const international = raw.startsWith('+');
  const nanp = international ? (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null)
    : digits.length === 10 ? digits : digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
  if (nanp && /^[2-9]/.test(nanp)) return `(${nanp.slice(0, 3)}) ${nanp.slice(3, 6)}-${nanp.slice(6)}`;
  const ec = international ? /^593(\d{1,2})(\d{3})(\d{4})$/.exec(digits) : null;
  if (ec) return `+593 ${ec[1]} ${ec[2]} ${ec[3]}`;
  return raw;
}

/** The national part of a number as an input shows it once typed (on blur, or loaded): `(512) 555-0142` for +1. */
export function formatNational(country: PhoneCountryCode, national: string): string {
  const dial = phoneCountry(country).dial;
  const e164 = normalizePhone(national, [country]);
  if (!e164 || !dial) return national;
  const shown = formatPhone(e164);
  return shown.startsWith(`+${dial} `) ? shown.slice(dial.length + 2) : shown;
}

/** Form rule for an optional phone: empty, or valid in one of `countries` ('Phone number must be valid'). */
export const optionalPhoneField = (countries: PhoneCountryCodes) =>
  z.string().trim().refine((v) => !v || normalizePhone(v, countries) !== null, MESSAGES.phoneInvalid);
