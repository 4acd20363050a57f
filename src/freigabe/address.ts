import { type Locale, resolveLocale } from '@domain/shared/locale';

/** The approval page's address: `/{locale}/freigabe/{token}` (the server serves it only so). */
export function approvalAddress(pathname: string): { locale: Locale; token: string } {
  const [, locale, , token = ''] = pathname.split('/');
  let decoded = '';
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // A broken escape is a token nobody sent: the neutral page, like any unknown one.
  }
  return { locale: resolveLocale(locale), token: decoded };
}

/** The same page in another language: only the locale segment changes. */
export function approvalPath(locale: Locale, token: string): string {
  return `/${locale}/freigabe/${encodeURIComponent(token)}`;
}
