import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const HTML = { accept: 'text/html,application/xhtml+xml' };

let withoutBuild: TestApp;
beforeAll(async () => {
  withoutBuild = await createTestApp();
});
afterAll(() => withoutBuild.close());

describe('pages without a build', () => {
  let t: TestApp;
  beforeAll(() => {
    t = withoutBuild;
  });

  it('redirects an unsupported locale to de and keeps the query string', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/fr/login?next=%2Fmessen',
      headers: HTML,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/login?next=%2Fmessen');
  });

  it('redirects / to /de/ and a path without locale under /de', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/', headers: HTML })).headers.location).toBe(
      '/de/',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/stammdaten', headers: HTML })).headers.location,
    ).toBe('/de/stammdaten');
  });

  it('serves a placeholder page for app routes when the PWA is not built', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/stundenerfassung/1/2',
      headers: HTML,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('npm run build');
  });

  it('serves the downloads snippet per locale as HTML', async () => {
    const de = await t.app.inject({ method: 'GET', url: '/de/downloads.php' });
    expect(de.statusCode).toBe(200);
    expect(de.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(de.body).toContain('<li><a href="/downloads/personalstammblatt.pdf"');
    expect(de.body).toContain('Formulare');
    const en = await t.app.inject({ method: 'GET', url: '/en/downloads.php' });
    expect(en.body).toContain('Forms to download');
    const fallback = await t.app.inject({ method: 'GET', url: '/fr/downloads.php' });
    expect(fallback.body).toBe(de.body);
  });

  it('serves the forms linked from the snippet', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/downloads/personalstammblatt.pdf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a missing file with 404, not the app page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/de/missing.js', headers: HTML });
    expect(response.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/de/login', headers: HTML });
    expect(post.statusCode).toBe(404);
  });
});

describe('pages from a build', () => {
  let t: TestApp;
  let dist: string;
  // Large enough to be precompressed (the build skips files under 1 KB).
  const script = `export const rows = [${'"Messe-Personal", '.repeat(200)}];\n`;
  const page = `<!doctype html><title>Portal</title><div id="root"></div><!--${'x'.repeat(2000)}-->`;
  const approvalPage = `<!doctype html><title>Freigabe</title><div id="root"></div>`;
  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), 'mp-dist-')), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'freigabe.html'), approvalPage);
    writeFileSync(join(dist, 'sw.js'), `self.addEventListener("fetch", () => {});${script}`);
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Messe-Personal"}');
    writeFileSync(join(dist, 'assets', 'index-DkB2x9aQ.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-Q1w2E3r4.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'logo-Zx9Yw8Vu.png'), Buffer.alloc(4096, 7));
    // The same step the Vite build runs (scripts/precompress.ts), on a fixture dir.
    await precompressDir(dist);
    t = await createTestApp({ config: { staticDir: dist }, shareDatabaseWith: withoutBuild });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string, accept?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(accept === undefined ? {} : { accept }),
      },
    });

  it('writes brotli and gzip variants of text files at build time, not of small or binary ones', () => {
    const asset = join(dist, 'assets', 'index-DkB2x9aQ.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-Q1w2E3r4.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'logo-Zx9Yw8Vu.png.br'))).toBe(false);
  });

  it('serves hashed assets brotli-compressed to a browser, immutable for a year', async () => {
    const response = await get('/assets/index-DkB2x9aQ.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves gzip to a client that does not accept brotli', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'gzip, deflate']) {
      const response = await get('/assets/index-DkB2x9aQ.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(script);
    }
  });

  it('serves the file itself when the client accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-DkB2x9aQ.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(script);
    }
  });

  it('serves a file without variants as it is, whatever the client accepts', async () => {
    const response = await get('/assets/tiny-Q1w2E3r4.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1);');
    const png = await get('/assets/logo-Zx9Yw8Vu.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('does not expose the variants as URLs of their own', async () => {
    for (const url of ['/assets/index-DkB2x9aQ.js.br', '/assets/index-DkB2x9aQ.js.gz']) {
      expect((await get(url, 'br, gzip')).statusCode).toBe(404);
    }
  });

  it('revalidates index.html, sw.js and the manifest, compressed or not', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/sw.js', 'br')).headers['content-encoding']).toBe('br');
    const plain = await get('/de/messen/planer', undefined, HTML.accept);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(page);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const compressed = await get('/de/messen/planer', 'gzip, br', HTML.accept);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page);
  });

  it('serves the approval page its own HTML (ADR 0038), with the security headers and no cookie', async () => {
    for (const url of ['/de/freigabe/abc', '/en/freigabe/x%2Fy?z=1', '/de/freigabe']) {
      const response = await get(url, undefined, HTML.accept);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(approvalPage);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Only the approval path: a look-alike under the app stays the app.
    for (const url of ['/de/freigabeliste', '/de/buero/freigabe/1']) {
      expect((await get(url, undefined, HTML.accept)).body, url).toBe(page);
    }
  });

  it('does not serve index.html for API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/api/nothing', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nicht gefunden.', errors: {} });
  });
});
