import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordResetSchema } from '../../../../domain/auth';
import { Button } from '../../../ui/button';
import { FailureAlert } from '../../../ui/failure-alert';
import { Form } from '../../../ui/form';
import { FormTextField } from '../../../ui/form-text-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { useDirtyForm } from '../../../ui/use-dirty-form';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { resetPassword } from '../api/reset-password';
import { lastUser } from '../last-user';

type PasswordResetFormProps = { token: string; email: string };

/**
 * New password and confirmation for the token of the e-mailed link. The spec leaves
 * failures unhandled; we show the server's message, since an expired link must be said.
 */
export function PasswordResetForm({ token, email }: PasswordResetFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: valibotResolver(passwordResetSchema),
    mode: 'onTouched',
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  useDirtyForm(formState.isDirty && !formState.isSubmitSuccessful);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await resetPassword(values);
      lastUser.save(user);
      window.location.assign(paths.stammdaten(locale));
    } catch (error) {
      applyServerErrors(error, setError, ['password', 'password_confirmation']);
      setFailure(error);
    }
  });

  return (
    <Form aria-labelledby="password-reset-heading" onSubmit={onSubmit}>
      <h1 id="password-reset-heading">
        <Trans>Passwort zurücksetzen</Trans>
      </h1>
      <p>
        <Trans>
          Für <strong>{email}</strong>. Das Passwort muss mindestens 8 Zeichen lang sein.
        </Trans>
      </p>
      <FailureAlert error={failure} />
      <FormTextField
        control={control}
        name="password"
        label={t`Neues Passwort`}
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
      <Button type="submit" isDisabled={!formState.isValid || formState.isSubmitting}>
        <Trans>Passwort speichern</Trans>
      </Button>
    </Form>
  );
}
