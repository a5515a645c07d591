import { z } from 'zod';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN } from './rules';

/**
 * Maximum lengths of free text in requests (names, descriptions, addresses, secrets), so that nothing unbounded reaches a
 * column, an index (PostgreSQL refuses index entries over about 2.7 kB) or a provider. Over the limit reads
 * 'Must be at most {n} characters'.
 */
export const TEXT_MAX = {
  /** Names, labels, ids, short codes. */
  name: 255,
  /** Phone numbers, ZIP codes, dates, time zones, other short values. */
  short: 64,
  /** Email addresses (RFC 5321). */
  email: 254,
  /** Web addresses. */
  url: 2048,
  /** Tokens, API keys, passwords and other secrets. */
  secret: 4096,
  /** Descriptions, notes, messages, search terms, values of free-form records. */
  long: 5000,
} as const;

/** 'Must be at most {n} characters', said outright where a schema's own `error` would otherwise answer for the limit too. */
export const tooLong = (n: number) => MESSAGES.textTooLong.replace('{n}', String(n));

/** A required text field whose missing and empty cases both say `message`; at most `max` characters. */
export const requiredString = (message: string, max: number = TEXT_MAX.name) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(TEXT_MAX.email, tooLong(TEXT_MAX.email))
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

/** ISO-8601 date-time as a string on the wire. */
export const isoDate = z.string().max(TEXT_MAX.short);

/** A boolean that also accepts the strings "true"/"false" of query strings and forms. */
export const boolish = z.union([z.boolean(), z.enum(['true', 'false', '']).transform((v) => v === 'true')]);
