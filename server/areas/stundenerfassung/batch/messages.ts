import type { Locale } from '@domain/shared/locale';
import { OUTBOX_BATCH_MAX_ENTRIES } from '@domain/shared/outbox-batch';

/** Texts of the batch envelope's refusals, in both portal languages. */
const MESSAGES = {
  batch_not_a_list: {
    de: 'Erwartet wird ein Objekt mit einer Liste „entries“.',
    en: 'Expected an object with a list “entries”.',
  },
  batch_too_many: {
    de: `Höchstens ${OUTBOX_BATCH_MAX_ENTRIES} Einträge je Sendung.`,
    en: `At most ${OUTBOX_BATCH_MAX_ENTRIES} entries per batch.`,
  },
  batch_entry_invalid: {
    de: 'Ein Eintrag braucht „key“, „path“ (Text) und „body“.',
    en: 'An entry needs “key”, “path” (text) and “body”.',
  },
  batch_duplicate_key: {
    de: 'Dieser Idempotency-Key kommt in der Sendung mehrfach vor.',
    en: 'This Idempotency-Key occurs more than once in the batch.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export function batchMessage(key: keyof typeof MESSAGES, locale: Locale): string {
  return MESSAGES[key][locale];
}
