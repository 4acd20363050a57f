import type { Page } from '@playwright/test';
import { linkFrom, waitForMail } from './support/mailbox';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { adultBirthdate, applicantEmail, type JourneyLocale } from './bewerbung-steps';

/*
 * Step 2 on a phone (390 px): one heading that is not the wizard's step
 * heading again, and language and experience levels that say what they mean
 * at the point of choice, still one row per language.
 */

const TEXT = {
  de: {
    heading: 'Bewerbung vervollständigen',
    languages: ['Deutsch', 'Englisch'],
    levels: [
      'M Muttersprache',
      '1 Grundkenntnisse',
      '2 gute Konversation',
      '3 fließend',
      '0 keine',
    ],
    languageKey: /M = Muttersprache/,
    areas: ['Service / Gastronomie', 'Bar'],
    experience: ['1 wenig', '2 einiges', '3 viel', '0 keine'],
    experienceKey: /1 = wenig/,
  },
  en: {
    heading: 'Complete your application',
    languages: ['German', 'English'],
    levels: ['N native', '1 basic knowledge', '2 good conversation', '3 fluent', '0 none'],
    languageKey: /N = native/,
    areas: ['Service / catering', 'Bar'],
    experience: ['1 a little', '2 some', '3 a lot', '0 none'],
    experienceKey: /1 = a little/,
  },
} as const;

/** Applies (step 1 through the API, from its own address) and opens the mailed step-2 link. */
async function openStep2(page: Page, locale: JourneyLocale, ip: string) {
  const email = applicantEmail(`phone-${locale}`);
  const response = await page.request.post('/app/api/bewerbung', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': ip },
    data: {
      gender: 'w',
      firstname: 'Erika',
      lastname: 'Mustermann',
      email,
      phone_mobile: '0170 1234567',
      birthdate: adultBirthdate().toString(),
      student: 0,
      job: 'Sonstiges',
      privacy: 1,
      locale,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const link = new URL(linkFrom(await waitForMail(email), `/${locale}/bewerbung/step2`));
  await page.goto(link.pathname + link.search);
}

/** The radios of a group: their accessible names, and all in one row inside the screen. */
async function expectOneLabelledRow(page: Page, group: string, names: readonly string[]) {
  const radios = page.getByRole('group', { name: group, exact: true }).getByRole('radio');
  await expect(radios).toHaveCount(names.length);
  const tops = new Set<number>();
  for (const [index, name] of names.entries()) {
    const radio = radios.nth(index);
    await expect(radio).toHaveAccessibleName(name);
    const box = await radio.locator('xpath=..').boundingBox();
    if (!box) throw new Error(`${name} not rendered`);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    tops.add(Math.round(box.y));
  }
  expect([...tops]).toHaveLength(1);
}

/** Scrolls until `group` stands 150 px below the top of the screen. */
async function scrollGroupTo150(page: Page, group: string) {
  const box = await page.getByRole('group', { name: group, exact: true }).boundingBox();
  if (!box) throw new Error(`${group} not rendered`);
  await page.evaluate((top) => window.scrollBy(0, top - 150), box.y);
}

test.use({ viewport: { width: 390, height: 844 } });

(['de', 'en'] as const).forEach((locale, index) => {
  const text = TEXT[locale];
  test(`step 2 on a 390 px phone in ${locale}: one heading, levels with their meaning`, async ({
    page,
  }) => {
    await openStep2(page, locale, `192.0.2.${40 + index}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/Schritt|Step/);
    for (const language of text.languages) await expectOneLabelledRow(page, language, text.levels);
    for (const area of text.areas) await expectOneLabelledRow(page, area, text.experience);

    // The key stays on screen beside the groups further down, without covering them.
    for (const [key, group] of [
      [text.languageKey, text.languages[1]],
      [text.experienceKey, text.areas[1]],
    ] as const) {
      await scrollGroupTo150(page, group);
      const legend = page.getByText(key);
      await expect(legend).toBeInViewport();
      const keyBox = await legend.boundingBox();
      const groupBox = await page.getByRole('group', { name: group, exact: true }).boundingBox();
      expect(keyBox && groupBox && keyBox.y + keyBox.height <= groupBox.y).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
