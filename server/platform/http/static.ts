import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizePath } from '@domain/shared/locale';
import { API_PREFIX } from '@server/platform/http/api-prefix';
import { sendNotFound } from './errors';

const CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url));

// Files that must be revalidated on each load so a new release is picked up.
const REVALIDATE = new Set(['index.html', 'freigabe.html', 'sw.js', 'manifest.webmanifest']);

/** The public approval page has its own HTML entry (ADR 0038). */
const APPROVAL_PAGE = /^\/(?:de|en)\/freigabe(?:\/|$)/;

const PLACEHOLDER = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Messe-Personal</title></head>
<body><h1>Messe-Personal</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>`;

/** Cache policy by file: Vite's hashed assets forever, everything else revalidated. */
function cacheControl(sentPath: string): string {
  // With precompression the file sent is `x.js.br`; the policy is that of `x.js`.
  const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
  if (!REVALIDATE.has(basename(filePath)) && filePath.includes(`${sep}assets${sep}`)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

/** A browser navigation: GET/HEAD asking for HTML, outside the API, not a file name. */
function isNavigation(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return false;
  // Browsers ask for text/html; curl and similar send */* or nothing.
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * Serves the built PWA from staticDir (when present), the downloads snippet and
 * its files, and the SPA fallback with the same locale rule as the browser.
 * The build writes `.br` and `.gz` beside each text file (scripts/precompress.ts);
 * @fastify/static sends the best one the client accepts, else the file itself.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = join(staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const hasApprovalPage = existsSync(join(staticDir, 'freigabe.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      // The variants are not URLs of their own; they answer for the file they compress.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControl(filePath));
        // Caches must keep the encodings apart: one URL, up to three bodies.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: join(CONTENT_DIR, 'files'),
    prefix: '/downloads/',
    decorateReply: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });

  app.get('/:locale/downloads.php', async (request, reply) => {
    const { locale } = localizePath(request.url);
    const html = await readFile(join(CONTENT_DIR, `downloads.${locale}.html`), 'utf8');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?', 2);
    if (!isNavigation(request, pathname)) return sendNotFound(request, reply);
    const { redirect } = localizePath(pathname);
    if (redirect)
      return reply.redirect(query === undefined ? redirect : `${redirect}?${query}`, 302);
    // sendFile goes through the static plugin: precompressed variants and no-cache.
    if (hasBuild) {
      const page = APPROVAL_PAGE.test(pathname) && hasApprovalPage ? 'freigabe.html' : 'index.html';
      return reply.sendFile(page);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(PLACEHOLDER);
  });
}
