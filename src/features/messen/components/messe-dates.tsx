import { formatIsoDate } from '../../../../domain/dates';

/**
 * "dd.MM.yyyy - dd.MM.yyyy" (spec section 2); on a narrow phone the range
 * breaks after the dash, never inside a date.
 */
export function MesseDates({ start, end }: { start: string; end: string }) {
  return (
    <>
      <span className="messen-date">{formatIsoDate(start)}</span> -{' '}
      <span className="messen-date">{formatIsoDate(end)}</span>
    </>
  );
}
