import { ApiError } from '@src/api/client';

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

/**
 * The field errors of a failed request (docs/product/api.md, Errors: `errors` per
 * field), for the given fields; messages for other keys (hidden fields, `_form`)
 * stay in the red alert.
 */
export function failureFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): [F, string][] {
  return error instanceof ApiError ? serverFieldErrors(error.body.errors, fields) : [];
}
