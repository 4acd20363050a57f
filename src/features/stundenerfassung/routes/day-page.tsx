import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { BackLink } from '../components/back-link';
import { DayStaffTable } from '../components/day-staff-table';
import { Loading, NotOnDevice } from '../components/screen-states';
import { usePair, usePairStaff, usePairTimes, useUnsentRowKeys } from '../hooks/use-tt-data';
import { useTtParams } from '../hooks/use-tt-params';
import { isFairDay } from '../lib/fair-days';
import { formatDayWithWeekday } from '../lib/format';

/** :messe/:customer/date/:date: the staff of one fair day. */
export function DayPage() {
  const { messeId, customerId, date } = useTtParams();
  if (messeId === null || customerId === null || date === null) return <NotOnDevice />;
  return <Day messeId={messeId} customerId={customerId} day={date} />;
}

function Day({ messeId, customerId, day }: { messeId: number; customerId: number; day: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const pair = usePair(messeId, customerId);
  const staff = usePairStaff(messeId, customerId);
  const times = usePairTimes(messeId, customerId);
  const unsent = useUnsentRowKeys();

  if (pair === null) return <NotOnDevice />;
  if (!pair || !staff || !times) return <Loading />;
  if (!isFairDay(day, pair.messe.date_start, pair.messe.date_end)) return <NotOnDevice />;

  const dayLabel = formatDayWithWeekday(day, locale);
  return (
    <section className="tt-page">
      <div className="tt-toolbar">
        <BackLink to={paths.stundenerfassung.dateView(locale, messeId, customerId, day)} />
      </div>
      <h1>
        <Trans>Personal am {dayLabel}</Trans>
      </h1>
      <p className="tt-subtitle">
        {pair.messe.name} – {pair.customer.name}
      </p>
      <DayStaffTable
        messeId={messeId}
        customerId={customerId}
        day={day}
        staff={staff}
        times={times.filter((row) => row.day === day)}
        unsent={unsent}
        caption={t`Arbeitszeiten am ${dayLabel}`}
      />
    </section>
  );
}
