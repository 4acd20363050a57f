import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerContacts,
  customers,
  messeCustomers,
  signatures,
} from '@server/platform/db/schema/messen';
import { mailOutbox } from '@server/platform/db/schema/system';
import { createTimetrackingScene, SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import { mailAttachments, mailSubject } from '@tests/support/mail-parts';
import { readPdf } from '@tests/support/pdf-objects';
import {
  decodeQuotedPrintable,
  type SmtpCapture,
  startSmtpCapture,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { batchResults, postBatch } from '@tests/support/time-tracking-batch';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * The signed sheet by mail (issue 25): a customer signature made on the tablet
 * reaches the server (single call or the offline sync's batch) and the pair's
 * copy contact gets one mail with the customer sheet PDF of the signed days,
 * in the contact's language; switched off per customer, no copy contact, a
 * replay, a reopening send nothing; the next signature says it replaces.
 */

const STUNDEN = '/app/api/stundenerfassung';
const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };
const [D1, D2] = ['2026-11-20', '2026-11-21'] as const;

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

type Options = {
  locale?: 'de' | 'en';
  copies?: boolean;
  contact?: 'yes' | 'none' | 'archived' | 'foreign';
};

/** A pair with times on two days and (unless told) a copy contact; nothing signed yet. */
async function scene({ locale = 'de', copies = true, contact = 'yes' }: Options = {}) {
  const s = await createTimetrackingScene(t.db, 2);
  const ids = `${String(s.pair.messeId)}/${String(s.pair.customerId)}`;
  const [first, second] = s.staff.map((person) => person.id) as [number, number];
  for (const [staffId, day] of [
    [first, D1],
    [first, D2],
    [second, D1],
  ] as const) {
    const saved = await postJson(
      t.app,
      `${STUNDEN}/staff/${ids}/${String(staffId)}/${day}`,
      ENTRY,
      {
        cookie: s.cookies.supervisor,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const email = `copy-${randomUUID()}@kunde.test`;
  if (contact !== 'none') {
    const [row] = await t.db
      .insert(customerContacts)
      .values({
        // A contact of another customer named on this pair (never through the office's forms).
        customerId: contact === 'foreign' ? s.otherPair.customerId : s.pair.customerId,
        name: 'Carla Kopie',
        email,
        role: 'Buchhaltung',
        locale,
        archivedAt: contact === 'archived' ? new Date() : null,
      })
      .returning({ id: customerContacts.id });
    await t.db
      .update(messeCustomers)
      .set({ copyContactId: row?.id ?? null })
      .where(
        and(
          eq(messeCustomers.messeId, s.pair.messeId),
          eq(messeCustomers.customerId, s.pair.customerId),
        ),
      );
  }
  await t.db
    .update(customers)
    .set({ sendSignedCopy: copies })
    .where(eq(customers.id, s.pair.customerId));
  const signPath = `stundenerfassung/customer/${ids}/sign`;
  const body = (days?: string[]) => ({
    signature: SAMPLE_SIGNATURE_SVG,
    signatureName: 'Frau Kundin',
    ...(days ? { days } : {}),
  });
  return {
    ...s,
    email,
    /** The tablet's offline sync: one batch entry under its key. */
    syncSign: (key: string, days?: string[]) =>
      postBatch(t.app, [{ key, path: signPath, body: body(days) }], {
        cookie: s.cookies.supervisor,
      }),
    sign: (days?: string[]) =>
      postJson(t.app, `/app/api/${signPath}`, body(days), { cookie: s.cookies.supervisor }),
  };
}

/** The mails the contact got so far (after the outbox sent everything due). */
async function mailsTo(email: string) {
  await t.app.mailOutbox.drain();
  return smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
}

async function customerSignatures(messeId: number) {
  return t.db
    .select({ id: signatures.id, hash: signatures.contentSha256 })
    .from(signatures)
    .where(and(eq(signatures.messeId, messeId), eq(signatures.kind, 'customer')))
    .orderBy(signatures.id);
}

async function onlyPdf(raw: string) {
  const attachments = mailAttachments(raw);
  expect(attachments).toHaveLength(1);
  const [pdf] = attachments;
  if (!pdf) throw new Error('no attachment');
  expect(pdf.contentType).toBe('application/pdf');
  expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { filename: pdf.filename, text: (await readPdf(pdf.content)).text.replace(/\s+/g, ' ') };
}

describe('the signed sheet by mail', () => {
  it('mails the copy contact once, with the PDF of the signed days; a replayed sync sends nothing more', async () => {
    const s = await scene();
    const key = randomUUID();
    const [result] = batchResults(await s.syncSign(key));
    expect(result?.status).toBe(200);
    const mails = await mailsTo(s.email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]?.raw ?? '';
    expect(mailSubject(raw)).toMatch(/^Unterschriebener Stundenzettel: /);
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain('Guten Tag Carla Kopie,');
    expect(body).toContain('am Stand unterschrieben von Frau Kundin');
    expect(body).not.toContain('Ersatz');
    const [signature] = await customerSignatures(s.pair.messeId);
    const { filename, text } = await onlyPdf(raw);
    expect(filename).toMatch(/^Kundenblatt-.*\.pdf$/);
    expect(text).toContain('Stundenzettel Kunde');
    expect(text).toContain('Unterschrieben von Frau Kundin');
    expect(text).toContain(signature?.hash);
    expect(text).toContain('SHA-256 des unterschriebenen Inhalts');

    // The tablet did not get the answer and sends the same entry again.
    const [replayed] = batchResults(await s.syncSign(key));
    expect(replayed?.status).toBe(200);
    expect(await mailsTo(s.email)).toHaveLength(1);
    expect(await customerSignatures(s.pair.messeId)).toHaveLength(1);
  });

  it('writes in English to an English contact', async () => {
    const s = await scene({ locale: 'en' });
    expect((await s.sign()).statusCode).toBe(200);
    const [mail] = await mailsTo(s.email);
    const raw = mail?.raw ?? '';
    expect(mailSubject(raw)).toMatch(/^Signed timesheet: /);
    expect(decodeQuotedPrintable(raw)).toContain('signed at the stand by Frau Kundin');
    const { filename, text } = await onlyPdf(raw);
    expect(filename).toMatch(/^customer-sheet-.*\.pdf$/);
    expect(text).toContain('Customer timesheet');
    expect(text).toContain('Signed by Frau Kundin');
  });

  it('sends nothing when the customer switched copies off, or there is no (active, own) copy contact', async () => {
    for (const options of [
      { copies: false },
      { contact: 'none' },
      { contact: 'archived' },
      { contact: 'foreign' },
    ] as const) {
      const s = await scene(options);
      expect((await s.sign()).statusCode).toBe(200);
      expect(await mailsTo(s.email)).toHaveLength(0);
      const queued = await t.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, s.email));
      expect(queued).toHaveLength(0);
    }
  });

  it('sends nothing on a reopening; the next signature sends the new sheet as a replacement', async () => {
    const s = await scene();
    expect((await s.sign([D1])).statusCode).toBe(200);
    expect(await mailsTo(s.email)).toHaveLength(1);
    const [old] = await customerSignatures(s.pair.messeId);
    const reopened = await send(
      t.app,
      'POST',
      `unterschriften/${String(old?.id)}/aufheben`,
      office,
      {
        reason: 'Beginn war 08:00',
      },
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await mailsTo(s.email)).toHaveLength(1);

    expect((await s.sign()).statusCode).toBe(200);
    const mails = await mailsTo(s.email);
    expect(mails).toHaveLength(2);
    const raw = mails[1]?.raw ?? '';
    expect(mailSubject(raw)).toMatch(/^Ersatz für das Blatt vom \d\d\.\d\d\.\d{4} – /);
    expect(decodeQuotedPrintable(raw)).toContain('Dieses Blatt ist der Ersatz für das Blatt vom');
    const [, current] = await customerSignatures(s.pair.messeId);
    const { text } = await onlyPdf(raw);
    expect(text).toContain(current?.hash);
    // The reopened sheet is printed as such beside the new one.
    expect(text).toContain('ersetzt am');
  });

  it('a later signature of other days is no replacement', async () => {
    const s = await scene();
    expect((await s.sign([D1])).statusCode).toBe(200);
    expect((await s.sign([D2])).statusCode).toBe(200);
    const mails = await mailsTo(s.email);
    expect(mails).toHaveLength(2);
    // Both mails may carry the same millisecond: told apart by their sheets, not their order.
    for (const mail of mails) {
      expect(mailSubject(mail.raw)).toMatch(/^Unterschriebener Stundenzettel: /);
    }
    const texts = await Promise.all(mails.map(async (mail) => (await onlyPdf(mail.raw)).text));
    const second = texts.find((text) => text.includes('Sa., 21.11.2026'));
    // The second sheet prints only its own day.
    expect(second).toBeDefined();
    expect(second).not.toContain('Fr., 20.11.2026');
    expect(texts.filter((text) => text.includes('Fr., 20.11.2026'))).toHaveLength(1);
  });

  it('drops the mail with a log line when its pair is gone by the time it is sent', async () => {
    const email = `gone-${randomUUID()}@kunde.test`;
    await t.app.enqueueMail(t.db, 'customer_sheet_signed', email, 'de', {
      messeId: 999_999,
      customerId: 999_999,
      signatureId: 999_999,
      replacement: false,
      replacesSignedAt: null,
      name: 'Carla Kopie',
      fair: 'Weg',
      customer: 'Weg',
      signerName: 'Frau Kundin',
      days: [D1],
      link: 'http://portal.test',
    });
    expect(await mailsTo(email)).toHaveLength(0);
    const left = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email));
    expect(left).toHaveLength(0);
  });
});
