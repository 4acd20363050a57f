import type { FieldError } from 'react-hook-form';
import type { Locale } from '@domain/shared/locale';
import { type MessageCatalog, validationMessage } from '@domain/shared/validation-messages';

/** A field's error as text in the screen's language (codes from domain/, server texts as they are). */
export function errorText(
  error: FieldError | undefined,
  locale: Locale,
  messages?: MessageCatalog,
): string | undefined {
  return error?.message ? validationMessage(error.message, locale, messages) : undefined;
}
