import * as v from 'valibot';
import { LOCALES, type Locale } from '@domain/shared/locale';
import { isCountryCode } from '@domain/shared/person-options';
import { emailField, singleLine, singleLineText } from '@domain/shared/validation';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';
import { isValidLeitwegId, LEITWEG_ID_MAX } from '@domain/shared/validators/leitweg-id';
import { normalizeCode } from '@domain/shared/validators/normalize';
import { isValidVatId } from '@domain/shared/validators/vat-id';
import { parseEuroInput } from './money-text';

/*
 * What is billed (issue 26, docs/product/invoices.md): a customer's billing
 * data (who the invoice goes to, and how) and a fair/customer pair's rate
 * with its surcharges and people's own rates. Shared by the server and the
 * office screens; operations: ./billing-operations.ts. Money in cents.
 */

export const LEGAL_NAME_MAX = 200;
export const ADDRESS_LINE_MAX = 200;
export const POSTCODE_MAX = 20;
export const CITY_MAX = 100;
export const PAYMENT_TERMS_MAX = 365;
export const DEFAULT_PAYMENT_TERMS = 14;
export const SURCHARGE_PERCENT_MAX = 1000;
/** 10 000 € an hour: far above any rate, far below the column's integer range. */
export const HOURLY_CENTS_MAX = 1_000_000;
export const PERSON_RATES_MAX = 500;
export const LINE_ARRANGEMENTS = ['person', 'day'] as const;
export type LineArrangement = (typeof LINE_ARRANGEMENTS)[number];

const MESSAGES = {
  country_code: {
    de: 'Bitte einen Ländercode aus zwei Buchstaben angeben (z. B. DE).',
    en: 'Please enter a two-letter country code (e.g. DE).',
  },
  vat_id: {
    de: 'Ungültige USt-IdNr. (deutsch: DE und neun Ziffern).',
    en: 'Invalid VAT ID (German: DE and nine digits).',
  },
  leitweg_id: {
    de: 'Ungültige Leitweg-ID (Form oder Prüfziffer falsch).',
    en: 'Invalid Leitweg-ID (form or check digits wrong).',
  },
  terms_range: {
    de: `Eine ganze Zahl von 0 bis ${String(PAYMENT_TERMS_MAX)}.`,
    en: `A whole number from 0 to ${String(PAYMENT_TERMS_MAX)}.`,
  },
  percent_range: {
    de: `Eine ganze Zahl von 0 bis ${String(SURCHARGE_PERCENT_MAX)}.`,
    en: `A whole number from 0 to ${String(SURCHARGE_PERCENT_MAX)}.`,
  },
  money: {
    de: 'Bitte einen Betrag über 0 € mit höchstens zwei Nachkommastellen angeben (z. B. 32,75).',
    en: 'Please enter an amount above €0 with at most two decimals (e.g. 32.75).',
  },
  night_window: {
    de: 'Beginn und Ende des Nachtfensters angeben (oder beide leer lassen).',
    en: 'Enter both start and end of the night window (or leave both empty).',
  },
  time: { de: 'Bitte eine Uhrzeit wie 23:00 angeben.', en: 'Please enter a time such as 23:00.' },
  person_not_assigned: {
    de: 'Diese Person ist dem Paar nicht zugeordnet.',
    en: 'This person is not assigned to the pair.',
  },
  person_twice: {
    de: 'Jede Person nur einmal angeben.',
    en: 'Name each person only once.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The billing screens' field messages, falling back to the common ones. */
export const billingMessages: MessageCatalog = (code) =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : commonMessages(code);

/** An optional single line: missing, null or blank become null. */
const optionalLine = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string('invalid')), null),
    v.transform((value) => value ?? ''),
    singleLine(),
    v.trim(),
    v.maxLength(max, 'too_long'),
    v.transform((value) => (value === '' ? null : value)),
  );

/** An optional code (VAT ID, Leitweg-ID): normalized, blank is null, else it must pass `valid`. */
const optionalCode = (max: number, valid: (code: string) => boolean, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string('invalid')), null),
    v.transform((value) => value ?? ''),
    singleLine(),
    v.maxLength(max, 'too_long'),
    v.transform(normalizeCode),
    v.check((code) => code === '' || valid(code), message),
    v.transform((code) => (code === '' ? null : code)),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** PUT /buero/kunden/{id}/rechnungsdaten: the whole billing data. */
