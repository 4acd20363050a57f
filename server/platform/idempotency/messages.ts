import type { Locale } from '@domain/shared/locale';

/** Texts of the Idempotency-Key answers, in both portal languages. */
const MESSAGES = {
  request_in_progress: {
    de: 'Diese Anfrage wird gerade schon verarbeitet. Bitte gleich erneut versuchen.',
    en: 'This request is already being processed. Please retry shortly.',
  },
  idempotency_mismatch: {
    de: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  payload_too_deep: {
    de: 'Die Anfrage ist zu tief verschachtelt.',
    en: 'The request is nested too deeply.',
  },
  idempotency_key_invalid: {
    de: 'Der Idempotency-Key muss eine UUID sein.',
    en: 'The Idempotency-Key must be a UUID.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type IdempotencyMessage = keyof typeof MESSAGES;

export function idempotencyMessage(key: IdempotencyMessage, locale: Locale): string {
  return MESSAGES[key][locale];
}
