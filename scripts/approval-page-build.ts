import { resolve } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { IMPORT_ALIASES } from '../aliases.config';

/** Where the approval page's files land in dist/: its HTML at the root, its code apart. */
export const APPROVAL_PAGE_HTML = 'freigabe.html';
export const APPROVAL_PAGE_ASSETS = 'assets/freigabe';
/** The page's addresses (server/platform/http/static.ts answers the same). */
const APPROVAL_PATH = /^\/(?:de|en)\/freigabe(?:[/?]|$)/;

/**
 * Vite plugin: builds the public approval page (freigabe.html, src/freigabe)
 * as a graph of its own into the same dist/, after the app's bundle is written
 * (docs/decisions/0038-approval-page-entry.md). A second input of the app's
 * build would share React and Lingui with the app's entry in a common chunk:
 * the log-in page would load two chunks instead of one (+1.4 KB gzip on
 * /de/login, past its budget). Apart, the page carries its own copy of React
 * (~60 KB gzip) and nothing of the router, the query cache or react-aria.
 * Runs before the precompression (closeBundle, order 'post'); the service
 * worker does not precache it (vite.config.ts, globIgnores).
 */
export function approvalPage(): Plugin[] {
  let root = '';
  let outDir = '';
  const devServer: Plugin = {
    name: 'messe:approval-page-dev',
    apply: 'serve',
    // `npm run dev`: the approval addresses get the page's HTML, as the server sends it.
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && APPROVAL_PATH.test(request.url)) request.url = `/${APPROVAL_PAGE_HTML}`;
        next();
      });
    },
  };
  const builder: Plugin = {
    name: 'messe:approval-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { alias: IMPORT_ALIASES },
          plugins: [
            react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
            lingui({ failOnCompileError: true }),
          ],
          build: {
            outDir,
            emptyOutDir: false,
            manifest: false,
            target: 'es2022',
            modulePreload: { polyfill: false },
            minify: 'terser',
            terserOptions: { compress: { passes: 2 } },
            rollupOptions: {
              input: resolve(root, APPROVAL_PAGE_HTML),
              output: {
                entryFileNames: `${APPROVAL_PAGE_ASSETS}/[name]-[hash].js`,
                chunkFileNames: `${APPROVAL_PAGE_ASSETS}/[name]-[hash].js`,
                assetFileNames: `${APPROVAL_PAGE_ASSETS}/[name]-[hash][extname]`,
              },
            },
          },
        });
      },
    },
  };
  return [devServer, builder];
}
