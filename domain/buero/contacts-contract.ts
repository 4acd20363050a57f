import * as v from 'valibot';
import { LOCALES, type Locale } from '@domain/shared/locale';
import { emailField, optionalSingleLineText, singleLineText } from '@domain/shared/validation';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';

/*
 * Who the customer is (issue 25): a customer's contacts, its switches for the
 * signed copy, the automatic approval request and the tacit approval, and which
 * contacts a fair/customer pair names. Shared by the server and the office
 * screens (operations: operations/contacts.ts). Rules in words: docs/product/customers.md.
 */

export const CONTACT_NAME_MAX = 200;
export const CONTACT_PHONE_MAX = 50;
export const CONTACT_ROLE_MAX = 100;
/** Hours after a fair's last day for the automatic approval request: up to 30 days. */
export const AUTO_REQUEST_HOURS_MAX = 720;
/** Days after which an unanswered request counts as approved. */
export const TACIT_APPROVAL_DAYS_MAX = 60;

const MESSAGES = {
  contact_unknown: {
    de: 'Dieser Kontakt gehört nicht zu diesem Kunden oder ist archiviert.',
    en: 'This contact does not belong to this customer or is archived.',
  },
  hours_range: {
    de: `Eine ganze Zahl von 1 bis ${String(AUTO_REQUEST_HOURS_MAX)}.`,
    en: `A whole number from 1 to ${String(AUTO_REQUEST_HOURS_MAX)}.`,
  },
  days_range: {
    de: `Eine ganze Zahl von 1 bis ${String(TACIT_APPROVAL_DAYS_MAX)}.`,
    en: `A whole number from 1 to ${String(TACIT_APPROVAL_DAYS_MAX)}.`,
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The field messages of the contact screens, falling back to the common ones. */
export const contactMessages: MessageCatalog = (code) =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : commonMessages(code);

/** Optional free text: '' (or missing, null) is stored as null. */
const optionalText = (max: number) =>
  v.pipe(
    optionalSingleLineText(max),
    v.transform((value) => (value === '' ? null : value)),
  );

/** POST and PATCH …/kontakte: the whole contact. */
export const contactInputSchema = v.object({
  name: singleLineText(CONTACT_NAME_MAX),
  email: emailField,
  phone: optionalText(CONTACT_PHONE_MAX),
  /** Free text such as "Standleitung" or "Buchhaltung". */
  role: optionalText(CONTACT_ROLE_MAX),
  /** The language of the mails and the approval page. */
  locale: v.optional(v.picklist(LOCALES, 'invalid'), 'de'),
});
export type ContactInput = v.InferInput<typeof contactInputSchema>;
export type ContactValues = v.InferOutput<typeof contactInputSchema>;

/** An optional whole number in 1…max: null (or missing) switches the rule off. */
const optionalRange = (max: number, code: 'hours_range' | 'days_range') =>
  v.optional(
    v.nullable(v.pipe(v.number(code), v.integer(code), v.minValue(1, code), v.maxValue(max, code))),
    null,
  );

/** PUT …/kunden/{id}/einstellungen: all three. */
export const customerSettingsInputSchema = v.object({
  send_signed_copy: v.boolean('invalid'),
  auto_request_hours: optionalRange(AUTO_REQUEST_HOURS_MAX, 'hours_range'),
  tacit_approval_days: optionalRange(TACIT_APPROVAL_DAYS_MAX, 'days_range'),
});
export type CustomerSettingsInput = v.InferInput<typeof customerSettingsInputSchema>;
export type CustomerSettings = v.InferOutput<typeof customerSettingsInputSchema>;

const contactId = v.nullable(
  v.pipe(
    v.number('invalid'),
    v.integer('invalid'),
    v.minValue(1, 'invalid'),
    v.maxValue(2_147_483_647, 'invalid'),
  ),
);

/** PUT …/messen/{id}/kunden/{customerId}/kontakte: both; null clears one. */
export const pairContactsInputSchema = v.object({
  approver_contact_id: contactId,
  copy_contact_id: contactId,
});
export type PairContactsInput = v.InferInput<typeof pairContactsInputSchema>;

/* ---- answers ---- */

const nullableString = v.nullable(v.string());

export const contactSchema = v.looseObject({
  id: v.number(),
  customer_id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: nullableString,
  role: nullableString,
  locale: v.picklist(LOCALES),
  archived_at: nullableString,
});
export type Contact = v.InferOutput<typeof contactSchema>;

export const customerSettingsSchema = v.looseObject({
  send_signed_copy: v.boolean(),
  auto_request_hours: v.nullable(v.number()),
  tacit_approval_days: v.nullable(v.number()),
});

/** GET …/kunden/{id}/kontakte: the customer, its switches and every contact (archived ones too). */
export const customerContactsSchema = v.looseObject({
  customer: v.looseObject({ id: v.number(), name: v.string(), archived_at: nullableString }),
  settings: customerSettingsSchema,
  /** By name; archived ones last. */
  contacts: v.array(contactSchema),
});
export type CustomerContacts = v.InferOutput<typeof customerContactsSchema>;

/** The pair's contacts as the pair read carries them. */
export const pairContactsSchema = v.looseObject({
  approver_contact_id: v.nullable(v.number()),
  copy_contact_id: v.nullable(v.number()),
  /** The customer's contacts not archived (what may be chosen), by name. */
  options: v.array(contactSchema),
});
export type PairContacts = v.InferOutput<typeof pairContactsSchema>;

/** A form's number field: '' is off (null), anything else must be a whole number in 1…max. */
const countField = (max: number, code: 'hours_range' | 'days_range') =>
  v.pipe(
    v.string(code),
    v.trim(),
    v.transform((value) => (value === '' ? null : Number(value))),
    v.nullable(v.pipe(v.number(code), v.integer(code), v.minValue(1, code), v.maxValue(max, code))),
  );

/** The switches as the office's form holds them (numbers typed as text). */
export const customerSettingsFormSchema = v.object({
  send_signed_copy: v.boolean('invalid'),
  auto_request_hours: countField(AUTO_REQUEST_HOURS_MAX, 'hours_range'),
  tacit_approval_days: countField(TACIT_APPROVAL_DAYS_MAX, 'days_range'),
});
