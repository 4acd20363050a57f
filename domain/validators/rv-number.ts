/**
 * German pension insurance number (Versicherungsnummer der Rentenversicherung).
 *
 * Sources:
 * - § 147 Abs. 2 SGB VI and § 2 VKVV (Versicherungsnummern-, Kontoführungs- und
 *   Versicherungsverlaufsverordnung): area code of the issuing carrier (Anlage
 *   zu § 2 Abs. 2), birth date DDMMYY, initial of the birth surname, serial
 *   number (00-49 male, 50-99 female/other), check digit.
 * - § 2 Abs. 6 VKVV: the letter is replaced by its two-digit position in the
 *   alphabet (A = 01 … Z = 26); the resulting twelve digits are multiplied by
 *   2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1, the cross sums of the products are
 *   added, and the remainder modulo 10 is the check digit.
 * - Day offsets: Gemeinsames Rundschreiben "Gemeinsames Meldeverfahren zur
 *   Kranken-, Pflege-, Renten- und Arbeitslosenversicherung", Ziff. 3.1.1.2
 *   (agreed under § 2 Abs. 3 and 5 VKVV): when the serial numbers of a day are
 *   used up the day is raised by 32 or 64 (the 1st of a month also by 96);
 *   month 00 and day 00 stand for an unknown month or day.
 *
 * Input: already normalized (normalizeCode).
 */

/**
 * Area codes (Bereichsnummern) of the carriers: regional carriers 02-29, staff of
 * railway and sea enterprises 38/39, Deutsche Rentenversicherung Bund 40 and
 * 42-79 (regional code + 40), Knappschaft-Bahn-See 80-82 and 89.
 */
export const RV_AREA_CODES: readonly string[] = [
  '02', '03', '04', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19',
  '20', '21', '23', '24', '25', '26', '28', '29', '38', '39', '40',
  ...Array.from({ length: 79 - 42 + 1 }, (_, i) => String(42 + i)),
  '80', '81', '82', '89',
]; // prettier-ignore

const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1] as const;
// Months with 29 days for February: the century of YY is unknown.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isValidRvNumber(value: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})\d{2}([A-Z])(\d{2})(\d)$/.exec(value);
  if (!match) return false;
  const [, area = '', day = '', month = '', letter = '', serial = '', check = ''] = match;
  if (!RV_AREA_CODES.includes(area)) return false;
  if (!isValidBirthDay(Number(day), Number(month))) return false;
  return rvCheckDigit(value.slice(0, 8), letter, serial) === Number(check);
}

/** DD and MM of the number, with the offsets the Meldeverfahren allows. */
function isValidBirthDay(day: number, month: number): boolean {
  if (month > 12) return false;
  // 97 is the 1st of a month raised by 96; otherwise the day is raised by 0, 32 or 64.
  const base = day === 97 ? 1 : day < 96 ? day % 32 : -1;
  if (base < 0) return false;
  if (month === 0) return true; // unknown month: 00 to 95 (Ziff. 3.1.1.2 Abs. 3)
  return base <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** § 2 Abs. 6 VKVV check digit over area+date, the letter and the serial number. */
export function rvCheckDigit(areaAndDate: string, letter: string, serial: string): number {
  const position = String(letter.charCodeAt(0) - 64).padStart(2, '0');
  const digits = [...`${areaAndDate}${position}${serial}`].map(Number);
  let sum = 0;
  digits.forEach((digit, i) => {
    const product = digit * (WEIGHTS[i] ?? 0);
    sum += Math.floor(product / 10) + (product % 10);
  });
  return sum % 10;
}
