import { Trans, useLingui } from '@lingui/react/macro';
import { returnPath } from '@domain/auth/return-path';
import { FailureAlert } from '@src/ui/failure-alert';
import { reloadTo } from '@src/ui/full-reload';
import { paths } from '@src/ui/paths';
import { PlainTextField } from '@src/ui/plain-text-field';
import { usePlainForm } from '@src/ui/use-plain-form';
import { useLocale } from '@src/ui/use-locale';
import { loadAuthTable } from '../api/auth-table';
import { login } from '../api/login';
import { pendingLogout } from '../pending-logout';
import { lastUser } from '../last-user';

/**
 * E-mail and password (docs/product/screens.md, Login). The button is always a button: the
 * form checks on submit and says what is missing. On success a full page load to
 * the page the guard sent the user here from (`?next=`, a booking mail's link) or
 * the home screen, so every cache starts fresh for the signed-in user.
 */
export function LoginForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const { field, onSubmit, failure, isSubmitting } = usePlainForm({
    schema: async () => (await loadAuthTable()).login.body,
    defaultValues: { email: '', password: '', locale },
    submit: login,
    onSuccess({ user }) {
      lastUser.save(user);
      // A fresh session: an old logout still queued must not end this one.
      pendingLogout.clear();
      const next = returnPath(new URLSearchParams(window.location.search).get('next'));
      reloadTo(next ?? paths.home(locale));
    },
  });

  return (
    <form aria-labelledby="login-heading" onSubmit={onSubmit} noValidate className="form">
      <h2 id="login-heading">
        <Trans>Anmelden</Trans>
      </h2>
      <FailureAlert error={failure} />
      <PlainTextField
        {...field('email')}
        label={t`E-Mail`}
        type="email"
        autoComplete="username"
        isRequired
      />
      <PlainTextField
        {...field('password')}
        label={t`Passwort`}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <button type="submit" className="button button--primary" aria-disabled={isSubmitting}>
        <Trans>Anmelden</Trans>
      </button>
    </form>
  );
}
