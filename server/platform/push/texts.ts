import type { BookingEvent } from '@domain/shared/bookings';
import type { Locale } from '@domain/shared/locale';

/*
 * A booking event's push notification in the person's locale. It names the
 * fair and nothing else about the person or the booking: lock screens show
 * it to anyone nearby.
 */

export type PushPayload = { title: string; body: string; url: string };

const TEXTS: Record<Locale, Record<BookingEvent, { title: string; body: string }>> = {
  de: {
    request: { title: 'Neue Einsatzanfrage', body: 'Bitte sagen Sie zu oder ab.' },
    change: { title: 'Einsatz geändert', body: 'Bitte prüfen Sie die Änderung.' },
    cancel: { title: 'Einsatz abgesagt', body: 'Sie werden hier nicht mehr gebraucht.' },
    reminder: { title: 'Erinnerung: Einsatz bald', body: 'Bitte sagen Sie zu oder ab.' },
  },
  en: {
    request: { title: 'New booking request', body: 'Please confirm or decline.' },
    change: { title: 'Booking changed', body: 'Please look at the change.' },
    cancel: { title: 'Booking cancelled', body: 'You are no longer needed here.' },
    reminder: { title: 'Reminder: booking soon', body: 'Please confirm or decline.' },
  },
};

/** The notification of `event` on `fair` in `locale`; the link opens "Meine Einsätze". */
export function bookingPush(event: BookingEvent, fair: string, locale: Locale): PushPayload {
  const text = TEXTS[locale][event];
  return { title: text.title, body: `${fair}: ${text.body}`, url: `/${locale}/einsaetze` };
}
