import { Trans } from '@lingui/react/macro';
import type { MyHoursDay } from '@domain/meine-stunden/my-hours';
import type { MyTimeQuery } from '@domain/meine-stunden/time-query';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { describeShiftRange, formatShiftRange } from '@domain/shared/times/shift-time';
import { hasWorkTime } from '@domain/shared/times/time';
import { useLocale } from '@src/ui/use-locale';
import { DayQueries } from './day-queries';
import { DayState } from './day-state';
import { Hours } from './hours';

type DayItemProps = { messeId: number; day: MyHoursDay; queries: readonly MyTimeQuery[] };

/** One recorded day: date, customer, times, worked hours, signature state and questions. */
export function DayItem({ messeId, day, queries }: DayItemProps) {
  const locale = useLocale();
  const date = formatDateWithWeekday(day.day, locale);
  const pause = day.time_break;
  return (
    <li className="my-hours__day">
      <div className="my-hours__day-head">
        <span className="my-hours__date">{date}</span>
        <span className="my-hours__worked">
          <Hours minutes={day.worked_minutes} />
        </span>
      </div>
      <p className="my-hours__customer">{day.customer_name}</p>
      {hasWorkTime(day) ? (
        <p className="my-hours__times">
          <span aria-hidden="true">{formatShiftRange(day)}</span>
          <span className="visually-hidden">{describeShiftRange(day, locale)}</span>
          {', '}
          <Trans>Pause {pause} Min.</Trans>
        </p>
      ) : null}
      <DayState day={day} />
      <DayQueries messeId={messeId} day={day} queries={queries} />
    </li>
  );
}
