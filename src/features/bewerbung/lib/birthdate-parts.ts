/** The birth date's three fields as typed (ADR 0033): day, month, year. */
export type BirthdateParts = { day: string; month: string; year: string };
export type BirthdatePart = keyof BirthdateParts;

/** The fields' order on screen, as dates are written in both locales (de-DE, en-GB). */
export const BIRTHDATE_PARTS: readonly BirthdatePart[] = ['day', 'month', 'year'];

const EMPTY: BirthdateParts = { day: '', month: '', year: '' };

/** How each part must look before the date can be judged: 1–2 digits, and 4 for the year. */
const SHAPE: Record<BirthdatePart, RegExp> = {
  day: /^\d{1,2}$/,
  month: /^\d{1,2}$/,
  year: /^\d{4}$/,
};

/**
 * The form's value (yyyy-MM-dd, as the server takes it) from the three fields:
 * '' when all are empty, day and month padded to two digits ('3' → '03'). A part
 * left out or mistyped stays as typed, so the shared schema refuses the value
 * (birthdate_invalid) instead of the form guessing a date.
 */
export function birthdateFromParts(parts: BirthdateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return '';
  const two = (part: string) => (SHAPE.day.test(part) ? part.padStart(2, '0') : part);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The three fields of a yyyy-MM-dd value ('' and anything else: empty fields). */
export function partsFromBirthdate(value: string): BirthdateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' } : EMPTY;
}

/** The first part to correct: empty or mistyped; the day when each looks right (31.02., too young). */
export function partToCorrect(parts: BirthdateParts): BirthdatePart {
  return BIRTHDATE_PARTS.find((part) => !SHAPE[part].test(parts[part].trim())) ?? 'day';
}
