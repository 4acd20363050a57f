import type { Locale } from '@domain/shared/locale';
import { addDays } from '@domain/shared/times/calendar-days';
import { EVENT_HOURS } from './feed';

/*
 * What the feed says about each day, in the person's language: one pure rule
 * from the stored rows to the events (server/areas/kalender/ics.ts writes them
 * with ical-generator). Timed events start at the pair's meeting time in
 * Europe/Berlin and last EVENT_HOURS; without a meeting time the day is an
 * all-day event (the office has not said when yet).
 */

/** One booked pair of the person (not declined, not removed). */
export type FeedBooking = {
  messeId: number;
  customerId: number;
  fair: string;
  city: string;
  customer: string;
  dateStart: string;
  dateEnd: string;
  meetingPoint: string | null;
  meetingTime: string | null;
  supervisors: string[];
  supervisorPhone: string | null;
  state: 'requested' | 'confirmed';
  changed: boolean;
  revision: number;
};

/** A day that left the person's calendar; the pair's names if it still exists. */
export type FeedCancelledDay = {
  messeId: number;
  customerId: number;
  day: string;
  sequence: number;
  fair: string | null;
  city: string | null;
  customer: string | null;
  meetingTime: string | null;
};

export type FeedEvent = {
  uid: string;
  sequence: number;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  summary: string;
  location: string | null;
  description: string;
  /** yyyy-MM-dd; with `time` a timed event in Europe/Berlin, else all day. */
  day: string;
  time: string | null;
  hours: number;
};

const TEXTS = {
  de: {
    meeting: 'Treffpunkt',
    supervisors: 'Aufsicht',
    phone: 'Telefon der Aufsicht',
    requested: 'Status: angefragt – bitte unter „Meine Einsätze“ zusagen oder absagen.',
    confirmed: 'Status: zugesagt.',
    changed: 'Geändert – bitte unter „Meine Einsätze“ erneut bestätigen.',
    cancelled: 'Dieser Tag ist nicht mehr eingeplant.',
    cancelledSummary: 'Abgesagt',
    unknown: 'Einsatz',
    calendar: 'Meine Einsätze – Messe-Personal',
  },
  en: {
    meeting: 'Meeting point',
    supervisors: 'Supervisor',
    phone: 'Supervisor’s phone',
    requested: 'Status: requested – please confirm or decline under “My bookings”.',
    confirmed: 'Status: confirmed.',
    changed: 'Changed – please confirm again under “My bookings”.',
    cancelled: 'This day is no longer booked.',
    cancelledSummary: 'Cancelled',
    unknown: 'Booking',
    calendar: 'My bookings – Messe-Personal',
  },
} as const;

/** The calendar's name in the person's language. */
export const calendarName = (locale: Locale) => TEXTS[locale].calendar;

/** Stable per person, pair and day: a calendar app updates the same event on every change. */
export function eventUid(bewerberId: number, messeId: number, customerId: number, day: string) {
  return `einsatz-${String(bewerberId)}-${String(messeId)}-${String(customerId)}-${day}@messe-personal`;
}

/** The days of a fair, first to last (inclusive). */
export function fairDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

const summaryOf = (fair: string, customer: string) => `${fair} – ${customer}`;
const join = (parts: (string | null)[]) => parts.filter((part) => part).join(', ');

/** The events of one booking, a day each. */
export function bookingEvents(
  bewerberId: number,
  booking: FeedBooking,
  locale: Locale,
): FeedEvent[] {
  const texts = TEXTS[locale];
  const meeting = join([booking.meetingPoint, booking.meetingTime]);
  const description = [
    meeting ? `${texts.meeting}: ${meeting}` : null,
    booking.supervisors.length > 0
      ? `${texts.supervisors}: ${booking.supervisors.join(', ')}`
      : null,
    booking.supervisorPhone ? `${texts.phone}: ${booking.supervisorPhone}` : null,
    booking.state === 'requested' ? texts.requested : texts.confirmed,
    booking.changed ? texts.changed : null,
  ].filter((line) => line !== null);
  return fairDays(booking.dateStart, booking.dateEnd).map((day) => ({
    uid: eventUid(bewerberId, booking.messeId, booking.customerId, day),
    sequence: booking.revision,
    status: booking.state === 'requested' ? 'TENTATIVE' : 'CONFIRMED',
    summary: summaryOf(booking.fair, booking.customer),
    location: join([booking.meetingPoint, booking.city]) || null,
    description: description.join('\n'),
    day,
    time: booking.meetingTime,
    hours: EVENT_HOURS,
  }));
}

/** A day that left the calendar, as a cancelled event with its higher SEQUENCE. */
export function cancelledEvent(
  bewerberId: number,
  cancelled: FeedCancelledDay,
  locale: Locale,
): FeedEvent {
  const texts = TEXTS[locale];
  const named = cancelled.fair !== null && cancelled.customer !== null;
  return {
    uid: eventUid(bewerberId, cancelled.messeId, cancelled.customerId, cancelled.day),
    sequence: cancelled.sequence,
    status: 'CANCELLED',
    summary: `${texts.cancelledSummary}: ${named ? summaryOf(cancelled.fair ?? '', cancelled.customer ?? '') : texts.unknown}`,
    location: cancelled.city,
    description: texts.cancelled,
    day: cancelled.day,
    time: cancelled.meetingTime,
    hours: EVENT_HOURS,
  };
}
