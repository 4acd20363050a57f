import * as v from 'valibot';
import { LOCALES, type Locale } from '@domain/shared/locale';
import {
  COUNTRY_CODES,
  JOB_VALUES,
  KK_TYPES,
  type KkType,
  sizeOptions,
} from '@domain/shared/person-options';
import {
  emailField,
  optionalSingleLineText,
  singleLine,
  singleLineText,
} from '@domain/shared/validation';
import { bicMatchesIban, isValidBic } from '@domain/shared/validators/bic';
import { isMaskedIban, isValidIban } from '@domain/shared/validators/iban';
import { normalizeCode } from '@domain/shared/validators/normalize';
import { isValidRvNumber } from '@domain/shared/validators/rv-number';
import { isValidTaxId } from '@domain/shared/validators/tax-id';

/**
 * Master data (docs/product/screens.md, api.md and rules.md): the wire shape of GET/POST
 * /app/api/stammdaten and the one schema both the form and the server check.
 * The schema depends on the person: sizes on the stored gender, the payroll
 * block on the contract flag. Both come from the server's record, never from
 * the request.
 */

/** One location to pick (docs/product/api.md, Master data). */
export type StammdatenLocation = { id: number; name: string };

/** The person as GET and POST answer it; the IBAN only in its masked form. */
export type StammdatenBewerber = {
  firstname: string;
  lastname: string;
  gender: string;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  phone_mobile: string;
  email: string;
  birth_country: string | null;
  birthplace: string | null;
  size_top: number | null;
  size_bottom: number | null;
  student: 0 | 1;
  job: string | null;
  study_subject: string | null;
  study_place: string | null;
  study_end: number | null;
  locations: number[];
  contract: boolean;
  rv_number: string | null;
  tax_number: string | null;
  kk_type: KkType | null;
  kk_name: string | null;
  kk_number: string | null;
  /** Masked (`DE89****************00`); send it back unchanged to keep the stored IBAN. */
  bank_iban: string | null;
  bank_bic: string | null;
};

/** GET /app/api/stammdaten */
export type StammdatenResponse = { bewerber: StammdatenBewerber; locations: StammdatenLocation[] };

/** POST /app/api/stammdaten, success. */
export type StammdatenSaved = { success: true; message: string; bewerber: StammdatenBewerber };

