/**
 * German pension insurance number (Versicherungsnummer der Rentenversicherung).
 *
 * Sources:
 * - § 147 Abs. 2 SGB VI and § 2 VKVV (Versicherungsnummern-, Kontoführungs- und
 *   Versicherungsverlaufsverordnung): area code of the issuing carrier (Abs. 2
 *   with the Anlage), birth date DDMMYY (Abs. 3), initial of the birth surname
 *   (Abs. 4), serial number 00-49 male, 50-99 female/other (Abs. 5), check digit.
 * - § 2 Abs. 6 VKVV: the letter is replaced by its two-digit position in the
 *   alphabet (A = 01 … Z = 26); the resulting twelve digits are multiplied by
 *   2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1, the cross sums of the products are
 *   added, and the remainder modulo 10 is the check digit.
 * - Birth date forms: § 2 Abs. 3 Satz 2 and Abs. 5 Satz 4 VKVV leave unknown
 *   dates and used-up serial numbers to the carriers' joint rules, the
 *   Gemeinsames Rundschreiben "Gemeinsames Meldeverfahren zur Kranken-,
 *   Pflege-, Renten- und Arbeitslosenversicherung", Ziff. 3.1.1.2 (as amended
 *   on 9 March 2016): the date "muss grundsätzlich logisch richtig sein"; when
 *   the serial numbers of a date are used up its day is raised by 32, then 64,
 *   and the 1st of a month also by 96 (DRV: 01 07 64, 33 07 64, 65 07 64,
 *   97 07 64); a known month with an unknown day is written 00 MM YY; an
 *   unknown month is written as month 00 with the day of issue, raised by 32
 *   at most twice, so "01 00 XX bis 95 00 XX", and "00 00 XX" for numbers
 *   issued before 2005.
 *
 * Input: already normalized (normalizeCode).
 */

/**
 * Area codes (Bereichsnummern) of VKVV Anlage (zu § 2 Abs. 2): regional
 * carriers 02-04, 08-21, 23-26, 28, 29; Knappschaft-Bahn-See for railway (38)
 * and sea (39) staff; Deutsche Rentenversicherung Bund as regional code + 40
 * (42-44, 48-61, 63-66, 68, 69, 78, 79); Knappschaft-Bahn-See 80-82 and 89.
 * The carriers' machine check of the field says the same (DSRV
 * Verfahrensbeschreibung, Fehlernummer DSVZ404: "Zulässig sind die Nummern
 * 02 - 04, 08 - 21, 23 - 26, 28, 29, 38, 39, 42 - 44, 48 - 61, 63 - 66, 68, 69,
 * 78 - 82 oder 89"; DSVZ406: "Das Geburtsdatum muss grundsätzlich logisch
 * richtig sein", with a pointer to Ziff. 3.1.1.2 above).
 * Not pension numbers: 40 is the Zentrale Zulagenstelle für Altersvermögen's
 * Zulagenummer (§ 90 Abs. 1 Satz 2 EStG, for people without a pension number);
 * 45-47, 62, 67 and 70-77 are the +40 forms of regional codes that do not exist.
 */
const REGIONAL = [
  2, 3, 4, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29,
];
const KBS_BAHN_SEE = [38, 39];
export const RV_AREA_CODES: readonly string[] = [
  ...REGIONAL,
  ...KBS_BAHN_SEE,
  ...[...REGIONAL, ...KBS_BAHN_SEE].map((code) => code + 40),
  80, 81, 82, 89,
].map((code) => String(code).padStart(2, '0')); // prettier-ignore

const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1] as const;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isValidRvNumber(value: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})(\d{2})([A-Z])(\d{2})(\d)$/.exec(value);
  if (!match) return false;
  const [, area = '', day = '', month = '', year = '', letter = '', serial = '', check = ''] =
    match;
  if (!RV_AREA_CODES.includes(area)) return false;
  if (!isValidBirthDate(Number(day), Number(month), Number(year))) return false;
  return rvCheckDigit(value.slice(0, 8), letter, serial) === Number(check);
}

/** DD MM YY of the number with the forms of Ziff. 3.1.1.2 (see above). */
function isValidBirthDate(day: number, month: number, year: number): boolean {
  // Unknown month: day of issue (or 00 before 2005) raised by 0, 32 or 64.
  if (month === 0) return day <= 95;
  if (month > 12) return false;
  if (day === 97) return true; // the 1st raised by 96
  if (day >= 96) return false;
  // Raised by 0, 32 or 64; what remains is the real day, or 00 for an unknown day.
  return day % 32 <= daysInMonth(month, year);
}

/**
 * February has 29 days when some century makes YY a leap year: the number
 * carries no century, and 1900 + YY and 2000 + YY are both leap years exactly
 * when YY is divisible by 4, except 00, where 2000 is one (1900 is not).
 */
function daysInMonth(month: number, year: number): number {
  if (month === 2 && year % 4 === 0) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
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
