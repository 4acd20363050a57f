import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateRange } from '@domain/shared/date-format';
import { Link } from 'react-router-dom';
import { timeTrackingPaths } from '../paths';
import { useLocale } from '@src/ui/use-locale';
import { PairBooking } from '../components/pair-booking';
import { Loading } from '../components/screen-states';
import { useAreaState } from '../hooks/use-area-state';
import { usePairs } from '../hooks/use-time-tracking-data';

/**
 * (index): the supervisor's fair/customer pairs on this device, each with the
 * supervisor's booking and its answer (issue 24).
 */
export function PairListPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const pairs = usePairs();
  const { pulling, pullFailed } = useAreaState();
  const sheetLabel = (customerName: string, messeName: string) =>
    t`Stundenzettel ${customerName}, ${messeName}`;

  return (
    <section className="tt-page" aria-labelledby="tt-list-title">
      <h1 id="tt-list-title">
        <Trans>Stundenerfassung</Trans>
      </h1>
      {pairs === undefined ? <Loading /> : null}
      {pairs?.length === 0 ? (
        <p role="status">
          {pulling ? (
            <Trans>Ihre Messen werden geladen …</Trans>
          ) : pullFailed ? (
            <Trans>
              Die Messen konnten nicht geladen werden. Bitte öffnen Sie diese Seite erneut, sobald
              eine Internetverbindung besteht.
            </Trans>
          ) : (
            <Trans>Ihnen sind keine Messen zugeordnet.</Trans>
          )}
        </p>
      ) : null}
      {pairs && pairs.length > 0 ? (
        <ul className="tt-list">
          {pairs.map(({ key, messe, customer, booking }) => (
            <li key={key} className="card tt-pair">
              <div className="tt-pair__main">
                <Link
                  id={`tt-pair-${String(messe.id)}-${String(customer.id)}`}
                  className="tt-pair__title"
                  to={timeTrackingPaths.dateView(locale, messe.id, customer.id)}
                >
                  {messe.name} – {customer.name}
                </Link>
                <span>
                  {messe.city} · {formatDateRange(messe.date_start, messe.date_end, locale)}
                </span>
                {customer.pivot.signed ? (
                  <span>
                    <span className="tt-signed">
                      <Trans>Kunde hat unterschrieben</Trans>
                    </span>
                  </span>
                ) : null}
                <PairBooking
                  booking={booking}
                  messeId={messe.id}
                  customerId={customer.id}
                  titleId={`tt-pair-${String(messe.id)}-${String(customer.id)}`}
                />
              </div>
              <Link
                className="button button--secondary"
                to={timeTrackingPaths.customerSheet(locale, messe.id, customer.id)}
                aria-label={sheetLabel(customer.name, messe.name)}
              >
                <Trans>Stundenzettel</Trans>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
