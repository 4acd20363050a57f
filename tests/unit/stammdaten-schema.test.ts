import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stammdatenSchema } from '@domain/stammdaten/stammdaten';
import type { Locale } from '@domain/shared/locale';
import { fieldErrors } from '@domain/shared/validation';

const base = {
  street: 'Messeallee 1',
  zipcode: '30521',
  city: 'Hannover',
  phone_mobile: '0151 2345670',
  email: 'Anna@Example.org',
  birth_country: 'DE',
  birthplace: 'Hannover',
  size_top: 38,
  size_bottom: '40',
  student: 0,
  job: 'Sonstiges',
  locations: [1],
};
const payroll = {
  rv_number: '15 070649 c 10 3',
  tax_number: '86 095 742 719',
  kk_type: 'gesetzlich',
  kk_name: 'Demo BKK',
  kk_number: 'A123456780',
  bank_iban: 'de89 3704 0044 0532 0130 00',
  bank_bic: 'cobadeffxxx',
};

function errors(
  person: { gender: string; contract: boolean },
  input: unknown,
  locale: Locale = 'de',
) {
  const result = v.safeParse(stammdatenSchema(person), input);
  return result.success ? {} : fieldErrors(result.issues, locale);
}

describe('stammdatenSchema', () => {
  it('accepts a complete record and normalizes codes, sizes, student and locations', () => {
    const out = v.parse(stammdatenSchema({ gender: 'w', contract: true }), {
      ...base,
      ...payroll,
      locations: ['2', 1, 2],
    });
    expect(out).toMatchObject({
      email: 'anna@example.org',
      size_bottom: 40,
      student: false,
      locations: [2, 1],
      rv_number: '15070649C103',
      tax_number: '86095742719',
      bank_iban: 'DE89370400440532013000',
      bank_bic: 'COBADEFFXXX',
    });
  });

  it('sizes depend on the gender (docs/product/rules.md)', () => {
    expect(errors({ gender: 'w', contract: false }, { ...base, size_top: 50 })).toEqual({
      size_top: ['Bitte wählen Sie eine Größe'],
    });
    expect(
      errors({ gender: 'm', contract: false }, { ...base, size_top: 50, size_bottom: 98 }),
    ).toEqual({});
    expect(
      errors({ gender: 'm', contract: false }, { ...base, size_top: 51, size_bottom: 38 }),
    ).toEqual({
      size_top: ['Bitte wählen Sie eine Größe'],
      size_bottom: ['Bitte wählen Sie eine Größe'],
    });
    expect(errors({ gender: 'd', contract: false }, { ...base, size_top: '' })).toEqual({
      size_top: ['Bitte wählen Sie eine Größe'],
    });
  });

  it('student switch: job when 0, the study fields when 1', () => {
    expect(errors({ gender: 'w', contract: false }, { ...base, job: '' })).toEqual({
      job: ['Dieses Feld ist erforderlich.'],
    });
    expect(errors({ gender: 'w', contract: false }, { ...base, job: 'Astronaut' })).toEqual({
      job: ['Ungültiger Wert.'],
    });
    expect(
      errors({ gender: 'w', contract: false }, { ...base, student: 1, study_end: '27' }),
    ).toEqual({
      study_subject: ['Dieses Feld ist erforderlich.'],
      study_place: ['Dieses Feld ist erforderlich.'],
      study_end: ['Ungültiges Format'],
    });
    expect(
      errors(
        { gender: 'w', contract: false },
        {
          ...base,
          student: '1',
          job: '',
          study_subject: 'BWL',
          study_place: 'Köln',
          study_end: 2027,
        },
      ),
    ).toEqual({});
  });

  it('at least one location', () => {
    expect(errors({ gender: 'w', contract: false }, { ...base, locations: [] })).toEqual({
      locations: ['Dieses Feld ist erforderlich.'],
    });
    expect(errors({ gender: 'w', contract: false }, { ...base, locations: ['x'] })).toEqual({
      locations: ['Ungültiger Wert.'],
    });
  });

  it('payroll block only with the contract flag, with the documented texts', () => {
    expect(errors({ gender: 'w', contract: false }, base)).toEqual({});
    const wrong = {
      ...base,
      ...payroll,
      rv_number: '15070649C104',
      tax_number: '86095742718',
      bank_iban: 'DE88370400440532013000',
      bank_bic: 'COBADEF',
    };
    expect(errors({ gender: 'w', contract: true }, wrong)).toEqual({
      rv_number: ['Ungültiges Format'],
      tax_number: ['Ungültiges Format'],
      bank_iban: ['Ungültiges IBAN Format'],
      bank_bic: ['Ungültiges BIC Format'],
    });
    expect(
      errors({ gender: 'w', contract: true }, { ...base, ...payroll, bank_bic: 'BNPAFRPP' }),
    ).toEqual({
      bank_bic: ['BIC passt nicht zur IBAN'],
    });
    expect(
      errors({ gender: 'w', contract: true }, { ...base, ...payroll, bank_bic: 'BNPAFRPP' }, 'en'),
    ).toEqual({ bank_bic: ['BIC does not match the IBAN'] });
  });

  it('the masked IBAN is accepted as unchanged', () => {
    expect(
      errors(
        { gender: 'w', contract: true },
        { ...base, ...payroll, bank_iban: 'DE89 **** **** **** **** 00' },
      ),
    ).toEqual({});
  });

  it('drops fields a person may not set', () => {
    const out = v.parse(stammdatenSchema({ gender: 'w', contract: false }), {
      ...base,
      ...payroll,
      firstname: 'Mallory',
      contract: true,
      id: 99,
    });
    expect(out).not.toHaveProperty('firstname');
    expect(out).not.toHaveProperty('contract');
    expect(out).not.toHaveProperty('id');
    expect(out).not.toHaveProperty('bank_iban');
  });
});
