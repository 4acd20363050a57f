import '../bewerbung.css';
import '../bewerbung-step2.css';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import { formattingTag } from '@domain/shared/locale';
import { ApiError } from '@src/api/client';
import { Alert } from '@src/ui/alert';
import { useLocale } from '@src/ui/use-locale';
import { loadStep2 } from '../api/bewerbung';
import { Step2Wizard } from '../components/step2-wizard';

type LoadState =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'loaded'; data: BewerbungStep2Load };

/** /:locale/bewerbung/step2?token=..: application step 2, opened with the mailed link. */
export function BewerbungStep2Page() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const locale = useLocale();
  const [state, setState] = useState<LoadState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    loadStep2(token).then(
      (data) => live && setState({ phase: 'loaded', data }),
      (error: unknown) =>
        live &&
        setState({
          phase: 'failed',
          message: error instanceof ApiError ? error.body.message : '',
        }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <div className="bw-page">
      <h1>
        <Trans>Bewerbung vervollständigen</Trans>
      </h1>
      {state.phase === 'loading' ? (
        <p role="status">
          <Trans>Bewerbung wird geladen …</Trans>
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <Alert tone="error">
          {state.message || (
            <Trans>Bewerbung konnte nicht geladen werden. Bitte prüfe den Link.</Trans>
          )}
        </Alert>
      ) : null}
      {state.phase === 'loaded' ? (
        // The page is outside QueryLayout: react-aria's texts (size chart) follow the page's language.
        <I18nProvider locale={formattingTag(locale)}>
          <Step2Wizard token={token} load={state.data} />
        </I18nProvider>
      ) : null}
    </div>
  );
}
