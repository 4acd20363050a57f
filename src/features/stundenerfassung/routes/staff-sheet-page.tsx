import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { totalWorkedMinutes, workedMinutes } from '../../../../domain/time';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { BackLink } from '../components/back-link';
import { BreakMinutes, Hours } from '../components/hours';
import { Loading, NotOnDevice } from '../components/screen-states';
import { SignedSignature } from '../components/signed-signature';
import { StaffSignForm } from '../components/staff-sign-form';
import { useTtLocationState } from '../hooks/use-flash';
import { usePair, useStaffMember, useStaffTimes } from '../hooks/use-tt-data';
import { useTtParams } from '../hooks/use-tt-params';
import { fairDays } from '../lib/fair-days';
import { formatDayWithWeekday, formatTimeRange } from '../lib/format';

/** timesheet/staff/:messe/:customer/:staff: one person's sheet, signed by them. */
export function StaffSheetPage() {
  const { messeId, customerId, staffId } = useTtParams();
  if (messeId === null || customerId === null || staffId === null) return <NotOnDevice />;
  return <StaffSheet messeId={messeId} customerId={customerId} staffId={staffId} />;
}

type Ids = { messeId: number; customerId: number; staffId: number };

function StaffSheet(ids: Ids) {
  const { messeId, customerId, staffId } = ids;
  const locale = useLocale();
  const navigate = useNavigate();
  const back =
    useTtLocationState().back ?? paths.stundenerfassung.dateView(locale, messeId, customerId);
  const pair = usePair(messeId, customerId);
  const person = useStaffMember(messeId, customerId, staffId);
  const times = useStaffTimes(messeId, customerId, staffId);

  if (pair === null || person === null) return <NotOnDevice />;
  if (!pair || !person || !times) return <Loading />;

  const byDay = new Map(times.map((row) => [row.day, row]));
  const days = fairDays(pair.messe.date_start, pair.messe.date_end);
  const total = totalWorkedMinutes(days.flatMap((day) => byDay.get(day) ?? []));
  const name = person.name;

  return (
    <section className="tt-page">
      <div className="tt-toolbar">
        <BackLink to={back} />
      </div>
      <h1>
        <Trans>Stundenzettel von {name}</Trans>
      </h1>
      <p className="tt-subtitle">
        {pair.messe.name} – {pair.customer.name} · {pair.messe.city}
      </p>
      <div className="tt-table-wrap">
        <table className="tt-table">
          <caption className="tt-muted">
            <Trans>Arbeitszeiten pro Messetag</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Tag</Trans>
              </th>
              <th scope="col">
                <Trans>Zeit</Trans>
              </th>
              <th scope="col" className="tt-num">
                <Trans>Pause</Trans>
              </th>
              <th scope="col" className="tt-num">
                <Trans>Stunden</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const time = byDay.get(day);
              return (
                <tr key={day}>
                  <th scope="row">{formatDayWithWeekday(day, locale)}</th>
                  <td>{time ? formatTimeRange(time) : '–'}</td>
                  <td className="tt-num">
                    {time ? <BreakMinutes minutes={time.time_break} /> : '–'}
                  </td>
                  <td className="tt-num">{time ? <Hours minutes={workedMinutes(time)} /> : '–'}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                <Trans>Gesamt</Trans>
              </th>
              <td className="tt-num">
                <Hours minutes={total} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {person.signed ? (
        <SignedSignature signature={person.signature} />
      ) : (
        <StaffSignForm
          ids={ids}
          name={name}
          onSaved={() => navigate(back, { state: { flash: 'saved' } })}
        />
      )}
    </section>
  );
}
