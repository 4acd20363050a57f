import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { bewerbungStep1Schema } from '../../../../domain/bewerbung';
import { JOB_OPTIONS } from '../../../../domain/person-options';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form';
import { FormTextField } from '../../../ui/form-text-field';
import { useApiForm } from '../../../ui/use-api-form';
import { useLocale } from '../../../ui/use-locale';
import { applyStep1 } from '../api/bewerbung';
import { ApplyFailure } from './apply-failure';
import { BirthdatePicker } from './birthdate-picker';
import { CheckField } from './check-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';

/** Application step 1 (spec section 2): on success the form gives way to the green alert. */
export function Step1Form() {
  const { t } = useLingui();
  const locale = useLocale();
  const [done, setDone] = useState(false);
  const { control, onSubmit, failure, form } = useApiForm({
    schema: bewerbungStep1Schema,
    defaultValues: {
      gender: undefined,
      firstname: '',
      lastname: '',
      email: '',
      phone_mobile: '',
      birthdate: '',
      student: 1,
      job: '',
      privacy: 0,
      locale,
    },
    submit: (values) => applyStep1({ ...values, locale }),
    onSuccess: () => setDone(true),
  });
  const student = useWatch({ control, name: 'student' });

  if (done) {
    return (
      <Alert tone="success">
        <Trans>
          Wir haben Ihre Bewerbung erhalten. Bitte prüfen Sie jetzt Ihr E-Mail-Postfach.
        </Trans>
      </Alert>
    );
  }
  return (
    <Form aria-labelledby="bewerbung-heading" onSubmit={onSubmit}>
      <p className="field__description">
        <Trans>Felder mit * sind Pflichtfelder.</Trans>
      </p>
      <ApplyFailure error={failure} />
      <RadioGroupField
        control={control}
        name="gender"
        legend={t`Geschlecht`}
        isRequired
        options={[
          { value: 'w', label: t`weiblich` },
          { value: 'm', label: t`männlich` },
          { value: 'd', label: t`divers` },
        ]}
      />
      <div className="bw-row">
        <FormTextField
          control={control}
          name="firstname"
          label={t`Vorname *`}
          isRequired
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastname"
          label={t`Nachname *`}
          isRequired
          autoComplete="family-name"
        />
      </div>
      <FormTextField
        control={control}
        name="email"
        label={t`E-Mail *`}
        isRequired
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="phone_mobile"
        label={t`Mobilnummer *`}
        isRequired
        type="tel"
        autoComplete="tel"
        description={t`Zum Beispiel +49 170 1234567`}
      />
      <BirthdatePicker control={control} name="birthdate" />
      <CheckField control={control} name="student" on={1} off={0} variant="switch">
        <Trans>Ich bin Student/in</Trans>
      </CheckField>
      {student === 0 ? (
        <SelectField
          control={control}
          name="job"
          label={t`Tätigkeit`}
          placeholder={t`Bitte wählen`}
          isRequired
          options={JOB_OPTIONS.map((option) => ({
            value: option.value,
            label: option.label[locale],
          }))}
        />
      ) : null}
      <CheckField control={control} name="privacy" on={1} off={0}>
        <Trans>
          Ich bin mit der Verarbeitung meiner Daten zum Zweck der Bewerbung einverstanden
          (Datenschutzerklärung). *
        </Trans>
      </CheckField>
      <Button type="submit" isPending={form.formState.isSubmitting}>
        <Trans>Bewerbung absenden</Trans>
      </Button>
    </Form>
  );
}
