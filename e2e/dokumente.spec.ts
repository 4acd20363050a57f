import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('documents screen', () => {
  test('shows the downloads snippet, uploads a PDF, lists it and opens it', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/de/dokumente');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();

    // The agency's snippet, sanitized: its heading and download links are there.
    const snippet = page.getByTestId('downloads-snippet');
    await expect(
      snippet.getByRole('heading', { name: 'Formulare zum Herunterladen' }),
    ).toBeVisible();
    await expect(snippet.getByRole('link', { name: /Personalstammblatt/ })).toHaveAttribute(
      'href',
      '/downloads/personalstammblatt.pdf',
    );
    await expect(page.getByText('JPEG, PNG oder PDF, maximal 5 MB')).toBeVisible();

    // Sending without choices shows both field errors, nothing is sent.
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await expect(page.getByText('Dieses Feld ist erforderlich.')).toHaveCount(2);

    await page.getByLabel('Art des Dokuments').selectOption('Belehrung Gesundheitsamt');
    await page.getByLabel('Dokument', { exact: true }).setInputFiles({
      name: 'Belehrung Mai.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Daten erfolgreich gespeichert' }),
    ).toBeVisible();
    // The form is hidden after success, with a way to upload another.
    await expect(page.getByRole('button', { name: 'Hochladen', exact: true })).toHaveCount(0);

    const row = page.getByRole('listitem').filter({ hasText: 'Belehrung Mai.pdf' }).first();
    await expect(row).toContainText('Belehrung Gesundheitsamt');
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);

    const downloadPromise = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Belehrung Mai.pdf' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Belehrung Mai.pdf');
    expect(await readFile(await download.path())).toEqual(PDF);

    await page.getByRole('button', { name: 'Weiteres Dokument hochladen' }).click();
    await expect(page.getByLabel('Art des Dokuments')).toBeVisible();
  });

  test('a file that is no JPEG, PNG or PDF gets the server message on the field', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    await page.goto('/en/dokumente');
    await page.getByLabel('Type of document').selectOption('Vertrag');
    await page.getByLabel('Document', { exact: true }).setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>not a pdf</html>'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please upload a JPEG, PNG or PDF file.')).toBeVisible();
    await expect(page.getByRole('alert').first()).toBeVisible();
  });

  for (const locale of ['de', 'en']) {
    test(`axe clean (${locale})`, async ({ page }) => {
      await loginAs(page, 'staff');
      await page.goto(`/${locale}/dokumente`);
      await expect(page.getByTestId('downloads-snippet').getByRole('link').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
