import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api';
import { useSnackbar } from '../../lib/snackbar';

/** A schema a form can be validated with: its input is the form's values, its output what a submit hands over. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/** A value as a form may hold it before the user chose: a select not picked yet holds '' or null, which the schema refuses. */
type Unchosen<T> = T extends readonly unknown[] ? T : T extends Date ? T | null : T extends object ? { [K in keyof T]: Unchosen<T[K]> } : T | '' | null;

/**
 * The values a form holds for a schema: its input, or a stricter shape of it (a form that holds required what the schema
 * defaults, or shows a value the schema does not read, such as the profile's email), where a choice may still be unmade
 * ('' or null until picked: the schema says 'Field is required' on submit).
 */
type ValuesOf<S extends FormSchema> = FieldValues & Unchosen<z.input<S>>;
/** The values a form holds when nothing says otherwise: the schema's input. */
type InputOf<S extends FormSchema> = FieldValues & z.input<S>;

/** The form `useZodForm` returns: values typed by the schema's input (or `V`), submits typed by its output. */
export type ZodForm<S extends FormSchema, V extends InputOf<S> | ValuesOf<S> = InputOf<S>, C = unknown> = UseFormReturn<V, C, z.output<S>>;

export type ZodFormOptions<S extends FormSchema, V extends InputOf<S> | ValuesOf<S> = InputOf<S>, C = unknown> =
  Omit<UseFormProps<V, C, z.output<S>>, 'resolver' | 'defaultValues'> & { defaultValues?: V };

/**
 * A react-hook-form form validated by a (contract) schema, typed from it: the values are the schema's input (or the
 * type of `defaultValues`, when stricter) and `handleSubmit` hands over its output. The schema may change between
 * renders: the form validates with the latest.
 */
export function useZodForm<S extends FormSchema, V extends InputOf<S> = InputOf<S>, C = unknown>(schema: S, options?: ZodFormOptions<S, V, C>): ZodForm<S, V, C>;
/** A form that holds some choices unmade ('' or null until picked), typed by its `defaultValues`. */
export function useZodForm<S extends FormSchema, V extends ValuesOf<S>, C = unknown>(schema: S, options: ZodFormOptions<S, V, C>): ZodForm<S, V, C>;
export function useZodForm<S extends FormSchema, V extends ValuesOf<S>, C = unknown>(schema: S, options: ZodFormOptions<S, V, C> = {}): ZodForm<S, V, C> {
  // The one cast of the kit: the resolver validates the schema's input, which V is (or narrows, or holds unchosen), so its errors name V's fields.
  const resolver = zodResolver(schema) as unknown as Resolver<V, C, z.output<S>>;
  return useForm<V, C, z.output<S>>({ ...options, defaultValues: options.defaultValues as DefaultValues<V> | undefined, resolver });
}

/**
 * Puts the server's field errors (an ApiError's `details`, each with `path` and `message`) on the form's inputs.
 * Answers true when every error found an input; otherwise the caller shows the message elsewhere.
 */
export function applyServerFieldErrors<V extends FieldValues>(err: unknown, fields: readonly FieldPath<V>[], setError: UseFormSetError<V>): boolean {
  if (!(err instanceof ApiError) || err.errors.length === 0) return false;
  let all = true;
  for (const e of err.errors) {
    const field = fields.find((f) => f === e.path || e.path.startsWith(`${f}.`));
    if (field) setError(field, { type: 'server', message: e.message }, { shouldFocus: true });
    else all = false;
  }
  return all;
}

/**
 * The error path of a form whose mutation says `meta.handlesErrors`: the server's field errors go on these inputs,
 * anything else to the snackbar (`fallback` words it, default the error's own message).
 */
export function useServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: readonly FieldPath<V>[],
  fallback: (err: unknown) => string = errorMessage,
): (err: unknown) => void {
  const notify = useSnackbar();
  return (err: unknown) => {
    if (!applyServerFieldErrors(err, fields, setError)) notify(fallback(err), 'error');
  };
}
