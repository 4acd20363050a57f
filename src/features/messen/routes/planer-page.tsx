import '../messen.css';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useMessen } from '../api/get-messen';
import { PlanerForm } from '../components/planer-form';

/** /:locale/messen/planer: tick the fairs to work at; saving returns to the list. */
export function PlanerPage() {
  const messen = useMessen();
  return (
    <section className="messen-page" aria-labelledby="planer-title">
      <h1 id="planer-title" tabIndex={-1}>
        <Trans>Messeplaner</Trans>
      </h1>
      <p>
        <Trans>Wählen Sie die Messen aus, auf denen Sie arbeiten möchten, und speichern Sie.</Trans>
      </p>
      {messen.isPending ? (
        <p role="status" className="messen-muted">
          <Trans>Lädt …</Trans>
        </p>
      ) : messen.isError ? (
        <p role="alert">
          <Trans>Die Messen konnten nicht geladen werden.</Trans>{' '}
          <Link to="..">
            <Trans>Zurück</Trans>
          </Link>
        </p>
      ) : (
        <PlanerForm messen={messen.data} />
      )}
    </section>
  );
}
