import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordRequestSchema } from '../../../../domain/auth';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FailureAlert } from '../../../ui/failure-alert';
import { Form } from '../../../ui/form';
import { FormTextField } from '../../../ui/form-text-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { useDirtyForm } from '../../../ui/use-dirty-form';
import { useLocale } from '../../../ui/use-locale';
import { requestPasswordReset } from '../api/request-password';

/** Forgotten password: the server's message in green on success, in red on error. */
export function PasswordRequestForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const [failure, setFailure] = useState<unknown>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: valibotResolver(passwordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  useDirtyForm(formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSuccess(null);
    try {
      const { message } = await requestPasswordReset({ ...values, locale });
      setSuccess(message);
      // Sent: nothing unsaved is left, so an app update may proceed.
      reset({ email: values.email });
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
      setFailure(error);
    }
  });

  return (
    <Form aria-labelledby="password-request-heading" onSubmit={onSubmit}>
      <h2 id="password-request-heading">
        <Trans>Passwort vergessen?</Trans>
      </h2>
      <p>
        <Trans>Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.</Trans>
      </p>
      {success ? <Alert tone="success">{success}</Alert> : null}
      <FailureAlert error={failure} />
      <FormTextField
        control={control}
        name="email"
        label={t`E-Mail`}
        type="email"
        autoComplete="email"
        isRequired
      />
      <Button
        type="submit"
        variant="secondary"
        isDisabled={!formState.isValid || formState.isSubmitting}
      >
        <Trans>Link senden</Trans>
      </Button>
    </Form>
  );
}
