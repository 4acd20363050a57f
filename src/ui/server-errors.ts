import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';

/** The server's per-field messages that belong to one of the form's fields (first message each). */
export function serverFieldErrors<F extends string>(
  errors: Record<string, readonly string[]>,
  fields: readonly F[],
): [F, string][] {
  const result: [F, string][] = [];
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) result.push([field, message]);
  }
  return result;
}

/** Attaches the field errors of a failed request to the form's fields (spec: errors per field). */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of serverFieldErrors(error.body.errors, fields)) {
    setError(field, { type: 'server', message });
  }
}
