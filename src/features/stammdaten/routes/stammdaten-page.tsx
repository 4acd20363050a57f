import '../stammdaten.css';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@src/api/client';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';
import { useStammdaten } from '../api/stammdaten';
import { DeclarationsSection } from '../components/declarations-section';
import { StammdatenForm } from '../components/stammdaten-form';

/** /:locale/stammdaten: the signed-in person's master data (docs/product/screens.md, Master data). */
export function StammdatenPage() {
  const query = useStammdaten();
  return (
    <section className="sd-page" aria-labelledby="sd-title">
      <h1 id="sd-title" tabIndex={-1}>
        <Trans>Stammdaten</Trans>
      </h1>
      {query.data ? (
        <>
          <StammdatenForm data={query.data} />
          <DeclarationsSection />
        </>
      ) : query.error instanceof ApiError && query.error.status === 403 ? (
        <Alert tone="error">{query.error.body.message}</Alert>
      ) : query.error ? (
        <div className="form">
          <FailureAlert error={query.error} />
          <div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void query.refetch()}
            >
              <Trans>Erneut laden</Trans>
            </button>
          </div>
        </div>
      ) : (
        <p role="status">
          <Trans>Wird geladen …</Trans>
        </p>
      )}
    </section>
  );
}
