import { and, eq, like } from 'drizzle-orm';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { auditLog } from '@server/platform/db/schema/system';
import { signatures } from '@server/platform/db/schema/messen';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { BUERO, send } from './buero-messen-fixtures';
import {
  createLargePair,
  createPdfScene,
  IMAGE_OPS,
  PATH_OPS,
  readPdf,
  unzip,
} from './buero-timesheet-pdf-fixtures';

/*
 * The timesheet PDFs (docs/product/timesheet-pdf.md) on PGlite and
 * PostgreSQL: what a reader extracts from them, that signatures are vector
 * paths, pagination of a 300-person sheet, the ZIP of a fair, the audit.
 */

let t: TestApp;
let office: string;
let scene: Awaited<ReturnType<typeof createPdfScene>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
  scene = await createPdfScene(t);
}, 60_000);
afterAll(() => t.close());

const pairUrl = () =>
  `${BUERO}/messen/${String(scene.pair.messeId)}/kunden/${String(scene.pair.customerId)}`;

async function storedSignatures(kind: 'staff' | 'customer') {
  return t.db
    .select()
    .from(signatures)
    .where(and(eq(signatures.messeId, scene.pair.messeId), eq(signatures.kind, kind)));
}

function pdfOf(response: { statusCode: number; rawPayload: Buffer; body: string }) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return readPdf(new Uint8Array(response.rawPayload));
}

