import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '@domain/shared/api-error';
import { DEFAULT_LOCALE } from '@domain/shared/locale';
import { requestLocale } from './locale';
import { redactUrl } from './logger';
import { message } from './messages';
import { securityHeaders } from './security-headers';

/**
 * Fastify's `frameworkErrors`: requests it refuses before routing (a bad percent
 * escape such as `/app/api/%ff`, an overlong parameter) run no hooks, so the
 * security headers are set here, and the answer never echoes the URL.
 */
export function frameworkErrorHandler(isProduction: boolean) {
  const headers = { ...securityHeaders(isProduction), 'cache-control': 'no-store' };
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    request.log.info({ code: error.code, url: redactUrl(request.url), status }, 'framework error');
    void reply
      .code(status)
      .headers(headers)
      .send(apiError(message('bad_request', requestLocale(request))));
  };
}

/**
 * Node's `clientError`: requests that never became requests (oversized headers,
 * broken HTTP). Answered on the raw socket in the error shape with the security
 * headers; the request was not parsed, so the default language answers.
 */
export function clientErrorHandler(isProduction: boolean) {
  const headerLines = Object.entries({
    ...securityHeaders(isProduction),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has nobody to answer to.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, key] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ([431, 'Request Header Fields Too Large', 'headers_too_large'] as const)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ([408, 'Request Timeout', 'request_timeout'] as const)
          : ([400, 'Bad Request', 'bad_request'] as const);
    const body = JSON.stringify(apiError(message(key, DEFAULT_LOCALE)));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n${headerLines}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
