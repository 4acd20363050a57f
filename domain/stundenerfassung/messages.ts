import type { Locale } from '@domain/shared/locale';
import {
  commonMessages,
  validationMessage,
  type MessageCatalog,
} from '@domain/shared/validation-messages';
import { TIME_ENTRY_MESSAGES } from '@domain/shared/times/time-entry-messages';

/*
 * Field messages of time tracking: its time entry and signature codes. They
 * live apart from the common catalog so that no page outside time tracking
 * loads them (docs/architecture.md); the server's time-tracking writes and the
 * time-tracking screens look codes up here, falling back to the common ones.
 */
const TIME_TRACKING_MESSAGES = {
  ...TIME_ENTRY_MESSAGES,
  signature_empty: {
    de: 'Bitte unterschreiben Sie im Feld.',
    en: 'Please sign in the box.',
  },
  signature_too_complex: {
    de: 'Die Unterschrift ist zu umfangreich. Bitte löschen Sie das Feld und unterschreiben Sie erneut.',
    en: 'The signature is too complex. Please clear the box and sign again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** Time tracking's codes first, then the common ones. */
export const timeTrackingMessages: MessageCatalog = (code) =>
  Object.hasOwn(TIME_TRACKING_MESSAGES, code)
    ? TIME_TRACKING_MESSAGES[code as keyof typeof TIME_TRACKING_MESSAGES]
    : commonMessages(code);

/** The text of a time-tracking (or common) message code in a locale. */
export function timeTrackingMessage(code: string, locale: Locale): string {
  return validationMessage(code, locale, timeTrackingMessages);
}
