import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import type * as v from 'valibot';
import { JOB_OPTIONS, sizeOptions } from '@domain/shared/person-options';
import {
  type StammdatenOutput,
  type StammdatenResponse,
  stammdatenSchema,
} from '@domain/stammdaten/stammdaten';
import { TextField } from '@src/ui/text-field';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { useSaveStammdaten } from '../api/stammdaten';
import { type StammdatenFormValues, toFormValues } from '../lib/form-values';
import { formatYear } from '../lib/input-masks';
import { useCountryOptions } from '../lib/use-country-options';
import { ContractBlock } from './contract-block';
import { LocationsInput } from './locations-input';
import { SaveAlert } from './save-alert';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';

// The form holds strings ('' for an unchosen select); the shared schema takes
// them as they are and answers 'required' or its own code, so it types the form.
type FormSchema = v.GenericSchema<StammdatenFormValues, StammdatenOutput>;

/** The master-data form of one person (sizes by gender, payroll block by contract). */
export function StammdatenForm({ data }: { data: StammdatenResponse }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const person = data.bewerber;
  const save = useSaveStammdaten();
  const [saved, setSaved] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      stammdatenSchema({
        gender: person.gender,
        contract: person.contract,
      }) as unknown as FormSchema,
    [person.gender, person.contract],
  );
  const { form, control, onSubmit, failure } = useApiForm({
    schema,
    defaultValues: toFormValues(person),
    submit: (values) => save.mutateAsync({ ...values, locale }),
    onSuccess: (result) => {
      form.reset(toFormValues(result.bewerber));
      setSaved(result.message);
    },
  });
  const countries = useCountryOptions(locale);
  const sizes = sizeOptions(person.gender);
  const sizeChoices = (list: readonly number[]) =>
    list.map((n) => ({ value: String(n), label: String(n) }));
  const student = form.watch('student');
  const { isSubmitted, isSubmitSuccessful, errors } = form.formState;
  const clientInvalid = isSubmitted && !isSubmitSuccessful && Object.keys(errors).length > 0;

  return (
    <form
      className="form sd-form"
      noValidate
      onSubmit={(event) => {
        setSaved(null);
        void onSubmit(event);
      }}
    >
      <SaveAlert saved={saved} failure={failure} invalid={clientInvalid && !failure} />

      <fieldset className="card sd-section">
        <legend className="sd-legend">
          <Trans>Persönliche Daten</Trans>
        </legend>
        <div className="sd-grid">
          <TextField label={t`Vorname`} value={person.firstname} isReadOnly />
          <TextField label={t`Nachname`} value={person.lastname} isReadOnly />
          <TextInput
            control={control}
            name="street"
            label={t`Straße und Hausnummer`}
            autoComplete="street-address"
          />
          <TextInput
            control={control}
            name="zipcode"
            label={t`PLZ`}
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <TextInput control={control} name="city" label={t`Ort`} autoComplete="address-level2" />
          <TextInput
            control={control}
            name="phone_mobile"
            label={t`Mobilnummer`}
            type="tel"
            autoComplete="tel"
          />
          <TextInput
            control={control}
            name="email"
            label={t`E-Mail`}
            type="email"
            autoComplete="email"
          />
          <SelectInput
            control={control}
            name="birth_country"
            label={t`Geburtsland`}
            placeholder={t`Bitte wählen`}
            options={countries.map((c) => ({ value: c.code, label: c.label }))}
          />
          <TextInput control={control} name="birthplace" label={t`Geburtsort`} />
        </div>
      </fieldset>

      <fieldset className="card sd-section">
        <legend className="sd-legend">
          <Trans>Kleidung</Trans>
        </legend>
        <div className="sd-grid">
          <SelectInput
            control={control}
            name="size_top"
            label={t`Größe Oberteil`}
            placeholder={t`Bitte wählen Sie eine Größe`}
            options={sizeChoices(sizes.top)}
          />
          <SelectInput
            control={control}
            name="size_bottom"
            label={t`Größe Unterteil`}
            placeholder={t`Bitte wählen Sie eine Größe`}
            options={sizeChoices(sizes.bottom)}
          />
        </div>
      </fieldset>

      <fieldset className="card sd-section">
        <legend className="sd-legend">
          <Trans>Tätigkeit</Trans>
        </legend>
        <Controller
          control={control}
          name="student"
          render={({ field }) => (
            <label className="sd-switch" htmlFor={`${id}-student`}>
              <input
                id={`${id}-student`}
                type="checkbox"
                role="switch"
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
              <span className="sd-switch__track" aria-hidden="true" />
              <Trans>Ich bin Student/in</Trans>
            </label>
          )}
        />
        <div className="sd-grid">
          {student ? (
            <>
              <TextInput control={control} name="study_subject" label={t`Studienfach`} />
              <TextInput control={control} name="study_place" label={t`Studienort`} />
              <TextInput
                control={control}
                name="study_end"
                label={t`Voraussichtliches Studienende (Jahr)`}
                placeholder={t`JJJJ`}
                format={formatYear}
                inputMode="numeric"
              />
            </>
          ) : (
            <SelectInput
              control={control}
              name="job"
              label={t`Tätigkeit`}
              placeholder={t`Bitte wählen`}
              options={JOB_OPTIONS.map((job) => ({ value: job.value, label: job.label[locale] }))}
            />
          )}
        </div>
      </fieldset>

      <div className="card sd-section">
        <LocationsInput control={control} locations={data.locations} />
      </div>

      {person.contract ? <ContractBlock control={control} /> : null}

      <div>
        <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
          {save.isPending ? <Trans>Wird gespeichert …</Trans> : <Trans>Speichern</Trans>}
        </button>
      </div>
    </form>
  );
}
