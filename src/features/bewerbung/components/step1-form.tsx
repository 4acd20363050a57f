import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { JOB_OPTIONS } from '@domain/shared/person-options';
import { Alert } from '@src/ui/alert';
import { PlainTextField } from '@src/ui/plain-text-field';
import { type PlainFieldProps, usePlainForm } from '@src/ui/use-plain-form';
import { useLocale } from '@src/ui/use-locale';
import { applyStep1 } from '../api/bewerbung';
import { ApplyFailure } from './apply-failure';
import { BirthdateFields } from './birthdate-fields';
import { CheckInput } from './check-input';
import { PrivacyLink } from './privacy-link';
import { RadioGroupInput } from './radio-group-input';
import { SelectInput } from '@src/ui/select-input';

/** A 0/1 field of the plain form as a checkbox's checked state. */
function flag({ value, onChange, ...field }: PlainFieldProps) {
  return { ...field, checked: value === '1', onChange: (on: boolean) => onChange(on ? '1' : '0') };
}

/**
 * Application step 1 (docs/product/screens.md): on success the form gives way to the
 * green alert. Plain fields and usePlainForm, not react-hook-form: the page's
 * first load has a budget (ADR 0013, 0033). The form holds text ('1'/'0' for
 * the flags); the shared schema turns it into the wire's numbers.
 */
export function Step1Form() {
  const { t } = useLingui();
  const locale = useLocale();
  const [done, setDone] = useState(false);
  const { field, onSubmit, failure, isSubmitting } = usePlainForm({
    // The shared schema (valibot, the date library) loads with the first input, not the page.
    schema: async () => (await import('@domain/bewerbung/bewerbung')).bewerbungStep1Schema,
    defaultValues: {
      gender: '',
      firstname: '',
      lastname: '',
      email: '',
      phone_mobile: '',
      birthdate: '',
      // Asked, never assumed: a default sent non-students on to the study fields of step 2.
      student: '',
      job: '',
      privacy: '0',
      locale,
    },
    submit: (values) => applyStep1({ ...values, locale }),
    onSuccess: () => setDone(true),
  });

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
    <form aria-labelledby="bewerbung-heading" onSubmit={onSubmit} noValidate className="form">
      <p className="field__description">
        <Trans>Felder mit * sind Pflichtfelder.</Trans>
      </p>
      <ApplyFailure error={failure} />
      <RadioGroupInput
        {...field('gender')}
        legend={t`Geschlecht`}
        isRequired
        options={[
          { value: 'w', label: t`weiblich` },
          { value: 'm', label: t`männlich` },
          { value: 'd', label: t`divers` },
        ]}
      />
      <div className="bw-row">
        <PlainTextField
          {...field('firstname')}
          label={t`Vorname *`}
          isRequired
          autoComplete="given-name"
        />
        <PlainTextField
          {...field('lastname')}
          label={t`Nachname *`}
          isRequired
          autoComplete="family-name"
        />
      </div>
      <PlainTextField
        {...field('email')}
        label={t`E-Mail *`}
        isRequired
        type="email"
        autoComplete="email"
      />
      <PlainTextField
        {...field('phone_mobile')}
        label={t`Mobilnummer *`}
        isRequired
        type="tel"
        autoComplete="tel"
        description={t`Zum Beispiel +49 170 1234567`}
      />
      <BirthdateFields {...field('birthdate')} />
      <RadioGroupInput
        {...field('student')}
        legend={t`Sind Sie Student/in?`}
        isRequired
        options={[
          { value: '1', label: t`Ja` },
          { value: '0', label: t`Nein` },
        ]}
      />
      {field('student').value === '0' ? (
        <SelectInput
          {...field('job')}
          label={t`Tätigkeit`}
          placeholder={t`Bitte wählen`}
          isRequired
          options={JOB_OPTIONS.map((option) => ({
            value: option.value,
            label: option.label[locale],
          }))}
        />
      ) : null}
      <CheckInput {...flag(field('privacy'))}>
        <Trans>
          Ich bin mit der Verarbeitung meiner Daten zum Zweck der Bewerbung einverstanden (
          <PrivacyLink />
          ). *
        </Trans>
      </CheckInput>
      <button type="submit" className="button button--primary" aria-disabled={isSubmitting}>
        <Trans>Bewerbung absenden</Trans>
      </button>
    </form>
  );
}
