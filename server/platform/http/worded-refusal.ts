import type { Locale } from '@domain/shared/locale';

/**
 * A refusal whose words are made for the case (they name the days, ids or
 * people concerned), so they are no fixed message key: an office action the
 * data's state forbids. Answered `{ message, errors, code }` by the API's one
 * error handler, like every other refusal (./errors.ts).
 */
export class WordedRefusal extends Error {
  constructor(
    readonly status: 409 | 422,
    readonly code: string,
    readonly texts: Record<Locale, string>,
    readonly fieldErrors: Record<string, Record<Locale, string>> = {},
  ) {
    super(code);
    this.name = 'WordedRefusal';
  }

  body(locale: Locale) {
    return {
      message: this.texts[locale],
      errors: Object.fromEntries(
        Object.entries(this.fieldErrors).map(([field, texts]) => [field, [texts[locale]]]),
      ),
      code: this.code,
    };
  }
}
