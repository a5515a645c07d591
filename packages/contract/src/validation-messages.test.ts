import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, requiredString } from './index';

/** The message of each failing path, as the server's 400 and a form's inline errors show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('plain validation messages (installed by the contract entry point)', () => {
  it('calls a missing or null value required', () => {
    const schema = z.object({ name: z.string(), count: z.number(), kind: z.enum(['A', 'B']), flag: z.boolean(), either: z.union([z.string(), z.number()]) });
    expect(messages(schema, {})).toEqual({
      name: MESSAGES.fieldRequired, count: MESSAGES.fieldRequired, kind: MESSAGES.fieldRequired, flag: MESSAGES.fieldRequired, either: MESSAGES.fieldRequired,
    });
    expect(messages(schema, { name: null, count: null, kind: null, flag: null, either: null })).toMatchObject({ name: MESSAGES.fieldRequired, kind: MESSAGES.fieldRequired });
  });

  it('says a missing body plainly', () => {
    expect(messages(z.object({ name: z.string() }), null)).toEqual({ '': 'The request has no body.' });
    expect(messages(z.object({ name: z.string() }), undefined)).toEqual({ '': 'The request has no body.' });
  });

  it('lists the choices of an enumeration', () => {
    expect(messages(z.object({ kind: z.enum(['FIVE9', 'RING', 'NICE']) }), { kind: 'OTHER' })).toEqual({ kind: 'Choose one of: FIVE9, RING, NICE' });
    expect(messages(z.object({ kind: z.literal('yes') }), { kind: 'no' })).toEqual({ kind: 'Must be yes' });
  });

  it('names the limits of numbers, text and lists', () => {
    const schema = z.object({
      max: z.number().max(50), min: z.number().min(1), positive: z.number().positive(), below: z.number().lt(10),
      long: z.string().max(3), short: z.string().min(5), empty: z.string().min(1), many: z.array(z.string()).max(2), few: z.array(z.string()).min(1),
    });
    expect(messages(schema, { max: 51, min: 0, positive: 0, below: 10, long: 'abcd', short: 'ab', empty: '', many: ['a', 'b', 'c'], few: [] })).toEqual({
      max: 'Must be at most 50', min: 'Must be at least 1', positive: 'Must be more than 0', below: 'Must be less than 10',
      long: 'Must be at most 3 characters', short: 'Must be at least 5 characters', empty: MESSAGES.fieldRequired,
      many: 'Choose at most 2', few: 'Choose at least 1',
    });
  });

  it('says in a plain sentence what type was expected', () => {
    const schema = z.object({
      text: z.string(), number: z.number(), whole: z.number().int(), coerced: z.coerce.number(), flag: z.boolean(), list: z.array(z.string()), group: z.object({ a: z.string() }),
    });
    expect(messages(schema, { text: 5, number: 'five', whole: 1.5, coerced: 'abc', flag: 'yes', list: 'a', group: 'g' })).toEqual({
      text: 'Must be text', number: 'Must be a number', whole: 'Must be a whole number', coerced: 'Must be a number', flag: 'Must be true or false',
      list: 'Must be a list', group: 'Must be a group of fields',
    });
  });

  it('explains formats, unions, unknown keys and failed refinements', () => {
    const schema = z.object({
      email: z.email(), url: z.url(), id: z.uuid(), code: z.string().regex(/^\d+$/), either: z.union([z.string(), z.number()]),
      check: z.string().refine((v) => v === 'ok'), step: z.number().multipleOf(5),
    }).strict();
    expect(messages(schema, { email: 'x', url: 'nope', id: '123', code: 'abc', either: true, check: 'no', step: 7, extra: 1 })).toEqual({
      email: 'Must be a valid email address', url: 'Must be a valid web address', id: 'Must be a valid ID', code: 'This value is not in the expected format',
      either: 'This value is not valid', check: 'This value is not valid', step: 'Must be a multiple of 5', '': 'Unknown field: extra',
    });
  });

  it('keeps the messages schemas set themselves', () => {
    const schema = z.object({
      name: requiredString(MESSAGES.nameRequired),
      kind: z.enum(['A', 'B'], { error: MESSAGES.countryRequired }),
      size: z.number().max(3, 'Three at most'),
      check: z.string().refine((v) => v === 'ok', 'Say ok'),
    });
    expect(messages(schema, { kind: 'C', size: 4, check: 'no' })).toEqual({
      name: MESSAGES.nameRequired, kind: MESSAGES.countryRequired, size: 'Three at most', check: 'Say ok',
    });
    expect(messages(schema, { name: '   ', kind: 'A', size: 1, check: 'ok' })).toEqual({ name: MESSAGES.nameRequired });
  });

  it('never leaks zod’s default wording', () => {
    const schema = z.object({ a: z.number().max(50), b: z.enum(['X', 'Y']), c: z.string(), d: z.object({ e: z.boolean() }) });
    for (const input of [null, {}, { a: 99, b: 'Z', c: 1, d: null }, { a: 'x', b: 1, c: [], d: { e: 'x' } }]) {
      const result = schema.safeParse(input);
      for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/Invalid input|Invalid option|Too big|Too small|expected|received/);
    }
  });
});
