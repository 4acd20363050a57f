import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // react-aria ships its strings for 34 locales; the portal speaks de and en
    // (en-GB falls back to en-US strings): ~7 KB gzip less on every react-aria page.
    { ...optimizeLocales.vite({ locales: ['de-DE', 'en-US'] }), enforce: 'pre' },
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // Compiles src/locales/*/messages.po on import, so catalogs load lazily per locale.
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
    // .br and .gz beside every text file of dist/, served by server/http/static.ts.
    precompress(),
  ],
  build: {
    // The benchmark reads dist/.vite/manifest.json to sum the first-load bytes of /de/login.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/app/api': apiServer,
      '^/(de|en)/downloads\\.php': apiServer,
    },
  },
});
