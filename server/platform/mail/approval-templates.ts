import type { Locale } from '@domain/shared/locale';
import { mail, type RenderedMail } from './mail-layout';

/*
 * The customer's side (issue 25): the approval request to the customer's
 * approving contact (the link to the sheet of the requested days) and the
 * office's answer to a disputed row, in the contact's language.
 */

export type ApprovalRequestMailData = {
  /** The contact's name. */
  name: string;
  fair: string;
  city: string;
  customer: string;
  /** The requested days, formatted (formatDayList). */
  days: string;
  /** The public page: `${publicUrl}/${locale}/freigabe/${token}`. */
  link: string;
  validDays: number;
  /** Days after which an unanswered request counts as approved; null: never. */
  tacitDays: number | null;
};

export type DisputeResolvedMailData = {
  name: string;
  fair: string;
  customer: string;
  /** The disputed row: the person and the day (formatted). */
  person: string;
  day: string;
  corrected: boolean;
  /** A correction's time before and after, formatted (absent in mails queued before it existed). */
  change?: { before: string; after: string };
  note: string;
  /** The portal's address (the contact has no account: no page of their own). */
  link: string;
};

export const APPROVAL_TEMPLATES: {
  approval_request: Record<Locale, (data: ApprovalRequestMailData) => RenderedMail>;
  approval_dispute_resolved: Record<Locale, (data: DisputeResolvedMailData) => RenderedMail>;
} = {
  approval_request: {
    de: (d) =>
      mail(
        `Bitte Stunden bestätigen: ${d.fair}, ${d.customer} – Messe-Personal`,
        [
          `Guten Tag ${d.name},`,
          `bitte prüfen Sie die Stunden unseres Personals auf der Messe ${d.fair} (${d.city}) für ${d.customer} an diesen Tagen: ${d.days}.`,
          'Über den Link sehen Sie den Stundenzettel dieser Tage. Sie können alle Stunden mit Ihrem Namen bestätigen oder einzelne Zeilen mit einem Kommentar beanstanden. Ein Konto brauchen Sie nicht.',
          `Der Link ist ${String(d.validDays)} Tage gültig. Bitte leiten Sie ihn nicht weiter.`,
          ...(d.tacitDays === null
            ? []
            : [
                `Wenn Sie nicht innerhalb von ${String(d.tacitDays)} Tagen antworten, gelten die Stunden wie vereinbart als stillschweigend bestätigt.`,
              ]),
        ],
        { href: d.link, label: 'Stundenzettel öffnen' },
        'de',
      ),
    en: (d) =>
      mail(
        `Please approve hours: ${d.fair}, ${d.customer} – Messe-Personal`,
        [
          `Hello ${d.name},`,
          `please check the hours of our staff at the fair ${d.fair} (${d.city}) for ${d.customer} on these days: ${d.days}.`,
          'The link shows the timesheet of those days. You can approve all hours with your name or dispute single rows with a comment. You need no account.',
          `The link is valid for ${String(d.validDays)} days. Please do not forward it.`,
          ...(d.tacitDays === null
            ? []
            : [
                `If you do not answer within ${String(d.tacitDays)} days, the hours count as tacitly approved, as agreed.`,
              ]),
        ],
        { href: d.link, label: 'Open the timesheet' },
        'en',
      ),
  },
  approval_dispute_resolved: {
    de: (d) =>
      mail(
        `Ihre Beanstandung: ${d.fair}, ${d.customer} – Messe-Personal`,
        [
          `Guten Tag ${d.name},`,
          `zu Ihrer Beanstandung der Zeile ${d.person} am ${d.day}: ${d.corrected ? 'wir haben die Zeit korrigiert.' : 'wir haben die Zeit geprüft und nicht geändert.'}`,
          ...(d.change ? [`Bisher: ${d.change.before} → neu: ${d.change.after}`] : []),
          d.note,
          'Sie erhalten den Stundenzettel erneut zur Bestätigung.',
        ],
        { href: d.link, label: 'Messe-Personal' },
        'de',
      ),
    en: (d) =>
      mail(
        `Your dispute: ${d.fair}, ${d.customer} – Messe-Personal`,
        [
          `Hello ${d.name},`,
          `about the row you disputed, ${d.person} on ${d.day}: ${d.corrected ? 'we have corrected the time.' : 'we have checked the time and kept it.'}`,
          ...(d.change ? [`Before: ${d.change.before} → now: ${d.change.after}`] : []),
          d.note,
          'You will receive the timesheet again for approval.',
        ],
        { href: d.link, label: 'Messe-Personal' },
        'en',
      ),
  },
};