export const customerBillingInputSchema = v.object({
  legal_name: singleLineText(LEGAL_NAME_MAX),
  street: singleLineText(ADDRESS_LINE_MAX),
  address_additional: optionalLine(ADDRESS_LINE_MAX),
  postcode: singleLineText(POSTCODE_MAX),
  city: singleLineText(CITY_MAX),
  country_code: v.pipe(
    v.optional(v.string('country_code'), 'DE'),
    v.maxLength(2, 'country_code'),
    v.transform((code) => code.toUpperCase()),
    v.check(isCountryCode, 'country_code'),
  ),
  vat_id: optionalCode(20, isValidVatId, 'vat_id'),
  invoice_email: emailField,
  payment_terms_days: v.optional(
    wholeNumber(0, PAYMENT_TERMS_MAX, 'terms_range'),
    DEFAULT_PAYMENT_TERMS,
  ),
  leitweg_id: optionalCode(LEITWEG_ID_MAX, isValidLeitwegId, 'leitweg_id'),
  line_arrangement: v.optional(v.picklist(LINE_ARRANGEMENTS, 'invalid'), 'person'),
  /** Attach the XRechnung XML to the invoice mail besides the ZUGFeRD PDF. */
  send_xrechnung: v.optional(v.boolean('invalid'), false),
  /** The language of the invoice and its mail. */
  language: v.optional(v.picklist(LOCALES, 'invalid'), 'de'),
});
export type CustomerBillingInput = v.InferInput<typeof customerBillingInputSchema>;
export type CustomerBillingValues = v.InferOutput<typeof customerBillingInputSchema>;

const minuteOfDay = v.optional(v.nullable(wholeNumber(0, 1439, 'time')), null);
const staffId = wholeNumber(1, 2_147_483_647, 'invalid');
const hourlyCents = wholeNumber(1, HOURLY_CENTS_MAX, 'money');
const percent = v.optional(wholeNumber(0, SURCHARGE_PERCENT_MAX, 'percent_range'), 0);

/** PUT /buero/messen/{id}/kunden/{customerId}/satz: the whole rate (person rates replace the old ones). */
export const pairRateInputSchema = v.pipe(
  v.object({
    hourly_net_cents: hourlyCents,
    sunday_percent: percent,
    holiday_percent: percent,
    night_percent: percent,
    /** Minutes since midnight; both null: the default window 23:00–06:00. */
    night_from: minuteOfDay,
    night_to: minuteOfDay,
    /** Own rates of single people assigned to the pair, instead of `hourly_net_cents`. */
    person_rates: v.pipe(
      v.optional(
        v.array(v.object({ staff_id: staffId, hourly_net_cents: hourlyCents }), 'invalid'),
        [],
      ),
      v.maxLength(PERSON_RATES_MAX, 'too_long'),
      v.check(
        (rates) => new Set(rates.map((rate) => rate.staff_id)).size === rates.length,
        'person_twice',
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['night_from'], ['night_to']],
      (input) => (input.night_from === null) === (input.night_to === null),
      'night_window',
    ),
    ['night_to'],
  ),
);
export type PairRateInput = v.InferInput<typeof pairRateInputSchema>;
export type PairRateValues = v.InferOutput<typeof pairRateInputSchema>;

/* ---- answers ---- */

export const customerBillingSchema = v.looseObject({
  legal_name: v.string(),
  street: v.string(),
  address_additional: v.nullable(v.string()),
  postcode: v.string(),
  city: v.string(),
  country_code: v.string(),
  vat_id: v.nullable(v.string()),
  invoice_email: v.string(),
  payment_terms_days: v.number(),
  leitweg_id: v.nullable(v.string()),
  line_arrangement: v.picklist(LINE_ARRANGEMENTS),
  send_xrechnung: v.boolean(),
  language: v.picklist(LOCALES),
  updated_at: v.string(),
});
export type CustomerBilling = v.InferOutput<typeof customerBillingSchema>;

/** GET and PUT …/kunden/{id}/rechnungsdaten: the customer, its number and billing data (null: none yet). */
export const customerBillingAnswerSchema = v.looseObject({
  customer: v.looseObject({ id: v.number(), name: v.string() }),
  /** The agency's customer number (./customer-number.ts), the invoice's BT-46. */
  customer_number: v.string(),
  billing: v.nullable(customerBillingSchema),
});
export type CustomerBillingAnswer = v.InferOutput<typeof customerBillingAnswerSchema>;

const personSchema = v.looseObject({ staff_id: v.number(), name: v.string() });

export const pairRateSchema = v.looseObject({
  hourly_net_cents: v.number(),
  sunday_percent: v.number(),
  holiday_percent: v.number(),
  night_percent: v.number(),
  night_from: v.nullable(v.number()),
  night_to: v.nullable(v.number()),
  /** By name. */
  person_rates: v.array(
    v.looseObject({ staff_id: v.number(), name: v.string(), hourly_net_cents: v.number() }),
  ),
  updated_at: v.string(),
});
export type PairRate = v.InferOutput<typeof pairRateSchema>;

/** GET and PUT …/messen/{id}/kunden/{customerId}/satz: the rate (null: none yet) and who may get an own rate. */
export const pairRateAnswerSchema = v.looseObject({
  messe_id: v.number(),
  customer_id: v.number(),
  rate: v.nullable(pairRateSchema),
  /** The people assigned to the pair (removed ones with times too), by name. */
  people: v.array(personSchema),
});
export type PairRateAnswer = v.InferOutput<typeof pairRateAnswerSchema>;

/* ---- the office's forms (numbers and money typed as text) ---- */

/** "32,75" in the locale → cents > 0; the form's money field. */
export const moneyField = (locale: Locale) =>
  v.pipe(
    v.string('money'),
    v.transform((text) => parseEuroInput(text, locale) ?? NaN),
    v.number('money'),
    v.minValue(1, 'money'),
    v.maxValue(HOURLY_CENTS_MAX, 'money'),
  );

/** A form's whole-number field typed as text. */
export const numberField = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,4}$/, message),
    v.transform(Number),
    wholeNumber(min, max, message),
  );

