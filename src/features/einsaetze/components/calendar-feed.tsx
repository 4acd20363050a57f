import './calendar-feed.css';
import { lazy, Suspense, useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useOnline } from '@src/ui/use-online';

const CalendarFeedAddress = lazy(async () => ({
  default: (await import('./calendar-feed-address')).CalendarFeedAddress,
}));

/**
 * "Kalender abonnieren" on Meine Einsätze: the private address of the
 * person's calendar feed, to copy or open as webcal://, and a new address
 * (after a confirmation: the old one stops working). The address is asked
 * for only when the person wants it (the first ask makes it); the part that
 * shows it loads then too (./calendar-feed-address.tsx), so the page's first
 * load does not carry it.
 */
export function CalendarFeed() {
  const id = useId();
  const online = useOnline();
  const [shown, setShown] = useState(false);

  return (
    <section className="kalender" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kalender__title">
        <Trans>Kalender abonnieren</Trans>
      </h2>
      <p>
        <Trans>
          Ihre Einsätze erscheinen in Ihrem Kalender (zum Beispiel auf dem Handy) und bleiben dort
          aktuell. Die Adresse ist privat: Wer sie kennt, sieht Ihre Einsätze.
        </Trans>
      </p>
      {!shown ? (
        <div className="kalender__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={!online}
            onClick={() => setShown(true)}
          >
            <Trans>Kalender-Adresse anzeigen</Trans>
          </button>
        </div>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="einsaetze-muted">
              <Trans>Lädt …</Trans>
            </p>
          }
        >
          <CalendarFeedAddress id={id} />
        </Suspense>
      )}
    </section>
  );
}
