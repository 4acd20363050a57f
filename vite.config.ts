import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { IMPORT_ALIASES } from './aliases.config';
import {
  APPROVAL_PAGE_ASSETS,
  APPROVAL_PAGE_HTML,
  approvalPage,
} from './scripts/approval-page-build';
import { precompress } from './scripts/precompress';

const apiServer = 'http://localhost:3000';

/**
 * domain/ modules only the lazily loaded areas use (see manualChunks below). Not
 * the working-time rules: they use the date library (domain/shared/times/shift-time.ts), and a
 * manual chunk depending on it moves the library's core out of the chunk the
 * application form loads anyway into one more request (+0.2 KB on /de/bewerbung).
 * Only time tracking loads them, so they stay in its chunk.
 */
const AREA_RULES =
  /\/domain\/shared\/(?:times\/(?:fair-days|time|signed-content)|ids|federal-states|public-holidays)\.ts$/;

/** Small shared modules with a chunk of their own (see manualChunks below). */
const OWN_CHUNKS: Record<string, string> = {
  '/domain/shared/bookings.ts': 'booking-rules',
  '/domain/shared/date-format.ts': 'date-format',
  '/domain/shared/locale.ts': 'locale',
};

/**
 * react-router 7's package exports name only its development build, so every
 * production bundle ships its dev warnings (ENABLE_DEV_WARNINGS) and their
 * strings: remix-run/react-router#12532, #14102. The build takes the production
 * build published beside it; dev and tests keep the warnings.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      ...IMPORT_ALIASES,
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  plugins: [
    // react-aria ships its strings for 34 locales; the portal speaks de and en
    // (en-GB falls back to en-US strings): ~7 KB gzip less on every react-aria page.
    { ...optimizeLocales.vite({ locales: ['de-DE', 'en-US'] }), enforce: 'pre' },
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // Compiles src/locales/*/*.po on import, so each catalog loads lazily per locale.
    lingui({ failOnCompileError: true }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered from src/app/update-prompt.tsx: an injected inline script would break the CSP.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // The public approval page is online only and not the staff's app (ADR 0038).
        globIgnores: [APPROVAL_PAGE_HTML, `${APPROVAL_PAGE_ASSETS}/**`],
      },
      manifest: {
        name: 'Messe-Personal Portal',
        short_name: 'Messe-Personal',
        description: 'Portal für Messe- und Eventpersonal',
        lang: 'de',
        start_url: '/de/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b4f6c',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    // The approval page's own build into dist/ (ADR 0038), before the precompression.
    approvalPage(),
    // .br and .gz beside every text file of dist/, served by server/platform/http/static.ts.
    precompress(),
  ],
  build: {
    // The benchmark reads dist/.vite/manifest.json to sum the first-load bytes of /de/login.
    manifest: true,
    target: 'es2022',
    // Every browser of the target preloads modules itself; the polyfill cost 0.5 KB gzip on each first load.
    modulePreload: { polyfill: false },
    // terser packs ~3% tighter than esbuild: 4 KB gzip on /de/bewerbung (ADR 0013).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      // Folds chunks under 20 KB into the chunks that load with them (none runs
      // code on import): /de/bewerbung came in 18 requests, each gzipped alone.
      output: {
        experimentalMinChunkSize: 20_000,
        // Rules that only lazily loaded areas (time tracking, the office) share: their own
        // chunk, or the folding above puts them into a chunk the first load fetches (the
        // entry, or the date library's chunk the application form loads; bench /de/bewerbung).
        // The booking limits: "Meine Einsätze" (no valibot on its first load) and the valibot
        // schemas share them; folded, they landed in the entry (+0.3 KB on /de/login).
        // The date formats: most screens share them, folded into the entry that /de/login
        // loads without showing a date (-0.2 KB there, -0.3 KB on /de/bewerbung); the
        // locale rules they import need their own chunk, or the date formats' chunk takes
        // them along and the entry imports it.
        manualChunks: (id) =>
          AREA_RULES.test(id)
            ? 'area-rules'
            : (Object.entries(OWN_CHUNKS).find(([file]) => id.endsWith(file))?.[1] ?? undefined),
      },
    },
  },
  server: {
    proxy: {
      '/app/api': apiServer,
      '^/(de|en)/downloads\\.php': apiServer,
    },
  },
}));
