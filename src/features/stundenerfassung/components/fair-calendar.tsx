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

type FairCalendarProps = {
  dateStart: string;
  dateEnd: string;
  /** The chosen day (ISO). */
  value: string;
  onChange: (day: string) => void;
  /** ISO days on which someone has a time: they get a green dot. */
  daysWithTimes: ReadonlySet<string>;
};

/**
 * The fair's calendar: weeks start on Monday (I18nProvider gives de-DE/en-GB,
 * and it is pinned here too), only date_start..date_end can be chosen.
 */
export function FairCalendar({
  dateStart,
  dateEnd,
  value,
  onChange,
  daysWithTimes,
}: FairCalendarProps) {
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
            {(date) => (
              <CalendarCell date={date} className="tt-cell">
                {({ formattedDate }) => (
                  <>
                    {formattedDate}
                    {daysWithTimes.has(date.toString()) ? (
                      <span className="tt-cell__dot" data-testid="time-dot" aria-hidden="true" />
                    ) : null}
                  </>
                )}
              </CalendarCell>
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
      <p className="tt-legend">
        <span className="tt-cell__dot" aria-hidden="true" />
        <Trans>Tage mit erfassten Zeiten</Trans>
      </p>
    </div>
  );
}
