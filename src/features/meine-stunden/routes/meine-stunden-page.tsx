import '../meine-stunden.css';
import { Trans } from '@lingui/react/macro';
import { useMyHours } from '../api/get-my-hours';
import { useMyQueries } from '../api/time-queries';
import { FairHours } from '../components/fair-hours';
import { MonthTotals } from '../components/month-totals';

/**
 * /:locale/meine-stunden: the hours recorded for the signed-in person, per
 * fair and day, each day's signature state, and the totals per month.
 */
export function MeineStundenPage() {
  const hours = useMyHours();
  const queries = useMyQueries();
  const myQueries = queries.data?.items ?? [];
  return (
    <section className="my-hours" aria-labelledby="my-hours-title">
      <h1 id="my-hours-title" tabIndex={-1}>
        <Trans>Meine Stunden</Trans>
      </h1>
      <p>
        <Trans>
          Hier sehen Sie die Zeiten, die für Sie erfasst wurden, und ob sie unterschrieben sind.
          Stimmt eine Zeit nicht, beanstanden Sie sie am Tag: das Büro sieht Ihre Nachricht und
          meldet sich.
        </Trans>
      </p>
      {hours.isPending ? (
        <p role="status" className="my-hours__muted">
          <Trans>Lädt …</Trans>
        </p>
      ) : hours.isError ? (
        <p role="alert">
          <Trans>Ihre Stunden konnten nicht geladen werden.</Trans>
        </p>
      ) : hours.data.fairs.length === 0 ? (
        <p className="my-hours__empty">
          <Trans>Für Sie sind noch keine Zeiten erfasst.</Trans>
        </p>
      ) : (
        <>
          <MonthTotals months={hours.data.months} />
          {hours.data.fairs.map((fair) => (
            <FairHours key={fair.messe_id} fair={fair} queries={myQueries} />
          ))}
        </>
      )}
    </section>
  );
}
