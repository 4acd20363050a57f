import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

/*
 * A first-time visitor who wants to apply: the portal's start leads to the
 * log-in, which shows the way to the application; the application's consent
 * links to the privacy statement without losing what was typed.
 */

const TEXT = {
  de: { apply: 'Jetzt bewerben', privacy: 'Datenschutzerklärung', firstname: 'Vorname *' },
  en: { apply: 'Apply now', privacy: 'Privacy statement', firstname: 'First name *' },
} as const;

for (const locale of ['de', 'en'] as const) {
  const text = TEXT[locale];

  test(`from the portal's start to the application in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
    const apply = page.getByRole('link', { name: text.apply });
    await expect(apply).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/bewerbung$`));
    await expect(page.getByRole('textbox', { name: text.firstname })).toBeVisible();
  });

  test(`the consent links to the privacy statement in a new tab in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}/bewerbung`);
    await page.getByRole('textbox', { name: text.firstname }).fill('Erika');
    const link = page.getByRole('checkbox').last().locator('xpath=..').getByRole('link');
    await expect(link).toHaveAccessibleName(new RegExp(text.privacy, 'i'));
    await expect(link).toHaveAttribute('target', '_blank');
    const [statement] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(statement).toHaveURL(new RegExp(`/${locale}/datenschutz$`));
    await expect(statement.getByRole('heading', { level: 1 })).toHaveText(text.privacy);
    await expectNoSeriousA11yViolations(statement);
    await statement.close();
    // The form is where it was: the link neither left the page nor ticked the consent.
    await expect(page.getByRole('textbox', { name: text.firstname })).toHaveValue('Erika');
    await expect(page.getByRole('checkbox').last()).not.toBeChecked();
  });
}

test('the privacy statement is a public page, marked as a placeholder until the agency supplies its text', async ({
  page,
}) => {
  await page.goto('/de/datenschutz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByText(/Platzhalter/).first()).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
  await expect(page.getByText(/placeholder/i).first()).toBeVisible();
});
