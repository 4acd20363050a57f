import { formatIsoDate } from '../../../../domain/dates';

/** "dd.MM.yyyy - dd.MM.yyyy" (spec section 2, My fairs). */
export function formatMesseDates(dateStart: string, dateEnd: string): string {
  return `${formatIsoDate(dateStart)} - ${formatIsoDate(dateEnd)}`;
}
