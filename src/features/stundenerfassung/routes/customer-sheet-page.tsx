import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { totalWorkedMinutes, workedMinutes } from '../../../../domain/time';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { BackLink } from '../components/back-link';
import { CustomerSignForm } from '../components/customer-sign-form';
import { Hours } from '../components/hours';
import { Loading, NotOnDevice } from '../components/screen-states';
import { SignedSignature } from '../components/signed-signature';
import { useTtLocationState } from '../hooks/use-flash';
import { usePair, usePairTimes } from '../hooks/use-tt-data';
import { useTtParams } from '../hooks/use-tt-params';
import { fairDays } from '../lib/fair-days';
import { formatDayWithWeekday } from '../lib/format';

/** timesheet/customer/:messe/:customer: the customer's sheet, signed with a name. */
export function CustomerSheetPage() {
  const { messeId, customerId } = useTtParams();
  if (messeId === null || customerId === null) return <NotOnDevice />;
  return <CustomerSheet messeId={messeId} customerId={customerId} />;
}

function CustomerSheet({ messeId, customerId }: { messeId: number; customerId: number }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const back = useTtLocationState().back ?? paths.stundenerfassung.list(locale);
  const pair = usePair(messeId, customerId);
  const times = usePairTimes(messeId, customerId);

  if (pair === null) return <NotOnDevice />;
  if (!pair || !times) return <Loading />;

  const { messe, customer } = pair;
  const customerName = customer.name;
  const rows = fairDays(messe.date_start, messe.date_end).map((day) => {
    const ofDay = times.filter((row) => row.day === day);
    return {
      day,
      people: ofDay.filter((row) => workedMinutes(row) > 0).length,
      minutes: totalWorkedMinutes(ofDay),
    };
  });

  return (
    <section className="tt-page">
      <div className="tt-toolbar">
        <BackLink to={back} />
      </div>
      <h1>
        <Trans>Stundenzettel</Trans>
      </h1>
      <p className="tt-subtitle">
        {messe.name} – {customerName} · {messe.city}
      </p>
      <div className="tt-table-wrap">
        <table className="tt-table">
          <caption className="tt-muted">
            <Trans>Stunden pro Messetag für {customerName}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Tag</Trans>
              </th>
              <th scope="col" className="tt-num">
                <Trans>Personal</Trans>
              </th>
              <th scope="col" className="tt-num">
                <Trans>Stunden</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{formatDayWithWeekday(row.day, locale)}</th>
                <td className="tt-num">{row.people}</td>
                <td className="tt-num">
                  <Hours minutes={row.minutes} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                <Trans>Gesamt</Trans>
              </th>
              <td className="tt-num">
                <Hours minutes={rows.reduce((sum, row) => sum + row.minutes, 0)} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {customer.pivot.signed ? (
        <SignedSignature signature={pair.signature} signerName={customer.pivot.signed_by} />
      ) : (
        <CustomerSignForm
          messeId={messeId}
          customerId={customerId}
          onSaved={() => navigate(back, { state: { flash: 'saved' } })}
        />
      )}
    </section>
  );
}
