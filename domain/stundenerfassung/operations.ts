import * as v from 'valibot';
import { parseSerialId } from '@domain/shared/ids';
import { defineOperation } from '@domain/shared/operation';
import {
  OUTBOX_BATCH_MAX_BYTES,
  OUTBOX_BATCH_MAX_ENTRIES,
  outboxBatchAnswerSchema,
} from '@domain/shared/outbox-batch';
import { isIsoDay } from '@domain/shared/times/calendar-days';
import {
  timeTrackingCustomerSheetSchema,
  timeTrackingMessenListSchema,
  timeTrackingSignedSchema,
  timeTrackingStaffSheetSchema,
  timeTrackingTimeSavedSchema,
} from './answers';
import { supervisorBookingOperations } from './booking-operations';
import { SIGNATURE_SVG_MAX_BYTES, signerNameSchema, timeEntrySchema } from './stundenerfassung';

/*
 * Time tracking's operations (docs/product/api.md, Time tracking; ADR 0035):
 * the server registers its routes from the table below, the browser builds
 * its paths from it (the outbox stores them), and the batch resolves an
 * entry's path against the same patterns. The answers' schemas: ./answers.ts.
 */

/*
 * The inputs. Path parameters arrive as text: a serial id (1 .. 2^31-1, no
 * sign, no leading zero) or a real calendar day, else 400 with the
 * parameter's name, before any database query.
 */

const serialId = v.pipe(
  v.string(),
  v.check((value) => parseSerialId(value) !== undefined, 'invalid'),
  v.transform(Number),
);
const isoDay = v.pipe(
  v.string(),
  v.check((value) => isIsoDay(value), 'invalid'),
);

const pairParams = v.object({ messe: serialId, customer: serialId });
const staffParams = v.object({ ...pairParams.entries, staff: serialId });

