import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import {
  bueroMessenMessages,
  type Fair,
  type FairInput,
  fairInputSchema,
} from '@domain/buero/messen-contract';
import { FEDERAL_STATE_NAMES, FEDERAL_STATES, isFederalState } from '@domain/shared/federal-states';
import { validationMessage } from '@domain/shared/validation-messages';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { SelectInput } from '@src/ui/select-input';
import { Form } from '@src/ui/form';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';

type Props = {
  /** The fair to edit, or undefined for a new one. */
  fair?: Fair;
  submit: (values: FairInput) => Promise<Fair>;
  onSaved: (fair: Fair) => void | Promise<void>;
};

const FIELDS = ['name', 'city', 'description', 'date_start', 'date_end'] as const;
const ERROR_FIELDS = [...FIELDS, 'federal_state'] as const;

/**
 * A fair's fields (create and edit), checked with the shared schema; the
 * server's 409 (days with times would fall out) shows in the alert and on the
 * date fields.
 */
export function FairForm({ fair, submit, onSaved }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { control, onSubmit, failure, form } = useApiForm({
    schema: fairInputSchema,
    defaultValues: {
      name: fair?.name ?? '',
      city: fair?.city ?? '',
      description: fair?.description ?? '',
      date_start: fair?.date_start ?? '',
      date_end: fair?.date_end ?? '',
      federal_state: isFederalState(fair?.federal_state) ? fair.federal_state : '',
    },
    submit,
    onSuccess: onSaved,
    fields: ERROR_FIELDS,
  });
  const stateOptions = FEDERAL_STATES.map((code) => ({
    value: code,
    label: FEDERAL_STATE_NAMES[code][locale],
  }));
  const labels: Record<(typeof FIELDS)[number], string> = {
    name: t`Name`,
    city: t`Stadt`,
    description: t`Beschreibung`,
    date_start: t`Erster Tag`,
    date_end: t`Letzter Tag`,
  };
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className="buero-form-grid">
        {FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => {
              const error = fieldState.error?.message
                ? validationMessage(fieldState.error.message, locale, bueroMessenMessages)
                : undefined;
              const id = `fair-${fair ? String(fair.id) : 'new'}-${name}`;
              if (name === 'description') {
                // A native textarea: react-aria's TextArea would ride in the text-field
                // chunk that the application form loads (bench /de/bewerbung).
                const errorId = `${id}-error`;
                return (
                  <div className="field buero-form-grid__wide">
                    <label className="field__label" htmlFor={id}>
                      {labels[name]}
                    </label>
                    <textarea
                      ref={field.ref}
                      className="field__input"
                      id={id}
                      rows={3}
                      name={field.name}
                      value={typeof field.value === 'string' ? field.value : ''}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                    {error ? (
                      <p className="field__error" id={errorId}>
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              }
              return (
                <TextField
                  className="field"
                  name={field.name}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={Boolean(error)}
                  validationBehavior="aria"
                  isRequired
                  type={name.startsWith('date_') ? 'date' : 'text'}
                >
                  <Label className="field__label">{labels[name]}</Label>
                  <Input ref={field.ref} className="field__input" id={id} />
                  <FieldError className="field__error">{error}</FieldError>
                </TextField>
              );
            }}
          />
        ))}
        <Controller
          control={control}
          name="federal_state"
          render={({ field, fieldState }) => (
            <SelectInput
              name={field.name}
              label={t`Bundesland`}
              placeholder="—"
              options={stateOptions}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={
                fieldState.error?.message
                  ? validationMessage(fieldState.error.message, locale, bueroMessenMessages)
                  : undefined
              }
            />
          )}
        />
      </div>
      <div>
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {fair ? <Trans>Messe speichern</Trans> : <Trans>Messe anlegen</Trans>}
        </Button>
      </div>
    </Form>
  );
}
