import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';
import { PlainTextField } from '@src/ui/plain-text-field';
import { usePlainForm } from '@src/ui/use-plain-form';
import { useLocale } from '@src/ui/use-locale';
import { loadAuthTable } from '../api/auth-table';
import { requestPasswordReset } from '../api/request-password';

/** Forgotten password: the server's message in green on success, in red on error. */
export function PasswordRequestForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const [success, setSuccess] = useState<string | null>(null);
  const { field, onSubmit, failure, isSubmitting } = usePlainForm({
    schema: async () => (await loadAuthTable()).requestPassword.body,
    defaultValues: { email: '', locale },
    submit(values) {
      setSuccess(null);
      return requestPasswordReset(values);
    },
    onSuccess: ({ message }) => setSuccess(message),
  });

  return (
    <form
      aria-labelledby="password-request-heading"
      onSubmit={onSubmit}
      noValidate
      className="form"
    >
      <h2 id="password-request-heading" tabIndex={-1}>
        <Trans>Passwort vergessen?</Trans>
      </h2>
      <p>
        <Trans>Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.</Trans>
      </p>
      {success ? <Alert tone="success">{success}</Alert> : null}
      <FailureAlert error={failure} />
      <PlainTextField
        {...field('email')}
        label={t`E-Mail`}
        type="email"
        autoComplete="email"
        isRequired
      />
      <button type="submit" className="button button--secondary" aria-disabled={isSubmitting}>
        <Trans>Link senden</Trans>
      </button>
    </form>
  );
}
