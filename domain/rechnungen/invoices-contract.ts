import * as v from 'valibot';
import { MONTH_PATTERN } from '@domain/shared/month';
import type { Locale } from '@domain/shared/locale';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';
import { multiLineText } from '@domain/shared/validation';

/*
 * The office's invoices (issue 26, docs/product/invoices.md): what a target
 * (a pair, or a customer and month) would bill before it is issued, the
 * issued invoices and cancellations, their files and the mail. The
 * operations are ./operations.ts; the invoice model is ./invoice.ts.
 *
 * Money is in cents (integers), unit prices in hundredths of a cent
 * (./money.ts), quantities in minutes: the browser formats, never computes.
 */

// Year 0000 is no date in PostgreSQL (a 500 before): the years 0001 to 9999.
const month = v.pipe(v.string('required'), v.regex(MONTH_PATTERN, 'invalid'));
const day = v.pipe(v.string(), v.isoDate());
// Bounded by a serial column's range: a larger id was a 500 from the database.
const id = v.pipe(
  v.number('required'),
  v.integer('invalid'),
  v.minValue(1, 'invalid'),
  v.maxValue(2_147_483_647, 'invalid'),
);

/** What one invoice bills: a fair/customer pair, or all of a customer's pairs in a month. */
export const invoiceTargetSchema = v.variant(
  'scope',
  [
    v.object({ scope: v.literal('pair'), messe_id: id, customer_id: id }),
    v.object({ scope: v.literal('month'), customer_id: id, month }),
  ],
  'required',
);
export type InvoiceTarget = v.InferOutput<typeof invoiceTargetSchema>;

/** Why a person's day with work time is not on the invoice. */
export const NOT_BILLED_REASONS = ['unsigned', 'reopened', 'disputed', 'billed'] as const;
export type NotBilledReason = (typeof NOT_BILLED_REASONS)[number];

/** What keeps a target from being issued. */
export const INVOICE_PROBLEMS = [
  /** The customer has no billing data (address, invoice e-mail). */
  'billing_data_missing',
  /** A pair with billable hours has no rate. */
  'rate_missing',
  /** The agency's own data is incomplete (configuration). */
  'seller_incomplete',
  /** No signed or approved hours left to bill. */
  'nothing_to_bill',
] as const;
export type InvoiceProblem = (typeof INVOICE_PROBLEMS)[number];

export const invoiceLineViewSchema = v.looseObject({
  kind: v.picklist(['work', 'sunday', 'holiday', 'night']),
  messe_name: v.string(),
  /** Per-person lines: the person; per-day lines: null. */
  person_name: v.nullable(v.string()),
  /** Per-day lines: the day and how many people worked; per-person lines: null. */
  day: v.nullable(day),
  people: v.nullable(v.number()),
  from: day,
  to: day,
  /** Negative on a cancellation. */
  minutes: v.number(),
  /** Net price of one hour in hundredths of a cent. */
  unit_price: v.number(),
  surcharge_percent: v.nullable(v.number()),
  net_cents: v.number(),
  vat_rate_percent: v.number(),
});
export type InvoiceLineView = v.InferOutput<typeof invoiceLineViewSchema>;

export const invoiceAmountsSchema = v.looseObject({
  net_cents: v.number(),
  vat_cents: v.number(),
  gross_cents: v.number(),
});

const named = v.looseObject({ id: v.number(), name: v.string() });

/** POST /buero/rechnungen/vorpruefung: what the target would bill now. */
export const invoicePreflightSchema = v.looseObject({
  customer: named,
  /** Empty: the target can be issued. */
  problems: v.array(v.picklist(INVOICE_PROBLEMS)),
  pairs_without_rate: v.array(v.looseObject({ messe_id: v.number(), messe_name: v.string() })),
  /** The lines the invoice would have, in the customer's arrangement. */
  line_arrangement: v.picklist(['person', 'day']),
  lines: v.array(invoiceLineViewSchema),
  totals: invoiceAmountsSchema,
  service_period: v.nullable(v.looseObject({ from: day, to: day })),
  /** Days with work time left off, with who and why; 'billed' names the invoice. */
  not_billed: v.array(
    v.looseObject({
      staff_id: v.number(),
      name: v.string(),
      messe_id: v.number(),
      messe_name: v.string(),
      reason: v.picklist(NOT_BILLED_REASONS),
      days: v.array(day),
      invoice_number: v.nullable(v.string()),
    }),
  ),
});
export type InvoicePreflight = v.InferOutput<typeof invoicePreflightSchema>;

