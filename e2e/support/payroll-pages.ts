import type { Page } from '@playwright/test';

/*
 * Page helpers of the payroll screen (/:locale/buero/abrechnung), shared by
 * the payroll spec and the night shift's way to the LODAS file.
 */

/** Chooses a month (yyyy-MM) with the two selects, by the month's name in the page's language. */
export async function chooseMonth(page: Page, isoMonth: string, locale: 'de' | 'en' = 'de') {
  const [year, number] = isoMonth.split('-').map(Number);
  const name = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 2026, (number ?? 1) - 1, 15));
  await page
    .getByRole('combobox', { name: locale === 'de' ? 'Jahr' : 'Year' })
    .selectOption(String(year));
  await page
    .getByRole('combobox', { name: locale === 'de' ? 'Monat' : 'Month' })
    .selectOption({ label: name });
}

/** The preview region of the payroll screen. */
export const payrollPreview = (page: Page) =>
  page.getByRole('region', { name: /^(Vorschau|Preview)$/ });
