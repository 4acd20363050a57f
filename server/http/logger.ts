import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

// Query parameters that carry secrets (reset and step-2 links) are cut from logged URLs.
const SECRET_QUERY = /([?&](?:token|password)=)[^&]*/gi;

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write: (line: string) => void };

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** pino options: no passwords, tokens, cookies or session ids ever reach the log. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'body.password',
        'body.password_confirmation',
        'body.token',
        '*.password',
        '*.password_confirmation',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
