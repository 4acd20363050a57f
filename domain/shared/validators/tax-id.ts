/**
 * German tax identification number (Steuerliche Identifikationsnummer, § 139b AO).
 *
 * Sources:
 * - Structure and digit rule: Bundeszentralamt für Steuern (BZSt), "Steuerliche
 *   Identifikationsnummer" and the published check rules in force since
 *   1 January 2016: 11 digits, the first not 0; among the first ten digits
 *   exactly one digit occurs twice or three times, every other at most once,
 *   and a digit occurring three times must not stand in three adjacent places.
 * - Check digit: ISO/IEC 7064:2003, hybrid system MOD 11,10 (the procedure the
 *   BZSt names for the 11th digit).
 *
 * Input: already normalized (normalizeCode).
 */
export function isValidTaxId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return hasValidDigitDistribution(digits.slice(0, 10)) && iso7064Mod1110(digits) === digits[10];
}

/** The 2016 distribution rule over the first ten digits. */
function hasValidDigitDistribution(first10: readonly number[]): boolean {
  const counts = new Map<number, number>();
  for (const d of first10) counts.set(d, (counts.get(d) ?? 0) + 1);
  const repeated = [...counts.entries()].filter(([, n]) => n > 1);
  if (repeated.length !== 1) return false;
  const [digit, times] = repeated[0] ?? [0, 0];
  if (times > 3) return false;
  if (times === 3) {
    for (let i = 0; i + 2 < first10.length; i++) {
      if (first10[i] === digit && first10[i + 1] === digit && first10[i + 2] === digit) {
        return false;
      }
    }
  }
  return true;
}

/** ISO/IEC 7064 MOD 11,10 check digit over the first ten digits. */
function iso7064Mod1110(digits: readonly number[]): number {
  let product = 10;
  for (const digit of digits.slice(0, 10)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}
