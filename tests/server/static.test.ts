import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

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
  beforeAll(async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'mp-dist-')), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Messe-Personal"}');
    writeFileSync(join(dist, 'assets', 'index-DkB2x9aQ.js'), 'console.log(1);');
    t = await createTestApp({ config: { staticDir: dist }, shareDatabaseWith: withoutBuild });
  });
  afterAll(() => t.close());

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-DkB2x9aQ.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, sw.js and the manifest', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const page = await t.app.inject({ method: 'GET', url: '/de/messen/planer', headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve index.html for API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/api/nothing', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nicht gefunden.', errors: {} });
  });
});
