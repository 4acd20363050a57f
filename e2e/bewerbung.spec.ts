import { today } from '@internationalized/date';
import { linkFrom, mailsTo, waitForMail } from './support/mailbox';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import {
  applicantEmail,
  birthdateFields,
  fillStep1,
  fillWizardFirstStep,
  type JourneyLocale,
  TEXT,
  typeBirthdate,
} from './bewerbung-steps';

for (const locale of ['de', 'en'] as const satisfies JourneyLocale[]) {
  const student = locale === 'de';
  test(`the whole application in ${locale}: step 1, mail, link, both wizard steps with photo`, async ({
    page,
  }) => {
    const text = TEXT[locale];
    const email = applicantEmail(locale);
    await page.goto(`/${locale}/bewerbung`);
    await fillStep1(page, locale, email, { student });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('status').filter({ hasText: text.success1 })).toBeVisible();
    await expect(page.getByRole('button', { name: text.send })).toHaveCount(0);

    const mail = await waitForMail(email);
    const link = new URL(linkFrom(mail, `/${locale}/bewerbung/step2`));
    await page.goto(link.pathname + link.search);
    await expect(page.getByText(locale === 'de' ? 'Schritt 1 von 2' : 'Step 1 of 2')).toBeVisible();
    // Study fields only for students.
    await expect(page.getByLabel(text.subject)).toHaveCount(student ? 1 : 0);
    await fillWizardFirstStep(page, locale, student);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: text.next }).click();

    await expect(page.getByText(locale === 'de' ? 'Schritt 2 von 2' : 'Step 2 of 2')).toBeVisible();
    await page.getByRole('checkbox', { name: /Agritechnica/ }).check();
    // Values stay when going back and forth.
    await page.getByRole('button', { name: text.back }).click();
    await expect(page.getByLabel(text.street)).toHaveValue('Messeweg 7');
    await expect(page.getByRole('img', { name: text.preview })).toBeVisible();
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('checkbox', { name: /Agritechnica/ })).toBeChecked();
    await page.getByRole('checkbox', { name: text.privacy2 }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').filter({ hasText: text.success })).toBeVisible();

    // The confirmation mail arrives; the link is dead now.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(2);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toBeVisible();
  });
}

test('step 1 can be completed with the keyboard alone', async ({ page }) => {
  const email = applicantEmail('keys');
  await page.goto('/de/bewerbung');
  await page.getByRole('heading', { name: 'Bewerbung' }).waitFor();
  // Tab from the top of the page to the first field.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const onGender = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.name === 'gender',
    );
    if (onGender) break;
  }
  await page.keyboard.press('ArrowRight'); // männlich
  await page.keyboard.press('Tab');
  await page.keyboard.type('Karl');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tastatur');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('0170 1234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1'); // day
  await page.keyboard.press('Tab');
  await page.keyboard.type('2'); // month
  await page.keyboard.press('Tab');
  await page.keyboard.type('1990'); // year
  await page.keyboard.press('Tab'); // student question: nothing chosen, focus on Ja
  await page.keyboard.press('ArrowDown'); // Nein, so the job select appears
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // first job
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // privacy
  await page.keyboard.press('Tab'); // the privacy statement's link
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: TEXT.de.success1 })).toBeVisible();
  await waitForMail(email);
});

test('the birth date: three fields, 18 years back counted in the agency time zone, errors on the field', async ({
  page,
}) => {
  await page.goto('/de/bewerbung');
  // Everything else filled, so the birth date is the first field in error.
  await fillStep1(page, 'de', applicantEmail('birthdate'), { student: true });
  const fields = birthdateFields(page, 'de');
  for (const [field, autocomplete] of [
    [fields.day, 'bday-day'],
    [fields.month, 'bday-month'],
    [fields.year, 'bday-year'],
  ] as const) {
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', autocomplete);
  }
  // Today as the portal counts it (the agency's time zone), not the test machine's.
  const eighteen = today('Europe/Berlin').subtract({ years: 18 });
  const send = page.getByRole('button', { name: 'Bewerbung absenden' });
  await fields.day.fill('31');
  await fields.month.fill('2');
  await fields.year.fill('1990');
  await send.click();
  await expect(fields.group).toContainText('Bitte geben Sie ein gültiges Datum ein');
  await expect(fields.day).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.day).toBeFocused();
  // One day short of 18: refused on the field; re-checked as it is typed.
  const tooYoung = eighteen.add({ days: 1 });
  await typeBirthdate(page, 'de', tooYoung.toString());
  await expect(fields.group).toContainText('Sie müssen mindestens 18 Jahre alt sein');
  await typeBirthdate(page, 'de', eighteen.toString());
  await expect(fields.group).not.toContainText('Sie müssen mindestens 18 Jahre alt sein');
  await expect(fields.day).not.toHaveAttribute('aria-invalid');
  await expectNoSeriousA11yViolations(page);
});

test('server field errors show on their fields, on the right wizard step', async ({ page }) => {
  const email = applicantEmail('errors');
  await page.goto('/de/bewerbung');
  // Step 1: the server's message and field error are shown (the client check passed).
  await page.route('**/app/api/bewerbung', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Die Eingaben sind ungültig.',
        errors: { email: ['Diese Adresse nimmt keine Post an.'] },
      }),
    }),
  );
  await fillStep1(page, 'de', email, { student: true });
  await page.getByRole('button', { name: TEXT.de.send }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Die Eingaben sind ungültig.' }),
  ).toBeVisible();
  await expect(page.getByLabel(TEXT.de.email)).toHaveAccessibleDescription(
    /Diese Adresse nimmt keine Post an./,
  );
  await page.unroute('**/app/api/bewerbung');
  await page.getByRole('button', { name: TEXT.de.send }).click();
  const link = new URL(linkFrom(await waitForMail(email), '/de/bewerbung/step2'));

  // Step 2: an error on a first-step field sends the wizard back there, focused.
  await page.goto(link.pathname + link.search);
  await fillWizardFirstStep(page, 'de', true);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('checkbox', { name: TEXT.de.privacy2 }).check();
  await page.route('**/app/api/bewerbung/step2?*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Die Eingaben sind ungültig. Bitte überprüfen Sie die markierten Felder.',
            errors: { zipcode: ['Diese PLZ gibt es nicht.'], messen: ['Messe voll.'] },
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Schritt 1 von 2')).toBeVisible();
  await expect(page.getByLabel(TEXT.de.zipcode)).toBeFocused();
  await expect(page.getByText('Diese PLZ gibt es nicht.')).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('Die Eingaben sind ungültig.');
  await page.getByLabel(TEXT.de.zipcode).fill('30159');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Messe voll.')).toBeVisible();
});

test('a bad link shows the load error', async ({ page }) => {
  await page.goto('/de/bewerbung/step2?token=not-a-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Bewerbung konnte nicht geladen werden. Bitte prüfe den Link.',
  );
  await expectNoSeriousA11yViolations(page);
});
