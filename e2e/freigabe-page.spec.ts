import { mkdir } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import type { ApprovalPage, DisputeBody } from '@domain/freigabe/approval';
import { approvalSheet, approvedSheet, disputedSheet } from '@tests/support/approval-sheet';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';

/*
 * The public approval page (issue 25) in a real browser on the built app and the
 * real server (its HTML, headers and CSP), the API answered by a stub of the
 * contract (domain/freigabe/operations.ts) until the server's part is merged;
 * the whole path against the real API is the lead's e2e.
 */

const TOKEN = 'Zq3v9xK2mP7rT4wY8bN1cF6hJ0dL5sA2eG9uI3oR7tQ';
const DIR = process.env.FREIGABE_SHOTS_DIR ?? '/tmp/shots-freigabe';
const PHONE = { width: 390, height: 844 };
const SIZES = [PHONE, { width: 1024, height: 768 }] as const;

const TEXT = {
  de: {
    heading: 'Stunden bestätigen',
    name: 'Ihr Name',
    confirm: /Ich bestätige die Stunden/,
    approve: 'Alle Tage bestätigen',
    dispute: 'Einzelne Zeilen beanstanden',
    send: 'Beanstandung senden',
    approved: /Bestätigt von Clara Conrad am/,
    disputed: /Beanstandet am/,
    neutral:
      'Dieser Link ist nicht (mehr) gültig. Bitte wenden Sie sich an Ihre Ansprechperson bei Messe-Personal.',
    comment: 'Person war 14–16 Uhr nicht am Stand',
    other: 'English',
  },
  en: {
    heading: 'Approve hours',
    name: 'Your name',
    confirm: /I approve the hours/,
    approve: 'Approve all days',
    dispute: 'Dispute single rows',
    send: 'Send dispute',
    approved: /Approved by Clara Conrad on/,
    disputed: /Disputed on/,
    neutral:
      'This link is not (or no longer) valid. Please contact your contact person at Messe-Personal.',
    comment: 'Person was not at the stand from 2 to 4 pm',
    other: 'Deutsch',
  },
} as const;

/** The contract's answers from memory: one open request under TOKEN, every other token dead. */
async function stubApi(page: Page, start: ApprovalPage = approvalSheet()) {
  let current = start;
  const posts: unknown[] = [];
  await page.route('**/app/api/freigabe/**', async (route: Route) => {
    const request = route.request();
    const [, token = '', verb] =
      /\/app\/api\/freigabe\/([^/?]+)(?:\/([a-z]+))?/.exec(request.url()) ?? [];
    const json = (status: number, body: unknown) => route.fulfill({ status, json: body });
    if (token !== TOKEN) return json(404, { message: 'Nicht gefunden.', errors: {} });
    if (request.method() === 'GET') return json(200, current);
    const body = request.postDataJSON() as { name?: string; rows?: DisputeBody['rows'] };
    posts.push(body);
    if (current.state !== 'open') return json(409, { message: 'Beantwortet.', errors: {} });
    current =
      verb === 'bestaetigen'
        ? approvedSheet(current, body.name ?? '')
        : disputedSheet(current, body.rows ?? []);
    return json(200, current);
  });
  return { posts };
}

test.describe('approval page', () => {
  for (const locale of ['de', 'en'] as const) {
    const text = TEXT[locale];

    test(`${locale}: a contact on a phone approves all days; the link then shows the answer`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const { posts } = await stubApi(page);
      const response = await page.goto(`/${locale}/freigabe/${TOKEN}`);
      // The server serves the page's own HTML with the portal's headers and no cookie.
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response?.headers()['set-cookie']).toBeUndefined();
      await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoSeriousA11yViolations(page);

      // Keyboard only: the name, the checkbox, the button.
      await page.getByLabel(text.name).focus();
      await page.keyboard.type('Clara Conrad');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox', { name: text.confirm })).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: text.approve })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(text.approved)).toBeVisible();
      expect(posts).toHaveLength(1);

      await page.reload();
      await expect(page.getByText(text.approved)).toBeVisible();
      await expect(page.getByRole('button')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test(`${locale}: a contact disputes one row with a comment`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const { posts } = await stubApi(page);
      await page.goto(`/${locale}/freigabe/${TOKEN}`);
      await page.getByRole('button', { name: text.dispute }).click();
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('textbox').nth(1).fill(text.comment);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.disputed)).toBeVisible();
      await expect(page.getByText(text.comment)).toBeVisible();
      expect(posts).toEqual([
        {
          rows: [{ staff_id: 2, day: '2026-11-20', comment: text.comment }],
          content_sha256: 'ab12'.repeat(16),
        },
      ]);
    });

    test(`${locale}: a dead link shows one neutral page`, async ({ page }) => {
      await stubApi(page);
      await page.goto(`/${locale}/freigabe/not-a-token`);
      await expect(page.getByText(text.neutral)).toBeVisible();
      await expect(page.getByText('EuroTier')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test(`${locale}: the language switch keeps the token`, async ({ page }) => {
      await stubApi(page);
      await page.goto(`/${locale}/freigabe/${TOKEN}`);
      await page.getByRole('link', { name: text.other }).click();
      const other = locale === 'de' ? 'en' : 'de';
      await expect(page).toHaveURL(new RegExp(`/${other}/freigabe/${TOKEN}$`));
      await expect(page.getByRole('heading', { name: TEXT[other].heading })).toBeVisible();
    });

    test(`${locale}: screenshots of every state`, async ({ page }) => {
      await mkdir(DIR, { recursive: true });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const shot = (name: string) =>
          page.screenshot({ path: `${DIR}/${locale}-${size.width}-${name}.png`, fullPage: true });
        await page.unrouteAll();
        await stubApi(page);
        await page.goto(`/${locale}/freigabe/${TOKEN}`);
        await page.getByRole('heading', { name: text.heading }).waitFor();
        await shot('1-open');
        await page.getByRole('button', { name: text.approve }).click();
        await shot('2-errors');
        await page.getByLabel(text.name).fill('Clara Conrad');
        await page.getByRole('checkbox', { name: text.confirm }).check();
        await page.getByRole('button', { name: text.approve }).click();
        await page.getByText(text.approved).waitFor();
        await shot('3-approved');
        await page.unrouteAll();
        await stubApi(page);
        await page.goto(`/${locale}/freigabe/${TOKEN}`);
        await page.getByRole('button', { name: text.dispute }).click();
        await page.getByRole('textbox').nth(1).fill(text.comment);
        await shot('4-dispute-form');
        await page.getByRole('button', { name: text.send }).click();
        await page.getByText(text.disputed).waitFor();
        await shot('5-disputed');
        await page.goto(`/${locale}/freigabe/gone`);
        await page.getByText(text.neutral).waitFor();
        await shot('6-neutral');
      }
    });
  }
});
