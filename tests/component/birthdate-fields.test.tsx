import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Step1Form } from '@src/features/bewerbung/components/step1-form';
import { fakeServer } from './render';

/*
 * The birth date of application step 1 as three fields (ADR 0033): day, month
 * and year in a fieldset, judged by the shared schema (a real day, 18 to 100
 * years back in the agency's time zone), its message on the field, de and en.
 */

const TEXT = {
  de: {
    legend: /^Geburtsdatum/,
    parts: ['Tag', 'Monat', 'Jahr'],
    gender: 'weiblich',
    firstname: 'Vorname *',
    lastname: 'Nachname *',
    email: 'E-Mail *',
    phone: 'Mobilnummer *',
    student: 'Sind Sie Student/in?',
    yes: 'Ja',
    privacy: /Verarbeitung meiner Daten/,
    send: 'Bewerbung absenden',
    notReal: 'Bitte geben Sie ein gültiges Datum ein: Tag, Monat und Jahr mit vier Ziffern.',
    tooYoung: 'Sie müssen mindestens 18 Jahre alt sein (höchstens 100 Jahre zurück).',
  },
  en: {
    legend: /^Date of birth/,
    parts: ['Day', 'Month', 'Year'],
    gender: 'female',
    firstname: 'First name *',
    lastname: 'Last name *',
    email: 'Email *',
    phone: 'Mobile number *',
    student: 'Are you a student?',
    yes: 'Yes',
    privacy: /my data is processed/,
    send: 'Send application',
    notReal: 'Please enter a real date: day, month and a four-digit year.',
    tooYoung: 'You must be at least 18 years old (at most 100 years back).',
  },
} as const;
type Locale = keyof typeof TEXT;

async function renderStep1(locale: Locale) {
  const { messages } = (await import(`../../src/locales/${locale}/bewerbung.po`)) as {
    messages: Messages;
  };
  i18n.loadAndActivate({ locale, messages: locale === 'de' ? {} : messages });
  const router = createMemoryRouter([{ path: '/:locale/bewerbung', element: <Step1Form /> }], {
    initialEntries: [`/${locale}/bewerbung`],
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  const group = screen.getByRole('group', { name: TEXT[locale].legend });
  const [day, month, year] = TEXT[locale].parts.map((label) =>
    within(group).getByRole<HTMLInputElement>('textbox', { name: label }),
  );
  if (!day || !month || !year) throw new Error('three birth date fields expected');
  return { group, day, month, year };
}

/** Everything but the birth date, as an applicant fills it. */
async function fillTheRest(locale: Locale) {
  const text = TEXT[locale];
  await userEvent.click(screen.getByRole('radio', { name: text.gender }));
  await userEvent.type(screen.getByLabelText(text.firstname), 'Erika');
  await userEvent.type(screen.getByLabelText(text.lastname), 'Mustermann');
  await userEvent.type(screen.getByLabelText(text.email), 'erika@example.test');
  await userEvent.type(screen.getByLabelText(text.phone), '0170 1234567');
  const student = screen.getByRole('group', { name: text.student });
  await userEvent.click(within(student).getByRole('radio', { name: text.yes }));
  await userEvent.click(screen.getByRole('checkbox', { name: text.privacy }));
}

async function typeDate(
  fields: Awaited<ReturnType<typeof renderStep1>>,
  day: string,
  month: string,
  year: string,
) {
  for (const [input, text] of [
    [fields.day, day],
    [fields.month, month],
    [fields.year, year],
  ] as const) {
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
  }
}

const accepted = { status: 200, body: { success: true, message: 'ok' } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the birth date as three fields', () => {
  it('is a fieldset with a labelled numeric field per part and the birthday autofill (de)', async () => {
    const { group, day, month, year } = await renderStep1('de');
    expect(group.tagName).toBe('FIELDSET');
    expect([day, month, year].map((input) => input.getAttribute('inputmode'))).toEqual([
      'numeric',
      'numeric',
      'numeric',
    ]);
    expect([day, month, year].map((input) => input.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    expect(within(group).getByText('Zum Beispiel 27 3 1990')).toBeTruthy();
  });

  it('sends a valid date as yyyy-MM-dd, day and month padded (de)', async () => {
    const { requests } = fakeServer(accepted);
    const fields = await renderStep1('de');
    await fillTheRest('de');
    await typeDate(fields, '7', '3', '1990');
    await userEvent.click(screen.getByRole('button', { name: TEXT.de.send }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ birthdate: '1990-03-07', locale: 'de' });
  });

  for (const locale of ['de', 'en'] as const) {
    it(`refuses 31.02. as no real date, on the field, and sends nothing (${locale})`, async () => {
      const { requests } = fakeServer();
      const fields = await renderStep1(locale);
      await fillTheRest(locale);
      await typeDate(fields, '31', '02', '1990');
      await userEvent.click(screen.getByRole('button', { name: TEXT[locale].send }));
      const message = await within(fields.group).findByText(TEXT[locale].notReal);
      expect(fields.group.getAttribute('aria-describedby')).toContain(message.id);
      expect(fields.day.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(fields.day);
      expect(requests).toHaveLength(0);
    });
  }

  it('puts the focus on the part left out (en)', async () => {
    fakeServer();
    const fields = await renderStep1('en');
    await fillTheRest('en');
    await typeDate(fields, '27', '3', '');
    await userEvent.click(screen.getByRole('button', { name: TEXT.en.send }));
    await within(fields.group).findByText(TEXT.en.notReal);
    expect(document.activeElement).toBe(fields.year);
  });

  for (const locale of ['de', 'en'] as const) {
    it(`counts 18 years in the agency's time zone, not UTC (${locale})`, async () => {
      // 22:30 UTC on 14 June is already 15 June, 00:30, in Berlin.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-14T22:30:00Z'));
      const { requests } = fakeServer(accepted);
      const fields = await renderStep1(locale);
      await fillTheRest(locale);
      await typeDate(fields, '16', '06', '2008');
      await userEvent.click(screen.getByRole('button', { name: TEXT[locale].send }));
      await within(fields.group).findByText(TEXT[locale].tooYoung);
      expect(requests).toHaveLength(0);
      // Eighteen today in Berlin (still 17 by the UTC date): accepted, the message goes.
      await typeDate(fields, '15', '06', '2008');
      expect(within(fields.group).queryByText(TEXT[locale].tooYoung)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: TEXT[locale].send }));
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(requests[0]?.body).toMatchObject({ birthdate: '2008-06-15' });
    });
  }
});