/** The save texts (docs/product/rules.md, Texts), answered in the request's language. */
export const STAMMDATEN_MESSAGES = {
  saved: { de: 'Daten erfolgreich gespeichert', en: 'Data saved successfully' },
  not_saved: {
    de: 'Daten konnte nicht gespeichert werden. Bitte überprüfe deine Eingaben.',
    en: 'The data could not be saved. Please check your input.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** Oldest and latest study end year the form accepts (docs/product/rules.md, Master data). */
export const STUDY_END_MIN = 1950;
export const STUDY_END_MAX = 2100;

/** A select value arriving as number or numeric string. */
const numberish = v.union([v.number(), v.string()], 'required');

function sizeField(options: readonly number[]) {
  return v.pipe(
    v.union([v.number(), v.string()], 'size'),
    v.transform(Number),
    v.check((n) => options.includes(n), 'size'),
  );
}

/** A free optional text (only required in one branch, see the checks below). */
const optionalText = optionalSingleLineText();

const studentField = v.pipe(
  v.union([v.picklist([0, 1]), v.picklist(['0', '1']), v.boolean()], 'required'),
  v.transform((value) => value === true || value === 1 || value === '1'),
);

const locationsField = v.pipe(
  v.array(v.unknown(), 'required'),
  v.minLength(1, 'required'),
  v.maxLength(100, 'too_long'),
  v.check((ids) => ids.every((id) => /^[1-9]\d{0,8}$/.test(String(id))), 'invalid'),
  v.transform((ids) => [...new Set(ids.map(Number))]),
);

/** A payroll code: spaces removed and upper-cased first (the validators' contract). */
function codeField(check: (value: string) => boolean, message: string) {
  return v.pipe(
    v.string('required'),
    singleLine(),
    v.transform(normalizeCode),
    v.nonEmpty('required'),
    v.maxLength(40, 'too_long'),
    v.check(check, message),
  );
}

function baseEntries(gender: string) {
  const sizes = sizeOptions(gender);
  return {
    street: singleLineText(),
    zipcode: singleLineText(10),
    city: singleLineText(),
    phone_mobile: v.pipe(singleLineText(50), v.regex(/^\+?\d[0-9 ()/-]{3,}$/, 'invalid_format')),
    email: emailField,
    birth_country: v.picklist(COUNTRY_CODES, 'required'),
    birthplace: singleLineText(),
    size_top: sizeField(sizes.top),
    size_bottom: sizeField(sizes.bottom),
    student: studentField,
    job: optionalText,
    study_subject: optionalText,
    study_place: optionalText,
    study_end: v.optional(
      v.pipe(
        v.nullable(numberish),
        v.transform((s) => String(s ?? '').trim()),
      ),
      '',
    ),
    locations: locationsField,
    locale: v.optional(v.picklist(LOCALES), 'de'),
  };
}

const contractEntries = {
  rv_number: codeField(isValidRvNumber, 'invalid_format'),
  tax_number: codeField(isValidTaxId, 'invalid_format'),
  kk_type: v.picklist(KK_TYPES, 'required'),
  kk_name: singleLineText(),
  kk_number: singleLineText(50),
  bank_iban: codeField((iban) => isMaskedIban(iban) || isValidIban(iban), 'iban'),
  bank_bic: codeField(isValidBic, 'bic'),
};

const isYear = (s: string) =>
  /^\d{4}$/.test(s) && Number(s) >= STUDY_END_MIN && Number(s) <= STUDY_END_MAX;

const baseObject = (gender: string) => v.object(baseEntries(gender));
type BaseOutput = v.InferOutput<ReturnType<typeof baseObject>>;

type Rule = { field: string; message: string; broken: (value: Record<string, unknown>) => boolean };
const text = (value: Record<string, unknown>, field: string) =>
  typeof value[field] === 'string' ? value[field] : null;

/** Rules between fields (docs/product/rules.md, Master data); each is reported on its own field. */
const CROSS_FIELD_RULES: readonly Rule[] = [
  {
    field: 'job',
    message: 'required',
    broken: (x) => x.student === false && text(x, 'job') === '',
  },
  {
    field: 'job',
    message: 'invalid',
    broken: (x) => {
      const job = text(x, 'job');
      return x.student === false && job !== null && job !== '' && !JOB_VALUES.includes(job);
    },
  },
  ...(['study_subject', 'study_place', 'study_end'] as const).map((field) => ({
    field,
    message: 'required',
    broken: (x: Record<string, unknown>) => x.student === true && text(x, field) === '',
  })),
  {
    field: 'study_end',
    message: 'invalid_format',
    broken: (x) => {
      const year = text(x, 'study_end');
      return x.student === true && year !== null && year !== '' && !isYear(year);
    },
  },
  {
    field: 'bank_bic',
    message: 'bic_iban_mismatch',
    broken: (x) => {
      const bic = text(x, 'bank_bic');
      const iban = text(x, 'bank_iban');
      // Only when both are well-formed on their own; otherwise their own message says it.
      return (
        bic !== null &&
        iban !== null &&
        isValidBic(bic) &&
        (isMaskedIban(iban) || isValidIban(iban)) &&
        !bicMatchesIban(bic, iban)
      );
    },
  },
];

/**
 * Applies the cross-field rules. It runs even when other fields failed, so a
 * person sees every message at once; each rule reads only values that already
 * have their parsed type (a field that failed is skipped).
 */
function crossFieldChecks<T extends BaseOutput>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = dataset.value as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return;
    // A field with its own message (a control character, say) gets no second one.
    const failed = new Set((dataset.issues ?? []).map((issue) => v.getDotPath(issue)));
    for (const rule of CROSS_FIELD_RULES) {
      if (failed.has(rule.field) || !rule.broken(value)) continue;
      addIssue({
        message: rule.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: value,
            key: rule.field,
            value: value[rule.field],
          },
        ],
      });
    }
  });
}

type ContractObject = v.ObjectSchema<typeof contractEntries, undefined>;

export type StammdatenInput = v.InferInput<ReturnType<typeof baseObject>> &
  Partial<v.InferInput<ContractObject>>;
export type StammdatenOutput = BaseOutput & Partial<v.InferOutput<ContractObject>>;

/**
 * The master-data schema for one person. Without the contract flag the payroll
 * fields are not part of the schema, so they are neither required nor kept.
 */
export function stammdatenSchema(person: {
  gender: string;
  contract: boolean;
}): v.GenericSchema<StammdatenInput, StammdatenOutput> {
  if (!person.contract) return v.pipe(baseObject(person.gender), crossFieldChecks());
  return v.pipe(
    v.object({ ...baseEntries(person.gender), ...contractEntries }),
    crossFieldChecks(),
  );
}
