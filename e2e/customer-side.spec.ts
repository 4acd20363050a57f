import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { PayrollPreview } from '@domain/buero/payroll-preview-contract';
import type { PairReview } from '@domain/buero/timesheets-contract';
import { mailAttachments, mailSubject } from '@tests/support/mail-parts';
import { decodeQuotedPrintable } from '@tests/support/smtp-capture';
import { readPdf } from '@tests/support/pdf-objects';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { mailsTo, waitForLink, waitForMail } from './support/mailbox';
import { drawSignature, findPair, loginTt, signDay } from './support/stundenerfassung-pages';
import { CUSTOMER_CONTACTS, isoDay } from './support/stundenerfassung-seed';

/*
 * The customer's side (issue 25), the whole path in real browsers: the
 * supervisor's tablet signs days 1–2 at the stand, the copy contact's mail
 * brings the PDF; the office asks the approving contact to approve day 3; the
 * contact disputes one row on a phone, the office corrects it and asks again,
 * the contact approves. The review shows both kinds of signature with their
 * hashes unchanged; payroll and the PDF count all three days as signed.
 */

const [D1, D2, D3] = [isoDay(-1), isoDay(0), isoDay(1)];
const CUSTOMER = 'Kundenseite GmbH';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function officePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, 'office');
  return page;
}

async function contactPage(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stunden bestätigen' })).toBeVisible();
  return page;
}

async function review(request: APIRequestContext, messeId: number, customerId: number) {
  const response = await request.get(
    `/app/api/buero/messen/${String(messeId)}/kunden/${String(customerId)}/zeiten`,
    { headers: XHR },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as PairReview).pair;
}

async function requestApproval(office: Page): Promise<void> {
  const section = office.getByRole('region', { name: 'Freigabe durch den Kunden' });
  await expect(section.getByRole('checkbox')).toHaveCount(1);
  await expect(section.getByRole('checkbox')).toBeChecked();
  await section.getByRole('button', { name: 'Freigabe anfordern' }).click();
}

