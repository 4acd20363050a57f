import type { Locale } from '@domain/shared/locale';
import {
  commonMessages,
  validationMessage,
  type MessageCatalog,
} from '@domain/shared/validation-messages';

/*
 * Field messages of time tracking: its time entry and signature codes. They
 * live apart from the common catalog so that no page outside time tracking
 * loads them (docs/architecture.md); the server's time-tracking writes and the
 * time-tracking screens look codes up here, falling back to the common ones.
 */
const TIME_TRACKING_MESSAGES = {
  time_range: {
    de: 'Die Zeit muss zwischen 00:00 und 24:00 liegen (Pause: 0 bis 60 Minuten).',
    en: 'The time must lie between 00:00 and 24:00 (break: 0 to 60 minutes).',
  },
  time_step: {
    de: 'Zeiten werden in Schritten von 15 Minuten erfasst.',
    en: 'Times are entered in steps of 15 minutes.',
  },
  time_order: {
    de: 'Das Ende darf nicht vor dem Beginn liegen.',
    en: 'The end must not be before the start.',
  },
  shift_too_long: {
    de: 'Eine Schicht über Mitternacht dauert höchstens 16 Stunden.',
    en: 'A shift across midnight lasts at most 16 hours.',
  },
  time_nonexistent: {
    de: 'Diese Uhrzeit gibt es an diesem Tag nicht (Umstellung auf Sommerzeit).',
    en: 'This time does not exist on that day (change to summer time).',
  },
  break_too_long: {
    de: 'Die Pause darf nicht länger als die Arbeitszeit sein.',
    en: 'The break must not be longer than the working time.',
  },
  time_missing: {
    de: 'Beginn und Ende gehören zusammen: beide angeben oder beide leeren.',
    en: 'Start and end go together: give both or clear both.',
  },
  break_without_time: {
    de: 'Ein Tag ohne Arbeitszeit hat keine Pause.',
    en: 'A day without work time has no break.',
  },
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
