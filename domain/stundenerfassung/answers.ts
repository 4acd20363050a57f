import * as v from 'valibot';
import { FEDERAL_STATES } from '@domain/shared/federal-states';
import { supervisorBookingSchema } from './booking-operations';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingMessenList,
  TimeTrackingStaffSheet,
} from './stundenerfassung';

/*
 * The answers of time tracking's operations (./operations.ts). Loose objects: a field the server adds later passes through
 * untouched; a field the client relies on that is missing or of the wrong type
 * fails the check.
 */

/** A day's time; start and end are null on a cleared day ('no work time'). */
const timeSchema = v.looseObject({
  day: v.string(),
  time_start: v.nullable(v.number()),
  time_end: v.nullable(v.number()),
  time_break: v.number(),
});

const customerSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  pivot: v.looseObject({ signed: v.boolean(), signed_by: v.nullable(v.string()) }),
  /** Extension (issue 24), in the list only: the supervisor's booking; absent from older servers. */
  booking: v.optional(supervisorBookingSchema),
});

const messeFields = {
  id: v.number(),
  name: v.string(),
  city: v.string(),
  date_start: v.string(),
  date_end: v.string(),
  /*
   * Extension (docs/product/working-time-law.md): absent in answers cached
   * before it, unknown codes of a later server read as 'not set'.
   */
  federal_state: v.optional(v.fallback(v.nullable(v.picklist(FEDERAL_STATES)), null), null),
};

/** One signature and its days (extension, ADR 0017). */
export const timeTrackingSignatureInfoSchema = v.looseObject({
  kind: v.picklist(['staff', 'customer']),
  days: v.array(v.string()),
  signer_name: v.string(),
  signed_at: v.string(),
  signature: v.nullable(v.string()),
});

/** A list of signatures; absent (a server before ADR 0017) reads as none known. */
const signatureList = v.optional(v.array(timeTrackingSignatureInfoSchema), []);

/** Superseded signatures (ADR 0027); absent (an older server) reads as none. */
const reopenedList = v.optional(
  v.array(
    v.looseObject({
      kind: v.picklist(['staff', 'customer']),
      staff_id: v.nullable(v.number()),
      signer_name: v.string(),
      days: v.array(v.string()),
      signed_at: v.string(),
      reopened_at: v.string(),
      reopened_by: v.nullable(v.string()),
      reason: v.string(),
    }),
  ),
  [],
);

const staffSchema = v.looseObject({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  name: v.string(),
  times: v.array(timeSchema),
  pivot: v.looseObject({ signed: v.boolean() }),
  signed: v.boolean(),
  signatures: signatureList,
});

/** GET stundenerfassung */
export const timeTrackingMessenListSchema: v.GenericSchema<unknown, TimeTrackingMessenList> =
  v.array(v.looseObject({ ...messeFields, customers: v.array(customerSchema) }));

/** GET stundenerfassung/customer/{messe}/{customer} */
export const timeTrackingCustomerSheetSchema: v.GenericSchema<unknown, TimeTrackingCustomerSheet> =
  v.looseObject({
    messe: v.looseObject(messeFields),
    customer: customerSchema,
    staff: v.array(staffSchema),
    signature: v.nullable(v.string()),
    signatures: signatureList,
    reopened: reopenedList,
    // Extension (issue 25): absent from older servers and answers cached before it.
    approver_name: v.optional(v.fallback(v.nullable(v.string()), null), null),
  });

/** GET stundenerfassung/staff/{messe}/{customer}/{staff} */
export const timeTrackingStaffSheetSchema: v.GenericSchema<unknown, TimeTrackingStaffSheet> =
  v.looseObject({
    messe: v.looseObject(messeFields),
    customer: customerSchema,
    staff: staffSchema,
    times: v.array(timeSchema),
    signature: v.nullable(v.string()),
    signatures: signatureList,
    customer_signatures: signatureList,
    reopened: reopenedList,
  });

/**
 * The part of the staff sheet the client takes when it only fills in known
 * signature images (the customer sheet says who signed which days, not with what).
 */
export const timeTrackingStaffSheetSignatureSchema = v.looseObject({
  signature: v.nullable(v.string()),
  signatures: signatureList,
});

/**
 * Answer of POST stundenerfassung/staff/{messe}/{customer}/{staff}/{date}: the
 * stored times. The client takes only the times, so only they are required.
 */
export const timeTrackingTimeSavedSchema = v.looseObject({
  time: v.looseObject({
    day: v.optional(v.string()),
    time_start: v.nullable(v.number()),
    time_end: v.nullable(v.number()),
    time_break: v.number(),
  }),
});

/**
 * Answer of the two sign calls: the stored signature, for a customer the
 * signer, and (extension) the days it covers and when.
 */
export const timeTrackingSignedSchema = v.looseObject({
  signature: v.string(),
  signed_by: v.optional(v.nullable(v.string()), null),
  days: v.optional(v.array(v.string())),
  signed_at: v.optional(v.string()),
});
