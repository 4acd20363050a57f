import { Trans, useLingui } from '@lingui/react/macro';
import { passwordResetSchema } from '@domain/auth/auth';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { flash } from '@src/ui/flash';
import { Form } from '@src/ui/form';
import { FormTextField } from '@src/ui/form-text-field';
import { reloadTo } from '@src/ui/full-reload';
import { paths } from '@src/ui/paths';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { resetPassword } from '../api/reset-password';
import { pendingLogout } from '../pending-logout';
import { lastUser } from '../last-user';

/** Which link brought the person here: a reset, or the office's invitation of a new account. */
export type PasswordPurpose = 'reset' | 'invitation';

type PasswordResetFormProps = { token: string; email: string; purpose?: PasswordPurpose };

/**
 * New password and confirmation for the token of the e-mailed link. On success
 * the user is signed in and the home screen confirms the change; a new staff
 * member (invitation) lands on the master data to complete them. A failure
 * shows the server's message: an expired or used link must be said
 * (docs/product/screens.md, Password reset).
 */
export function PasswordResetForm({ token, email, purpose = 'reset' }: PasswordResetFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { control, onSubmit, failure, form } = useApiForm({
    schema: passwordResetSchema,
    defaultValues: { token, email, password: '', password_confirmation: '' },
    fields: ['password', 'password_confirmation'],
    submit: resetPassword,
    onSuccess({ user }) {
      lastUser.save(user);
      // A fresh session: an old logout still queued must not end this one.
      pendingLogout.clear();
      if (purpose === 'invitation') {
        reloadTo(paths.stammdaten(locale));
        return;
      }
      flash.set('password-changed');
      reloadTo(paths.home(locale));
    },
  });

  return (
    <Form aria-labelledby="password-reset-heading" onSubmit={onSubmit}>
      <h1 id="password-reset-heading">
        {purpose === 'invitation' ? (
          <Trans>Passwort festlegen</Trans>
        ) : (
          <Trans>Passwort zurücksetzen</Trans>
        )}
      </h1>
      {purpose === 'invitation' ? (
        <p>
          <Trans>
            Willkommen bei Messe-Personal! Legen Sie Ihr Passwort fest; danach vervollständigen Sie
            Ihre Stammdaten.
          </Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Für <strong>{email}</strong>. Das Passwort muss mindestens 8 Zeichen lang sein.
        </Trans>
      </p>
      <FailureAlert error={failure} />
      <FormTextField
        control={control}
        name="password"
        label={purpose === 'invitation' ? t`Passwort` : t`Neues Passwort`}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        control={control}
        name="password_confirmation"
        label={t`Passwort bestätigen`}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <Button type="submit" isPending={form.formState.isSubmitting}>
        {purpose === 'invitation' ? (
          <Trans>Passwort festlegen</Trans>
        ) : (
          <Trans>Passwort speichern</Trans>
        )}
      </Button>
    </Form>
  );
}
