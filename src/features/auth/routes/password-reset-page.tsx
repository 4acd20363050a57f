import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@src/ui/alert';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { PasswordResetForm, type PasswordPurpose } from '../components/password-reset-form';
import '../auth.css';

/** The screen behind both e-mailed links; only the wording and the target differ. */
function PasswordLinkPage({ purpose }: { purpose: PasswordPurpose }) {
  const locale = useLocale();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const email = search.get('email') ?? '';

  return (
    <div className="page page--narrow">
      <div className="card">
        {token && email ? (
          <PasswordResetForm token={token} email={email} purpose={purpose} />
        ) : (
          <>
            <h1>
              {purpose === 'invitation' ? (
                <Trans>Passwort festlegen</Trans>
              ) : (
                <Trans>Passwort zurücksetzen</Trans>
              )}
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

/** /:locale/password/reset?email=..&token=..: the target of the e-mailed reset link. */
export function PasswordResetPage() {
  return <PasswordLinkPage purpose="reset" />;
}

/**
 * /:locale/password/set?email=..&token=..: the invitation the office sends with
 * a new staff account (docs/product/office.md); the same server call as a reset.
 */
export function PasswordSetPage() {
  return <PasswordLinkPage purpose="invitation" />;
}
