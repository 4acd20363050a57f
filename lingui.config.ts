import { defineConfig } from '@lingui/cli';

// German is the source language: the spec's texts are German, so the German
// catalog is the reference and English is the translation. No fallbackLocales:
// a missing English text must fail `npm run lint:i18n`, not silently show German.
//
// One catalog per part of the app, so a page downloads only the texts it can
// show (ADR 0013): the shell's on every page, a feature's with its first route
// (src/app/catalogs.ts). A file belongs to the catalog of its folder.
const BEWERBUNG_STEP2 = [
  '<rootDir>/src/features/bewerbung/**/*step2*',
  '<rootDir>/src/features/bewerbung/components/size-chart.tsx',
  '<rootDir>/src/features/bewerbung/components/photo-field.tsx',
];

// The document types' names: the staff member's documents and the office's view of them
// both show them; they live in the documents' catalog, which the office loads too (a catalog
// of their own would add its loaders to every page's first chunk).
const DOCUMENT_TYPES = ['<rootDir>/src/ui/document-type-label.ts'];

const catalog = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/locales/{locale}/${name}`,
  include,
  exclude: ['**/node_modules/**', ...exclude],
});

export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en'],
  catalogs: [
    catalog(
      'shell',
      ['<rootDir>/src/app', '<rootDir>/src/ui', '<rootDir>/src/api'],
      DOCUMENT_TYPES,
    ),
    catalog('auth', ['<rootDir>/src/features/auth']),
    catalog('bewerbung', ['<rootDir>/src/features/bewerbung'], BEWERBUNG_STEP2),
    catalog('bewerbung-step2', BEWERBUNG_STEP2),
    catalog('datenschutz', ['<rootDir>/src/features/datenschutz']),
    catalog('stammdaten', ['<rootDir>/src/features/stammdaten']),
    catalog('dokumente', ['<rootDir>/src/features/dokumente', ...DOCUMENT_TYPES]),
    // "Meine Einsätze" sits beside "Meine Messen" and shares its catalog (one route group).
    catalog('messen', ['<rootDir>/src/features/messen', '<rootDir>/src/features/einsaetze']),
    catalog('meine-stunden', ['<rootDir>/src/features/meine-stunden']),
    // The sync engine and its badge come with the time-tracking texts.
    catalog('stundenerfassung', [
      '<rootDir>/src/features/stundenerfassung',
      '<rootDir>/src/offline',
    ]),
    catalog('buero', ['<rootDir>/src/features/buero']),
    // The public approval page has an entry of its own and loads only this catalog (ADR 0038).
    catalog('freigabe', ['<rootDir>/src/freigabe']),
  ],
  format: 'po',
  // Without line numbers a moved line does not make the catalogs stale.
  formatOptions: { lineNumbers: false },
});
