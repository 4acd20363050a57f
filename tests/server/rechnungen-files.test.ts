import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { isApiErrorBody } from '@domain/shared/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceToCii } from '@server/areas/rechnungen/formats/cii-invoice';
import { FACTURX_FILE_NAME } from '@server/areas/rechnungen/formats/zugferd';
import { invoiceFiles } from '@server/platform/db/schema/billing';
import { auditLog } from '@server/platform/db/schema/system';
import { createUser, sessionCookieFor } from '@tests/support/factories';
import { insertIssuedInvoice, type InsertedInvoice } from '@tests/support/invoices';
import { readPdf } from '@tests/support/pdf-objects';
import { blocking, checkFolder, describeFindings } from '@tests/support/schematron';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';

/*
 * An issued invoice's files (issue 26): each format rendered on the invoice
 * workers from the stored model, kept in invoice_files with its SHA-256 and
 * answered byte for byte on every later download, named after the number,
 * audited; the XML passes the official rules, the ZUGFeRD PDF embeds the
 * EN 16931 CII of the same model. Office only; an unknown id is 404, an
 * unknown format 400 in the API's error shape.
 */

const FILE = (id: number, format: string) =>
  `/app/api/buero/rechnungen/${String(id)}/datei/${format}`;

let t: TestApp;
let office: string;
let invoice: InsertedInvoice;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
  invoice = await insertIssuedInvoice(t.db);
});
afterAll(async () => {
  await t.close();
});

const download = (id: number, format: string, cookie = office) =>
  t.app.inject({ method: 'GET', url: FILE(id, format), headers: { cookie } });

describe('an invoice’s files', () => {
  it('answers the PDF as a download named after the number, stored with its SHA-256', async () => {
    const answer = await download(invoice.id, 'pdf');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(
      `filename="Rechnung-${invoice.model.number}.pdf"`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const bytes = answer.rawPayload;
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const text = (await readPdf(bytes)).text.replace(/\s+/g, ' ');
    expect(text).toContain(invoice.model.number);
    const [stored] = await t.db
      .select()
      .from(invoiceFiles)
      .where(and(eq(invoiceFiles.invoiceId, invoice.id), eq(invoiceFiles.format, 'pdf')));
    expect(Buffer.from(stored?.bytes ?? []).equals(bytes)).toBe(true);
    expect(stored?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('answers the same bytes twice, and the same bytes when rendered anew', async () => {
    const first = await download(invoice.id, 'zugferd');
    const second = await download(invoice.id, 'zugferd');
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Deterministic: rendering again (the stored row gone) gives the same bytes.
    await t.db
      .delete(invoiceFiles)
      .where(and(eq(invoiceFiles.invoiceId, invoice.id), eq(invoiceFiles.format, 'zugferd')));
    const again = await download(invoice.id, 'zugferd');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps one row when two first downloads run at once, both answering its bytes', async () => {
    const fresh = await insertIssuedInvoice(t.db, { language: 'en' });
    const [a, b] = await Promise.all([download(fresh.id, 'pdf'), download(fresh.id, 'pdf')]);
    expect(a?.statusCode).toBe(200);
    expect(b?.rawPayload.equals(a?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    const rows = await t.db.select().from(invoiceFiles).where(eq(invoiceFiles.invoiceId, fresh.id));
    expect(rows).toHaveLength(1);
  });

  it('embeds in the ZUGFeRD PDF the EN 16931 CII of the same model', async () => {
    const answer = await download(invoice.id, 'zugferd');
    expect(answer.headers['content-disposition']).toContain(
      `filename="Rechnung-${invoice.model.number}-zugferd.pdf"`,
    );
    const pdf = await readPdf(answer.rawPayload);
    expect(pdf.xmp.get('pdfaid:part')).toBe('3');
    const embedded = pdf.attachments.get(FACTURX_FILE_NAME)?.toString('utf8');
    expect(embedded).toBe(invoiceToCii(invoice.model, 'en16931'));
  });

  it('answers the XRechnung XML, which passes the official rules', async () => {
    const answer = await download(invoice.id, 'xrechnung');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    expect(answer.headers['content-disposition']).toContain(
      `filename="Rechnung-${invoice.model.number}-xrechnung.xml"`,
    );
    const xml = answer.rawPayload.toString('utf8');
    expect(xml).toBe(invoiceToCii(invoice.model, 'xrechnung'));
    const dir = await mkdtemp(join(tmpdir(), 'mp-invoice-files-'));
    try {
      await mkdir(join(dir, 'in'));
      await writeFile(join(dir, 'in', 'invoice.xml'), xml);
      for (const ruleSet of ['en16931', 'xrechnung'] as const) {
        const reports = await checkFolder(join(dir, 'in'), join(dir, ruleSet), ruleSet);
        const report = [...reports.values()][0];
        expect(report?.firedRules).toBeGreaterThan(0);
        const findings = blocking(report?.findings ?? []);
        expect(findings, describeFindings(findings)).toEqual([]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names a cancellation’s files Storno-…', async () => {
    const cancellation = await invoice.cancel();
    const answer = await download(cancellation.id, 'pdf');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      `filename="Storno-${cancellation.model.number}.pdf"`,
    );
  });

  it('audits each download with its format', async () => {
    const before = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoice_downloaded'));
    expect((await download(invoice.id, 'xrechnung')).statusCode).toBe(200);
    const after = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoice_downloaded'));
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((row) => !before.some((old) => old.id === row.id));
    expect(entry?.subject).toBe(`invoice:${String(invoice.id)}`);
    expect(entry?.details).toMatchObject({ format: 'xrechnung', number: invoice.model.number });
  });

  it('answers 404 for an unknown invoice, 400 for an unknown format, 403 outside the office', async () => {
    const unknown = await download(999_999, 'pdf');
    expect(unknown.statusCode).toBe(404);
    expect(isApiErrorBody(unknown.json())).toBe(true);
    for (const format of ['docx', 'PDF', 'xml']) {
      const wrong = await download(invoice.id, format);
      expect(wrong.statusCode, format).toBe(400);
      const body: unknown = wrong.json();
      expect(isApiErrorBody(body) && Object.keys(body.errors)).toEqual(['format']);
    }
    const staff = await createUser(t.db, { role: 'staff' });
    const forbidden = await download(invoice.id, 'pdf', await sessionCookieFor(t.db, staff.id));
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: FILE(invoice.id, 'pdf') });
    expect(anonymous.statusCode).toBe(401);
  });
});
