/**
 * Input masks of the master-data form (docs/product/screens.md, Master data). Each takes what was
 * typed or pasted and returns the shown text: wrong characters are dropped,
 * letters upper-cased, and the grouping spaces inserted. The schema strips the
 * spaces again, so the mask only helps reading.
 */

type Slot = 'digit' | 'letter';
const RV_SLOTS: readonly Slot[] = [
  ...Array<Slot>(8).fill('digit'),
  'letter',
  ...Array<Slot>(3).fill('digit'),
];
// Spaces after these many characters: `## ###### @ ###`.
const RV_BREAKS = new Set([2, 8, 9]);

/** Pension number: `## ###### @ ###` (digits, one letter, upper case). */
export function formatRvNumber(text: string): string {
  const chars: string[] = [];
  for (const char of text.toUpperCase()) {
    const slot = RV_SLOTS[chars.length];
    if (!slot) break;
    if (slot === 'digit' ? /\d/.test(char) : /[A-Z]/.test(char)) chars.push(char);
  }
  return chars.map((c, i) => (RV_BREAKS.has(i) ? ` ${c}` : c)).join('');
}

/** Tax number: at most 17 digits (the field's mask; the check wants the 11-digit tax ID). */
export function formatTaxNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, 17);
}

/** IBAN: letters, digits and `*` (hidden digits of the masked form), groups of four. */
export function formatIban(text: string): string {
  const compact = text
    .toUpperCase()
    .replace(/[^A-Z0-9*]/g, '')
    .slice(0, 34);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** BIC: letters and digits, upper case, at most 11. */
export function formatBic(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 11);
}

/** Study end: a year, mask `####`. */
export function formatYear(text: string): string {
  return text.replace(/\D/g, '').slice(0, 4);
}
