import { expect, type Page } from '@playwright/test';
import { parseDate, today } from '@internationalized/date';
import sharp from 'sharp';

/** Texts of the two locales the journeys use. */
export const TEXT = {
  de: {
    gender: 'weiblich',
    firstname: 'Vorname *',
    lastname: 'Nachname *',
    email: 'E-Mail *',
    phone: 'Mobilnummer *',
    student: 'Sind Sie Student/in?',
    yes: 'Ja',
    no: 'Nein',
    job: 'Tätigkeit',
    privacy: /Verarbeitung meiner Daten/,
    send: 'Bewerbung absenden',
    success1: 'Wir haben Ihre Bewerbung erhalten. Bitte prüfen Sie jetzt Ihr E-Mail-Postfach.',
    street: 'Straße und Hausnummer *',
    zipcode: 'PLZ *',
    city: 'Ort *',
    nationality: 'Staatsangehörigkeit',
    height: 'Körpergröße (cm)',
    shoe: 'Schuhgröße',
    top: 'Konfektionsgröße oben',
    bottom: 'Konfektionsgröße unten',
    license: 'Ich habe einen Führerschein',
    photo: 'Foto',
    german: 'Deutsch',
    english: 'Englisch',
    native: 'M Muttersprache',
    subject: 'Studienfach *',
    place: 'Studienort *',
    studyEnd: 'Voraussichtliches Studienende',
    experience: ['Service / Gastronomie', 'Bar', 'Küche', 'Infocounter / Empfang', 'Promotion'],
    next: 'Weiter',
    save: 'Speichern',
    back: 'Zurück',
    privacy2: /Speicherung und Verarbeitung/,
    success: 'Vielen Dank! Ihre Bewerbung ist vollständig.',
    birthdate: /^Geburtsdatum/,
    day: 'Tag',
    month: 'Monat',
    year: 'Jahr',
    preview: 'Vorschau Ihres Fotos',
  },
  en: {
    gender: 'female',
    firstname: 'First name *',
    lastname: 'Last name *',
    email: 'Email *',
    phone: 'Mobile number *',
    student: 'Are you a student?',
    yes: 'Yes',
    no: 'No',
    job: 'Occupation',
    privacy: /my data is processed/,
    send: 'Send application',
    success1: 'We have received your application. Please check your email inbox now.',
    street: 'Street and number *',
    zipcode: 'Postcode *',
    city: 'City *',
    nationality: 'Nationality',
    height: 'Height (cm)',
    shoe: 'Shoe size',
    top: 'Clothing size (top)',
    bottom: 'Clothing size (bottom)',
    license: 'I have a driving licence',
    photo: 'Photo',
    german: 'German',
    english: 'English',
    native: 'N native',
    subject: 'Subject *',
    place: 'Place of study *',
    studyEnd: 'Expected end of studies',
    experience: ['Service / catering', 'Bar', 'Kitchen', 'Info desk / reception', 'Promotion'],
    next: 'Next',
    save: 'Save',
    back: 'Back',
    privacy2: /my details and my photo/,
    success: 'Thank you! Your application is complete.',
    birthdate: /^Date of birth/,
    day: 'Day',
    month: 'Month',
    year: 'Year',
    preview: 'Preview of your photo',
  },
} as const;
export type JourneyLocale = keyof typeof TEXT;

/** A unique address per run, so the mailbox holds exactly this applicant's mail. */
export function applicantEmail(tag: string): string {
  return `bw-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

/** A birthdate 30 years back (well inside the allowed range). */
export function adultBirthdate() {
  return today('Europe/Berlin').subtract({ years: 30, days: 12 });
}

/** The birth date's three fields (ADR 0033), found by the fieldset's legend and their labels. */
export function birthdateFields(page: Page, locale: JourneyLocale) {
  const text = TEXT[locale];
  const group = page.getByRole('group', { name: text.birthdate });
  return {
    group,
    day: group.getByRole('textbox', { name: text.day, exact: true }),
    month: group.getByRole('textbox', { name: text.month, exact: true }),
    year: group.getByRole('textbox', { name: text.year, exact: true }),
  };
}

/** Types a date into the birth date's day, month and year fields (both locales: that order). */
export async function typeBirthdate(page: Page, locale: JourneyLocale, iso: string) {
  const date = parseDate(iso);
  const fields = birthdateFields(page, locale);
  await fields.day.fill(String(date.day));
  await fields.month.fill(String(date.month));
  await fields.year.fill(String(date.year));
}

/** Fills step 1 with the mouse and keyboard as a person would. */
export async function fillStep1(
  page: Page,
  locale: JourneyLocale,
  email: string,
  options: { student: boolean; firstname?: string; lastname?: string },
) {
  const text = TEXT[locale];
  await page.getByRole('radio', { name: text.gender }).check();
  await page.getByLabel(text.firstname).fill(options.firstname ?? 'Erika');
  await page.getByLabel(text.lastname).fill(options.lastname ?? 'Mustermann');
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.phone).fill('+49 (170) 123 45-67');
  await typeBirthdate(page, locale, adultBirthdate().toString());
  await page
    .getByRole('group', { name: text.student })
    .getByRole('radio', { name: options.student ? text.yes : text.no, exact: true })
    .check();
  if (!options.student) await page.getByLabel(text.job).selectOption({ index: 3 });
  await page.getByRole('checkbox', { name: text.privacy }).check();
}

/** A small real JPEG for the photo field. */
export async function photoFile() {
  const buffer = await sharp({
    create: { width: 360, height: 480, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return { name: 'foto.jpg', mimeType: 'image/jpeg', buffer };
}

/** Fills the wizard's first step (a woman, student or not). */
export async function fillWizardFirstStep(page: Page, locale: JourneyLocale, student: boolean) {
  const text = TEXT[locale];
  await page.getByLabel(text.street).fill('Messeweg 7');
  await page.getByLabel(text.zipcode).fill('30521');
  await page.getByLabel(text.city, { exact: true }).fill('Hannover');
  await page.getByLabel(text.nationality).selectOption('DE');
  await page.getByLabel(text.height).selectOption('172');
  await page.getByLabel(text.shoe).selectOption('39');
  await page.getByLabel(text.top).selectOption('38');
  await page.getByLabel(text.bottom).selectOption('40');
  await page.getByRole('switch', { name: text.license }).check();
  await page.getByLabel(new RegExp(`^${text.photo}`)).setInputFiles(await photoFile());
  await expect(page.getByRole('img', { name: text.preview })).toBeVisible();
  await page
    .getByRole('group', { name: text.german })
    .getByRole('radio', { name: text.native, exact: true })
    .check();
  await page.getByRole('group', { name: text.english }).getByRole('radio', { name: /^2 / }).check();
  if (student) {
    await page.getByLabel(text.subject).fill('Eventmanagement');
    await page.getByLabel(text.place).fill('Hannover');
    await page.getByLabel(text.studyEnd).selectOption({ index: 2 });
  }
  await page.getByRole('checkbox', { name: 'Berlin' }).check();
  for (const area of text.experience) {
    await page
      .getByRole('group', { name: area, exact: true })
      .getByRole('radio', { name: /^1 / })
      .check();
  }
}
