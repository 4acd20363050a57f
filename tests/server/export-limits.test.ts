import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { BUERO, send } from './buero-messen-fixtures';
import { createPdfScene, readPdf, unzip } from './buero-timesheet-pdf-fixtures';

/*
 * ADR 0034: exports are laid out on worker threads and bounded per instance
 * (EXPORTS_MAX_CONCURRENT); one more answers 429 with Retry-After in the API's
 * error shape, and a failing worker answers a clean 500.
 */

const worker = (name: string) => new URL(`../support/render-workers/${name}.ts`, import.meta.url);

describe('the bound on exports at once', () => {
  let t: TestApp;
  let office: string;
  let urls: { pdf: string; zip: string; payroll: string };

  beforeAll(async () => {
    t = await createTestApp({
      env: { EXPORTS_MAX_CONCURRENT: '1' },
      exportWorker: worker('slow'),
    });
    ({ cookie: office } = await createOfficeUser(t.db));
    const { pair } = await createPdfScene(t);
    const fair = `${BUERO}/messen/${String(pair.messeId)}`;
    urls = {
      pdf: `${fair}/kunden/${String(pair.customerId)}/pdf`,
      zip: `${fair}/stundenzettel.zip`,
      payroll: `${BUERO}/abrechnung/export?format=csv&month=2026-11&unsigned=true`,
    };
  }, 60_000);
  afterAll(() => t.close());

  it('answers 429 with Retry-After in words while the one slot is taken, and frees it after', async () => {
    const running = send(t.app, 'GET', urls.zip, office);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [url, lang] of [
      [urls.pdf, 'de'],
      [urls.payroll, 'en'],
    ] as const) {
      const refused = await t.app.inject({
        url,
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: office, 'accept-language': lang },
      });
      expect(refused.statusCode, refused.body).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const body = refused.json<unknown>();
      expect(isApiErrorBody(body)).toBe(true);
      expect(body).toEqual({
        message:
          lang === 'de'
            ? 'Gerade laufen zu viele Exporte gleichzeitig.'
            : 'Too many exports are running at once.',
        errors: {},
      });
    }
    const zip = await running;
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    expect(Object.keys(unzip(zip.rawPayload)).length).toBeGreaterThan(1);
    // The slot is free again: the next export runs.
    const after = await send(t.app, 'GET', urls.pdf, office);
    expect(after.statusCode).toBe(200);
    expect((await readPdf(new Uint8Array(after.rawPayload))).pages.join(' ')).toContain('Größmann');
  });
});

describe('a worker that fails', () => {
  let t: TestApp;
  let office: string;
  let fair: string;
  let pdf: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { EXPORTS_MAX_CONCURRENT: '1' },
      exportWorker: worker('failing'),
    });
    ({ cookie: office } = await createOfficeUser(t.db));
    const { pair } = await createPdfScene(t);
    fair = `${BUERO}/messen/${String(pair.messeId)}`;
    pdf = `${fair}/kunden/${String(pair.customerId)}/pdf`;
  }, 60_000);
  afterAll(() => t.close());

  it('answers a clean 500 JSON, no stack or path, and gives its slot back', async () => {
    for (const url of [pdf, `${fair}/stundenzettel.zip`, pdf]) {
      const response = await send(t.app, 'GET', url, office);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toContain('application/json');
      const body = response.json<unknown>();
      expect(isApiErrorBody(body)).toBe(true);
      expect(response.body).not.toMatch(/secret|\.ts|at \w|stack/);
    }
  });
});
