import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';

/** Any unknown path under a locale. */
export function NotFoundPage() {
  const locale = useLocale();
  return (
    <section className="page">
      <h1>
        <Trans>Seite nicht gefunden</Trans>
      </h1>
      <p>
        <Trans>Diese Seite gibt es nicht (mehr). Prüfen Sie die Adresse.</Trans>
      </p>
      <p>
        <Link to={paths.home(locale)}>
          <Trans>Zur Startseite</Trans>
        </Link>
      </p>
    </section>
  );
}
