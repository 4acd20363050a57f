import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairReview } from '@domain/buero/timesheets-contract';
import type { TimeTrackingCustomerSheet } from '@domain/stundenerfassung/stundenerfassung';
import { signatureDays, signatures } from '@server/platform/db/schema/messen';
import { createTimetrackingScene } from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { readPdf } from '@tests/support/pdf-objects';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { BUERO, send } from './buero-messen-fixtures';

/*
 * A customer signature given by the approval link (issue 25; written here
 * directly, as the approval page's write stores it: svg '', the contact's
 * e-mail and address) shows as such everywhere a signature shows: the office's
 * PDF prints its text and no drawing, the review names its method, the
 * tablet's sheet shows no image rather than an empty one.
 */

const STUNDEN = '/app/api/stundenerfassung';
const D1 = '2026-11-20';
const HASH = 'a'.repeat(64);

let t: TestApp;
let office: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

async function linkApprovedPair() {
  const s = await createTimetrackingScene(t.db, 1);
  const ids = `${String(s.pair.messeId)}/${String(s.pair.customerId)}`;
  const person = s.staff[0];
  if (!person) throw new Error('no staff');
  const saved = await postJson(
    t.app,
    `${STUNDEN}/staff/${ids}/${String(person.id)}/${D1}`,
    { time_start: 540, time_end: 1080, time_break: 30 },
    { cookie: s.cookies.supervisor },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const [row] = await t.db
    .insert(signatures)
    .values({
      kind: 'customer',
      method: 'link',
      svg: '',
      contentSha256: HASH,
      signerName: 'Frau Kundin',
      messeId: s.pair.messeId,
      customerId: s.pair.customerId,
      approverEmail: 'kundin@kunde.test',
      approverIp: '203.0.113.9',
    })
    .returning({ id: signatures.id });
  await t.db.insert(signatureDays).values({ signatureId: row?.id ?? 0, day: D1 });
  return { ...s, ids };
}

describe('a customer signature given by link', () => {
  it('prints in the office PDF with its text, no drawing and the hash line', async () => {
    const s = await linkApprovedPair();
    for (const [lang, expected, notDrawn] of [
      ['de', 'per Link bestätigt von Frau Kundin (kundin@kunde.test)', 'keine Zeichnung lesbar'],
      ['en', 'approved by link by Frau Kundin (kundin@kunde.test)', 'no readable drawing'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${BUERO}/messen/${s.ids.replace('/', '/kunden/')}/pdf?lang=${lang}`,
        headers: { ...XHR, cookie: office },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const text = (await readPdf(response.rawPayload)).text.replace(/\s+/g, ' ');
      expect(text).toContain(expected);
      expect(text).toContain('203.0.113.9');
      expect(text).toContain(HASH);
      expect(text).not.toContain(notDrawn);
    }
  });

  it('names its method and e-mail in the review, and shows no image on the tablet', async () => {
    const s = await linkApprovedPair();
    const review = await send(
      t.app,
      'GET',
      `messen/${s.ids.replace('/', '/kunden/')}/zeiten`,
      office,
    );
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json<PairReview>().pair.customer_signatures[0]).toMatchObject({
      method: 'link',
      approver_email: 'kundin@kunde.test',
      signer_name: 'Frau Kundin',
      supervisor: null,
      days: [D1],
    });
    const sheet = await t.app.inject({
      method: 'GET',
      url: `${STUNDEN}/customer/${s.ids}`,
      headers: { ...XHR, cookie: s.cookies.supervisor },
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const signed = sheet.json<TimeTrackingCustomerSheet>();
    expect(signed.signatures[0]).toMatchObject({ signer_name: 'Frau Kundin', signature: null });
  });
});
