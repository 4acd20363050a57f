import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown while the first loaders run (catalog and auth); deliberately empty of text. */
export function BootScreen() {
  return <div className="boot" aria-busy="true" />;
}

/** Last resort for errors of the shell itself (e.g. a chunk that failed to load). */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className="page" role="alert">
      <h1>
        <Trans>Etwas ist schiefgelaufen</Trans>
      </h1>
      <p>
        {isRouteErrorResponse(error) ? `${error.status} ` : null}
        <Trans>Bitte laden Sie die Seite neu.</Trans>
      </p>
      <p>
        <a href="/">
          <Trans>Zur Startseite</Trans>
        </a>
      </p>
    </section>
  );
}
