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

/**
 * What a person can be told about their bookings, on each channel they choose:
 * a new request, a change, a cancellation, the reminder 48 hours before.
 */
export const BOOKING_EVENTS = ['request', 'change', 'cancel', 'reminder'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['mail', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** "Zeit beanstanden": the person's short note on a recorded time. */
export const TIME_QUERY_MAX = 500;

/** Where a booking counts on the office's pair page: a confirmation changed since is open again. */
export type BookingBucket = 'confirmed' | 'open' | 'declined';
export function bookingBucket(booking: { state: BookingState; changed: boolean }): BookingBucket {
  if (booking.state === 'declined') return 'declined';
  return booking.state === 'confirmed' && !booking.changed ? 'confirmed' : 'open';
}
