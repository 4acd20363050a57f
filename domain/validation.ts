import * as v from 'valibot';
import type { Locale } from './locale';
import { isValidationCode, validationMessage } from './validation-messages';

/** A required, trimmed string of at most `max` characters. */
export function requiredString(max = 255) {
  return v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(max, 'too_long'),
  );
}

/** A required e-mail address, trimmed and lower-cased. */
export const emailField = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(254, 'too_long'),
  v.email('email'),
  v.toLowerCase(),
);

/**
 * Flattens valibot issues into the API's per-field map, each message in the
 * given locale. Issues without a path belong to the form as a whole (`_form`).
 */
export function fieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  locale: Locale,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_form';
    const list = (errors[key] ??= []);
    // A schema without its own code yields valibot's English default text: never
    // show that; a missing value is 'required', anything else 'invalid'.
    const code = isValidationCode(issue.message)
      ? issue.message
      : issue.input === undefined
        ? 'required'
        : 'invalid';
    const text = validationMessage(code, locale);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
