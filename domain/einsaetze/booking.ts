import * as v from 'valibot';
import { optionalSingleLineText } from '@domain/shared/validation';
import { BOOKING_STATES, DECLINE_REASON_MAX } from '@domain/shared/bookings';

/* The staff's side of a booking (issue 24); the states live in domain/shared/bookings.ts. */

/** POST einsaetze/…/absagen: an optional short reason, one line. */
export const declineBodySchema = v.object({ reason: optionalSingleLineText(DECLINE_REASON_MAX) });
export type DeclineBody = v.InferOutput<typeof declineBodySchema>;

const nullableString = v.nullable(v.string());

/** One of the person's bookings as "Meine Einsätze" shows it. */
export const bookingSchema = v.object({
  fair: v.object({
    id: v.number(),
    name: v.string(),
    city: v.string(),
    date_start: v.pipe(v.string(), v.isoDate()),
    date_end: v.pipe(v.string(), v.isoDate()),
  }),
  customer: v.object({ id: v.number(), name: v.string() }),
  meeting_point: nullableString,
  meeting_time: nullableString,
  /** The pair's supervisors by name (the tablet's people). */
  supervisors: v.array(v.string()),
  supervisor_phone: nullableString,
  state: v.picklist(BOOKING_STATES),
  decline_reason: nullableString,
  /** Days or meeting point changed after the confirmation: asks to confirm again. */
  changed: v.boolean(),
  /** The fair is over (its last day is before today in Europe/Berlin). */
  past: v.boolean(),
});
export type Booking = v.InferOutput<typeof bookingSchema>;

export const bookingListSchema = v.object({ items: v.array(bookingSchema) });
export type BookingList = v.InferOutput<typeof bookingListSchema>;
