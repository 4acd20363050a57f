import { DATE_RANGE_SEPARATOR, formatDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';

/**
 * A fair's date range like every other range of the portal (domain/shared/date-format.ts);
 * on a narrow phone it breaks after the dash, never inside a date.
 */
export function MesseDates({ start, end }: { start: string; end: string }) {
  const locale = useLocale();
  return (
    <>
      <span className="messen-date">{formatDate(start, locale)}</span>
      {DATE_RANGE_SEPARATOR}
      <span className="messen-date">{formatDate(end, locale)}</span>
    </>
  );
}
