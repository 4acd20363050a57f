import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';

/** Shown for the instant Dexie needs to answer (no heading: the screen's follows). */
export function Loading() {
  return (
    <p role="status" className="tt-muted">
      <Trans>Lädt …</Trans>
    </p>
  );
}

/** The URL names a fair, customer, person or day this device does not hold. */
export function NotOnDevice() {
  const locale = useLocale();
  return (
    <section className="tt-page">
      <h1>
        <Trans>Nicht gefunden</Trans>
      </h1>
      <p>
        <Trans>
          Diese Messe, dieser Kunde oder diese Person ist auf diesem Gerät nicht vorhanden. Öffnen
          Sie die Stundenerfassung einmal mit Internetverbindung, damit alle zugeordneten Messen
          geladen werden.
        </Trans>
      </p>
      <p>
        <Link className="button button--secondary" to={paths.stundenerfassung.list(locale)}>
          <Trans>Zur Übersicht</Trans>
        </Link>
      </p>
    </section>
  );
}
