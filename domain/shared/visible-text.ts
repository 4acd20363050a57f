/*
 * A name (or any text field) must show something: a value made only of
 * characters that draw nothing reads as empty on every screen and timesheet,
 * yet would pass "required" (a zero-width space is not trimmed). Characters
 * that draw nothing on their own:
 * - white space of any kind (Unicode White_Space: spaces, no-break spaces,
 *   ideographic space, line separators);
 * - Default_Ignorable_Code_Point: zero-width space, joiners, word joiner,
 *   soft hyphen, byte order mark, variation selectors, Hangul fillers, tags;
 * - other format characters (Cf), controls (Cc) and surrogates (Cs), which
 *   the control-character rule refuses anyway (control-characters.ts);
 * - combining marks (M) with no base character to sit on;
 * - the blank Braille pattern U+2800, which looks like a space.
 * One character class, tested once: linear, no backtracking.
 */

const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{M}\u2800]/u;

/** True when `value` has at least one character that draws something (a letter, digit, sign …). */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}
