import { parseDate } from '@internationalized/date';
import { agencyToday } from '../../../../domain/bewerbung';

/** Whole years from a birthdate to the agency's today, as the server's age filter counts them. */
export function ageInYears(birthdate: string): number | null {
  try {
    const born = parseDate(birthdate);
    const today = agencyToday();
    let years = today.year - born.year;
    if (today.compare(born.add({ years })) < 0) years -= 1;
    return years;
  } catch {
    return null;
  }
}
