import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, passwordRequestSchema, passwordResetSchema } from '@domain/auth/auth';
import { bewerbungStep1Schema } from '@domain/bewerbung/bewerbung';
import { bewerbungStep2Schema } from '@domain/bewerbung/step2';
import { hasForbiddenCharacter } from '@domain/shared/control-characters';
import { stammdatenSchema } from '@domain/stammdaten/stammdaten';
import { signerNameSchema } from '@domain/stundenerfassung/stundenerfassung';
import {
  emailField,
  fieldErrors,
  multiLineText,
  optionalSingleLineText,
  singleLineText,
} from '@domain/shared/validation';
import { validationMessage } from '@domain/shared/validation-messages';
import {
  ACCEPTED_TEXTS,
  embedded,
  HOSTILE_TEXTS,
  LINE_BREAKS,
  REFUSED_CHARACTERS,
} from '@tests/support/hostile-text';

const REFUSED = Object.entries(REFUSED_CHARACTERS);
const codes = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('hasForbiddenCharacter', () => {
  it.each(REFUSED)('finds %s anywhere in a text', (_, char) => {
    for (const text of [char, `${char}Anna`, embedded(char), `Anna${char}`]) {
      expect(hasForbiddenCharacter(text)).toBe(true);
    }
  });

  it.each(ACCEPTED_TEXTS)('accepts %j', (text) => {
    expect(hasForbiddenCharacter(text)).toBe(false);
    expect(hasForbiddenCharacter(text, true)).toBe(false);
  });

  it('tells a surrogate pair from lone and swapped halves', () => {
    expect(hasForbiddenCharacter('\ud83d\ude00')).toBe(false);
    expect(hasForbiddenCharacter('\ude00\ud83d')).toBe(true);
    expect(hasForbiddenCharacter('a\ud83d')).toBe(true);
    expect(hasForbiddenCharacter('\ud83d\ud83d\ude00')).toBe(true);
  });

  it('allows tab, line feed and carriage return only in multi-line text', () => {
    for (const lineBreak of LINE_BREAKS) {
      expect(hasForbiddenCharacter(embedded(lineBreak), true)).toBe(false);
      expect(hasForbiddenCharacter(embedded(lineBreak))).toBe(true);
    }
    for (const [, char] of REFUSED.filter(([, c]) => !['\t', '\n', '\r'].includes(c))) {
      expect(hasForbiddenCharacter(embedded(char), true)).toBe(true);
    }
  });

  it('stays linear on a long text (no backtracking)', () => {
    const long = `${'a'.repeat(2_000_000)}\u0000`;
    const started = performance.now();
    expect(hasForbiddenCharacter(long)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the shared text schemas', () => {
  it.each(REFUSED)('singleLineText refuses %s with control_character, even at the edge', (_, c) => {
    for (const text of [embedded(c), `${c}Anna`, `Anna${c}`]) {
      expect(codes(singleLineText(50), text)).toEqual(['control_character']);
    }
  });

  it('singleLineText trims, requires and bounds the rest', () => {
    for (const text of ACCEPTED_TEXTS) expect(v.parse(singleLineText(50), ` ${text} `)).toBe(text);
    expect(codes(singleLineText(50), '   ')).toEqual(['required']);
    expect(codes(singleLineText(50), undefined)).toEqual(['required']);
    expect(codes(singleLineText(3), 'Anna')).toEqual(['too_long']);
  });

  it('optionalSingleLineText turns missing and null into "" and refuses control characters', () => {
    const schema = optionalSingleLineText(20);
    expect(v.parse(schema, undefined)).toBe('');
    expect(v.parse(schema, null)).toBe('');
    expect(v.parse(schema, ' Polnisch ')).toBe('Polnisch');
    for (const text of HOSTILE_TEXTS) expect(codes(schema, text)).toEqual(['control_character']);
  });

  it('multiLineText keeps line breaks and refuses every other control character', () => {
    expect(v.parse(multiLineText(50), 'Zeile 1\r\nZeile 2\tEnde')).toBe('Zeile 1\r\nZeile 2\tEnde');
    for (const [, char] of REFUSED.filter(([, c]) => !['\t', '\n', '\r'].includes(c))) {
      expect(codes(multiLineText(50), embedded(char))).toEqual(['control_character']);
    }
  });

  it('e-mail addresses refuse what a trim would otherwise have hidden', () => {
    expect(codes(emailField, 'anna@example.test\u2028')).toEqual(['control_character']);
    expect(codes(emailField, '\tanna@example.test')).toEqual(['control_character']);
  });

  it('the message is there in German and English', () => {
    expect(validationMessage('control_character', 'de')).toMatch(/unzulässige Zeichen/);
    expect(validationMessage('control_character', 'en')).toMatch(/not allowed/);
  });
});

const STEP1 = {
  gender: 'w',
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna@example.test',
  phone_mobile: '0170 1234567',
  birthdate: '1995-06-15',
  student: 0,
  job: 'Selbständig',
  privacy: 1,
};
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
  language_other: 'Polnisch',
  study_subject: 'BWL',
  study_place: 'Hannover',
  study_end: '2027',
  locations: ['3'],
  service: '0',
  bar: '1',
  kueche: '2',
  infodesk: '3',
  promotion: '1',
  foreign_experience_when: '2022',
  foreign_experience_location: 'Dublin',
  foreign_experience_duration: '6-12',
  privacy: '1',
  messen: ['7'],
};
const STAMMDATEN = {
  street: 'Messeallee 1',
  zipcode: '30521',
  city: 'Hannover',
  phone_mobile: '0151 2345670',
  email: 'anna@example.org',
  birth_country: 'DE',
  birthplace: 'Hannover',
  size_top: 38,
  size_bottom: 40,
  student: 0,
  job: 'Sonstiges',
  locations: [1],
  rv_number: '15 070649 C 10 3',
  tax_number: '86095742719',
  kk_type: 'gesetzlich',
  kk_name: 'Demo BKK',
  kk_number: 'A123456780',
  bank_iban: 'DE89 3704 0044 0532 0130 00',
  bank_bic: 'COBADEFFXXX',
};
const PAYROLL = [
  'rv_number',
  'tax_number',
  'kk_type',
  'kk_name',
  'kk_number',
  'bank_iban',
  'bank_bic',
];
const noContract = Object.fromEntries(
  Object.entries(STAMMDATEN).filter(([key]) => !PAYROLL.includes(key)),
);
const student = {
  ...noContract,
  student: 1,
  job: '',
  study_subject: 'BWL',
  study_place: 'Kiel',
  study_end: '2028',
};

/** Each form's schema, a valid input and its free-text fields (these say control_character). */
const FORMS: {
  name: string;
  schema: v.GenericSchema;
  valid: Record<string, unknown>;
  text: string[];
}[] = [
  {
    name: 'application step 1',
    schema: bewerbungStep1Schema,
    valid: STEP1,
    text: ['firstname', 'lastname', 'email', 'phone_mobile'],
  },
  {
    name: 'application step 2',
    schema: bewerbungStep2Schema({ gender: 'w', student: 1, thisYear: 2026 }),
    valid: STEP2,
    text: ['street', 'zipcode', 'city', 'language_other', 'study_subject', 'study_place'].concat([
      'foreign_experience_when',
      'foreign_experience_location',
    ]),
  },
  {
    name: 'master data with contract',
    schema: stammdatenSchema({ gender: 'w', contract: true }),
    valid: STAMMDATEN,
    text: ['street', 'zipcode', 'city', 'phone_mobile', 'email', 'birthplace', 'job'].concat([
      'kk_name',
      'kk_number',
      'rv_number',
      'tax_number',
      'bank_iban',
      'bank_bic',
    ]),
  },
  {
    name: 'master data of a student',
    schema: stammdatenSchema({ gender: 'w', contract: false }),
    valid: student,
    text: ['study_subject', 'study_place'],
  },
  {
    name: 'customer signature',
    schema: v.object({ signatureName: signerNameSchema }),
    valid: { signatureName: 'Frau Kundin' },
    text: ['signatureName'],
  },
  {
    name: 'login',
    schema: loginSchema,
    valid: { email: 'a@b.de', password: 'x' },
    text: ['email'],
  },
  {
    name: 'reset request',
    schema: passwordRequestSchema,
    valid: { email: 'a@b.de' },
    text: ['email'],
  },
  {
    name: 'password reset',
    schema: passwordResetSchema,
    valid: {
      token: 'abc',
      email: 'a@b.de',
      password: 'geheim123',
      password_confirmation: 'geheim123',
    },
    text: ['token', 'email'],
  },
];

describe.each(FORMS)('$name', ({ schema, valid, text }) => {
  it('accepts the valid input', () => {
    expect(codes(schema, valid)).toEqual([]);
  });

  it.each(Object.values(REFUSED_CHARACTERS))('refuses %j in every free-text field', (char) => {
    for (const field of text) {
      const result = v.safeParse(schema, { ...valid, [field]: embedded(char) });
      expect(result.success, field).toBe(false);
      if (!result.success) {
        expect(fieldErrors(result.issues, 'de'), field).toEqual({
          [field]: [validationMessage('control_character', 'de')],
        });
      }
    }
  });

  it('refuses a NUL in every other string field (with that field’s own message)', () => {
    for (const [field, value] of Object.entries(valid)) {
      if (typeof value !== 'string' || text.includes(field) || field.startsWith('password'))
        continue;
      const result = v.safeParse(schema, { ...valid, [field]: `${value}\u0000` });
      expect(result.success, field).toBe(false);
      if (!result.success)
        expect(Object.keys(fieldErrors(result.issues, 'de')), field).toContain(field);
    }
  });
});
