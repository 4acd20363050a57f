import { formatIsoDate } from '../../../../domain/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an upload instant, as dd.MM.yyyy (spec section 9). */
export function formatUploadDate(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return formatIsoDate(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
}
