/**
 * Leitweg-ID of a German public-sector buyer (BT-10), as the KoSIT's
 * "Format-Spezifikation Leitweg-ID" defines it: the coarse address (2 to 12
 * digits: state, district, county, municipality), an optional fine address
 * (up to 30 letters or digits), and two check digits, joined by hyphens
 * ("04011000-1234512345-06", "991-33333TEST-33"). The check digits are
 * ISO/IEC 7064 MOD 97-10 over the parts without hyphens, letters counted
 * A = 10 … Z = 35: the whole number modulo 97 is 1. Input: trimmed and
 * upper-cased.
 */
export const LEITWEG_ID_MAX = 46;

const FORM = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/;

/** The rest of a long digit string modulo 97, taken in chunks (no bigint needed). */
function mod97(digits: string): number {
  let rest = 0;
  for (let start = 0; start < digits.length; start += 7) {
    rest = Number(`${String(rest)}${digits.slice(start, start + 7)}`) % 97;
  }
  return rest;
}

function asDigits(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}

export function isValidLeitwegId(value: string): boolean {
  const match = FORM.exec(value);
  if (!match) return false;
  const [, coarse = '', fine = '', check = ''] = match;
  return mod97(asDigits(`${coarse}${fine}${check}`)) === 1;
}
