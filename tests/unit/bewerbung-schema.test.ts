import { CalendarDate } from '@internationalized/date';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bewerbungStep1Schema,
  birthdateBounds,
  isAllowedBirthdate,
  normalizePhone,
} from '@domain/bewerbung/bewerbung';
import {
  bewerbungStep2Schema,
  FIRST_STEP_FIELDS,
  SECOND_STEP_FIELDS,
  step2FirstSchema,
  step2SecondSchema,
  studyEndYears,
} from '@domain/bewerbung/step2';
import type { Locale } from '@domain/shared/locale';
import { fieldErrors } from '@domain/shared/validation';

function errorsOf(schema: v.GenericSchema, input: unknown, locale: Locale = 'de') {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues, locale);
}

const STEP1 = {
  gender: 'm',
  firstname: 'Max',
  lastname: 'Muster',
  email: 'Max@Example.TEST',
  phone_mobile: '+49 (0170) 123/45-67',
  birthdate: '1995-06-15',
  student: 0,
  job: 'Selbständig',
  privacy: 1,
  locale: 'en',
};

describe('application step 1 schema', () => {
  it('accepts a complete application and normalizes e-mail and phone', () => {
    const output = v.parse(bewerbungStep1Schema, STEP1);
    expect(output).toMatchObject({
      email: 'max@example.test',
      phone_mobile: '4901701234567',
      student: 0,
      job: 'Selbständig',
      privacy: 1,
      locale: 'en',
    });
  });

  it('requires every field, in German and in English', () => {
    expect(errorsOf(bewerbungStep1Schema, {}, 'de')).toEqual({
      gender: ['Dieses Feld ist erforderlich.'],
      firstname: ['Dieses Feld ist erforderlich.'],
      lastname: ['Dieses Feld ist erforderlich.'],
      email: ['Dieses Feld ist erforderlich.'],
      phone_mobile: ['Dieses Feld ist erforderlich.'],
      birthdate: ['Dieses Feld ist erforderlich.'],
      student: ['Dieses Feld ist erforderlich.'],
      privacy: ['Bitte stimmen Sie der Datenschutzerklärung zu.'],
    });
    expect(errorsOf(bewerbungStep1Schema, {}, 'en')).toMatchObject({
      gender: ['This field is required.'],
      privacy: ['Please accept the privacy policy.'],
    });
  });

  it('accepts gender w, m, d only', () => {
    for (const gender of ['w', 'm', 'd']) {
      expect(errorsOf(bewerbungStep1Schema, { ...STEP1, gender })).toEqual({});
    }
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, gender: 'x' })).toHaveProperty('gender');
  });

  it('checks the e-mail format and trims names', () => {
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, email: 'no-at' }, 'en')).toEqual({
      email: ['Please enter a valid email address.'],
    });
    expect(v.parse(bewerbungStep1Schema, { ...STEP1, firstname: '  Max  ' }).firstname).toBe('Max');
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, lastname: 'x'.repeat(101) })).toEqual({
      lastname: ['Die Eingabe ist zu lang.'],
    });
  });

  it('takes a phone number as digits once spaces, +, /, - and brackets are removed', () => {
    expect(normalizePhone(' +49 (170) 12-34/5 ')).toBe('4917012345');
    for (const bad of ['0170 abc', '0170.123456', '12345', '+49 170 123456789012345678']) {
      expect(errorsOf(bewerbungStep1Schema, { ...STEP1, phone_mobile: bad }, 'de')).toEqual({
        phone_mobile: [
          'Bitte geben Sie eine gültige Mobilnummer ein (nur Ziffern, Leerzeichen, +, /, - und Klammern).',
        ],
      });
    }
  });

  it('allows birthdates from exactly 100 to exactly 18 years back, and real days only', () => {
    const today = new CalendarDate(2026, 11, 21);
    const { min, max } = birthdateBounds(today);
    expect(max.toString()).toBe('2008-11-21');
    expect(min.toString()).toBe('1926-11-21');
    expect(isAllowedBirthdate('2008-11-21', today)).toBe(true);
    expect(isAllowedBirthdate('2008-11-22', today)).toBe(false);
    expect(isAllowedBirthdate('1926-11-21', today)).toBe(true);
    expect(isAllowedBirthdate('1926-11-20', today)).toBe(false);
    for (const bad of ['2000-02-30', '2000-13-01', '15.06.1995', '1995-6-15', '']) {
      expect(isAllowedBirthdate(bad, today)).toBe(false);
    }
    // A leap-day birthday: 18 years after 2008-02-29 the bound is 2026-02-28.
    expect(birthdateBounds(new CalendarDate(2026, 2, 28)).max.toString()).toBe('2008-02-28');
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, birthdate: '2030-01-01' }, 'en')).toEqual({
      birthdate: ['You must be at least 18 years old (at most 100 years back).'],
    });
    // A day no calendar has, or a part left out of the three fields: its own message, alone.
    for (const notADay of ['1990-02-31', '-03-27', '90-03-27']) {
      expect(errorsOf(bewerbungStep1Schema, { ...STEP1, birthdate: notADay }, 'en')).toEqual({
        birthdate: ['Please enter a real date: day, month and a four-digit year.'],
      });
    }
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, birthdate: '' })).toEqual({
      birthdate: ['Dieses Feld ist erforderlich.'],
    });
  });

  it('takes student as 0/1 (number or string), requires a job of the 7 options without studies', () => {
    expect(v.parse(bewerbungStep1Schema, { ...STEP1, student: '1' }).student).toBe(1);
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, student: 2 })).toHaveProperty('student');
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, student: true })).toHaveProperty('student');
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, job: '' })).toEqual({
      job: ['Dieses Feld ist erforderlich.'],
    });
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, job: 'Astronaut' })).toHaveProperty('job');
    expect(
      v.parse(bewerbungStep1Schema, { ...STEP1, student: 1, job: 'Astronaut' }).job,
    ).toBeNull();
  });

  it('needs privacy 1', () => {
    for (const privacy of [0, '0', 2, undefined]) {
      expect(errorsOf(bewerbungStep1Schema, { ...STEP1, privacy })).toEqual({
        privacy: ['Bitte stimmen Sie der Datenschutzerklärung zu.'],
      });
    }
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, privacy: '1' })).toEqual({});
  });

  it("takes the step-1 form's text values (flags '1'/'0', no gender yet '') and sends numbers", () => {
    // The page holds every field as text (usePlainForm); the wire gets the schema's output.
    const text = { ...STEP1, student: '0', privacy: '1' };
    expect(v.parse(bewerbungStep1Schema, text)).toMatchObject({ student: 0, privacy: 1 });
    const student = v.parse(bewerbungStep1Schema, { ...text, student: '1', job: '' });
    expect(student).toMatchObject({ student: 1, job: null });
    expect(errorsOf(bewerbungStep1Schema, { ...text, gender: '', privacy: '0' })).toEqual({
      gender: ['Dieses Feld ist erforderlich.'],
      privacy: ['Bitte stimmen Sie der Datenschutzerklärung zu.'],
    });
  });

  it('defaults the locale to de and refuses others', () => {
    expect(v.parse(bewerbungStep1Schema, { ...STEP1, locale: undefined }).locale).toBe('de');
    expect(errorsOf(bewerbungStep1Schema, { ...STEP1, locale: 'fr' })).toHaveProperty('locale');
  });
});

