import { z } from 'zod';
import { MESSAGES } from './messages';
import { EMAIL_PATTERN } from './rules';

/** A required text field whose missing and empty cases both say `message`. */
export const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

/** ISO-8601 date-time as a string on the wire. */
export const isoDate = z.string();

/** A boolean that also accepts the strings "true"/"false" of query strings and forms. */
export const boolish = z.union([z.boolean(), z.enum(['true', 'false', '']).transform((v) => v === 'true')]);
