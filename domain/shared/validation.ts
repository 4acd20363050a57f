import * as v from 'valibot';
import { hasForbiddenCharacter } from './control-characters';
import { hasVisibleCharacter } from './visible-text';
import type { Locale } from './locale';
import { commonMessages, validationMessage, type MessageCatalog } from './validation-messages';

/**
 * Refuses control characters, bidi controls, line separators and lone
 * surrogates (see control-characters.ts). It runs before any trim, so what
 * was sent is judged, not what a trim left of it: nothing is silently altered.
 */
export const singleLine = () =>
  v.check<string, 'control_character'>(
    (value) => !hasForbiddenCharacter(value),
    'control_character',
  );

/** Like `singleLine`, but tab, line feed and carriage return are allowed. */
export const multiLine = () =>
  v.check<string, 'control_character'>(
    (value) => !hasForbiddenCharacter(value, true),
    'control_character',
  );

/**
 * Refuses a value that is not empty but shows nothing: only zero-width, blank
 * or other invisible characters (visible-text.ts). Runs after the trim; an
 * empty value is left to `nonEmpty` (required fields) or passes (optional ones).
 */
export const visibleText = () =>
  v.check<string, 'invisible_text'>(
    (value) => value === '' || hasVisibleCharacter(value),
    'invisible_text',
  );

/** A required, trimmed single line of at most `max` characters (names, streets, cities …). */
export function singleLineText(max = 255) {
  return v.pipe(
    v.string('required'),
    singleLine(),
    v.trim(),
    v.nonEmpty('required'),
    visibleText(),
    v.maxLength(max, 'too_long'),
  );
}

/** An optional single line: missing, null or blank become ''. */
export function optionalSingleLineText(max = 255) {
  return v.pipe(
    v.optional(v.nullable(v.string('invalid')), ''),
    v.transform((value) => value ?? ''),
    singleLine(),
    v.trim(),
    visibleText(),
    v.maxLength(max, 'too_long'),
  );
}

/** A required, trimmed text that may span lines (tab, LF, CR allowed; other controls not). */
export function multiLineText(max = 2000) {
  return v.pipe(
    v.string('required'),
    multiLine(),
    v.trim(),
    v.nonEmpty('required'),
    visibleText(),
    v.maxLength(max, 'too_long'),
  );
}

/** A required e-mail address, trimmed and lower-cased. */
export const emailField = v.pipe(
  v.string('required'),
  singleLine(),
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
  catalog: MessageCatalog = commonMessages,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_form';
    const list = (errors[key] ??= []);
    // A schema without its own code yields valibot's English default text: never
    // show that; a missing value is 'required', anything else 'invalid'.
    const code = catalog(issue.message)
      ? issue.message
      : issue.input === undefined
        ? 'required'
        : 'invalid';
    const text = validationMessage(code, locale, catalog);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
