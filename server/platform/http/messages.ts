import type { Locale } from '@domain/shared/locale';
import { closeMessages } from '@domain/abschluss/close-contract';
import { STAMMDATEN_MESSAGES } from '@domain/stammdaten/stammdaten';

function closeMessageTexts(code: string): Record<Locale, string> {
  const texts = closeMessages(code);
  if (!texts) throw new Error(`no texts for ${code}`);
  return texts;
}

/** Server texts in both portal languages; field texts live in domain/shared/validation-messages.ts. */
const MESSAGES = {
  invalid_credentials: {
    de: 'Diese Zugangsdaten sind ungültig.',
    en: 'These credentials are invalid.',
  },
  too_many_attempts: {
    de: 'Zu viele Versuche. Bitte warten Sie und versuchen Sie es später erneut.',
    en: 'Too many attempts. Please wait and try again later.',
  },
  reset_link_sent: {
    de: 'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen gesendet.',
    en: 'If an account with this email address exists, we have sent a link to reset the password.',
  },
  reset_token_invalid: {
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    en: 'This password reset link is invalid or has expired.',
  },
  validation_failed: {
    de: 'Die Eingaben sind ungültig. Bitte überprüfen Sie die markierten Felder.',
    en: 'The input is invalid. Please check the marked fields.',
  },
  bewerbung_received: {
    de: 'Wir haben Ihre Bewerbung erhalten. Bitte prüfen Sie jetzt Ihr E-Mail-Postfach.',
    en: 'We have received your application. Please check your email inbox now.',
  },
  bewerbung_saved: {
    de: 'Vielen Dank! Ihre Bewerbung ist vollständig. Wir melden uns bei Ihnen.',
    en: 'Thank you! Your application is complete. We will be in touch.',
  },
  bewerbung_link_invalid: {
    de: 'Bewerbung konnte nicht geladen werden. Bitte prüfe den Link.',
    en: 'The application could not be loaded. Please check the link.',
  },
  application_already_decided: {
    de: 'Über diese Bewerbung wurde bereits entschieden.',
    en: 'This application has already been decided.',
  },
  application_incomplete: {
    de: 'Schritt 2 dieser Bewerbung fehlt noch: Erst eine vollständige Bewerbung kann angenommen werden.',
    en: 'Step 2 of this application is still missing: only a complete application can be accepted.',
  },
  application_email_taken: {
    de: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.',
    en: 'An account with this email address already exists.',
  },
  application_not_invited: {
    de: 'Eine Einladung gibt es nur für angenommene Bewerbungen, deren Passwort noch nicht festgelegt ist.',
    en: 'Only an accepted application whose password has not been set yet has an invitation.',
  },
  unauthenticated: { de: 'Bitte melden Sie sich an.', en: 'Please log in.' },
  forbidden: {
    de: 'Sie haben keine Berechtigung für diese Aktion.',
    en: 'You are not allowed to do this.',
  },
  csrf_rejected: {
    de: 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt.',
    en: 'The request was refused for security reasons.',
  },
  not_found: { de: 'Nicht gefunden.', en: 'Not found.' },
  push_off: {
    de: 'Push-Benachrichtigungen sind auf diesem Server ausgeschaltet.',
    en: 'Push notifications are switched off on this server.',
  },
  push_service_unknown: {
    de: 'Dieser Browser meldet einen unbekannten Push-Dienst; Push ist auf diesem Gerät nicht möglich.',
    en: 'This browser names an unknown push service; push is not possible on this device.',
  },
  /** The master data's own refusal text (docs/product/rules.md, Texts). */
  stammdaten_not_saved: STAMMDATEN_MESSAGES.not_saved,
  booking_fair_over: {
    de: 'Diese Messe ist vorbei: Eine Zusage oder Absage ist nicht mehr möglich.',
    en: 'This fair is over: the booking can no longer be confirmed or declined.',
  },
  no_staff_record: {
    de: 'Zu diesem Konto gibt es keine Personaldaten.',
    en: 'There is no staff record for this account.',
  },
  bad_request: {
    de: 'Die Anfrage ist fehlerhaft.',
    en: 'The request is malformed.',
  },
  payload_too_large: {
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
  },
  headers_too_large: {
    de: 'Die Kopfzeilen der Anfrage sind zu groß.',
    en: 'The request headers are too large.',
  },
  request_timeout: {
    de: 'Die Anfrage hat zu lange gedauert.',
    en: 'The request took too long.',
  },
  unsupported_media_type: {
    de: 'Dieses Datenformat wird nicht unterstützt.',
    en: 'This content type is not supported.',
  },
  server_error: {
    de: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    en: 'An internal error occurred. Please try again later.',
  },
  conflict: {
    de: 'Das ist in diesem Zustand nicht möglich.',
    en: 'This is not possible in the current state.',
  },
  exports_busy: {
    de: 'Gerade laufen zu viele Exporte gleichzeitig.',
    en: 'Too many exports are running at once.',
  },
  service_unavailable: {
    de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
  },
  approval_answered: {
    de: 'Diese Anfrage ist bereits beantwortet.',
    en: 'This request has already been answered.',
  },
  approval_changed: {
    de: 'Die Stunden wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
    en: 'The hours have changed meanwhile. Please reload the page.',
  },
  approval_row_unknown: {
    de: 'Eine beanstandete Zeile steht nicht auf diesem Stundenzettel.',
    en: 'A disputed row is not on this timesheet.',
  },
  approval_days_signed: {
    de: 'Ein gewählter Tag hat keine Arbeitszeit oder ist bereits vom Kunden unterschrieben.',
    en: 'A chosen day has no work time or is already signed by the customer.',
  },
  approval_contact_unknown: {
    de: 'Dieser Kontakt gehört nicht zu diesem Kunden.',
    en: 'This contact does not belong to this customer.',
  },
  dispute_resolved: {
    de: 'Dieser Einwand ist bereits erledigt.',
    en: 'This dispute is already resolved.',
  },
  invoice_not_ready: {
    de: 'Die Rechnung kann so nicht ausgestellt werden: bitte die Vorprüfung ansehen.',
    en: 'The invoice cannot be issued like this: please see the preflight.',
  },
  invoice_cancelled: {
    de: 'Diese Rechnung ist bereits storniert oder selbst eine Stornorechnung.',
    en: 'This invoice is already cancelled, or is a cancellation itself.',
  },
  // The month close (issue 26): the texts of domain/abschluss/close-contract.ts.
  period_already_closed: closeMessageTexts('period_already_closed'),
  period_reopened: {
    de: 'Dieser Abschluss ist bereits wiedereröffnet.',
    en: 'This close has been reopened already.',
  },
  // Employment law (issue 27): the assignment check's block; the handler names people and limits.
  law_limit: {
    de: 'Dieser Einsatz überschreitet eine arbeitsrechtliche Grenze. Mit Grund trotzdem zuordnen?',
    en: 'This assignment crosses an employment-law limit. Assign anyway with a reason?',
  },
  too_many: {
    de: 'Es sind bereits so viele Einträge gespeichert, wie erlaubt sind.',
    en: 'As many entries as allowed are stored already.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, locale: Locale): string {
  return MESSAGES[key][locale];
}
