import { defineConfig } from '@lingui/cli';

// German is the source language: the spec's texts are German, so the German
// catalog is the reference and English is the translation. No fallbackLocales:
// a missing English text must fail `npm run lint:i18n`, not silently show German.
export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: 'po',
  // Without line numbers a moved line does not make the catalogs stale.
  formatOptions: { lineNumbers: false },
});
