import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPath } from '@domain/auth/return-path';

describe('returnPath', () => {
  it('takes the portal paths under /de and /en, with their query', () => {
    for (const path of ['/de', '/en/einsaetze', '/de/einsaetze?x=1', '/en/buero/messen/4#k']) {
      expect(returnPath(path)).toBe(path);
    }
  });

  it('refuses everything that could lead elsewhere or is not a portal path', () => {
    for (const value of [
      null,
      '',
      '//evil.example/de',
      'https://evil.example/de',
      '/\\evil.example',
      '/de\\@evil.example',
      '/dex',
      '/fr/einsaetze',
      'de/einsaetze',
      '/de/\u0000x',
      '/de/\nLocation: x',
      '/de/ x',
      `/de/${'a'.repeat(600)}`,
      'javascript:alert(1)',
    ]) {
      expect(returnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('answers quickly and only with what it was given, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (value) => {
        const started = performance.now();
        const result = returnPath(value);
        expect(performance.now() - started).toBeLessThan(50);
        expect(result === null || (result === value && /^\/(?:de|en)/.test(result))).toBe(true);
      }),
    );
  });
});
