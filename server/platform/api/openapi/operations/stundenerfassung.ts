import * as v from 'valibot';
import { timeEntrySchema } from '@domain/stundenerfassung/stundenerfassung';
import {
  TIME_TRACKING_API_PATTERNS,
  timeTrackingCustomerSheetSchema,
  timeTrackingMessenListSchema,
  timeTrackingSignedSchema,
  timeTrackingStaffSheetSchema,
  timeTrackingTimeSavedSchema,
} from '@domain/stundenerfassung/contract';
import { OUTBOX_BATCH_MAX_ENTRIES, outboxBatchAnswerSchema } from '@domain/shared/outbox-batch';
import * as answers from '../answers';
import type { ApiOperation } from '../operation';

const SVG = ['image/svg+xml'];

/** The batch envelope (read by hand in server/areas/stundenerfassung/batch/envelope.ts). */
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
const SIGNATURE_PART =
  'The signature: an SVG file part, or SVG text or an SVG data URL as a text field.';

const tt = (pattern: string) => `/stundenerfassung${pattern === '/' ? '' : pattern}`;
const dayQuery = {
  name: 'date',
  required: false,
  description: 'Only this day (yyyy-MM-dd, within the fair).',
  schema: v.pipe(v.string(), v.isoDate()),
};

/** server/areas/stundenerfassung/routes.ts (paths from the contract's TIME_TRACKING_API_PATTERNS). */
export const stundenerfassungOperations: ApiOperation[] = [
  {
    method: 'get',
    path: tt(TIME_TRACKING_API_PATTERNS.list),
    tag: 'stundenerfassung',
    summary: "The supervisor's fairs with their customers",
    access: 'timetracking',
    answer: { description: 'Fairs and customers.', schema: timeTrackingMessenListSchema },
    errors: [401, 403],
  },
  {
    method: 'get',
    path: tt(TIME_TRACKING_API_PATTERNS.customerSheet),
    tag: 'stundenerfassung',
    summary: 'The customer timesheet',
    access: 'timetracking',
    answer: { description: 'The sheet.', schema: timeTrackingCustomerSheetSchema },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: tt(TIME_TRACKING_API_PATTERNS.customerSheetForDay),
    tag: 'stundenerfassung',
    summary: 'The customer timesheet of one day',
    access: 'timetracking',
    answer: {
      description: "Each person's times of that day.",
      schema: timeTrackingCustomerSheetSchema,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: tt(TIME_TRACKING_API_PATTERNS.staffSheet),
    tag: 'stundenerfassung',
    summary: "One person's timesheet",
    access: 'timetracking',
    query: [dayQuery],
    answer: { description: 'The sheet.', schema: timeTrackingStaffSheetSchema },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: tt(TIME_TRACKING_API_PATTERNS.saveTime),
    tag: 'stundenerfassung',
    summary: "Save one person's time of one day",
    access: 'timetracking',
    idempotencyKey: true,
    body: { kind: 'json', schema: timeEntrySchema },
    answer: { description: 'The stored times.', schema: timeTrackingTimeSavedSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  {
    method: 'post',
    path: tt(TIME_TRACKING_API_PATTERNS.signStaff),
    tag: 'stundenerfassung',
    summary: 'The person signs their timesheet',
    access: 'timetracking',
    idempotencyKey: true,
    body: {
      kind: 'multipart',
      fields: answers.signatureFields,
      files: { signature: { required: false, types: SVG, description: SIGNATURE_PART } },
      alsoJson: true,
    },
    answer: { description: 'Signed.', schema: timeTrackingSignedSchema },
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  {
    method: 'post',
    path: tt(TIME_TRACKING_API_PATTERNS.signCustomer),
    tag: 'stundenerfassung',
    summary: "The customer signs the pair's sheet",
    access: 'timetracking',
    idempotencyKey: true,
    body: {
      kind: 'multipart',
      fields: answers.customerSignatureFields,
      files: { signature: { required: false, types: SVG, description: SIGNATURE_PART } },
      alsoJson: true,
    },
    answer: { description: 'Signed.', schema: timeTrackingSignedSchema },
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  {
    method: 'post',
    path: tt(TIME_TRACKING_API_PATTERNS.batch),
    tag: 'stundenerfassung',
    summary: 'Queued writes in one call',
    description:
      'Each entry runs as the single call its path names (save a time, sign), with its ' +
      'own Idempotency-Key; one result per entry, in order (ADR 0018). At most 4 MiB.',
    access: 'timetracking',
    body: { kind: 'json', schema: batchBody },
    answer: { description: 'One result per entry.', schema: outboxBatchAnswerSchema },
    errors: [401, 403, 413, 422],
  },
];
