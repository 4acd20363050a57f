import type { BookingState } from '@domain/shared/bookings';
import type { Locale } from '@domain/shared/locale';
import type { FederalState } from '@domain/shared/federal-states';
import { singleLineText } from '@domain/shared/validation';

/*
 * The wire contract of the time-tracking calls (docs/product/api.md, Time
 * tracking). Field names follow the API (snake_case on the wire); days are ISO dates (yyyy-MM-dd);
 * times are minutes since midnight. Server and browser both import these.
 *
 * Statuses (every error body is `{ message, errors }`, plus `code` where named):
 * - 401 not signed in; 403 without the `timetracking` flag.
 * - 404 for a pair not assigned to the supervisor, a person not on the pair and a
 *   day outside date_start..date_end (inclusive): all look like ids that do not exist.
 * - 400 for malformed path ids, dates and `?date=`, and a malformed Idempotency-Key
 *   (not a UUID); `errors` names the parameter.
 * - 422 for a bad time entry (field errors from `timeEntrySchema`), an empty or
 *   unusable signature (`errors.signature`) or a missing or invalid signer name
 *   (`errors.signatureName`); 413 for an upload over 256 KiB.
 * - 409 `sheet_signed`: a time's day is covered by a staff or customer signature,
 *   or a signature finds every day with work time covered already (final, park it);
 *   422 `nothing_to_sign` (errors.signature): a signature on a sheet without any
 *   day with work time (among the named `days`, if sent);
 *   409 `period_closed`: the office closed the month or the fair of a day the
 *   time or signature names (issue 26; final until the office reopens it);
 *   409 `request_in_progress`: the same key is still running (retry; Retry-After);
 *   422 `idempotency_mismatch`: the key was used with another payload.
 * - A replayed answer carries `Idempotency-Replayed: true`; keys are kept 30 days.
 * Sign calls take multipart (`signature` as file or text field, `signatureName`)
 * or JSON with the same names; the SVG may also come as a data URL. The
 * optional `days` names the days the signing screen showed (JSON: an array of
 * ISO days; multipart: one field, a JSON array or comma-separated); the
 * signature then covers only those of them (ADR 0017).
 */

/** A customer of a fair, with the state of its customer timesheet. */
export type TimeTrackingCustomer = {
  id: number;
  name: string;
  pivot: { signed: boolean; signed_by: string | null };
  /** Extension (issue 24), in the list only: the supervisor's booking on the pair. */
  booking?: { state: BookingState; decline_reason: string | null; changed: boolean };
};

/** A fair with the customers the signed-in supervisor is assigned to. */
export type TimeTrackingMesse = {
  id: number;
  name: string;
  city: string;
  date_start: string;
  date_end: string;
  /**
   * Extension: the federal state of the fair's city (domain/shared/public-holidays.ts),
   * for the holidays of § 9 ArbZG; null when the office has not set it.
   */
  federal_state: FederalState | null;
  customers: TimeTrackingCustomer[];
};

/**
 * One day's working time of one person. A cleared day ('no work time': a
 * no-show or a mistake) has time_start and time_end null and time_break 0.
 */
export type TimeTrackingTime = {
  day: string;
  time_start: number | null;
  time_end: number | null;
  time_break: number;
};

/**
 * One signature of a sheet and the days it covers (extension, ADR 0017;
 * docs/product/signatures.md). `signature` is the image as a data URL, null
 * where the answer leaves it out (the people's signatures in the customer
 * sheet: fetch the staff sheet for them).
 */
export type TimeTrackingSignatureInfo = {
  kind: 'staff' | 'customer';
  /** ISO days the signature covers, sorted. */
  days: string[];
  signer_name: string;
  /** ISO 8601 instant. */
  signed_at: string;
  signature: string | null;
};

/**
 * A signature the office superseded to reopen its days (extension, ADR 0027):
 * it covers and locks nothing any more; the sheet needs a new signature.
 */
export type TimeTrackingReopening = {
  kind: 'staff' | 'customer';
  /** The signing person of a staff signature, null for the customer's. */
  staff_id: number | null;
  signer_name: string;
  /** ISO days the signature covered, sorted. */
  days: string[];
  /** ISO 8601 instants. */
  signed_at: string;
  reopened_at: string;
  /** The office user's name (null when their account is gone). */
  reopened_by: string | null;
  reason: string;
};

