import type { FastifyReply, FastifyRequest } from 'fastify';
import { bueroMessenMessages } from '@domain/buero/messen-contract';
import { parseSerialId } from '@domain/shared/ids';
import { validationMessage } from '@domain/shared/validation-messages';
import type * as v from 'valibot';
import { HttpError, parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { OfficeRefusal } from '../writes';
import type { PairIds } from './pair-reads';

/** `:id` and `:customerId` of a pair's path; a malformed one answers 400, never a query. */
export function readPairParams(request: FastifyRequest): PairIds {
  const params = request.params as { id?: unknown; customerId?: unknown };
  const messeId = parseSerialId(params.id);
  const customerId = parseSerialId(params.customerId);
  if (messeId === undefined || customerId === undefined) {
    const invalid = [validationMessage('invalid', requestLocale(request))];
    throw new HttpError(400, 'bad_request', {
      ...(messeId === undefined ? { id: invalid } : {}),
      ...(customerId === undefined ? { customerId: invalid } : {}),
    });
  }
  return { messeId, customerId };
}

/** A body or query through a contract schema, with this area's field texts (422). */
export function parseOffice<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  request: FastifyRequest,
): v.InferOutput<TSchema> {
  return parseValue(schema, value, requestLocale(request), bueroMessenMessages);
}

/** Runs a write; a refusal answers its 409 or 422 in the error shape with its code. */
export async function refusable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof OfficeRefusal) {
      return reply.code(error.status).send(error.body(requestLocale(request)));
    }
    throw error;
  }
}

export function notFound(): never {
  throw new HttpError(404, 'not_found');
}
