import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api';

/**
 * Puts the server's field errors on the form's inputs. Answers true when every error found an input;
 * otherwise the caller shows the message in the snackbar.
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
