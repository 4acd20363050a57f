import type { Locale } from '@domain/shared/locale';
import { type BookingMailData, mail, type RenderedMail } from './mail-layout';

/*
 * The booking mails (issue 24): a new request, a change, a cancellation and
 * the reminder 48 hours before the first day to whoever has not answered,
 * each naming the fair, the customer, the days and the meeting point, with a
 * link to "Meine Einsätze" (a supervisor's: time tracking) in the person's locale.
 */

type BookingTemplate = (data: BookingMailData) => RenderedMail;
type Kind = 'booking_requested' | 'booking_changed' | 'booking_cancelled' | 'booking_reminder';

function facts(data: BookingMailData, locale: Locale): string[] {
  const de = locale === 'de';
  const lines = [
    `${de ? 'Messe' : 'Fair'}: ${data.fair} (${data.city})`,
    `${de ? 'Kunde' : 'Customer'}: ${data.customer}`,
    `${de ? 'Tage' : 'Days'}: ${data.days}`,
  ];
  if (data.meeting) lines.push(`${de ? 'Treffpunkt' : 'Meeting point'}: ${data.meeting}`);
  return lines;
}

const LABELS = {
  de: { staff: 'Meine Einsätze öffnen', supervising: 'Stundenerfassung öffnen' },
  en: { staff: 'Open my bookings', supervising: 'Open time tracking' },
} as const;

const link = (data: BookingMailData, locale: Locale) => ({
  href: data.link,
  label: LABELS[locale][data.supervising ? 'supervising' : 'staff'],
});

export const BOOKING_TEMPLATES: Record<Kind, Record<Locale, BookingTemplate>> = {
  booking_requested: {
    de: (data) =>
      mail(
        `Neuer Einsatz angefragt: ${data.fair} – Messe-Personal`,
        [
          `Hallo ${data.name},`,
          data.supervising
            ? 'das Büro hat Sie als Aufsicht eingeplant. Bitte sagen Sie in der Stundenerfassung zu oder ab.'
            : 'das Büro hat Sie für einen Einsatz eingeplant. Bitte sagen Sie in „Meine Einsätze“ zu oder ab.',
          ...facts(data, 'de'),
        ],
        link(data, 'de'),
        'de',
      ),
    en: (data) =>
      mail(
        `New booking requested: ${data.fair} – Messe-Personal`,
        [
          `Hello ${data.name},`,
          data.supervising
            ? 'the office has booked you as a supervisor. Please confirm or decline it in time tracking.'
            : 'the office has booked you for a job. Please confirm or decline it in “My bookings”.',
          ...facts(data, 'en'),
        ],
        link(data, 'en'),
        'en',
      ),
  },
  booking_changed: {
    de: (data) =>
      mail(
        `Einsatz geändert: ${data.fair} – Messe-Personal`,
        [
          `Hallo ${data.name},`,
          'an Ihrem Einsatz hat sich etwas geändert. Bitte prüfen Sie die Angaben und bestätigen Sie erneut.',
          ...facts(data, 'de'),
        ],
        link(data, 'de'),
        'de',
      ),
    en: (data) =>
      mail(
        `Booking changed: ${data.fair} – Messe-Personal`,
        [
          `Hello ${data.name},`,
          'something about your booking has changed. Please check the details and confirm again.',
          ...facts(data, 'en'),
        ],
        link(data, 'en'),
        'en',
      ),
  },
  booking_cancelled: {
    de: (data) =>
      mail(
        `Einsatz abgesagt: ${data.fair} – Messe-Personal`,
        [
          `Hallo ${data.name},`,
          'das Büro hat Sie von diesem Einsatz abgezogen. Sie müssen an diesen Tagen nicht kommen.',
          ...facts(data, 'de'),
        ],
        link(data, 'de'),
        'de',
      ),
    en: (data) =>
      mail(
        `Booking cancelled: ${data.fair} – Messe-Personal`,
        [
          `Hello ${data.name},`,
          'the office has taken you off this job. You do not need to come on these days.',
          ...facts(data, 'en'),
        ],
        link(data, 'en'),
        'en',
      ),
  },
  booking_reminder: {
    de: (data) =>
      mail(
        `Erinnerung: Bitte sagen Sie zu oder ab – ${data.fair} – Messe-Personal`,
        [
          `Hallo ${data.name},`,
          'Ihr Einsatz beginnt in weniger als 48 Stunden und Sie haben noch nicht geantwortet. Bitte sagen Sie in „Meine Einsätze“ zu oder ab.',
          ...facts(data, 'de'),
        ],
        link(data, 'de'),
        'de',
      ),
    en: (data) =>
      mail(
        `Reminder: please confirm or decline – ${data.fair} – Messe-Personal`,
        [
          `Hello ${data.name},`,
          'your booking starts in less than 48 hours and you have not answered yet. Please confirm or decline it in “My bookings”.',
          ...facts(data, 'en'),
        ],
        link(data, 'en'),
        'en',
      ),
  },
};
