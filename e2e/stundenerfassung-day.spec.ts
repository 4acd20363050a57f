import type { Page } from '@playwright/test';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import {
  dayRow,
  dayValue,
  expectDayRow,
  findPair,
  loginTt,
  outboxSize,
  serverSheet,
  timeFormUrl,
  type SeededPair,
} from './support/stundenerfassung-pages';
import { isoDay } from './support/stundenerfassung-seed';

/*
 * The day list as the supervisor's work surface (docs/product/screens.md, 'thirty people in a
 * minute'): the crew pair has 30 people and no times. The budget is counted in
 * the page: every pointerdown (a tap or click) and every keydown is one input.
 */

async function countInputs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { pointer: 0, keys: 0 };
    Object.assign(window, { __inputs: counts });
    document.addEventListener('pointerdown', () => (counts.pointer += 1), true);
    document.addEventListener('keydown', () => (counts.keys += 1), true);
  });
}

async function inputs(page: Page): Promise<{ pointer: number; keys: number }> {
  return page.evaluate(() => {
    const counts = (window as unknown as { __inputs: { pointer: number; keys: number } }).__inputs;
    const now = { ...counts };
    counts.pointer = 0;
    counts.keys = 0;
    return now;
  });
}

async function openDay(page: Page, pair: SeededPair, day: string): Promise<void> {
  await page.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}?date=${day}`);
  await expect(page.getByTestId('missing-count')).toBeVisible();
}

async function serverTimesOf(page: Page, pair: SeededPair, day: string) {
  const sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
  return new Map(
    sheet.staff.map((person) => [person.name, person.times.find((time) => time.day === day)]),
  );
}

const CREW = 'Dreißig Leute GmbH';

test.describe('the day list on a touch tablet (1024x768)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('standard shift for 30 in 2 taps, an end time in 2, a cleared day is – and can be undone, and reaches the server', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await countInputs(page);
    await loginTt(page, 'crew');
    const pair = await findPair(page.request, CREW);
    expect(pair.staff).toHaveLength(30);
    const today = isoDay(0);
    await openDay(page, pair, today);
    await expect(page.getByTestId('missing-count')).toHaveText('○ Noch ohne Zeit: 30');
    await expect(page.getByTestId('day-row').filter({ hasText: 'Noch ohne Zeit' })).toHaveCount(30);
    await expectNoSeriousA11yViolations(page);
    await inputs(page);

    // Standard shift for everyone without a time: open, apply (values changeable before).
    await page.getByRole('button', { name: 'Standardschicht für alle ohne Zeit (30)' }).tap();
    await expect(
      dayValue(page.getByRole('group', { name: 'Standardschicht' }), 'Beginn'),
    ).toHaveAttribute('aria-valuetext', '09:00');
    await expectNoSeriousA11yViolations(page);
    await inputs(page); // axe is not the user
    await page.getByRole('button', { name: 'Für 30 Personen eintragen' }).tap();
    await expect(page.getByTestId('missing-count')).toHaveText('✓ Alle haben eine Zeit.');
    expect((await inputs(page)).pointer).toBeLessThanOrEqual(5);
    await expect(page.getByText('Tagessumme: 255:00 Std.')).toBeVisible();
    // The tablet picks days in the calendar (not the phone's select), which counts per day.
    await expect(page.locator('.tt-calendar')).toBeVisible();
    await expect(page.locator('.tt-day-pick--phone')).toBeHidden();
    await expect(page.locator('.tt-cell[data-selected]').getByTestId('day-count')).toHaveText(
      '✓30',
    );

    // One person's end time: tap the value, tap the time in the quick picker.
    const row = dayRow(page, 'Crew Mitglied 20');
    await row.scrollIntoViewIfNeeded();
    await inputs(page);
    await dayValue(row, 'Ende').tap();
    await row.getByRole('dialog').getByRole('button', { name: '19:00' }).tap();
    await expectDayRow(row, { start: '09:00', end: '19:00', pause: '30 Min.', total: '9:30 Std.' });
    const picked = await inputs(page);
    expect(picked.pointer).toBeLessThanOrEqual(3);
    // The row stays where it was, focus on its end value (no jump to the top).
    await expect(dayValue(row, 'Ende')).toBeFocused();
    await expect(row).toBeInViewport();
    // The + step: 15 minutes a tap.
    await row.getByRole('button', { name: 'Ende von Crew Mitglied 20: 15 Minuten mehr' }).tap();
    await expectDayRow(row, { start: '09:00', end: '19:15', pause: '30 Min.', total: '9:45 Std.' });
    await expect(row).toBeInViewport();

    // 'Leeren' by mistake: the toast says what was cleared, 'Rückgängig' brings back 19:15.
    const toast = page.getByTestId('undo-toast');
    await row.getByRole('button', { name: /Tag von Crew Mitglied 20 leeren/ }).tap();
    await expect(row).toContainText('Keine Arbeitszeit');
    await expect(toast.getByRole('status')).toHaveText(
      'Tag von Crew Mitglied 20 geleert (vorher 09:00–19:15).',
    );
    await expect(toast).toBeInViewport();
    // A mouse resting on the toast keeps it (as does the keyboard focus): time for axe.
    await toast.hover();
    await expectNoSeriousA11yViolations(page);
    await page.mouse.move(1, 1);
    await toast.getByRole('button', { name: /^Rückgängig/ }).tap();
    await expectDayRow(row, { start: '09:00', end: '19:15', pause: '30 Min.', total: '9:45 Std.' });
    await expect(toast.getByRole('status')).toHaveText(
      'Zeit von Crew Mitglied 20 wiederhergestellt: 09:00–19:15.',
    );

    // Clearing a no-show: '–', not 0:00, and the person is not 'without a time'.
    const noShow = dayRow(page, 'Crew Mitglied 21');
    await noShow.getByRole('button', { name: /Tag von Crew Mitglied 21 leeren/ }).tap();
    await expect(noShow).toContainText('Keine Arbeitszeit');
    await expect(noShow).toContainText('–');
    await expect(noShow).not.toContainText('0:00');
    await expect(page.getByTestId('missing-count')).toHaveText('✓ Alle haben eine Zeit.');
    await expect(page.getByText('(29 von 30 mit Zeit)')).toBeVisible();
    await expect(toast.getByRole('button', { name: /^Rückgängig/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Left alone, the toast goes after a few seconds and the day stays cleared.
    await expect(toast.getByRole('button')).toHaveCount(0, { timeout: 15_000 });
    await expect(noShow).toContainText('Keine Arbeitszeit');

    // The per-person form (a deep link) clears a day too.
    const other = pair.staff.find((s) => s.name === 'Crew Mitglied 22');
    await page.goto(timeFormUrl(pair, other?.id ?? 0, today));
    await page.getByRole('button', { name: 'Keine Arbeitszeit (Tag leeren)' }).tap();
    await expect(dayRow(page, 'Crew Mitglied 22')).toContainText('Keine Arbeitszeit');

    // Everything reaches the server.
    await expect.poll(() => outboxSize(page), { timeout: 20_000 }).toBe(0);
    const onServer = await serverTimesOf(page, pair, today);
    expect(onServer.get('Crew Mitglied 20')).toEqual({
      day: today,
      time_start: 540,
      time_end: 1155,
      time_break: 30,
    });
    expect(onServer.get('Crew Mitglied 21')).toEqual({
      day: today,
      time_start: null,
      time_end: null,
      time_break: 0,
    });
    expect(onServer.get('Crew Mitglied 22')?.time_start).toBeNull();
    expect(onServer.get('Crew Mitglied 01')).toEqual({
      day: today,
      time_start: 540,
      time_end: 1080,
      time_break: 30,
    });
    expect([...onServer.values()].filter((time) => time === undefined)).toHaveLength(0);

    // After a reload from the server the cleared day is still '–'.
    await page.reload();
    await expect(dayRow(page, 'Crew Mitglied 21')).toContainText('Keine Arbeitszeit');
  });

  test('the same with the keyboard only: 4 keys for 30 people, 3 for an end time', async ({
    page,
  }) => {
    await countInputs(page);
    await loginTt(page, 'crew');
    const pair = await findPair(page.request, CREW);
    const day = isoDay(1);
    await openDay(page, pair, day);
    // The keyboard user arrives at the day list from the calendar's day (the filter, then the list).
    await page.locator('.tt-cell[data-selected]').focus();
    await inputs(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Nur ohne Zeit zeigen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: /^Standardschicht für alle ohne Zeit/ }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Für \d+ Personen eintragen$/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('missing-count')).toHaveText('✓ Alle haben eine Zeit.');
    // Focus stays in the day list (on the count line), not at the page's start.
    await expect(page.getByTestId('missing-count')).toBeFocused();
    expect((await inputs(page)).keys).toBeLessThanOrEqual(5);

    // From a person's row (its name), the end time: Tab, Tab, arrow up.
    const row = dayRow(page, 'Crew Mitglied 07');
    await row.getByRole('link', { name: 'Crew Mitglied 07: alle Tage' }).focus();
    await inputs(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowUp');
    await expectDayRow(row, { start: '09:00', end: '18:15', pause: '30 Min.', total: '8:45 Std.' });
    expect((await inputs(page)).keys).toBeLessThanOrEqual(3);
    await expect(dayValue(row, 'Ende')).toBeFocused();
    // Enter opens the quick picker on the current value; Escape goes back to the value.
    await page.keyboard.press('Enter');
    await expect(row.getByRole('dialog').getByRole('button', { name: '18:15' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dayValue(row, 'Ende')).toBeFocused();

    await expect.poll(() => outboxSize(page), { timeout: 20_000 }).toBe(0);
    const onServer = await serverTimesOf(page, pair, day);
    expect(onServer.get('Crew Mitglied 07')?.time_end).toBe(1095);
  });
});

test.describe('the day list on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the calendar folds into a day select; the list starts on the first screen', async ({
    page,
  }) => {
    await countInputs(page);
    await loginTt(page, 'crew');
    const pair = await findPair(page.request, CREW);
    await openDay(page, pair, isoDay(2));
    await expect(page.locator('.tt-calendar')).toBeHidden();
    await expect(page.getByLabel('Messetag wählen', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Standardschicht für alle ohne Zeit/ }),
    ).toBeInViewport();
    await expect(page.getByTestId('day-row').first()).toBeInViewport();
    // No sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);

    // The same budget on the phone: the standard shift in two taps, an end time in two.
    await inputs(page);
    await page.getByRole('button', { name: /^Standardschicht für alle ohne Zeit/ }).tap();
    await page.getByRole('button', { name: /^Für \d+ Personen eintragen$/ }).tap();
    await expect(page.getByTestId('missing-count')).toHaveText('✓ Alle haben eine Zeit.');
    expect((await inputs(page)).pointer).toBeLessThanOrEqual(5);
    const row = dayRow(page, 'Ben Brandt');
    await dayValue(row, 'Ende').tap();
    await row.getByRole('dialog').getByRole('button', { name: '17:00' }).tap();
    await expectDayRow(row, { start: '09:00', end: '17:00', pause: '30 Min.', total: '7:30 Std.' });
    expect((await inputs(page)).pointer).toBeLessThanOrEqual(3);
    await expect(row).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: 'Vorheriger Tag' }).tap();
    await expect(page).toHaveURL(new RegExp(`date=${isoDay(1)}`));
  });
});

test.describe('the day list on a portrait tablet (768x1024)', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('gets the calendar beside the summary, the first rows on the first screen', async ({
    page,
  }, testInfo) => {
    await loginTt(page, 'crew');
    const pair = await findPair(page.request, CREW);
    await openDay(page, pair, isoDay(2));
    await expect(page.locator('.tt-calendar')).toBeVisible();
    await expect(page.locator('.tt-day-pick--phone')).toBeHidden();
    await expect(page.getByTestId('day-row').first()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('day-list-768x1024', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
});

test.describe('who is missing, on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the day select counts '4/30', 'nur ohne Zeit' lists the 26, and a clear can be undone", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await loginTt(page, 'crew');
    const pair = await findPair(page.request, CREW);
    const day = isoDay(-1);
    await openDay(page, pair, day);
    for (const name of ['Anna Albers', 'Ben Brandt', 'Clara Chowdhury', 'Crew Mitglied 01']) {
      await dayRow(page, name)
        .getByRole('button', { name: `Für ${name} 09:00–18:00 eintragen` })
        .tap();
    }
    await expect(page.getByTestId('missing-count')).toHaveText('○ Noch ohne Zeit: 26');
    const select = page.getByLabel('Messetag wählen', { exact: true });
    await expect(select.locator('option:checked')).toHaveText(
      `${formatDateWithWeekday(day, 'de')} · 4/30`,
    );

    // Only those without a time: the 26, the first of them on the first screen.
    await page.getByRole('checkbox', { name: 'Nur ohne Zeit zeigen' }).tap();
    await expect(page.getByTestId('day-row')).toHaveCount(26);
    await expect(dayRow(page, 'Anna Albers')).toHaveCount(0);
    await expect(page.getByTestId('day-row').first()).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('day-list-only-missing-390', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    // A row that gets its time stays in view (it may still need a correction) …
    await dayRow(page, 'Crew Mitglied 02')
      .getByRole('button', { name: 'Für Crew Mitglied 02 09:00–18:00 eintragen' })
      .tap();
    await expect(page.getByTestId('missing-count')).toHaveText('○ Noch ohne Zeit: 25');
    await expect(page.getByTestId('day-row')).toHaveCount(26);
    // … and the filter stays when the day changes.
    await page.getByRole('button', { name: 'Nächster Tag' }).tap();
    await expect(page).toHaveURL(new RegExp(`date=${isoDay(0)}.*ohne=1|ohne=1.*date=${isoDay(0)}`));
    await page.getByRole('button', { name: 'Vorheriger Tag' }).tap();
    await expect(page.getByTestId('day-row')).toHaveCount(25);
    await page.getByRole('checkbox', { name: 'Nur ohne Zeit zeigen' }).tap();
    await expect(page.getByTestId('day-row')).toHaveCount(30);

    // 'Leeren' and 'Rückgängig' on the phone: the toast is on screen, the time comes back.
    const anna = dayRow(page, 'Anna Albers');
    await anna.getByRole('button', { name: /Tag von Anna Albers leeren/ }).tap();
    const toast = page.getByTestId('undo-toast');
    await expect(toast).toBeInViewport();
    await toast.hover(); // a busy machine may take its time over the screenshot
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await testInfo.attach('undo-toast-390', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await toast.getByRole('button', { name: /^Rückgängig/ }).tap();
    await expectDayRow(anna, {
      start: '09:00',
      end: '18:00',
      pause: '30 Min.',
      total: '8:30 Std.',
    });

    await expect.poll(() => outboxSize(page), { timeout: 20_000 }).toBe(0);
    const onServer = await serverTimesOf(page, pair, day);
    expect(onServer.get('Anna Albers')).toEqual({
      day,
      time_start: 540,
      time_end: 1080,
      time_break: 30,
    });
  });
});
