import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '@src/ui/alert';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { LoginForm } from '../components/login-form';
import { PasswordRequestForm } from '../components/password-request-form';
import { loginNoticeOf } from '../login-notice';
import '../auth.css';

/** The query flag that opens the forgotten-password form (a real link, so Back closes it). */
const FORGOT = 'passwort-vergessen';

/**
 * /:locale/login: the log-in form; 'Passwort vergessen?' is a link that opens
 * the request form below it and moves the focus there. Visitors land here from
 * the portal's start, so it also shows applicants the way to the application.
 */
export function LoginPage() {
  const locale = useLocale();
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
      <section className="card auth-page__apply" aria-labelledby="apply-heading">
        <h2 id="apply-heading">
          <Trans>Neu bei uns?</Trans>
        </h2>
        <p>
          <Trans>
            Sie möchten auf Messen und Events arbeiten? Die Bewerbung hat zwei Schritte und braucht
            kein Konto.
          </Trans>
        </p>
        <Link to={paths.bewerbung(locale)} className="button button--primary">
          <Trans>Jetzt bewerben</Trans>
        </Link>
      </section>
    </div>
  );
}