test('the signed sheet by mail, a dispute, its correction and the approval by link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 768 });

  // The stand: the supervisor's tablet offers the approving contact's name and signs days 1–2.
  await loginTt(page, 'customer');
  const pair = await findPair(page.request, CUSTOMER);
  await page.goto('/de/stundenerfassung');
  await expect(page.getByRole('listitem').filter({ hasText: CUSTOMER })).toBeVisible();
  await page.goto(`/de/stundenerfassung/timesheet/customer/${pair.messeId}/${pair.customerId}`);
  await expect(page.getByLabel('Name des Unterzeichners')).toHaveValue(
    CUSTOMER_CONTACTS.approver.name,
  );
  await expect(signDay(page, D1)).toBeChecked();
  await expect(signDay(page, D2)).toBeChecked();
  await expect(signDay(page, D3)).not.toBeChecked();
  await drawSignature(page, page.locator('canvas'));
  await page.getByRole('button', { name: 'Unterschrift speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stundenerfassung' })).toBeVisible();

  // The copy contact gets the signed sheet once, with its PDF.
  const copy = await waitForMail(CUSTOMER_CONTACTS.copy.email, 60_000);
  expect(mailSubject(copy.raw)).toContain(CUSTOMER);
  const [attachment] = mailAttachments(copy.raw);
  expect(attachment?.contentType).toBe('application/pdf');
  const copyPdf = await readPdf(attachment?.content ?? Buffer.alloc(0));
  expect(copyPdf.text).toContain(CUSTOMER_CONTACTS.approver.name);

  // The office asks for day 3 from the pair's review.
  const office = await officePage(browser);
  const reviewUrl = `/de/buero/messen/${pair.messeId}/kunden/${pair.customerId}/zeiten`;
  await office.goto(reviewUrl);
  await requestApproval(office);
  const firstLink = await waitForLink(CUSTOMER_CONTACTS.approver.email, '/freigabe/', 60_000);

  // The contact, on a phone, disputes Anna's row.
  const contact = await contactPage(browser, firstLink);
  await expectNoSeriousA11yViolations(contact);
  await contact.getByRole('button', { name: 'Einzelne Zeilen beanstanden' }).click();
  await contact
    .getByLabel(/Einwand zu Anna Albers/)
    .fill('Frau Albers war ab 14 Uhr nicht am Stand.');
  await contact.getByRole('button', { name: 'Beanstandung senden' }).click();
  await expect(contact.getByText(/Beanstandet am/)).toBeVisible();
  await testInfo.attach('approval-disputed-390', {
    body: await contact.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The review shows the dispute at its row.
  const disputed = await review(office.request, pair.messeId, pair.customerId);
  const annaRow = disputed.people.find((p) => p.name.includes('Albers'));
  expect(annaRow?.days.find((d) => d.day === D3)?.dispute?.comment).toContain('14 Uhr');

  // The office corrects the time and asks again.
  await office.reload();
  const section = office.getByRole('region', { name: 'Freigabe durch den Kunden' });
  await expect(section).toContainText('Frau Albers war ab 14 Uhr nicht am Stand.');
  await section.getByRole('button', { name: /^Zeit korrigiert/ }).click();
  await section.getByLabel('Ende', { exact: true }).selectOption({ label: '14:00' });
  await section.getByLabel(/Nachricht an/).fill('Korrigiert auf 14:00 Uhr, danke für den Hinweis.');
  await section.getByRole('button', { name: /^Korrektur senden/ }).click();
  await expect(section).toContainText('Zeit korrigiert am');
  // The contact is told, with the old and the new time.
  await expect
    .poll(async () => {
      const mails = await mailsTo(CUSTOMER_CONTACTS.approver.email);
      return mails.some((mail) => decodeQuotedPrintable(mail.raw).includes('14:00'));
    })
    .toBe(true);
  const corrected = await review(office.request, pair.messeId, pair.customerId);
  const annaDay = corrected.people
    .find((p) => p.name.includes('Albers'))
    ?.days.find((d) => d.day === D3);
  expect(annaDay?.time_end).toBe(14 * 60);
  expect(annaDay?.dispute ?? null).toBeNull();
  await section.getByRole('button', { name: 'Erneut zur Freigabe senden' }).click();
  await requestApproval(office);

  // The new link; the old one is dead.
  await expect
    .poll(async () => (await mailsTo(CUSTOMER_CONTACTS.approver.email)).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(3);
  const secondLink = await waitForLink(CUSTOMER_CONTACTS.approver.email, '/freigabe/', 60_000);
  expect(secondLink).not.toBe(firstLink);
  await contact.goto(secondLink);
  await expect(contact.getByRole('heading', { name: 'Stunden bestätigen' })).toBeVisible();
  await contact.getByRole('button', { name: 'Alle Tage bestätigen' }).first().click();
  await contact.getByLabel('Ihr Name').fill('Sabine Standleitung');
  await contact.getByRole('checkbox', { name: /Ich bestätige die Stunden/ }).check();
  await contact.getByRole('button', { name: 'Alle Tage bestätigen' }).last().click();
  await expect(contact.getByText('Vielen Dank, Ihre Antwort ist angekommen.')).toBeVisible();
  await testInfo.attach('approval-approved-390', {
    body: await contact.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The review: a stand and a link signature, both unchanged; every day signed.
  const signed = await review(office.request, pair.messeId, pair.customerId);
  expect(
    signed.customer_signatures.map((s) => ({
      method: s.method,
      days: s.days,
      verification: s.verification,
      superseded: s.superseded,
    })),
  ).toEqual([
    { method: 'stand', days: [D1, D2], verification: 'unchanged', superseded: null },
    { method: 'link', days: [D3], verification: 'unchanged', superseded: null },
  ]);
  for (const person of signed.people) expect(person.unsigned_customer_days).toEqual([]);
  await office.reload();
  await expect(office.getByText('per Link bestätigt').first()).toBeVisible();
  await expectNoSeriousA11yViolations(office);

  // Payroll counts every row as signed; the PDF names both signatures.
  const preview = await office.request.get(
    `/app/api/buero/abrechnung/vorschau?messe_id=${String(pair.messeId)}`,
    { headers: XHR },
  );
  const payroll = (await preview.json()) as PayrollPreview;
  const people = payroll.people.filter((p) => p.rows > 0);
  expect(people.length).toBeGreaterThan(0);
  for (const person of people) {
    expect(person.unsigned_days).toEqual([]);
    expect(person.signed_rows).toBe(person.rows);
  }
  const pdf = await office.request.get(
    `/app/api/buero/messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}/pdf`,
    { headers: XHR },
  );
  expect(pdf.status()).toBe(200);
  const sheet = await readPdf(await pdf.body());
  expect(sheet.text).toContain('per Link bestätigt');
  for (const signature of signed.customer_signatures) {
    expect(sheet.text.replace(/\s+/g, '')).toContain(signature.content_sha256);
  }
});