const YEAR = 2026;
const woman = { gender: 'w', student: 1, thisYear: YEAR } as const;
const STEP2 = {
  street: 'Messeweg 1',
  zipcode: '30521',
  city: 'Hannover',
  nationality: 'DE',
  height: '172',
  size_top: '38',
  size_bottom: '40',
  size_shoe: '39',
  license: '1',
  vehicle: '0',
  language_german: '4',
  language_english: '0',
  study_subject: 'BWL',
  study_place: 'Hannover',
  study_end: '2027',
  locations: ['3'],
  service: '0',
  bar: '1',
  kueche: '2',
  infodesk: '3',
  promotion: '1',
  privacy: '1',
  messen: ['7', '8'],
};

describe('application step 2 schema', () => {
  it('accepts a complete form and turns the wire strings into values', () => {
    const output = v.parse(bewerbungStep2Schema(woman), STEP2);
    expect(output).toMatchObject({
      height: 172,
      size_top: 38,
      license: 1,
      vehicle: 0,
      language_german: 4,
      language_french: null,
      language_other: '',
      study_end: 2027,
      locations: [3],
      messen: [7, 8],
      referer: '',
      foreign_experience_duration: '',
      locale: 'de',
    });
  });

  it('requires the fields of section 5, in both locales', () => {
    const required = [
      'street',
      'zipcode',
      'city',
      'nationality',
      'height',
      'size_shoe',
      'license',
      'vehicle',
      'language_german',
      'language_english',
      'study_subject',
      'study_place',
      'study_end',
      'service',
      'bar',
      'kueche',
      'infodesk',
      'promotion',
    ];
    const de = errorsOf(bewerbungStep2Schema(woman), { locations: [], messen: [] }, 'de');
    for (const field of required)
      expect(de[field], field).toEqual(['Dieses Feld ist erforderlich.']);
    expect(de.size_top).toEqual(['Bitte wählen Sie eine Größe']);
    expect(de.locations).toEqual(['Bitte wählen Sie mindestens einen Standort.']);
    expect(de.privacy).toEqual(['Bitte stimmen Sie der Datenschutzerklärung zu.']);
    const en = errorsOf(bewerbungStep2Schema(woman), { locations: [] }, 'en');
    expect(en.street).toEqual(['This field is required.']);
    expect(en.size_bottom).toEqual(['Please choose a size']);
    expect(en.locations).toEqual(['Please choose at least one location.']);
  });

  it('offers sizes by gender: m 44-54 and 94-106, everyone else 34-44', () => {
    const man = { ...woman, gender: 'm' } as const;
    expect(
      errorsOf(bewerbungStep2Schema(man), { ...STEP2, size_top: '48', size_bottom: '98' }),
    ).toEqual({});
    expect(errorsOf(bewerbungStep2Schema(man), STEP2)).toEqual({
      size_top: ['Bitte wählen Sie eine Größe'],
      size_bottom: ['Bitte wählen Sie eine Größe'],
    });
    const diverse = { ...woman, gender: 'd' } as const;
    expect(errorsOf(bewerbungStep2Schema(diverse), { ...STEP2, size_top: '35' })).toEqual({
      size_top: ['Bitte wählen Sie eine Größe'],
    });
  });

  it('bounds height 50-250, shoe sizes 35-50, flags 0/1, languages 0-4, experience 0-3', () => {
    const schema = bewerbungStep2Schema(woman);
    expect(errorsOf(schema, { ...STEP2, height: '50' })).toEqual({});
    expect(errorsOf(schema, { ...STEP2, height: '250' })).toEqual({});
    for (const [field, value] of [
      ['height', '49'],
      ['height', '251'],
      ['height', '17.5'],
      ['size_shoe', '34'],
      ['size_shoe', '51'],
      ['license', '2'],
      ['vehicle', 'yes'],
      ['language_german', '5'],
      ['language_french', '9'],
      ['service', '4'],
      ['promotion', '-1'],
      ['nationality', 'XX'],
      ['referer', 'Radio'],
      ['foreign_experience_duration', '1-2'],
    ]) {
      expect(
        errorsOf(schema, { ...STEP2, [field as string]: value }),
        `${field}=${value}`,
      ).toHaveProperty(field as string);
    }
    expect(v.parse(schema, { ...STEP2, language_spanish: '3', referer: 'Flyer' })).toMatchObject({
      language_spanish: 3,
      referer: 'Flyer',
    });
  });

  it('asks study fields of students only, study_end within 10 years from this year', () => {
    expect(studyEndYears(YEAR)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
    ]);
    const schema = bewerbungStep2Schema(woman);
    expect(errorsOf(schema, { ...STEP2, study_end: '2036' })).toHaveProperty('study_end');
    expect(errorsOf(schema, { ...STEP2, study_end: '2025' })).toHaveProperty('study_end');
    const worker = bewerbungStep2Schema({ ...woman, student: 0 });
    const output = v.parse(worker, { ...STEP2, study_subject: undefined, study_end: 'x' });
    expect(output).toMatchObject({ study_subject: null, study_place: null, study_end: null });
  });

  it('wants a stay abroad complete or not at all', () => {
    const schema = bewerbungStep2Schema(woman);
    expect(
      errorsOf(schema, {
        ...STEP2,
        foreign_experience_when: '2022',
        foreign_experience_location: 'Dublin',
        foreign_experience_duration: '6-12',
      }),
    ).toEqual({});
    expect(errorsOf(schema, { ...STEP2, foreign_experience_location: 'Dublin' }, 'en')).toEqual({
      foreign_experience_when: ['Please fill in when, where and how long you stayed abroad.'],
      foreign_experience_duration: ['Please fill in when, where and how long you stayed abroad.'],
    });
  });

  it('takes locations and messen as lists of ids', () => {
    const schema = bewerbungStep2Schema(woman);
    for (const locations of [['0'], ['abc'], ['1.5'], '3']) {
      expect(errorsOf(schema, { ...STEP2, locations })).toHaveProperty('locations');
    }
    expect(errorsOf(schema, { ...STEP2, messen: ['-2'] })).toEqual({
      messen: ['Ungültiger Wert.'],
    });
    expect(v.parse(schema, { ...STEP2, messen: undefined }).messen).toEqual([]);
  });

  it('splits into the wizard steps: each field belongs to exactly one', () => {
    const first = errorsOf(step2FirstSchema(woman), {});
    const second = errorsOf(step2SecondSchema, {});
    expect(
      Object.keys(first).every((key) => (FIRST_STEP_FIELDS as readonly string[]).includes(key)),
    ).toBe(true);
    expect(Object.keys(second)).toEqual(['privacy']);
    expect(
      SECOND_STEP_FIELDS.filter((f) => (FIRST_STEP_FIELDS as readonly string[]).includes(f)),
    ).toEqual([]);
    expect(errorsOf(step2FirstSchema(woman), STEP2)).toEqual({});
  });
});
