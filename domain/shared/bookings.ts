/*
 * A booking (issue 24), shared by the staff's "Meine Einsätze" and the
 * office's pair page: the office assigns a person to a fair/customer pair;
 * the assignment is requested until the person confirms or declines it. Rows
 * planned before bookings existed count as confirmed (migration 0018).
 * No valibot here: the screens' limits are folded into the first load.
 */

export const BOOKING_STATES = ['requested', 'confirmed', 'declined'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const DECLINE_REASON_MAX = 200;
export const MEETING_POINT_MAX = 200;
export const SUPERVISOR_PHONE_MAX = 40;

/** `HH:mm` on the 24-hour clock: a meeting time (the database checks the same pattern). */
export const MEETING_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/u;
export const MEETING_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
