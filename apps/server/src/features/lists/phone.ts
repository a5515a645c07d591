import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Ten digits of a valid US or Canadian number, else null. Whether a North American number is valid depends on its
 * area code and exchange only, so the verdict of libphonenumber-js is kept per first six digits: a list of a million
 * rows parses a few thousand prefixes instead of a million numbers.
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 200_000;

export function leadPhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let d = raw.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  // An extension or a foreign number is not a lead's phone.
  if (d.length !== 10 || !/^[2-9]\d{2}[2-9]/.test(d)) return null;
  if (/^\+(?!1)/.test(raw.trim())) return null;
  const prefix = d.slice(0, 6);
  let ok = verdicts.get(prefix);
  if (ok === undefined) {
    const parsed = parsePhoneNumberFromString(d, 'US');
    ok = Boolean(parsed && parsed.isValid() && (parsed.country === 'US' || parsed.country === 'CA'));
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(prefix, ok);
  }
  return ok ? d : null;
}
