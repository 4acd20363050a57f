import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../domain/api-error';
import type { Locale } from '../../domain/locale';
import { requireUser } from '../shared/current-user';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/locale';
import { message } from '../http/messages';
import { canonicalJson, MAX_PAYLOAD_DEPTH, nestsDeeperThan, payloadHash } from './request-hash';
import { type KeyedWrite, type Outcome, runKeyedWrite, runUnkeyedWrite } from './keyed-write';
import { idempotencyMessage } from './messages';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotency-Replayed';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's Idempotency-Key (lower-cased UUID), undefined without one, 400 if malformed. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !UUID.test(raw.trim())) {
    const locale = requestLocale(request);
    throw new HttpError(400, 'bad_request', {
      'Idempotency-Key': [idempotencyMessage('idempotency_key_invalid', locale)],
    });
  }
  return raw.trim().toLowerCase();
}

/** The error shape plus the machine-readable code the sync engine acts on. */
export function codedError(text: string, code: string, errors: Record<string, string[]> = {}) {
  return { ...apiError(text, errors), code };
}

/** A 4xx HttpError of the write as a final outcome in the error shape (in the request locale). */
export function httpErrorOutcome(locale: Locale) {
  return (error: unknown): Outcome | null => {
    if (!(error instanceof HttpError) || error.statusCode < 400 || error.statusCode >= 500) {
      return null;
    }
    return {
      status: error.statusCode,
      body: apiError(message(error.messageKey, locale), error.fieldErrors),
    };
  };
}

/**
 * Answers a write route with Idempotency-Key handling. Scope: the signed-in
 * user plus method, route pattern and path parameters; the request hash is
 * SHA-256 of the canonical `payload` (for uploads, the fields and the file's
 * hash); a payload nested deeper than MAX_PAYLOAD_DEPTH is refused with 422
 * payload_too_deep. Call it after the route checked its parameters and the
 * user's access.
 */
export async function sendKeyedWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  write: KeyedWrite['write'],
): Promise<FastifyReply> {
  const locale = requestLocale(request);
  const job: KeyedWrite = { write, clientOutcome: httpErrorOutcome(locale) };
  const key = idempotencyKey(request);
  if (key === undefined) {
    const outcome = await runUnkeyedWrite(request.server.db, job);
    return reply.code(outcome.status).send(outcome.body);
  }
  if (nestsDeeperThan(payload, MAX_PAYLOAD_DEPTH)) {
    // Refused before hashing: the hash walks the payload recursively.
    return reply
      .code(422)
      .send(codedError(idempotencyMessage('payload_too_deep', locale), 'payload_too_deep'));
  }
  const scope = {
    userId: requireUser(request).id,
    route: `${request.method} ${request.routeOptions.url ?? ''} ${canonicalJson(request.params)}`,
    key,
  };
  const result = await runKeyedWrite(request.server.db, scope, payloadHash(payload), job);
  switch (result.kind) {
    case 'fresh':
      return reply.code(result.outcome.status).send(result.outcome.body);
    case 'replay':
      reply.header(REPLAYED_HEADER, 'true');
      return reply.code(result.outcome.status).send(result.outcome.body);
    case 'in_progress':
      reply.header('Retry-After', '1');
      return reply
        .code(409)
        .send(codedError(idempotencyMessage('request_in_progress', locale), 'request_in_progress'));
    case 'mismatch':
      return reply
        .code(422)
        .send(
          codedError(idempotencyMessage('idempotency_mismatch', locale), 'idempotency_mismatch'),
        );
  }
}
