import { Trans } from '@lingui/react/macro';
import { Link, Outlet, useLoaderData } from 'react-router-dom';
import { useLocale } from '../../ui/use-locale';
import type { requireTimetrackingLoader } from './loaders';

/** Shows the time-tracking area only with the `timetracking` flag, else a friendly notice. */
export function PermissionGate() {
  const { allowed } = useLoaderData<typeof requireTimetrackingLoader>();
  const locale = useLocale();
  if (allowed) return <Outlet />;
  return (
    <section className="page">
      <h1>
        <Trans>Kein Zugriff</Trans>
      </h1>
      <p>
        <Trans>
          Für die Stundenerfassung fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an die
          Agentur, wenn Sie sie benötigen.
        </Trans>
      </p>
      <p>
        <Link to={`/${locale}`}>
          <Trans>Zur Startseite</Trans>
        </Link>
      </p>
    </section>
  );
}
