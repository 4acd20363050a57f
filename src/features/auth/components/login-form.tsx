import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginSchema } from '../../../../domain/auth';
import { Button } from '../../../ui/button';
import { FailureAlert } from '../../../ui/failure-alert';
import { Form } from '../../../ui/form';
import { FormTextField } from '../../../ui/form-text-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { useDirtyForm } from '../../../ui/use-dirty-form';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { login } from '../api/login';
import { lastUser } from '../last-user';

/** E-mail and password; on success a full page load to the master data (spec: login screen). */
export function LoginForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: valibotResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  useDirtyForm(formState.isDirty && !formState.isSubmitSuccessful);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await login({ ...values, locale });
      lastUser.save(user);
      // A full load, as the spec says: every cache starts fresh for the signed-in user.
      window.location.assign(paths.stammdaten(locale));
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
      setFailure(error);
      // Rethrow nothing: the failure is shown; react-hook-form must not treat it as a crash.
    }
  });

  return (
    <Form aria-labelledby="login-heading" onSubmit={onSubmit}>
      <h2 id="login-heading">
        <Trans>Anmelden</Trans>
      </h2>
      <FailureAlert error={failure} />
      <FormTextField
        control={control}
        name="email"
        label={t`E-Mail`}
        type="email"
        autoComplete="username"
        isRequired
      />
      <FormTextField
        control={control}
        name="password"
        label={t`Passwort`}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <Button type="submit" isDisabled={!formState.isValid || formState.isSubmitting}>
        <Trans>Anmelden</Trans>
      </Button>
    </Form>
  );
}