/** `?date=` of the staff sheet: absent or empty is no day filter. */
const dayQuery = v.object({
  date: v.optional(
    v.pipe(
      v.string(),
      v.description('Only this day (yyyy-MM-dd, within the fair).'),
      v.check((value) => value === '' || isIsoDay(value), 'invalid'),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  ),
});

/** The batch envelope (read with its own messages in server/areas/stundenerfassung/batch/envelope.ts). */
const batchBody = v.object({
  entries: v.pipe(
    v.array(
      v.object({
        key: v.pipe(v.string(), v.uuid()),
        path: v.pipe(v.string(), v.description('The single call, relative to /app/api.')),
        body: v.pipe(v.unknown(), v.description("The single call's JSON body.")),
      }),
    ),
    v.maxLength(OUTBOX_BATCH_MAX_ENTRIES),
  ),
});

const NOT_FOUND = {
  status: 404,
  description:
    'No such pair assigned to the supervisor, no such person on it, or a day outside the fair ' +
    '(all alike, so nothing can be probed).',
} as const;

/** The refusals of a write keyed by an Idempotency-Key (server/platform/idempotency). */
const KEYED_WRITE_REFUSALS = {
  not_found: NOT_FOUND,
  sheet_signed: {
    status: 409,
    description: 'The day is covered by a staff or customer signature (final).',
  },
  period_closed: {
    status: 409,
    description:
      'The office closed the day’s month or fair (issue 26; final until it reopens it): ' +
      '`{ message, errors: {}, code: "period_closed" }`.',
  },
  request_in_progress: {
    status: 409,
    description: 'The same key is still running: send again after Retry-After.',
  },
  validation_failed: { status: 422, description: 'The body breaks its rules (field errors).' },
  idempotency_mismatch: { status: 422, description: 'The key was used with another payload.' },
  payload_too_deep: { status: 422, description: 'The body nests too deep to be hashed.' },
} as const;

const tag = 'stundenerfassung';
const access = { area: 'stundenerfassung' } as const;

/** Reads and the time write, registered from this table (server/areas/stundenerfassung/routes.ts). */
export const stundenerfassungOperations = {
  list: defineOperation({
    method: 'get',
    path: '/stundenerfassung',
    tag,
    summary: "The supervisor's fairs with their customers",
    access,
    answer: timeTrackingMessenListSchema,
    answerDescription: 'Fairs and customers.',
  }),
  customerSheet: defineOperation({
    method: 'get',
    path: '/stundenerfassung/customer/:messe/:customer',
    tag,
    summary: 'The customer timesheet',
    description: 'Answers 304 to a matching If-None-Match (ETag per revision, ADR 0011).',
    access,
    params: pairParams,
    answer: timeTrackingCustomerSheetSchema,
    answerDescription: 'The sheet.',
    refusals: { not_found: NOT_FOUND },
  }),
  customerSheetForDay: defineOperation({
    method: 'get',
    path: '/stundenerfassung/customer/:messe/:customer/:date',
    tag,
    summary: 'The customer timesheet of one day',
    description: 'Answers 304 to a matching If-None-Match (ETag per revision, ADR 0011).',
    access,
    params: v.object({ ...pairParams.entries, date: isoDay }),
    answer: timeTrackingCustomerSheetSchema,
    answerDescription: "Each person's times of that day.",
    refusals: { not_found: NOT_FOUND },
  }),
  staffSheet: defineOperation({
    method: 'get',
    path: '/stundenerfassung/staff/:messe/:customer/:staff',
    tag,
    summary: "One person's timesheet",
    access,
    params: staffParams,
    query: dayQuery,
    answer: timeTrackingStaffSheetSchema,
    answerDescription: 'The sheet.',
    refusals: { not_found: NOT_FOUND },
  }),
  saveTime: defineOperation({
    method: 'post',
    path: '/stundenerfassung/staff/:messe/:customer/:staff/:date',
    tag,
    summary: "Save one person's time of one day",
    access,
    idempotencyKey: true,
    params: v.object({ ...staffParams.entries, date: isoDay }),
    body: timeEntrySchema,
    // Checked inside the keyed write: a 422 is the key's stored answer like any other.
    bodyCheckedByHandler: true,
    answer: timeTrackingTimeSavedSchema,
    answerDescription: 'The stored times.',
    refusals: KEYED_WRITE_REFUSALS,
  }),
  batch: defineOperation({
    method: 'post',
    path: '/stundenerfassung/batch',
    tag,
    summary: 'Queued writes in one call',
    description:
      'Each entry runs as the single call its path names (save a time, sign), with its ' +
      'own Idempotency-Key; one result per entry, in order (ADR 0018). At most 4 MiB.',
    access,
    body: batchBody,
    // The envelope is refused with its own messages (not a list, too many, a key twice).
    bodyCheckedByHandler: true,
    bodyLimit: OUTBOX_BATCH_MAX_BYTES,
    answer: outboxBatchAnswerSchema,
    answerDescription: 'One result per entry.',
    refusals: {
      payload_too_large: { status: 413, description: 'The batch exceeds 4 MiB.' },
      validation_failed: { status: 422, description: 'The envelope is malformed (field errors).' },
    },
  }),
  // The supervisor's answer to a booking (online only, not batched): ./booking-operations.ts.
  ...supervisorBookingOperations,
};

/**
 * The two sign calls take multipart (the SVG as a file part) or JSON, which
 * the table cannot state yet: their routes are registered by hand
 * (server/areas/stundenerfassung/routes/sign-*.ts) with these paths, and the
 * API description keeps their hand-kept entries until they move.
 */
const signatureField = v.pipe(
  v.string(),
  v.description('The signature as SVG text or an SVG data URL.'),
);

/**
 * A sign call's body: multipart (the SVG as a file part, or as text or a data
 * URL in a field) or the same fields as JSON. The write checks them
 * (server/areas/stundenerfassung/writes/signatures.ts).
 */
function signBody(fields: v.ObjectSchema<v.ObjectEntries, undefined>) {
  return {
    fields,
    files: {
      signature: {
        required: false,
        types: ['image/svg+xml'],
        maxBytes: SIGNATURE_SVG_MAX_BYTES,
        description:
          'The signature: an SVG file part, or SVG text or an SVG data URL as a text field.',
      },
    },
    maxFields: 4,
    fieldMaxBytes: SIGNATURE_SVG_MAX_BYTES + 1024,
    alsoJson: true,
  };
}

const signRefusals = {
  payload_too_large: { status: 413, description: 'The signature is over 256 KiB.' },
  period_closed: {
    status: 409,
    description: 'A day the signature would cover is in a closed month or fair (issue 26; final).',
  },
} as const;

export const stundenerfassungSignCalls = {
  signStaff: defineOperation({
    method: 'post',
    path: '/stundenerfassung/staff/:messe/:customer/:staff/sign',
    tag,
    summary: 'The person signs their timesheet',
    access,
    idempotencyKey: true,
    params: staffParams,
    multipart: signBody(v.object({ signature: signatureField })),
    answer: timeTrackingSignedSchema,
    answerDescription: 'Signed.',
    refusals: signRefusals,
  }),
  signCustomer: defineOperation({
    method: 'post',
    path: '/stundenerfassung/customer/:messe/:customer/sign',
    tag,
    summary: "The customer signs the pair's sheet",
    access,
    idempotencyKey: true,
    params: pairParams,
    multipart: signBody(v.object({ signature: signatureField, signatureName: signerNameSchema })),
    answer: timeTrackingSignedSchema,
    answerDescription: 'Signed.',
    refusals: signRefusals,
  }),
};

/** The writes a batch entry may name: the single calls it stands for (ADR 0018). */
export const stundenerfassungBatchableWrites = {
  saveTime: stundenerfassungOperations.saveTime,
  ...stundenerfassungSignCalls,
};
