import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale, DEFAULT_LOCALE } from '@domain/shared/locale';

/**
 * The language of an answer: the body's `locale` field (the portal's clients send
 * it; docs/product/api.md, Errors), else `?locale=`, else the first supported
 * Accept-Language, else de.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'locale' in body && isLocale(body.locale)) {
    return body.locale;
  }
  const query = request.query;
  if (typeof query === 'object' && query !== null && 'locale' in query && isLocale(query.locale)) {
    return query.locale;
  }
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',').slice(0, 10)) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if (isLocale(tag)) return tag;
    }
  }
  return DEFAULT_LOCALE;
}
