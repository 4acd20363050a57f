import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import { formattingTag, type Locale } from '@domain/shared/locale';
import { formatDayList } from '@domain/shared/times/day-list-format';
import { mail, type RenderedMail } from './mail-layout';

/*
 * The signed customer sheet to the pair's copy contact (issue 25): sent when a
 * customer signature made at the stand reaches the server, with the sheet's
 * PDF attached (built when the mail is sent, from the ids below). A sheet
 * signed after the office reopened an earlier signature of those days says it
 * replaces that sheet.
 */

export type SignedSheetMailData = {
  messeId: number;
  customerId: number;
  signatureId: number;
  /** An earlier customer signature of these days was reopened (superseded) by the office. */
  replacement: boolean;
  /** When the replaced sheet was signed (ISO instant); null when it is no replacement. */
  replacesSignedAt: string | null;
  /** The copy contact's name. */
  name: string;
  fair: string;
  customer: string;
  signerName: string;
  /** The signed days, yyyy-MM-dd, sorted. */
  days: string[];
  /** The portal's address (the mail's link). */
  link: string;
};

/** The agency's calendar day of an instant: "21.11.2026" / "21/11/2026". */
function agencyDay(instant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(formattingTag(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date(instant));
}

export const SIGNED_SHEET_TEMPLATE: Record<Locale, (data: SignedSheetMailData) => RenderedMail> = {
  de: (data) => {
    const days = formatDayList(data.days, 'de');
    const replaced = data.replacesSignedAt ? agencyDay(data.replacesSignedAt, 'de') : '';
    const subject = `Unterschriebener Stundenzettel: ${data.fair}, ${data.customer} – Messe-Personal`;
    return mail(
      data.replacement ? `Ersatz für das Blatt vom ${replaced} – ${subject}` : subject,
      [
        `Guten Tag ${data.name},`,
        `anbei erhalten Sie den Stundenzettel der Messe ${data.fair} für ${data.customer}, am Stand unterschrieben von ${data.signerName} für ${days}.`,
        ...(data.replacement
          ? [
              `Dieses Blatt ist der Ersatz für das Blatt vom ${replaced}: Das Büro hat die damalige Unterschrift aufgehoben, um Zeiten zu korrigieren. Es gilt nur noch dieses Blatt.`,
            ]
          : []),
        'Das PDF nennt am Ende den SHA-256-Wert des unterschriebenen Inhalts und wie man ihn prüft.',
        `Sie erhalten diese E-Mail als Empfänger/in der Kopien für ${data.customer}. Wenn Sie sie nicht mehr erhalten möchten, antworten Sie uns kurz.`,
      ],
      { href: data.link, label: 'Messe-Personal' },
      'de',
    );
  },
  en: (data) => {
    const days = formatDayList(data.days, 'en');
    const replaced = data.replacesSignedAt ? agencyDay(data.replacesSignedAt, 'en') : '';
    const subject = `Signed timesheet: ${data.fair}, ${data.customer} – Messe-Personal`;
    return mail(
      data.replacement ? `Replaces the sheet of ${replaced} – ${subject}` : subject,
      [
        `Hello ${data.name},`,
        `attached is the timesheet of the fair ${data.fair} for ${data.customer}, signed at the stand by ${data.signerName} for ${days}.`,
        ...(data.replacement
          ? [
              `This sheet replaces the sheet of ${replaced}: the office reopened that signature to correct times. Only this sheet is valid now.`,
            ]
          : []),
        'At its end the PDF gives the SHA-256 of the signed content and how to check it.',
        `You receive this email as the recipient of copies for ${data.customer}. If you no longer want to receive it, just reply to us.`,
      ],
      { href: data.link, label: 'Messe-Personal' },
      'en',
    );
  },
};
