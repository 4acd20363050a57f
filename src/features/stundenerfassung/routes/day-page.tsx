import { Trans } from '@lingui/react/macro';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { timeTrackingPaths } from '../paths';
import { useLocale } from '@src/ui/use-locale';
import { DayList } from '../components/day-list';
import { ScreenFrame } from '../components/screen-frame';
import { Loading, NotOnDevice } from '../components/screen-states';
import { usePairStaffData } from '../hooks/use-screen-data';
import { useTimeTrackingParams } from '../hooks/use-time-tracking-params';
import { isFairDay } from '../lib/fair-days';

/** :messe/:customer/date/:date: the staff of one fair day. */
export function DayPage() {
  const { messeId, customerId, date } = useTimeTrackingParams();
  if (messeId === null || customerId === null || date === null) return <NotOnDevice />;
  return <Day messeId={messeId} customerId={customerId} day={date} />;
}

function Day({ messeId, customerId, day }: { messeId: number; customerId: number; day: string }) {
  const locale = useLocale();
  const data = usePairStaffData(messeId, customerId);

  if (data === null) return <NotOnDevice />;
  if (!data) return <Loading />;
  const { messe, customer } = data.pair;
  if (!isFairDay(day, messe.date_start, messe.date_end)) return <NotOnDevice />;

  const dayLabel = formatDateWithWeekday(day, locale);
  return (
    <ScreenFrame
      back={timeTrackingPaths.dateView(locale, messeId, customerId, day)}
      title={<Trans>Personal am {dayLabel}</Trans>}
      subtitle={`${messe.name} – ${customer.name}`}
    >
      <DayList messeId={messeId} customerId={customerId} day={day} data={data} />
    </ScreenFrame>
  );
}
