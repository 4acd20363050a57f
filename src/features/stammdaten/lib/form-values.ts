import type { Control } from 'react-hook-form';
import type { StammdatenBewerber, StammdatenOutput } from '@domain/stammdaten/stammdaten';
import { groupIban } from '@domain/shared/validators/iban';
import { formatRvNumber } from './input-masks';

/** The form's values: text inputs hold strings, the sizes their select value. */
export type StammdatenFormValues = {
  street: string;
  zipcode: string;
  city: string;
  phone_mobile: string;
  email: string;
  birth_country: string;
  birthplace: string;
  size_top: string;
  size_bottom: string;
  student: boolean;
  job: string;
  study_subject: string;
  study_place: string;
  study_end: string;
  locations: number[];
  rv_number: string;
  tax_number: string;
  kk_type: string;
  kk_name: string;
  kk_number: string;
  bank_iban: string;
  bank_bic: string;
};

/** The record as the form shows it (the masked IBAN in groups of four). */
export function toFormValues(person: StammdatenBewerber): StammdatenFormValues {
  return {
    street: person.street ?? '',
    zipcode: person.zipcode ?? '',
    city: person.city ?? '',
    phone_mobile: person.phone_mobile,
    email: person.email,
    birth_country: person.birth_country ?? '',
    birthplace: person.birthplace ?? '',
    size_top: person.size_top === null ? '' : String(person.size_top),
    size_bottom: person.size_bottom === null ? '' : String(person.size_bottom),
    student: person.student === 1,
    job: person.job ?? '',
    study_subject: person.study_subject ?? '',
    study_place: person.study_place ?? '',
    study_end: person.study_end === null ? '' : String(person.study_end),
    locations: person.locations,
    rv_number: formatRvNumber(person.rv_number ?? ''),
    tax_number: person.tax_number ?? '',
    kk_type: person.kk_type ?? '',
    kk_name: person.kk_name ?? '',
    kk_number: person.kk_number ?? '',
    bank_iban: groupIban(person.bank_iban ?? ''),
    bank_bic: person.bank_bic ?? '',
  };
}

/** The form's control: string values in, the schema's normalized output out. */
export type StammdatenControl = Control<StammdatenFormValues, unknown, StammdatenOutput>;