/** A staff member assigned to a fair/customer pair, with their times there. */
export type TimeTrackingStaff = {
  id: number;
  firstname: string;
  lastname: string;
  name: string;
  times: TimeTrackingTime[];
  /** Signed: the person signed, and their signatures cover every day with work time. */
  pivot: { signed: boolean };
  /** Same as pivot.signed (the API's clients read both; docs/product/api.md, Time tracking). */
  signed: boolean;
  /** Extension: the person's own signatures, oldest first (images only in the staff sheet). */
  signatures: TimeTrackingSignatureInfo[];
};

/** GET /app/api/stundenerfassung */
export type TimeTrackingMessenList = TimeTrackingMesse[];

/**
 * GET /app/api/stundenerfassung/customer/{messe}/{customer}[/{date}]
 * `signature` is the customer's latest signature image as a data URL (null
 * until signed); `signatures` (extension) every customer signature with its
 * days, oldest first.
 */
export type TimeTrackingCustomerSheet = {
  messe: Omit<TimeTrackingMesse, 'customers'>;
  customer: TimeTrackingCustomer;
  staff: TimeTrackingStaff[];
  signature: string | null;
  signatures: TimeTrackingSignatureInfo[];
  /** Extension: the pair's superseded signatures (customer's and people's), oldest first. */
  reopened: TimeTrackingReopening[];
  /**
   * Extension (issue 25): the name of the pair's approving contact, offered as
   * the signer's name; null when none. Absent in answers of older servers.
   */
  approver_name?: string | null;
};

/** GET /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}[?date=] */
export type TimeTrackingStaffSheet = {
  messe: Omit<TimeTrackingMesse, 'customers'>;
  customer: TimeTrackingCustomer;
  staff: TimeTrackingStaff;
  times: TimeTrackingTime[];
  /** The person's latest signature image. */
  signature: string | null;
  /** Extension: the person's signatures with their images, oldest first. */
  signatures: TimeTrackingSignatureInfo[];
  /** Extension: the pair's customer signatures (without images), oldest first. */
  customer_signatures: TimeTrackingSignatureInfo[];
  /** Extension: superseded signatures of the person and of the customer, oldest first. */
  reopened: TimeTrackingReopening[];
};

/** Answer of POST .../staff/{messe}/{customer}/{staff}/{date}. */
export type TimeTrackingTimeSaved = { success: true; time: TimeTrackingTime };

/** Answer of the two sign calls; `days` and `signed_at` (extension) say what it covers. */
export type TimeTrackingSigned = {
  success: true;
  signed_by: string | null;
  signature: string;
  days: string[];
  signed_at: string;
};

/** Error codes the sync engine acts on (body: `{ message, errors, code }`). */
export const TIME_TRACKING_ERROR_CODES = [
  'sheet_signed',
  'period_closed',
  'nothing_to_sign',
  'request_in_progress',
  'idempotency_mismatch',
] as const;

/**
 * The message (and `errors.signature`) of 422 `nothing_to_sign`: a signature
 * on a sheet without any day with work time (ADR 0017). Here rather than in
 * validation-messages.ts, which the application pages load.
 */
export const NOTHING_TO_SIGN_MESSAGE = {
  de: 'Es gibt noch keine Arbeitszeiten zum Unterschreiben.',
  en: 'There are no working times to sign yet.',
} as const satisfies Record<Locale, string>;

/** The longest signer name a customer may type. */
export const SIGNER_NAME_MAX = 120;

/**
 * The customer's signer name, as the signing form, the offline outbox and the
 * server check it: one trimmed line, no control or bidi characters (a name with
 * a right-to-left override would read differently on the signed sheet).
 */
export const signerNameSchema = singleLineText(SIGNER_NAME_MAX);

// The supervisor's time rules live in domain/shared: the office's correction of a
// disputed row (domain/freigabe) checks a time by the same ones.
export { type TimeEntryInput, timeEntrySchema } from '@domain/shared/times/time-entry-schema';

/** Signatures larger than this are refused (a signature is a few KiB to ~100 KiB). */
export const SIGNATURE_SVG_MAX_BYTES = 256 * 1024;
