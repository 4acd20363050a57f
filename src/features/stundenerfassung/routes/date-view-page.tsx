import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { BackLink } from '../components/back-link';
import { DayStaffTable } from '../components/day-staff-table';
import { FairCalendar } from '../components/fair-calendar';
import { Loading, NotOnDevice } from '../components/screen-states';
import { usePair, usePairStaff, usePairTimes, useUnsentRowKeys } from '../hooks/use-tt-data';
import { useTtParams } from '../hooks/use-tt-params';
import { chosenFairDay } from '../lib/fair-days';
import { formatDateRange, formatDayWithWeekday } from '../lib/format';

/** :messe/:customer: the fair's calendar and the staff of the chosen day (`?date=`). */
export function DateViewPage() {
  const { messeId, customerId } = useTtParams();
  if (messeId === null || customerId === null) return <NotOnDevice />;
  return <DateView messeId={messeId} customerId={customerId} />;
}

function DateView({ messeId, customerId }: { messeId: number; customerId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const pair = usePair(messeId, customerId);
  const staff = usePairStaff(messeId, customerId);
  const times = usePairTimes(messeId, customerId);
  const unsent = useUnsentRowKeys();

  if (pair === null) return <NotOnDevice />;
  if (!pair || !staff || !times) return <Loading />;

  const { messe, customer } = pair;
  const day = chosenFairDay(searchParams.get('date'), messe.date_start, messe.date_end);
  const daysWithTimes = new Set(times.map((row) => row.day));
  const dayLabel = formatDayWithWeekday(day, locale);

  return (
    <section className="tt-page">
      <div className="tt-toolbar">
        <BackLink to={paths.stundenerfassung.list(locale)} />
      </div>
      <h1>
        {messe.name} – {customer.name}
      </h1>
      <p className="tt-subtitle">
        {messe.city} · {formatDateRange(messe.date_start, messe.date_end)}
      </p>
      <div className="tt-split">
        <FairCalendar
          dateStart={messe.date_start}
          dateEnd={messe.date_end}
          value={day}
          daysWithTimes={daysWithTimes}
          // replace: the calendar is not a trail of pages for the back button.
          onChange={(next) => setSearchParams({ date: next }, { replace: true })}
        />
        <div className="tt-page">
          <h2>
            <Trans>Personal am {dayLabel}</Trans>
          </h2>
          <DayStaffTable
            messeId={messeId}
            customerId={customerId}
            day={day}
            staff={staff}
            times={times.filter((row) => row.day === day)}
            unsent={unsent}
            caption={t`Arbeitszeiten am ${dayLabel}`}
          />
        </div>
      </div>
    </section>
  );
}
