import { isCountryCode } from '@domain/shared/person-options';

/**
 * USt-IdNr. / VAT identification number (BT-48). A German one is DE and nine
 * digits (§ 27a UStG); one of another EU state is its two-letter prefix (EL
 * for Greece, XI for Northern Ireland) and 2 to 12 letters or digits, the
 * form the EU's VIES service accepts. Only the form is checked: whether the
 * number is issued only VIES can say. Input: already normalized (normalizeCode).
 */
export function isValidVatId(value: string): boolean {
  if (value.startsWith('DE')) return /^DE\d{9}$/.test(value);
  const prefix = value.slice(0, 2);
  if (prefix !== 'EL' && prefix !== 'XI' && !isCountryCode(prefix)) return false;
  return /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(value);
}