/** "23:00" → minutes since midnight; '' → null. */
export const timeOfDayField = v.pipe(
  v.string('time'),
  v.trim(),
  v.check((text) => text === '' || /^(?:[01]?\d|2[0-3]):[0-5]\d$/.test(text), 'time'),
  v.transform((text) => {
    if (text === '') return null;
    const [hours = '0', minutes = '0'] = text.split(':');
    return Number(hours) * 60 + Number(minutes);
  }),
);

/** Minutes since midnight as the time field shows them: 1380 → "23:00". */
export function timeOfDayText(minutes: number | null): string {
  if (minutes === null) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The billing data as the office's form holds it (the payment terms typed as text). */
export const customerBillingFormSchema = v.object({
  ...customerBillingInputSchema.entries,
  payment_terms_days: numberField(0, PAYMENT_TERMS_MAX, 'terms_range'),
});

/** A person's own rate in the form: blank is none (the pair's rate applies). */
const optionalMoneyField = (locale: Locale) =>
  v.pipe(
    v.string('money'),
    v.transform((text) => (text.trim() === '' ? null : (parseEuroInput(text, locale) ?? NaN))),
    v.nullable(
      v.pipe(v.number('money'), v.minValue(1, 'money'), v.maxValue(HOURLY_CENTS_MAX, 'money')),
    ),
  );

/**
 * The rate as the office's form holds it: euros typed in the locale's format,
 * percentages and times as text, one row per person of the pair (blank: no
 * own rate). Its output is the PUT's body.
 */
export const pairRateFormSchema = (locale: Locale) =>
  v.pipe(
    v.object({
      hourly_net_cents: moneyField(locale),
      sunday_percent: numberField(0, SURCHARGE_PERCENT_MAX, 'percent_range'),
      holiday_percent: numberField(0, SURCHARGE_PERCENT_MAX, 'percent_range'),
      night_percent: numberField(0, SURCHARGE_PERCENT_MAX, 'percent_range'),
      night_from: timeOfDayField,
      night_to: timeOfDayField,
      person_rates: v.array(
        v.object({ staff_id: v.number(), hourly_net_cents: optionalMoneyField(locale) }),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['night_from'], ['night_to']],
        (input) => (input.night_from === null) === (input.night_to === null),
        'night_window',
      ),
      ['night_to'],
    ),
    v.transform((values) => ({
      ...values,
      person_rates: values.person_rates.flatMap((rate) =>
        rate.hourly_net_cents === null
          ? []
          : [{ staff_id: rate.staff_id, hourly_net_cents: rate.hourly_net_cents }],
      ),
    })),
  );
