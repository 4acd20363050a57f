import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { PasswordResetForm } from '../components/password-reset-form';
import '../auth.css';

/** /:locale/password/reset?email=..&token=..: the target of the e-mailed link. */
export function PasswordResetPage() {
  const locale = useLocale();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const email = search.get('email') ?? '';

  return (
    <div className="page page--narrow">
      <div className="card">
        {token && email ? (
          <PasswordResetForm token={token} email={email} />
        ) : (
          <>
            <h1>
              <Trans>Passwort zurücksetzen</Trans>
            </h1>
            <Alert tone="error">
              <Trans>
                Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut oder
                fordern Sie einen neuen an.
              </Trans>
            </Alert>
            <p>
              <Link to={paths.login(locale)}>
                <Trans>Zur Anmeldung</Trans>
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
