import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { totalWorkedMinutes, workedMinutes } from '../../../../domain/time';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { BackLink } from '../components/back-link';
import { BreakMinutes, Hours } from '../components/hours';
import { Loading, NotOnDevice } from '../components/screen-states';
import { useHere } from '../hooks/use-flash';
import { usePair, useStaffMember, useStaffTimes } from '../hooks/use-tt-data';
import { useTtParams } from '../hooks/use-tt-params';
import { fairDays } from '../lib/fair-days';
import { formatDayWithWeekday, formatTimeRange } from '../lib/format';

/** :messe/:customer/staff/:staff: one person, one row per fair day. */
export function StaffOverviewPage() {
  const { messeId, customerId, staffId } = useTtParams();
  if (messeId === null || customerId === null || staffId === null) return <NotOnDevice />;
  return <StaffOverview messeId={messeId} customerId={customerId} staffId={staffId} />;
}

type Ids = { messeId: number; customerId: number; staffId: number };

function StaffOverview({ messeId, customerId, staffId }: Ids) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = useHere();
  const pair = usePair(messeId, customerId);
  const person = useStaffMember(messeId, customerId, staffId);
  const times = useStaffTimes(messeId, customerId, staffId);

  if (pair === null || person === null) return <NotOnDevice />;
  if (!pair || !person || !times) return <Loading />;

  const byDay = new Map(times.map((row) => [row.day, row]));
  const days = fairDays(pair.messe.date_start, pair.messe.date_end);
  const total = totalWorkedMinutes(days.flatMap((day) => byDay.get(day) ?? []));

  return (
    <section className="tt-page">
      <div className="tt-toolbar">
        <BackLink to={paths.stundenerfassung.dateView(locale, messeId, customerId)} />
      </div>
      <h1>{person.name}</h1>
      <p className="tt-subtitle">
        {pair.messe.name} – {pair.customer.name}
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
              const label = formatDayWithWeekday(day, locale);
              return (
                <tr key={day}>
                  <th scope="row">
                    <Link
                      to={paths.stundenerfassung.timeForm(
                        locale,
                        messeId,
                        customerId,
                        staffId,
                        day,
                      )}
                      aria-label={t`${label} bearbeiten`}
                    >
                      {label}
                    </Link>
                  </th>
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
      <div className="tt-actions">
        {person.signed ? (
          <span className="tt-signed">
            <Trans>Stundenzettel unterschrieben</Trans>
          </span>
        ) : (
          <Link
            className="button button--primary"
            to={paths.stundenerfassung.staffSheet(locale, messeId, customerId, staffId)}
            state={{ back: here }}
          >
            <Trans>Stundenzettel</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
