import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema } from '@domain/rechnungen/invoices-contract';
import { invoiceToCii } from '@server/areas/rechnungen/formats/cii-invoice';
import { FACTURX_FILE_NAME } from '@server/areas/rechnungen/formats/zugferd';
import { invoiceFiles, invoices } from '@server/platform/db/schema/billing';
import { auditLog } from '@server/platform/db/schema/system';
import * as v from 'valibot';
import { createUser, sessionCookieFor } from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import { insertIssuedInvoice } from '@tests/support/invoices';
import { mailAttachments, mailSubject } from '@tests/support/mail-parts';
import { readPdf } from '@tests/support/pdf-objects';
import {
  decodeQuotedPrintable,
  type SmtpCapture,
  startSmtpCapture,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';

/*
 * The invoice mail (issue 26) through the outbox to a real SMTP server: to
 * the customer's invoice address in the customer's language, the stored
 * ZUGFeRD PDF attached (the bytes the download answers, the EN 16931 XML
 * embedded) and the stored XRechnung XML where the customer wants it; the
 * invoice records sent_at/sent_to, the audit log invoice_sent; again allowed.
 */

const SEND = (id: number) => `/app/api/buero/rechnungen/${String(id)}/versenden`;

let t: TestApp;
let smtp: SmtpCapture;
let office: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailsTo(email: string) {
  await t.app.mailOutbox.drain();
  return smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
}

async function stored(invoiceId: number, format: 'zugferd' | 'xrechnung') {
  const [row] = await t.db
    .select({ bytes: invoiceFiles.bytes })
    .from(invoiceFiles)
    .where(and(eq(invoiceFiles.invoiceId, invoiceId), eq(invoiceFiles.format, format)));
  return row ? Buffer.from(row.bytes) : null;
}

describe('the invoice mail', () => {
  it('mails the ZUGFeRD PDF to the invoice address in German, records and audits it', async () => {
    const email = 'buchhaltung-de@kunde.test';
    const invoice = await insertIssuedInvoice(t.db, { invoiceEmail: email });
    const answer = await postJson(t.app, SEND(invoice.id), {}, { cookie: office });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = v.parse(invoiceDetailSchema, answer.json());
    expect(detail.sent_to).toBe(email);
    expect(detail.sent_at).not.toBeNull();
    expect(detail.state).toBe('issued');
    expect(detail.lines.length).toBe(invoice.model.lines.length);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]?.raw ?? '';
    expect(mailSubject(raw)).toMatch(new RegExp(`^Rechnung ${invoice.model.number} – `));
    expect(decodeQuotedPrintable(raw)).toContain(
      `anbei erhalten Sie unsere Rechnung ${invoice.model.number}`,
    );
    const attachments = mailAttachments(raw);
    expect(attachments.map((part) => part.filename)).toEqual([
      `Rechnung-${invoice.model.number}-zugferd.pdf`,
    ]);
    const [pdf] = attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    // The attached PDF is the stored one, and embeds the EN 16931 XML of the model.
    expect(pdf?.content.equals((await stored(invoice.id, 'zugferd')) ?? Buffer.alloc(0))).toBe(
      true,
    );
    const embedded = (await readPdf(pdf?.content ?? Buffer.alloc(0))).attachments.get(
      FACTURX_FILE_NAME,
    );
    expect(embedded?.toString('utf8')).toBe(invoiceToCii(invoice.model, 'en16931'));
    expect(await stored(invoice.id, 'xrechnung')).toBeNull();

    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.sentTo).toBe(email);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'invoice_sent'),
          eq(auditLog.subject, `invoice:${String(invoice.id)}`),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ to: email, xrechnung: false });
  });

  it('writes in English and attaches the XRechnung XML where the customer wants it; again allowed', async () => {
    const email = 'accounts-en@kunde.test';
    const invoice = await insertIssuedInvoice(t.db, {
      invoiceEmail: email,
      language: 'en',
      sendXrechnung: true,
    });
    // Downloaded before: the mail carries these very bytes.
    const downloaded = await t.app.inject({
      method: 'GET',
      url: `/app/api/buero/rechnungen/${String(invoice.id)}/datei/zugferd`,
      headers: { cookie: office },
    });
    expect(downloaded.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const answer = await postJson(t.app, SEND(invoice.id), {}, { cookie: office });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const raw = mails[0]?.raw ?? '';
    expect(mailSubject(raw)).toMatch(new RegExp(`^Invoice ${invoice.model.number} – `));
    expect(decodeQuotedPrintable(raw)).toContain(`please find our invoice ${invoice.model.number}`);
    const attachments = mailAttachments(raw);
    expect(attachments.map((part) => part.filename)).toEqual([
      `Rechnung-${invoice.model.number}-zugferd.pdf`,
      `Rechnung-${invoice.model.number}-xrechnung.xml`,
    ]);
    const [pdf, xml] = attachments;
    expect(pdf?.content.equals(downloaded.rawPayload)).toBe(true);
    expect(xml?.content.toString('utf8')).toBe(invoiceToCii(invoice.model, 'xrechnung'));
    expect(xml?.content.equals((await stored(invoice.id, 'xrechnung')) ?? Buffer.alloc(0))).toBe(
      true,
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'invoice_sent'),
          eq(auditLog.subject, `invoice:${String(invoice.id)}`),
        ),
      );
    expect(audits).toHaveLength(2);
  });

  it('mails a cancellation as such', async () => {
    const email = 'storno@kunde.test';
    const invoice = await insertIssuedInvoice(t.db, { invoiceEmail: email });
    const cancellation = await invoice.cancel();
    const answer = await postJson(t.app, SEND(cancellation.id), {}, { cookie: office });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ state: 'cancellation', cancels: { id: invoice.id } });
    const [mail] = await mailsTo(email);
    const raw = mail?.raw ?? '';
    expect(mailSubject(raw)).toMatch(new RegExp(`^Stornorechnung ${cancellation.model.number} – `));
    expect(decodeQuotedPrintable(raw)).toContain(
      `hiermit stornieren wir die Rechnung ${invoice.model.number}`,
    );
    expect(mailAttachments(raw).map((part) => part.filename)).toEqual([
      `Storno-${cancellation.model.number}-zugferd.pdf`,
    ]);
  });

  it('answers 404 for an unknown invoice and 403 outside the office, sending nothing', async () => {
    const before = smtp.messages.length;
    const unknown = await postJson(t.app, SEND(999_999), {}, { cookie: office });
    expect(unknown.statusCode).toBe(404);
    const invoice = await insertIssuedInvoice(t.db);
    const staff = await createUser(t.db, { role: 'staff' });
    const forbidden = await postJson(
      t.app,
      SEND(invoice.id),
      {},
      {
        cookie: await sessionCookieFor(t.db, staff.id),
      },
    );
    expect(forbidden.statusCode).toBe(403);
    await t.app.mailOutbox.drain();
    expect(smtp.messages).toHaveLength(before);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.sentAt).toBeNull();
  });
});
