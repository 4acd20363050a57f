import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '@domain/shared/api-error';
import { HttpError } from './http-error';
import { requestLocale } from './locale';
import { WordedRefusal } from './worded-refusal';
import { message, type MessageKey } from './messages';

// PostgreSQL SQLSTATE classes 08 (connection), 53 (resources), 57P (shutdown) and
// node/PGlite errors that mean "the database is not there right now".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const {
      code,
      message: text,
      cause,
    } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(?:08|53|57P)/.test(code))) {
      return true;
    }
    if (
      typeof text === 'string' &&
      /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
        text,
      )
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** Fastify's own 4xx errors (its parsers and limits); routes throw HttpError with their key. */
function clientErrorKey(status: number): MessageKey {
  switch (status) {
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    default:
      return 'bad_request';
  }
}

// What busboy (under @fastify/multipart) throws for a body that is not valid
// multipart: no boundary, a part or the body cut off, a boundary longer than its
// search needle allows (CRLF, `--` and 252 characters; RFC 2046 allows only 70).
// The client's fault, not ours.
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot have a length bigger than 256\.)$/;

/**
 * True for a multipart body the parser could not read (answered 400, logged at
 * info). A part stream that ends early surfaces as a premature close of the
 * file stream, which counts only on a multipart request.
 */
export function isMalformedMultipart(error: unknown, request: FastifyRequest): boolean {
  if (!(error instanceof Error)) return false;
  if (MALFORMED_MULTIPART.test(error.message)) return true;
  const code = (error as { code?: unknown }).code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' &&
    (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')
  );
}

/**
 * The one error handler: every error leaves as JSON `{ message, errors }`.
 * Client faults keep their 4xx; anything else is a 5xx without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
      const locale = requestLocale(request);
      // Refused before the body arrived (a guard in onRequest, a multipart route
      // that checks its token or pair first): close the connection instead of
      // receiving and discarding the rest, which could be megabytes.
      if (request.raw.complete === false) reply.header('Connection', 'close');
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply
          .code(error.statusCode)
          .send(apiError(message(error.messageKey, locale), error.fieldErrors));
      }
      if (error instanceof WordedRefusal) return reply.code(error.status).send(error.body(locale));
      const status =
        typeof error.statusCode === 'number'
          ? error.statusCode
          : isMalformedMultipart(error, request)
            ? 400
            : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, 'client error');
        return reply.code(status).send(apiError(message(clientErrorKey(status), locale)));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('Retry-After', '5');
        return reply.code(503).send(apiError(message('service_unavailable', locale)));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(apiError(message('server_error', locale)));
    },
  );
}

/** JSON 404 in the error shape (used for /app/api and anything that is not a page). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(apiError(message('not_found', requestLocale(request))));
}
