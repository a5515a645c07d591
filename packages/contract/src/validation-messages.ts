import { z } from 'zod';
import { MESSAGES } from './messages';

/** The part of a zod issue the plain texts are made from (zod's own issue types, loosely read). */
interface IssueLike {
  code?: string;
  input?: unknown;
  path?: PropertyKey[];
  expected?: string;
  values?: readonly unknown[];
  origin?: string;
  maximum?: number | bigint | Date;
  minimum?: number | bigint | Date;
  inclusive?: boolean;
  format?: string;
  divisor?: number | bigint;
  keys?: string[];
}

const fill = (text: string, values: Record<string, string | number | bigint>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const TYPE_TEXT: Record<string, string> = {
  string: MESSAGES.mustBeText,
  number: MESSAGES.mustBeNumber,
  int: MESSAGES.mustBeWholeNumber,
  bigint: MESSAGES.mustBeWholeNumber,
  boolean: MESSAGES.mustBeTrueOrFalse,
  array: MESSAGES.mustBeList,
  tuple: MESSAGES.mustBeList,
  set: MESSAGES.mustBeList,
  object: MESSAGES.mustBeObject,
  record: MESSAGES.mustBeObject,
  map: MESSAGES.mustBeObject,
  date: MESSAGES.mustBeDate,
};

const FORMAT_TEXT: Record<string, string> = {
  email: MESSAGES.mustBeEmail,
  url: MESSAGES.mustBeUrl,
  uuid: MESSAGES.mustBeId,
  guid: MESSAGES.mustBeId,
  cuid: MESSAGES.mustBeId,
  cuid2: MESSAGES.mustBeId,
  ulid: MESSAGES.mustBeId,
  nanoid: MESSAGES.mustBeId,
  datetime: MESSAGES.mustBeDate,
  date: MESSAGES.mustBeDate,
};

const show = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

function sizeText(iss: IssueLike, big: boolean): string {
  const limit = big ? iss.maximum : iss.minimum;
  const n = show(limit);
  switch (iss.origin) {
    case 'string':
      if (!big && limit === 1) return MESSAGES.fieldRequired;
      return fill(big ? MESSAGES.textTooLong : MESSAGES.textTooShort, { n });
    case 'array':
    case 'set':
      return fill(big ? MESSAGES.tooManyItems : MESSAGES.tooFewItems, { n });
    default:
      if (iss.inclusive === false) return fill(big ? MESSAGES.mustBeLessThan : MESSAGES.mustBeMoreThan, { n });
      return fill(big ? MESSAGES.mustBeAtMost : MESSAGES.mustBeAtLeast, { n });
  }
}

/**
 * The plain sentence for a validation problem that its schema gives no message of its own:
 * a missing value is 'Field is required', a value outside a choice lists the choices, limits are named,
 * a wrong type says what is expected. Answers undefined for anything else (zod's own text then).
 */
export function plainIssueMessage(iss: IssueLike): string | undefined {
  const missing = iss.input === undefined || iss.input === null;
  const atRoot = !iss.path || iss.path.length === 0;
  switch (iss.code) {
    case 'invalid_type':
      if (missing) return atRoot && iss.expected === 'object' ? MESSAGES.bodyRequired : MESSAGES.fieldRequired;
      return TYPE_TEXT[iss.expected ?? ''] ?? MESSAGES.valueInvalid;
    case 'invalid_value': {
      if (missing) return MESSAGES.fieldRequired;
      const values = (iss.values ?? []).map(show);
      return values.length === 1 ? fill(MESSAGES.mustBeValue, { value: values[0]! }) : fill(MESSAGES.chooseOneOf, { options: values.join(', ') });
    }
    case 'invalid_union':
      return missing ? MESSAGES.fieldRequired : MESSAGES.valueInvalid;
    case 'too_big':
      return sizeText(iss, true);
    case 'too_small':
      return sizeText(iss, false);
    case 'invalid_format':
      return FORMAT_TEXT[iss.format ?? ''] ?? MESSAGES.formatInvalid;
    case 'not_multiple_of':
      return fill(MESSAGES.mustBeMultipleOf, { n: show(iss.divisor) });
    case 'unrecognized_keys':
      return fill(MESSAGES.unknownFields, { fields: (iss.keys ?? []).join(', ') });
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return MESSAGES.valueInvalid;
    default:
      return undefined;
  }
}

/**
 * Installs the plain texts as zod's global error map, so the server's 400s and the forms speak the same plain words.
 * Messages a schema sets itself (`z.string({ error })`, `.min(1, message)`, `.refine(fn, message)`) still win.
 * The contract's entry point calls it once; server and web both load the contract through it.
 */
export function installPlainValidationMessages(): void {
  z.config({ customError: (iss) => plainIssueMessage(iss as IssueLike) });
}
