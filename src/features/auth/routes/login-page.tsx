import { Trans } from '@lingui/react/macro';
import { LoginForm } from '../components/login-form';
import { PasswordRequestForm } from '../components/password-request-form';
import '../auth.css';

/** /:locale/login: log-in and forgotten-password forms side by side. */
export function LoginPage() {
  return (
    <div className="page">
      <h1>
        <Trans>Willkommen im Messe-Personal Portal</Trans>
      </h1>
      <div className="auth-grid">
        <div className="card">
          <LoginForm />
        </div>
        <div className="card">
          <PasswordRequestForm />
        </div>
      </div>
    </div>
  );
}
