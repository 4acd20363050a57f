import { describe, expect, it } from 'vitest';
import { localizePath, resolveLocale } from '@domain/shared/locale';

describe('localizePath', () => {
  it('keeps paths under a supported locale', () => {
    expect(localizePath('/en/login')).toEqual({ locale: 'en', redirect: null });
    expect(localizePath('/de/')).toEqual({ locale: 'de', redirect: null });
  });

  it('replaces an unsupported locale with de', () => {
    expect(localizePath('/fr/login').redirect).toBe('/de/login');
    expect(localizePath('/en-US/messen/planer').redirect).toBe('/de/messen/planer');
  });

  it('prefixes paths without a locale', () => {
    expect(localizePath('/stammdaten').redirect).toBe('/de/stammdaten');
    expect(localizePath('/').redirect).toBe('/de/');
  });
});

describe('resolveLocale', () => {
  it('falls back to de for anything unknown', () => {
    expect(resolveLocale('en')).toBe('en');
    expect(resolveLocale('fr')).toBe('de');
    expect(resolveLocale(undefined)).toBe('de');
  });
});
