/** Locales the portal speaks; the first is the default. */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/** True when the value is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale for any input; unknown values fall back to the default. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

// A first path segment that looks like a language tag ("fr", "en-US") is taken
// as a (possibly unsupported) locale and replaced; anything else gets a prefix.
const LOCALE_LIKE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * Where a browser path belongs: the locale it names, and the path to redirect to
 * when it does not start with a supported locale (`/fr/login` → `/de/login`,
 * `/stammdaten` → `/de/stammdaten`). `redirect` is null when the path is fine.
 */
export function localizePath(pathname: string): { locale: Locale; redirect: string | null } {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (isLocale(first)) return { locale: first, redirect: null };
  const rest = LOCALE_LIKE_SEGMENT.test(first) ? segments.slice(2) : segments.slice(1);
  const tail = rest.join('/');
  return { locale: DEFAULT_LOCALE, redirect: `/${DEFAULT_LOCALE}/${tail}` };
}

/**
 * BCP 47 tag used for formatting dates and numbers in a locale: de, else en-GB
 * (docs/product/README.md, Languages and addresses).
 */
export function formattingTag(locale: Locale): string {
  return locale === 'de' ? 'de-DE' : 'en-GB';
}
