import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { fairDays } from '../lib/fair-days';

type DaySelectProps = {
  dateStart: string;
  dateEnd: string;
  value: string;
  onChange: (day: string) => void;
  daysWithTimes: ReadonlySet<string>;
};

/**
 * The phone's fold of the fair calendar: previous/next day and a select of the
 * fair's days in one line, so the day's list starts on the first screen.
 */
export function DaySelect({ dateStart, dateEnd, value, onChange, daysWithTimes }: DaySelectProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const days = fairDays(dateStart, dateEnd);
  const index = days.indexOf(value);
  const previous = index > 0 ? days[index - 1] : undefined;
  const next = index >= 0 && index < days.length - 1 ? days[index + 1] : undefined;
  return (
    <div className="tt-day-select">
      <button
        type="button"
        className="button button--secondary"
        aria-label={t`Vorheriger Tag`}
        disabled={!previous}
        onClick={() => previous && onChange(previous)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <label htmlFor={id} className="visually-hidden">
        {t`Messetag wählen`}
      </label>
      <select
        id={id}
        className="tt-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {days.map((day) => {
          const label = formatDateWithWeekday(day, locale);
          return (
            <option key={day} value={day}>
              {daysWithTimes.has(day) ? t`${label} ✓ Zeiten` : label}
            </option>
          );
        })}
      </select>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t`Nächster Tag`}
        disabled={!next}
        onClick={() => next && onChange(next)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
