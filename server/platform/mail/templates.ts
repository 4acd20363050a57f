import type { Locale } from '@domain/shared/locale';
import {
  APPROVAL_TEMPLATES,
  type ApprovalRequestMailData,
  type DisputeResolvedMailData,
} from './approval-templates';
import { BOOKING_TEMPLATES } from './booking-templates';
import { INVOICE_TEMPLATE, type InvoiceMailData } from './invoice-template';
import { type BookingMailData, mail, type RenderedMail } from './mail-layout';
import { SIGNED_SHEET_TEMPLATE, type SignedSheetMailData } from './signed-sheet-template';
import { UNANSWERED_TEMPLATE, type UnansweredMailData } from './unanswered-template';

export type {
  BookingMailData,
  InvoiceMailData,
  RenderedMail,
  SignedSheetMailData,
  UnansweredMailData,
};

/** Data each kind of mail needs; later issues add kinds (e.g. application_step2). */
export type MailData = {
  password_reset: { name: string; link: string; validMinutes: number };
  application_step2: { name: string; link: string; validDays: number };
  application_received: { name: string; link: string };
  /** The office accepted the application: set a password (docs/product/office.md). */
  staff_invitation: { name: string; link: string; validDays: number };
  /** The office rejected the application and chose to tell the person (neutral text). */
  application_rejected: { name: string; link: string };
  /** Another office user created an office account for this person (set a password). */
  office_invitation: { name: string; link: string; validDays: number };
  /** Bookings (issue 24): the office assigned the person, changed or cancelled the booking. */
  booking_requested: BookingMailData;
  booking_changed: BookingMailData;
  booking_cancelled: BookingMailData;
  /** 48 hours before the first day, to a person whose booking is still requested. */
  booking_reminder: BookingMailData;
  /** To the office: who on a pair starting within 48 hours has not answered. */
  booking_unanswered: UnansweredMailData;
  /** To the pair's copy contact: the customer sheet signed at the stand, its PDF attached (issue 25). */
  customer_sheet_signed: SignedSheetMailData;
  /** Issue 25: the link to approve a pair's days, to the customer's approving contact. */
  approval_request: ApprovalRequestMailData;
  /** Issue 25: the office's answer to a disputed row, to the contact. */
  approval_dispute_resolved: DisputeResolvedMailData;
  /** Issue 26: an issued invoice or cancellation to the customer's invoice address, its files attached. */
  invoice: InvoiceMailData;
};
export type MailKind = keyof MailData;

type Template<K extends MailKind> = (data: MailData[K]) => RenderedMail;

