/** The JSON body of every error answer of the API (docs/product/api.md, Errors). */
export type ApiErrorBody = {
  message: string;
  errors: Record<string, string[]>;
};

/** Builds the error body, with an empty field map unless one is given. */
export function apiError(message: string, errors: Record<string, string[]> = {}): ApiErrorBody {
  return { message, errors };
}

/** True when an unknown JSON value has the API's error shape. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.message === 'string' &&
    typeof candidate.errors === 'object' &&
    candidate.errors !== null
  );
}
