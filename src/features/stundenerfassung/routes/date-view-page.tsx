import { Trans } from '@lingui/react/macro';
import { formatDateRange, formatDateWithWeekday } from '@domain/shared/date-format';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { DayList } from '../components/day-list';
import { DaySelect } from '../components/day-select';
import { FairCalendar } from '../components/fair-calendar';
import { ScreenFrame } from '../components/screen-frame';
import { Loading, NotOnDevice } from '../components/screen-states';
import { usePairStaffData } from '../hooks/use-screen-data';
import { useTimeTrackingParams } from '../hooks/use-time-tracking-params';
import { chosenFairDay } from '../lib/fair-days';
import { hasWorkTime } from '@domain/shared/times/time';

/** :messe/:customer: the fair's calendar and the staff of the chosen day (`?date=`). */
export function DateViewPage() {
  const { messeId, customerId } = useTimeTrackingParams();
  if (messeId === null || customerId === null) return <NotOnDevice />;
  return <DateView messeId={messeId} customerId={customerId} />;
}

function DateView({ messeId, customerId }: { messeId: number; customerId: number }) {
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const data = usePairStaffData(messeId, customerId);

  if (data === null) return <NotOnDevice />;
  if (!data) return <Loading />;

  const { messe, customer } = data.pair;
  const day = chosenFairDay(searchParams.get('date'), messe.date_start, messe.date_end);
  const dayLabel = formatDateWithWeekday(day, locale);
  const dayPicker = {
    dateStart: messe.date_start,
    dateEnd: messe.date_end,
    value: day,
    daysWithTimes: new Set(data.times.filter(hasWorkTime).map((row) => row.day)),
    // replace: the calendar is not a trail of pages for the back button.
    onChange: (next: string) => setSearchParams({ date: next }, { replace: true }),
  };

  return (
    <ScreenFrame
      back={paths.stundenerfassung.list(locale)}
      title={`${messe.name} – ${customer.name}`}
      subtitle={`${messe.city} · ${formatDateRange(messe.date_start, messe.date_end, locale)}`}
    >
      <div className="tt-split">
        {/* The phone shows the select, the tablet the calendar (stundenerfassung.css). */}
        <div className="tt-day-pick tt-day-pick--phone">
          <DaySelect {...dayPicker} />
        </div>
        <div className="tt-day-pick tt-day-pick--tablet">
          <FairCalendar {...dayPicker} />
        </div>
        <div className="tt-page">
          <h2>
            <Trans>Personal am {dayLabel}</Trans>
          </h2>
          <DayList messeId={messeId} customerId={customerId} day={day} data={data} />
        </div>
      </div>
    </ScreenFrame>
  );
}
