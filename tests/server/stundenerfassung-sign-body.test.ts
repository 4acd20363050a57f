import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { svgDataUrl } from '@domain/stundenerfassung/signature-data-url';
import type { TimeTrackingSigned } from '@domain/stundenerfassung/stundenerfassung';
import {
  createTime,
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const BASE = '/app/api/stundenerfassung';

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 6);
  // A signature needs a day with work time to cover (ADR 0017).
  for (const person of scene.staff) {
    await createTime(t.db, {
      messeId: scene.pair.messeId,
      customerId: scene.pair.customerId,
      bewerberId: person.id,
      day: '2026-11-21',
    });
  }
});
afterAll(() => t.close());

const signUrl = (index: number) =>
  `${BASE}/staff/${scene.pair.messeId}/${scene.pair.customerId}/${scene.staff[index]?.id}/sign`;

const base64Url = `data:image/svg+xml;base64,${Buffer.from(SAMPLE_SIGNATURE_SVG).toString('base64')}`;

function multipart(url: string, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...XHR, ...body.headers, cookie: scene.cookies.supervisor },
  });
}

describe('the forms a signature may arrive in', () => {
  it('takes JSON with the SVG as text or as a base64 or percent-encoded data URL', async () => {
    const signatures = [
      SAMPLE_SIGNATURE_SVG,
      base64Url,
      `data:image/svg+xml,${encodeURIComponent(SAMPLE_SIGNATURE_SVG)}`,
    ];
    for (const [index, signature] of signatures.entries()) {
      const response = await postJson(
        t.app,
        signUrl(index),
        { signature },
        {
          cookie: scene.cookies.supervisor,
        },
      );
      expect(response.statusCode, signature.slice(0, 30)).toBe(200);
      expect(response.json<TimeTrackingSigned>().signature).toMatch(
        /^data:image\/svg\+xml;charset=utf-8,%3Csvg/,
      );
    }
  });

  it('takes back the form its own answers carry', async () => {
    const signature = svgDataUrl(SAMPLE_SIGNATURE_SVG);
    const response = await postJson(
      t.app,
      signUrl(5),
      { signature },
      { cookie: scene.cookies.supervisor },
    );
    expect(response.statusCode).toBe(200);
    // Sanitized, so not the same text, but in the same form.
    expect(response.json<TimeTrackingSigned>().signature).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,%3Csvg/,
    );
  });

  it('takes a data URL in a multipart text field and ignores unknown parts', async () => {
    const response = await multipart(signUrl(3), [
      { name: 'note', value: 'ignored' },
      { name: 'signature', value: base64Url },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a second file and an oversized text field with 413', async () => {
    const twoFiles = await multipart(signUrl(4), [
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 'a.svg' },
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 'b.svg' },
    ]);
    expect(twoFiles.statusCode).toBe(413);
    expect(isApiErrorBody(twoFiles.json())).toBe(true);
    const bigField = await multipart(signUrl(4), [
      { name: 'signature', value: `${SAMPLE_SIGNATURE_SVG}${' '.repeat(300 * 1024)}` },
    ]);
    expect(bigField.statusCode).toBe(413);
    // Neither attempt signed anything.
    const sheet = await t.app.inject({
      method: 'GET',
      url: signUrl(4).replace(/\/sign$/, ''),
      headers: { cookie: scene.cookies.supervisor },
    });
    expect(sheet.json<{ staff: { signed: boolean } }>().staff.signed).toBe(false);
  });
});
