import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '@domain/shared/api-error';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { requireUser } from '@server/platform/common/current-user';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { message } from '@server/platform/http/messages';
import { canonicalJson, MAX_PAYLOAD_DEPTH, nestsDeeperThan, payloadHash } from './request-hash';
import type { KeyBatch } from './key-batch';
import type { KeyScope } from './key-store';
import {
  type KeyedWrite,
  type Outcome,
  runKeyedWrite,
  runKeyedWriteIn,
  runUnkeyedWrite,
} from './keyed-write';
import { idempotencyMessage } from './messages';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotency-Replayed';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed Idempotency-Key (a UUID, surrounding blanks allowed as in the header). */
export function isIdempotencyKey(value: string): boolean {
  return UUID.test(value.trim());
}

/** The request's Idempotency-Key (lower-cased UUID), undefined without one, 400 if malformed. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !isIdempotencyKey(raw)) {
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

/** A keyed write's answer before it is sent: a batch collects one per entry. */
export type KeyedAnswer = { status: number; body: unknown; headers: Record<string, string> };

/** One keyed call, independent of the request that carries it. */
export type KeyedCall = {
  /** The Idempotency-Key (validated), or undefined for a write without one. */
  key: string | undefined;
  locale: Locale;
  /** The key's scope: the user plus method, route pattern and path parameters. */
  scope: () => Omit<KeyScope, 'key'>;
  /**
   * Given: `db` is a transaction the caller owns (a batch, runKeyedWriteIn), and
   * the key's completion is collected here; the caller stores them
   * (KeyBatch.finish) before it commits.
   */
  batch?: KeyBatch;
};

/**
 * Runs a write with Idempotency-Key handling and returns its answer. The
 * request hash is SHA-256 of the canonical `payload` (for uploads, the fields
 * and the file's hash); a payload nested deeper than MAX_PAYLOAD_DEPTH is
 * refused with 422 payload_too_deep. Call it after the parameters and the
 * user's access were checked.
 */
export async function answerKeyedWrite(
  db: Database,
  call: KeyedCall,
  payload: unknown,
  write: KeyedWrite['write'],
): Promise<KeyedAnswer> {
  const { key, locale } = call;
  const job: KeyedWrite = { write, clientOutcome: httpErrorOutcome(locale) };
  if (key === undefined) {
    const outcome = await runUnkeyedWrite(db, job);
    return { ...outcome, headers: {} };
  }
  if (nestsDeeperThan(payload, MAX_PAYLOAD_DEPTH)) {
    // Refused before hashing: the hash walks the payload recursively.
    const body = codedError(idempotencyMessage('payload_too_deep', locale), 'payload_too_deep');
    return { status: 422, body, headers: {} };
  }
  const scope = { ...call.scope(), key };
  const result = call.batch
    ? await runKeyedWriteIn(db, scope, payloadHash(payload), job, call.batch)
    : await runKeyedWrite(db, scope, payloadHash(payload), job);
  switch (result.kind) {
    case 'fresh':
      return { ...result.outcome, headers: {} };
    case 'replay':
      return { ...result.outcome, headers: { [REPLAYED_HEADER]: 'true' } };
    case 'in_progress':
      return {
        status: 409,
        body: codedError(idempotencyMessage('request_in_progress', locale), 'request_in_progress'),
        headers: { 'Retry-After': '1' },
      };
    case 'mismatch':
      return {
        status: 422,
        body: codedError(
          idempotencyMessage('idempotency_mismatch', locale),
          'idempotency_mismatch',
        ),
        headers: {},
      };
  }
}

/**
 * Answers a write route with Idempotency-Key handling (answerKeyedWrite).
 * Scope: the signed-in user plus method, route pattern and path parameters.
 */
export async function sendKeyedWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  write: KeyedWrite['write'],
): Promise<FastifyReply> {
  const call: KeyedCall = {
    key: idempotencyKey(request),
    locale: requestLocale(request),
    scope: () => ({
      userId: requireUser(request).id,
      route: `${request.method} ${request.routeOptions.url ?? ''} ${canonicalJson(request.params)}`,
    }),
  };
  const answer = await answerKeyedWrite(request.server.db, call, payload, write);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}