/** An invoice's state: issued, cancelled (a cancellation refers to it), or a cancellation itself. */
export const INVOICE_STATES = ['issued', 'cancelled', 'cancellation'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

const numberRef = v.nullable(v.looseObject({ id: v.number(), number: v.string() }));

export const invoiceSummarySchema = v.looseObject({
  id: v.number(),
  number: v.string(),
  state: v.picklist(INVOICE_STATES),
  customer: named,
  scope: v.picklist(['pair', 'month']),
  messe: v.nullable(named),
  month: v.nullable(v.string()),
  issue_date: day,
  due_date: day,
  service_from: day,
  service_to: day,
  /** Negative on a cancellation. */
  net_cents: v.number(),
  vat_cents: v.number(),
  gross_cents: v.number(),
  /** The invoice a cancellation cancels. */
  cancels: numberRef,
  /** The cancellation of a cancelled invoice. */
  cancelled_by: numberRef,
  sent_at: v.nullable(v.string()),
  sent_to: v.nullable(v.string()),
});
export type InvoiceSummary = v.InferOutput<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = v.looseObject({
  ...invoiceSummarySchema.entries,
  lines: v.array(invoiceLineViewSchema),
  /** Where the mail goes (the customer's invoice address), and whether the XML goes with it. */
  invoice_email: v.string(),
  send_xrechnung: v.boolean(),
});
export type InvoiceDetail = v.InferOutput<typeof invoiceDetailSchema>;

/** GET /buero/rechnungen?year=&customer_id=&state= */
export const invoiceListQuerySchema = v.object({
  year: v.optional(v.pipe(v.string('invalid'), v.regex(/^\d{4}$/, 'invalid'), v.transform(Number))),
  customer_id: v.optional(
    v.pipe(
      v.string('invalid'),
      v.regex(/^[1-9]\d{0,9}$/, 'invalid'),
      v.transform(Number),
      v.maxValue(2_147_483_647, 'invalid'),
    ),
  ),
  state: v.optional(v.picklist(INVOICE_STATES, 'invalid')),
});

export const invoiceListSchema = v.looseObject({
  year: v.number(),
  /** Newest first. */
  invoices: v.array(invoiceSummarySchema),
});
export type InvoiceList = v.InferOutput<typeof invoiceListSchema>;

export const INVOICE_FILE_FORMATS = ['pdf', 'xrechnung', 'zugferd'] as const;
export type InvoiceFileFormat = (typeof INVOICE_FILE_FORMATS)[number];

export const CANCEL_REASON_MAX = 500;
/** POST /buero/rechnungen/{id}/stornieren */
export const invoiceCancelBodySchema = v.object({
  reason: multiLineText(CANCEL_REASON_MAX),
});

const MESSAGES = {
  billing_data_missing: {
    de: 'Für diesen Kunden fehlen die Rechnungsdaten (Anschrift, Rechnungs-E-Mail).',
    en: 'This customer has no billing data yet (address, invoice e-mail).',
  },
  rate_missing: {
    de: 'Für eine Messe dieses Kunden ist kein Stundensatz hinterlegt.',
    en: 'A fair of this customer has no hourly rate.',
  },
  seller_incomplete: {
    de: 'Die Daten der Agentur für Rechnungen sind unvollständig (Einstellungen).',
    en: "The agency's invoice data is incomplete (settings).",
  },
  nothing_to_bill: {
    de: 'Keine unterschriebenen oder bestätigten Stunden offen.',
    en: 'No signed or approved hours left to bill.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** This area's field messages, falling back to the common ones. */
export const invoiceMessages: MessageCatalog = (code) =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : commonMessages(code);
