import * as v from 'valibot';
import { BOOKING_STATES, DECLINE_REASON_MAX } from '@domain/shared/bookings';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import { optionalSingleLineText } from '@domain/shared/validation';

/*
 * A supervisor's answer to their booking on a pair (issue 24): supervisors
 * are booked like staff and answer on the tablet's start page. Online only
 * (not queued): the answer is no time entry and the office waits for it.
 * A declined pair leaves the list unless it already has times or signatures;
 * the sheet stays reachable, so nothing queued on a device is refused.
 */

/** The supervisor's booking on a pair, as the tablet's list shows it. */
export const supervisorBookingSchema = v.looseObject({
  state: v.picklist(BOOKING_STATES),
  decline_reason: v.nullable(v.string()),
  /** Confirmed, then the days or the meeting point changed: asked again. */
  changed: v.boolean(),
});
export type SupervisorBooking = v.InferOutput<typeof supervisorBookingSchema>;

/** POST …/absagen: an optional short reason, one line. */
export const supervisorDeclineSchema = v.object({
  reason: optionalSingleLineText(DECLINE_REASON_MAX),
});

const tag = 'stundenerfassung';
const access = { area: 'stundenerfassung' } as const;
const path = '/stundenerfassung/buchung/:messe/:customer';
const params = v.object({ messe: serialIdParam, customer: serialIdParam });
const notFound = {
  status: 404,
  description: 'No booking of yours on this pair (a foreign pair alike).',
} as const;

export const supervisorBookingOperations = {
  confirmBooking: defineOperation({
    method: 'post',
    path: `${path}/zusagen`,
    tag,
    summary: 'The supervisor confirms their booking on a pair (also again after a change)',
    access,
    params,
    answer: supervisorBookingSchema,
    answerDescription: 'The booking, confirmed.',
    refusals: { not_found: notFound },
  }),
  declineBooking: defineOperation({
    method: 'post',
    path: `${path}/absagen`,
    tag,
    summary: 'The supervisor declines their booking on a pair, with an optional short reason',
    access,
    params,
    body: supervisorDeclineSchema,
    answer: supervisorBookingSchema,
    answerDescription: 'The booking, declined.',
    refusals: { not_found: notFound },
  }),
};
