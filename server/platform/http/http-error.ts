import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import type { MessageCatalog } from '@domain/shared/validation-messages';
import type { Locale } from '@domain/shared/locale';
import { fieldErrors } from '@domain/shared/validation';
import { requestLocale } from './locale';
import type { MessageKey } from './messages';

/**
 * An expected failure with a status and a translated message. Routes throw it;
 * the error handler turns it into `{ message, errors }` in the request locale.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

/** Validates a body with a shared domain schema, or throws 422 with per-field texts. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  request: FastifyRequest,
): v.InferOutput<TSchema> {
  return parseValue(schema, request.body, requestLocale(request));
}

/** parseWith for a value that is not the request's body (a write run without its request). */
export function parseValue<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  locale: Locale,
  catalog?: MessageCatalog,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value ?? {});
  if (result.success) return result.output;
  throw new HttpError(422, 'validation_failed', fieldErrors(result.issues, locale, catalog));
}
