import { describe, expect, it } from 'vitest';
import { switchLocalePath } from '@src/app/locale-path';

describe('switchLocalePath (language switch)', () => {
  it('swaps the first segment and keeps the rest of the path', () => {
    expect(switchLocalePath({ pathname: '/de/messen/planer' }, 'en')).toBe('/en/messen/planer');
    expect(switchLocalePath({ pathname: '/en/login' }, 'de')).toBe('/de/login');
  });

  it('keeps the query and the hash', () => {
    const location = {
      pathname: '/de/password/reset',
      search: '?email=a%40b.de&token=x',
      hash: '#f',
    };
    expect(switchLocalePath(location, 'en')).toBe('/en/password/reset?email=a%40b.de&token=x#f');
  });

  it('handles the home screen with and without a trailing slash', () => {
    expect(switchLocalePath({ pathname: '/de' }, 'en')).toBe('/en/');
    expect(switchLocalePath({ pathname: '/de/' }, 'en')).toBe('/en/');
  });
});
