import { Trans, useLingui } from '@lingui/react/macro';
import { parseDate } from '@internationalized/date';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { FIRST_DAY_OF_WEEK } from '@domain/shared/dates';
import { Button } from '@src/ui/button';
import type { DayProgress } from '../lib/day-progress';
import { calendarSpan } from '../lib/fair-days';

type FairCalendarProps = {
  dateStart: string;
  dateEnd: string;
  /** The chosen day (ISO). */
  value: string;
  onChange: (day: string) => void;
  /** How many of the pair's people have an entry on each day: shown under the day. */
  progress: DayProgress;
};

/**
 * The fair's calendar: weeks start on Monday (I18nProvider gives de-DE/en-GB,
 * and it is pinned here too), only date_start..date_end can be chosen, and
 * only the fair's weeks are shown (a month at a time for a long fair). Under
 * a day with entries stands how many of all have one ('4/30'), with a tick
 * once everyone has; the day list says the same in words.
 */
export function FairCalendar({ dateStart, dateEnd, value, onChange, progress }: FairCalendarProps) {
  const { t } = useLingui();
  return (
    <div>
      <Calendar
        className="tt-calendar"
        aria-label={t`Messetag wählen`}
        value={parseDate(value)}
        minValue={parseDate(dateStart)}
        maxValue={parseDate(dateEnd)}
        firstDayOfWeek={FIRST_DAY_OF_WEEK}
        visibleDuration={calendarSpan(dateStart, dateEnd)}
        onChange={(date) => onChange(date.toString())}
      >
        <header>
          <Button slot="previous" variant="secondary">
            <span aria-hidden="true">‹</span>
          </Button>
          <Heading />
          <Button slot="next" variant="secondary">
            <span aria-hidden="true">›</span>
          </Button>
        </header>
        <CalendarGrid weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const entered = progress.entered.get(date.toString()) ?? 0;
              const complete = entered === progress.total;
              return (
                <CalendarCell date={date} className="tt-cell">
                  {({ formattedDate }) => (
                    <>
                      <span className="tt-cell__day">{formattedDate}</span>
                      {entered > 0 ? (
                        <span
                          className={`tt-cell__count${complete ? ' tt-cell__count--done' : ''}`}
                          data-testid="day-count"
                          aria-hidden="true"
                        >
                          {complete ? `✓${entered}` : `${entered}/${progress.total}`}
                        </span>
                      ) : null}
                    </>
                  )}
                </CalendarCell>
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
      <p className="tt-legend">
        <Trans>Unter dem Tag: wie viele eine Zeit haben (4/30), ✓ = alle.</Trans>
      </p>
    </div>
  );
}