describe('the customer sheet PDF', () => {
  it('carries the agency, fair, customer, period, names, days, totals and the hash', async () => {
    const response = await send(t.app, 'GET', `${pairUrl()}/pdf`, office);
    expect(response.headers['content-type']).toBe('application/pdf');
    const customerFile = `Kundenblatt-Agritechnica-Testmesse-${scene.pair.customer.name.replace(/\s/g, '-')}.pdf`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${customerFile}"; filename*=UTF-8''${customerFile}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const { pages } = await pdfOf(response);
    const text = pages.join(' ');
    for (const expected of [
      'Messe-Personal',
      'Stundenzettel Kunde',
      'Agritechnica Testmesse, Hannover',
      scene.pair.customer.name,
      '20.11.2026 – 24.11.2026',
      'Jörg Größmann',
      'Fr., 20.11.2026',
      '09:00',
      '17:30',
      '30 min',
      'Summe: 2 Tage',
      '16:00',
      '8:30',
      'Gesamt: 2 Personen, 4 Tage',
      '24:30',
      'Unterschrift Kunde',
      'Unterschrieben von Frau Kundin',
      'Eingeholt von Susi Aufsicht',
      'Gilt für 20.11.–21.11.2026',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The long name wraps inside its column; the letter outside the font's encoding is written as L.
    expect(text).toContain('Hohenzollern-Sigmaringen-');
    expect(text).toContain('Lukasiewicz');
    // The customer signature covers every day: none is marked as not signed.
    expect(text).not.toContain('noch nicht unterschrieben');
    // A person without times is no line of the customer's sheet.
    expect(text).not.toContain('Ohne Zeiten');
    const [customer] = await storedSignatures('customer');
    expect(customer?.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(text).toContain(customer?.contentSha256);
    expect(text).toContain('docs/product/signatures.md');
  });

  it('draws the signature as vector paths, not as an image', async () => {
    const { operators } = await pdfOf(await send(t.app, 'GET', `${pairUrl()}/pdf`, office));
    const all = operators.flat();
    expect(all.some((op) => PATH_OPS.has(op))).toBe(true);
    expect(all.some((op) => IMAGE_OPS.has(op))).toBe(false);
    // Against a sheet without a signature (same table rules): the box, its clip and the strokes.
    const staffPdf = (id: number | undefined) =>
      send(t.app, 'GET', `${pairUrl()}/personal/${String(id)}/pdf`, office).then(pdfOf);
    const signed = (await staffPdf(scene.first.id)).operators.flat();
    const unsigned = (await staffPdf(scene.people[2]?.id)).operators.flat();
    const paths = (ops: number[]) => ops.filter((op) => op === OPS.constructPath).length;
    expect(paths(signed) - paths(unsigned)).toBeGreaterThanOrEqual(3);
    expect(signed).toContain(OPS.clip);
    expect(unsigned).not.toContain(OPS.clip);
    expect(signed.some((op) => IMAGE_OPS.has(op))).toBe(false);
  });

  it('is English with ?lang=en, and follows the office language without it', async () => {
    const en = await pdfOf(await send(t.app, 'GET', `${pairUrl()}/pdf?lang=en`, office));
    const text = en.pages.join(' ');
    for (const expected of [
      'Customer timesheet',
      'Fri, 20/11/2026',
      'Total: 2 people, 4 days',
      'Signed by Frau Kundin',
      'Collected by Susi Aufsicht',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    const byHeader = await t.app.inject({
      method: 'GET',
      url: `${pairUrl()}/pdf`,
      headers: { cookie: office, 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect((await pdfOf(byHeader)).pages.join(' ')).toContain('Customer timesheet');
  });

  it('answers 404 for a pair that does not exist and 422 for an unknown language', async () => {
    const unknown = await send(t.app, 'GET', `${BUERO}/messen/999999/kunden/1/pdf`, office);
    expect(unknown.statusCode).toBe(404);
    const language = await send(t.app, 'GET', `${pairUrl()}/pdf?lang=fr`, office);
    expect(language.statusCode).toBe(422);
    expect(isApiErrorBody(language.json())).toBe(true);
    expect(language.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('lang');
    const badId = await send(t.app, 'GET', `${BUERO}/messen/abc/kunden/1/pdf`, office);
    expect(badId.statusCode).toBe(400);
  });
});

describe('the staff sheet PDF', () => {
  it('carries the person, their days, total and their own signature with its hash', async () => {
    const url = `${pairUrl()}/personal/${String(scene.first.id)}/pdf`;
    const response = await send(t.app, 'GET', url, office);
    expect(response.headers['content-disposition']).toContain(
      `Stundenzettel-Agritechnica-Testmesse-`,
    );
    expect(response.headers['content-disposition']).toContain(`-${String(scene.first.id)}.pdf`);
    const text = (await pdfOf(response)).pages.join(' ');
    for (const expected of [
      'Stundenzettel',
      'Mitarbeiter/in: Jörg Größmann',
      'Sa., 21.11.2026',
      'Gesamt: 2 Tage',
      '16:00',
      'Unterschrift Mitarbeiter/in',
      'Unterschrieben von Jörg Größmann',
      'Eingeholt von Susi Aufsicht',
    ]) {
      expect(text).toContain(expected);
    }
    const [staff] = await storedSignatures('staff');
    expect(text).toContain(staff?.contentSha256);
    expect(text).not.toContain('Maximiliane');
  });

  it('marks the days of a person who has not signed yet', async () => {
    const url = `${pairUrl()}/personal/${String(scene.second.id)}/pdf`;
    const text = (await pdfOf(await send(t.app, 'GET', url, office))).pages.join(' ');
    expect(text).toContain('Fr., 20.11.2026 *');
    expect(text).toContain('* Tag noch nicht unterschrieben');
    expect(text).toContain('Noch nicht unterschrieben.');
  });

  it('prints an unsigned sheet of a person without times, and 404s a person not on the pair', async () => {
    const empty = await send(
      t.app,
      'GET',
      `${pairUrl()}/personal/${String(scene.people[2]?.id)}/pdf?lang=en`,
      office,
    );
    const text = (await pdfOf(empty)).pages.join(' ');
    expect(text).toContain('No working times recorded.');
    expect(text).toContain('Not signed yet.');
    const other = await send(t.app, 'GET', `${pairUrl()}/personal/999999/pdf`, office);
    expect(other.statusCode).toBe(404);
  });
});

describe('a 300-person sheet', () => {
  it('paginates with the table header and page numbers on every page', async () => {
    const { pair } = await createLargePair(t.db, 300, 10);
    const started = performance.now();
    const response = await send(
      t.app,
      'GET',
      `${BUERO}/messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}/pdf`,
      office,
    );
    const elapsed = performance.now() - started;
    const { pages } = await pdfOf(response);
    expect(pages.length).toBeGreaterThan(40);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('Beginn');
      expect(page).toContain(`Seite ${String(index + 1)} von ${String(pages.length)}`);
    }
    const text = pages.join(' ');
    expect(text).toContain('Person000');
    expect(text).toContain('Person299');
    expect(text).toContain('Gesamt: 300 Personen, 3000 Tage');
    // 3000 days × 8:00.
    expect(text).toContain('24000:00');
    // The budget is the bench's (≤ 1 s on a quiet machine); here only a guard against a regression by magnitude.
    expect(elapsed).toBeLessThan(10_000);
  }, 60_000);
});

describe('all sheets of a fair as a ZIP', () => {
  it('holds the customer sheet and the sheet of everyone with times, each a PDF', async () => {
    const response = await send(
      t.app,
      'GET',
      `${BUERO}/messen/${String(scene.pair.messeId)}/stundenzettel.zip?lang=en`,
      office,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      'timesheets-Agritechnica-Testmesse.zip',
    );
    const files = unzip(response.rawPayload);
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(3);
    const folder = `${scene.pair.customer.name.replace(/\s/g, '-')}-${String(scene.pair.customerId)}/`;
    expect(names.every((name) => name.startsWith(folder))).toBe(true);
    expect(names.some((name) => name.includes('customer-sheet-'))).toBe(true);
    expect(names.some((name) => name.includes(`-${String(scene.first.id)}.pdf`))).toBe(true);
    expect(names.some((name) => name.includes(`-${String(scene.second.id)}.pdf`))).toBe(true);
    for (const name of names) {
      const bytes = files[name] as Uint8Array;
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }
    const customerFile = names.find((name) => name.includes('customer-sheet-')) as string;
    const text = (await readPdf(files[customerFile] as Uint8Array)).pages.join(' ');
    expect(text).toContain('Customer timesheet');
  });

  it('answers 404 for an unknown fair', async () => {
    const response = await send(t.app, 'GET', `${BUERO}/messen/999999/stundenzettel.zip`, office);
    expect(response.statusCode).toBe(404);
  });
});

describe('the audit', () => {
  it('records each export with the sheet or fair as its subject', async () => {
    const m = String(scene.pair.messeId);
    const c = String(scene.pair.customerId);
    const rows = await t.db
      .select({ subject: auditLog.subject, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'timesheet_pdf_exported'));
    const subjects = rows.map((row) => row.subject);
    expect(subjects).toContain(`customer_sheet:${m}/${c}`);
    expect(subjects).toContain(`staff_sheet:${m}/${c}/${String(scene.first.id)}`);
    expect(subjects).toContain(`messe:${m}`);
    // A 404 records nothing.
    const none = await t.db
      .select({ subject: auditLog.subject })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'timesheet_pdf_exported'),
          like(auditLog.subject, 'customer_sheet:999999/%'),
        ),
      );
    expect(none).toEqual([]);
  });
});

describe('a signature the office reopened', () => {
  it('is printed as superseded and its days as unsigned again', async () => {
    const [staff] = await storedSignatures('staff');
    if (!staff) throw new Error('the scene has a staff signature');
    const url = `${pairUrl()}/personal/${String(scene.first.id)}/pdf`;
    const before = (await pdfOf(await send(t.app, 'GET', url, office))).pages.join(' ');
    expect(before).not.toContain('ersetzt am');

    const reopened = await send(
      t.app,
      'POST',
      `${BUERO}/unterschriften/${String(staff.id)}/aufheben`,
      office,
      { reason: 'Pause am Samstag falsch' },
    );
    expect(reopened.statusCode, reopened.body).toBe(200);

    const after = (await pdfOf(await send(t.app, 'GET', url, office))).pages.join(' ');
    expect(after).toContain('ersetzt am');
    expect(after).toContain('* Tag noch nicht unterschrieben');
    // The signature stays on the sheet with its hash: reopened, never deleted.
    expect(after).toContain(staff.contentSha256);
  });
});
