import type { Locale } from '@domain/shared/locale';
import { mail, type RenderedMail } from './mail-layout';

/*
 * The office's list of who has not answered a booking of a fair/customer
 * pair whose first day is less than 48 hours away (issue 24), one mail per
 * pair and office user, in that user's locale, linking to the pair's page.
 */

export type UnansweredMailData = {
  /** The office user's first name. */
  name: string;
  /** The pair's page in the office. */
  link: string;
  fair: string;
  city: string;
  customer: string;
  days: string;
  /** Who is still requested: staff and supervisors, "Firstname Lastname", sorted. */
  people: string[];
};

export const UNANSWERED_TEMPLATE: Record<Locale, (data: UnansweredMailData) => RenderedMail> = {
  de: (data) =>
    mail(
      `Noch keine Antwort: ${data.fair}, ${data.customer} – Messe-Personal`,
      [
        `Hallo ${data.name},`,
        `die Messe ${data.fair} (${data.city}) für ${data.customer} beginnt in weniger als 48 Stunden (${data.days}). ${data.people.length === 1 ? 'Diese Person hat' : `Diese ${String(data.people.length)} Personen haben`} noch nicht zu- oder abgesagt:`,
        ...data.people.map((person) => `– ${person}`),
      ],
      { href: data.link, label: 'Paar im Büro öffnen' },
      'de',
    ),
  en: (data) =>
    mail(
      `No answer yet: ${data.fair}, ${data.customer} – Messe-Personal`,
      [
        `Hello ${data.name},`,
        `the fair ${data.fair} (${data.city}) for ${data.customer} starts in less than 48 hours (${data.days}). ${data.people.length === 1 ? 'This person has' : `These ${String(data.people.length)} people have`} not confirmed or declined yet:`,
        ...data.people.map((person) => `– ${person}`),
      ],
      { href: data.link, label: 'Open the pair in the office' },
      'en',
    ),
};
