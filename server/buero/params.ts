import type { FastifyRequest } from 'fastify';
import { parseSerialId } from '../../domain/ids';
import { validationMessage } from '../../domain/validation-messages';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/locale';

/** The `:id` of an office path; a malformed one answers 400 in the error shape, never a query. */
export function readIdParam(request: FastifyRequest): number {
  const id = parseSerialId((request.params as { id?: unknown }).id);
  if (id === undefined) {
    throw new HttpError(400, 'bad_request', {
      id: [validationMessage('invalid', requestLocale(request))],
    });
  }
  return id;
}
