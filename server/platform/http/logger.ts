import type { FastifyServerOptions } from 'fastify';
import type { Config } from '@server/platform/config/config';
import { serializeError } from './error-serializer';

// Query parameters whose values never reach the log: secrets of reset and step-2
// links, and the e-mail address those links carry.
const SECRET_PARAMS = new Set(['token', 'password', 'password_confirmation', 'email']);
const REDACTED = '[redacted]';

/** Percent-decodes until stable (a double-encoded name must not slip through); never throws. */
function decodeFully(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current.replace(/\+/g, ' '));
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

const holdsEmail = (text: string) => decodeFully(text).includes('@');

/**
 * A path segment that is, or carries, a secret: a long random token (the
 * calendar feed's address, /app/api/kalender/<token>.ics, also when mistyped
 * without .ics) or anything ending in .ics. Ids in paths are short numbers.
 */
const TOKEN_SEGMENT = /^[\w-]{32,}$/u;
const holdsSecret = (segment: string) => {
  const text = decodeFully(segment);
  return text.includes('@') || TOKEN_SEGMENT.test(text) || text.toLowerCase().endsWith('.ics');
};

/**
 * The URL as it may be logged. Decides by the parsed query, not by its text:
 * `%74oken=`, `TOKEN=`, `&amp;token=` (split at `;` too) all name the token;
 * any value or path segment that holds an e-mail address is cut as well, and
 * so is a path segment that holds a token.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at))
    .split('/')
    .map((segment) => (holdsSecret(segment) ? REDACTED : segment))
    .join('/');
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const eq = part.indexOf('=');
      if (eq === -1) return holdsEmail(part) ? REDACTED : part;
      const name = decodeFully(part.slice(0, eq)).trim().toLowerCase();
      const value = part.slice(eq + 1);
      const secret = SECRET_PARAMS.has(name) || holdsEmail(value);
      return `${part.slice(0, eq)}=${secret ? REDACTED : value}`;
    })
    .join('');
  return `${path}?${query}`;
}

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write: (line: string) => void };

/**
 * pino options: no passwords, tokens, cookies or session ids ever reach the log,
 * nor the values of a failed database query.
 */
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
      // Replaces Fastify's default (pino's), which logs an ORM error's SQL and parameters.
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
