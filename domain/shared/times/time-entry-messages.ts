import type { Locale } from '@domain/shared/locale';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';

/*
 * Field messages of a time entry (./time-entry-schema.ts), for every form and
 * write of a time: time tracking's catalog includes them, the office's
 * correction of a disputed row uses them alone.
 */
export const TIME_ENTRY_MESSAGES = {
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
} as const satisfies Record<string, Record<Locale, string>>;

/** A time entry's codes first, then the common ones. */
export const timeEntryMessages: MessageCatalog = (code) =>
  Object.hasOwn(TIME_ENTRY_MESSAGES, code)
    ? TIME_ENTRY_MESSAGES[code as keyof typeof TIME_ENTRY_MESSAGES]
    : commonMessages(code);