const TEMPLATES: { [K in MailKind]: Record<Locale, Template<K>> } = {
  password_reset: {
    de: ({ name, link, validMinutes }) => {
      const lines = [
        `Hallo ${name},`,
        'Sie haben angefordert, Ihr Passwort für das Messe-Personal-Portal zurückzusetzen.',
        `Der Link ist ${validMinutes} Minuten gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
      ];
      return mail(
        'Passwort zurücksetzen – Messe-Personal',
        lines,
        { href: link, label: 'Neues Passwort festlegen' },
        'de',
      );
    },
    en: ({ name, link, validMinutes }) => {
      const lines = [
        `Hello ${name},`,
        'You asked to reset your password for the Messe-Personal portal.',
        `The link is valid for ${validMinutes} minutes and works only once. If you did not ask for this, ignore this email.`,
      ];
      return mail(
        'Reset your password – Messe-Personal',
        lines,
        { href: link, label: 'Set a new password' },
        'en',
      );
    },
  },
  application_step2: {
    de: ({ name, link, validDays }) => {
      const lines = [
        `Hallo ${name},`,
        'vielen Dank für Ihre Bewerbung bei Messe-Personal. Bitte vervollständigen Sie sie jetzt mit Foto, Größen, Sprachen und Erfahrung.',
        `Der Link ist ${validDays} Tage gültig und funktioniert, bis Sie Schritt 2 abgeschickt haben. Wenn Sie sich nicht beworben haben, ignorieren Sie diese E-Mail.`,
      ];
      return mail(
        'Ihre Bewerbung – Schritt 2 – Messe-Personal',
        lines,
        { href: link, label: 'Bewerbung vervollständigen' },
        'de',
      );
    },
    en: ({ name, link, validDays }) => {
      const lines = [
        `Hello ${name},`,
        'thank you for applying to Messe-Personal. Please complete your application now with a photo, sizes, languages and experience.',
        `The link is valid for ${validDays} days and works until you have sent step 2. If you did not apply, ignore this email.`,
      ];
      return mail(
        'Your application – step 2 – Messe-Personal',
        lines,
        { href: link, label: 'Complete the application' },
        'en',
      );
    },
  },
  staff_invitation: {
    de: ({ name, link, validDays }) => {
      const lines = [
        `Hallo ${name},`,
        'wir freuen uns, Sie im Team von Messe-Personal zu begrüßen! Für Sie ist jetzt ein Konto im Messe-Personal-Portal eingerichtet.',
        'Bitte legen Sie über den folgenden Link Ihr Passwort fest und vervollständigen Sie danach Ihre Stammdaten.',
        `Der Link ist ${validDays} Tage gültig und kann nur einmal verwendet werden.`,
      ];
      return mail(
        'Willkommen bei Messe-Personal – Passwort festlegen',
        lines,
        { href: link, label: 'Passwort festlegen' },
        'de',
      );
    },
    en: ({ name, link, validDays }) => {
      const lines = [
        `Hello ${name},`,
        'we are glad to welcome you to the Messe-Personal team! An account in the Messe-Personal portal has been set up for you.',
        'Please set your password with the following link and then complete your master data.',
        `The link is valid for ${validDays} days and works only once.`,
      ];
      return mail(
        'Welcome to Messe-Personal – set your password',
        lines,
        { href: link, label: 'Set your password' },
        'en',
      );
    },
  },
  application_rejected: {
    de: ({ name, link }) => {
      const lines = [
        `Hallo ${name},`,
        'vielen Dank für Ihre Bewerbung und Ihr Interesse an Messe-Personal.',
        'Leider können wir Ihnen derzeit keine Zusammenarbeit anbieten. Diese Entscheidung ist keine Bewertung Ihrer Person.',
        'Ihre Bewerbungsdaten löschen wir nach Ablauf der Aufbewahrungsfrist. Wir wünschen Ihnen alles Gute.',
      ];
      return mail(
        'Ihre Bewerbung bei Messe-Personal',
        lines,
        { href: link, label: 'Messe-Personal' },
        'de',
      );
    },
    en: ({ name, link }) => {
      const lines = [
        `Hello ${name},`,
        'thank you for your application and your interest in Messe-Personal.',
        'Unfortunately we cannot offer you work with us at this time. This decision is no judgement of you as a person.',
        'We delete your application data when the retention period has passed. We wish you all the best.',
      ];
      return mail(
        'Your application to Messe-Personal',
        lines,
        { href: link, label: 'Messe-Personal' },
        'en',
      );
    },
  },
  application_received: {
    de: ({ name, link }) => {
      const lines = [
        `Hallo ${name},`,
        'Ihre Bewerbung ist vollständig bei uns eingegangen. Wir melden uns bei Ihnen, sobald eine passende Messe ansteht.',
      ];
      return mail(
        'Bewerbung eingegangen – Messe-Personal',
        lines,
        { href: link, label: 'Messe-Personal' },
        'de',
      );
    },
    en: ({ name, link }) => {
      const lines = [
        `Hello ${name},`,
        'your application is complete and has reached us. We will get in touch as soon as a suitable fair comes up.',
      ];
      return mail(
        'Application received – Messe-Personal',
        lines,
        { href: link, label: 'Messe-Personal' },
        'en',
      );
    },
  },
  office_invitation: {
    de: ({ name, link, validDays }) => {
      const lines = [
        `Hallo ${name},`,
        'für Sie wurde ein Konto für das Büro im Messe-Personal-Portal angelegt. Bitte legen Sie über den Link Ihr Passwort fest.',
        `Der Link ist ${validDays} Tage gültig und kann nur einmal verwendet werden. Danach fordern Sie unter „Passwort vergessen“ einen neuen an.`,
      ];
      return mail(
        'Ihr Büro-Konto – Messe-Personal',
        lines,
        { href: link, label: 'Passwort festlegen' },
        'de',
      );
    },
    en: ({ name, link, validDays }) => {
      const lines = [
        `Hello ${name},`,
        'an office account has been created for you on the Messe-Personal portal. Please set your password through the link.',
        `The link is valid for ${validDays} days and works only once. After that, request a new one under “Forgot password”.`,
      ];
      return mail(
        'Your office account – Messe-Personal',
        lines,
        { href: link, label: 'Set your password' },
        'en',
      );
    },
  },
  ...BOOKING_TEMPLATES,
  booking_unanswered: UNANSWERED_TEMPLATE,
  customer_sheet_signed: SIGNED_SHEET_TEMPLATE,
  ...APPROVAL_TEMPLATES,
  invoice: INVOICE_TEMPLATE,
};

export function isMailKind(value: string): value is MailKind {
  return Object.hasOwn(TEMPLATES, value);
}

export function renderMail<K extends MailKind>(
  kind: K,
  locale: Locale,
  data: MailData[K],
): RenderedMail {
  const template: Template<K> = TEMPLATES[kind][locale];
  return template(data);
}
