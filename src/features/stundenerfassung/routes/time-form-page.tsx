import { Trans } from '@lingui/react/macro';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_TIME_ENTRY, hasWorkTime } from '@domain/shared/times/time';
import { timeTrackingPaths } from '../paths';
import { useLocale } from '@src/ui/use-locale';
import { ClosedPeriodNotice } from '../components/closed-period-notice';
import { ScreenFrame } from '../components/screen-frame';
import { Loading, NotOnDevice } from '../components/screen-states';
import { TimeEntryForm } from '../components/time-entry-form';
import {
  usePair,
  useStaffMember,
  useTimeRow,
  useTimesAround,
} from '../hooks/use-time-tracking-data';
import { useTimeTrackingParams } from '../hooks/use-time-tracking-params';
import { isLocalDayLocked } from '../lib/coverage';
import { isFairDay } from '../lib/fair-days';

/** :messe/:customer/:staff/:date: start, end and break of one person on one day. */
export function TimeFormPage() {
  const { messeId, customerId, staffId, date } = useTimeTrackingParams();
  if (messeId === null || customerId === null || staffId === null || date === null) {
    return <NotOnDevice />;
  }
  return <TimeForm messeId={messeId} customerId={customerId} staffId={staffId} day={date} />;
}

type Ids = { messeId: number; customerId: number; staffId: number; day: string };

function TimeForm(ids: Ids) {
  const { messeId, customerId, staffId, day } = ids;
  const locale = useLocale();
  const navigate = useNavigate();
  const pair = usePair(messeId, customerId);
  const person = useStaffMember(messeId, customerId, staffId);
  const time = useTimeRow(messeId, customerId, staffId, day);
  const neighbours = useTimesAround(day, staffId);

  if (pair === null || person === null) return <NotOnDevice />;
  if (!pair || !person || time === undefined) return <Loading />;
  if (!isFairDay(day, pair.messe.date_start, pair.messe.date_end)) return <NotOnDevice />;

  const dateView = timeTrackingPaths.dateView(locale, messeId, customerId, day);
  const dayLabel = formatDateWithWeekday(day, locale);
  const name = person.name;
  // A cleared day ('no work time') opens like a new one: with the standard shift.
  const initial =
    time && hasWorkTime(time)
      ? time
      : {
          time_start: DEFAULT_TIME_ENTRY.timeStart,
          time_end: DEFAULT_TIME_ENTRY.timeEnd,
          time_break: DEFAULT_TIME_ENTRY.timeBreak,
        };

  return (
    <ScreenFrame
      back={dateView}
      title={<Trans>Arbeitszeit von {name}</Trans>}
      subtitle={`${dayLabel} · ${pair.messe.name} – ${pair.customer.name}`}
    >
      <ClosedPeriodNotice messeId={messeId} customerId={customerId} day={day} />
      <TimeEntryForm
        // A new key when the stored row appears (e.g. after a refresh) restarts the form from it.
        key={time ? `${time.time_start}-${time.time_end}-${time.time_break}` : 'new'}
        ids={ids}
        initial={{
          time_start: initial.time_start,
          time_end: initial.time_end,
          time_break: initial.time_break,
        }}
        isSigned={isLocalDayLocked(pair, person, day)}
        isCleared={time !== null && !hasWorkTime(time)}
        neighbours={neighbours ?? []}
        federalState={pair.messe.federal_state ?? null}
        onSaved={() => navigate(dateView, { state: { flash: 'saved' } })}
      />
    </ScreenFrame>
  );
}
