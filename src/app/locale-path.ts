import type { Locale } from '@domain/shared/locale';

/**
 * The same page in another language: swaps the first path segment and keeps the
 * rest of the path, the query and the hash (`/de/password/reset?token=x` →
 * `/en/password/reset?token=x`).
 */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
): string {
  const segments = location.pathname.split('/');
  // segments[0] is the empty string before the leading slash.
  const rest = segments.length > 2 ? segments.slice(2).join('/') : '';
  return `/${locale}/${rest}${location.search ?? ''}${location.hash ?? ''}`;
}
