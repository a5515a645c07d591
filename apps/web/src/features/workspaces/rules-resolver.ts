import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldError } from '@trueline/contract';

/**
 * A react-hook-form resolver from a contract schema plus the rules the schema cannot see (what depends on
 * the saved connection). The form's values are turned into the request body first; the first message per
 * field wins, schema messages before rule messages, and a valid form hands the parsed body to the submit.
 */
export function rulesResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  rules: (values: V) => FieldError[],
): Resolver<V, unknown, z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    const issues: FieldError[] = [
      ...(parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))),
      ...rules(values),
    ];
    if (parsed.success && issues.length === 0) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) errors[issue.path] ??= { type: 'validate', message: issue.message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
