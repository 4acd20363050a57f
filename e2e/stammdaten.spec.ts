import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

// Both logins' records are edited here: one test after the other.
test.describe.configure({ mode: 'serial' });

const save = (page: Page, name: RegExp) => page.getByRole('button', { name }).click();

test.describe('master data', () => {
  test('edit and save in German; the payroll block shows the IBAN masked', async ({ page }) => {
    await loginAs(page, 'contract');
    await page.goto('/de/stammdaten');
    await expect(page.getByRole('heading', { level: 1, name: 'Stammdaten' })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveValue('Valentin');
    await expect(page.getByLabel('Vorname')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 **** **** **** **** 00');
    await expect(page.getByLabel('Rentenversicherungsnummer')).toHaveValue('65 100190 V 006');
    await expect(page.getByText(/IBAN nur teilweise/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Straße und Hausnummer').fill('Messeallee 7');
    await page.getByLabel('Geburtsland').selectOption({ label: 'Österreich' });
    await save(page, /^Speichern$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Daten erfolgreich gespeichert' }),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Messeallee 7');
    await expect(page.getByLabel('Geburtsland')).toHaveValue('AT');
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 **** **** **** **** 00');
  });

  test('edit and save in English: student switch, job, locations', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/en/stammdaten');
    await expect(page.getByRole('heading', { level: 1, name: 'Master data' })).toBeVisible();
    await expect(page.getByText('Contract details')).toHaveCount(0);
    const student = page.getByRole('switch', { name: 'I am a student' });
    await expect(student).toBeChecked();
    await expect(page.getByLabel('Expected end of studies (year)')).toHaveAttribute(
      'placeholder',
      'YYYY',
    );
    await student.uncheck();
    await page.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Self-employed' });
    const checked = page.getByRole('group', { name: /locations/i }).getByRole('checkbox');
    await checked.first().check();
    await expectNoSeriousA11yViolations(page);
    await save(page, /^Save$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Data saved successfully' }),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'I am a student' })).not.toBeChecked();
    await expect(page.getByLabel('Occupation', { exact: true })).toHaveValue('Selbständig');
  });

  test('contract block: each wrong value gets its message on its field', async ({ page }) => {
    await loginAs(page, 'contract');
    await page.goto('/de/stammdaten');
    const iban = page.getByLabel('IBAN');
    const bic = page.getByLabel('BIC');
    const tax = page.getByLabel('Steuer-Identifikationsnummer');
    const rv = page.getByLabel('Rentenversicherungsnummer');

    await iban.fill('DE88 3704 0044 0532 0130 00');
    await tax.fill('86095742718');
    await rv.fill('65100190V007');
    await expect(rv).toHaveValue('65 100190 V 007');
    await save(page, /^Speichern$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Daten konnte nicht gespeichert' }),
    ).toBeVisible();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription(/Ungültiges IBAN Format/);
    await expect(tax).toHaveAccessibleDescription(/Ungültiges Format/);
    await expect(rv).toHaveAccessibleDescription(/Ungültiges Format/);
    await expectNoSeriousA11yViolations(page);

    // A valid German IBAN with a French BIC.
    await iban.fill('DE89370400440532013000');
    await tax.fill('86095742719');
    await rv.fill('65100190V006');
    await bic.fill('BNPAFRPP');
    await save(page, /^Speichern$/);
    await expect(bic).toHaveAccessibleDescription(/BIC passt nicht zur IBAN/);
    await expect(iban).not.toHaveAttribute('aria-invalid', 'true');

    // The server's own refusal: a masked value that is not the stored IBAN's mask.
    await bic.fill('COBADEFFXXX');
    await iban.fill('DE12****************34');
    await save(page, /^Speichern$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Daten konnte nicht gespeichert' }),
    ).toBeVisible();
    await expect(iban).toHaveAccessibleDescription(/Ungültiges IBAN Format/);

    // Back to the stored IBAN's mask: saved, and still masked.
    await iban.fill('DE89 **** **** **** **** 00');
    await save(page, /^Speichern$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Daten erfolgreich gespeichert' }),
    ).toBeVisible();
    await expect(iban).toHaveValue('DE89 **** **** **** **** 00');
  });
});
