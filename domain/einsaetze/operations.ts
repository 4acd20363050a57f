import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import { bookingListSchema, bookingSchema, declineBodySchema } from './booking';
import { BOOKINGS_LIST_ROUTE } from './list-route';

/*
 * "Meine Einsätze" (issue 24): the signed-in person's own bookings and their
 * answer to each. Access follows the fairs part of the staff portal (an
 * account with a staff record); nothing in a request can name another person.
 */

const access = { area: 'messen' } as const;
const tag = 'einsaetze';
const booking = '/einsaetze/:messeId/:customerId';
const params = v.object({ messeId: serialIdParam, customerId: serialIdParam });
const notFound = { status: 404, description: 'No booking of yours on this pair.' } as const;
/** The answer belongs to the days before the fair; afterwards the office's records count. */
const fairOver = {
  status: 409,
  description: 'The fair is over (its last day is before today in Europe/Berlin).',
} as const;

export const einsaetzeOperations = {
  list: defineOperation({
    ...BOOKINGS_LIST_ROUTE,
    tag,
    summary: 'My bookings: upcoming first (soonest first), then past (latest first)',
    access,
    answer: bookingListSchema,
    answerDescription: 'The own bookings.',
  }),
  confirm: defineOperation({
    method: 'post',
    path: `${booking}/zusagen`,
    tag,
    summary: 'Confirm a booking (also again after a change, or after a decline)',
    access,
    params,
    answer: bookingSchema,
    answerDescription: 'The booking, confirmed.',
    refusals: { not_found: notFound, booking_fair_over: fairOver },
  }),
  decline: defineOperation({
    method: 'post',
    path: `${booking}/absagen`,
    tag,
    summary: 'Decline a booking, with an optional short reason',
    access,
    params,
    body: declineBodySchema,
    answer: bookingSchema,
    answerDescription: 'The booking, declined.',
    refusals: { not_found: notFound, booking_fair_over: fairOver },
  }),
};
