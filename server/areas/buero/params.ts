import type { FastifyRequest } from 'fastify';
import { parseSerialId } from '@domain/shared/ids';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';

/**
 * An id of an office path (`:id` unless named); a malformed one answers 400 in
 * the error shape, never a query.
 */
export function readIdParam(request: FastifyRequest, name = 'id'): number {
  const id = parseSerialId((request.params as Record<string, unknown>)[name]);
  if (id === undefined) {
    throw new HttpError(400, 'bad_request', {
      [name]: [validationMessage('invalid', requestLocale(request))],
    });
  }
  return id;
}
