import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { LoginForm } from '../components/login-form';
import { PasswordRequestForm } from '../components/password-request-form';
import { loginNoticeOf } from '../login-notice';
import '../auth.css';

/** The query flag that opens the forgotten-password form (a real link, so Back closes it). */
const FORGOT = 'passwort-vergessen';

/**
 * /:locale/login: the log-in form; 'Passwort vergessen?' is a link that opens
 * the request form below it and moves the focus there.
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const forgotOpen = search.has(FORGOT);
  const notice = loginNoticeOf(useLocation().state);
  const requestRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (forgotOpen) requestRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [forgotOpen]);

  return (
    <div className="page auth-page">
      <h1>
        <Trans>Willkommen im Messe-Personal Portal</Trans>
      </h1>
      {notice ? (
        <Alert tone="success">
          {notice === 'logout-deferred' ? (
            <Trans>
              Sie sind auf diesem Gerät abgemeldet. Ohne Verbindung endet die Sitzung auf dem
              Server, sobald das Gerät wieder online ist.
            </Trans>
          ) : (
            <Trans>Sie sind abgemeldet.</Trans>
          )}
        </Alert>
      ) : null}
      <div className="card">
        <LoginForm />
        {forgotOpen ? null : (
          <p className="auth-page__forgot">
            <Link to={{ search: `?${FORGOT}` }}>
              <Trans>Passwort vergessen?</Trans>
            </Link>
          </p>
        )}
      </div>
      {forgotOpen ? (
        <div className="card" ref={requestRef}>
          <PasswordRequestForm />
        </div>
      ) : null}
    </div>
  );
}
