import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import {
  AUTO_REQUEST_HOURS_MAX,
  contactMessages,
  type CustomerContacts,
  customerSettingsFormSchema,
  TACIT_APPROVAL_DAYS_MAX,
} from '@domain/buero/contacts-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { TextField } from '@src/ui/text-field';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { contactWrites, useRefreshContacts } from '../api/contacts';

type Settings = CustomerContacts['settings'];
const asText = (value: number | null) => (value === null ? '' : String(value));

/**
 * The customer's three switches (issue 25): the signed sheet by mail, the
 * automatic approval request and the tacit approval. An empty number is off.
 */
export function CustomerSettingsForm(props: { customerId: number; settings: Settings }) {
  const { customerId, settings } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const refresh = useRefreshContacts();
  const { control, onSubmit, failure, form } = useApiForm({
    schema: customerSettingsFormSchema,
    defaultValues: {
      send_signed_copy: settings.send_signed_copy,
      auto_request_hours: asText(settings.auto_request_hours),
      tacit_approval_days: asText(settings.tacit_approval_days),
    },
    submit: (values) => contactWrites.settings(customerId, values),
    onSuccess: refresh,
  });
  const saved = form.formState.isSubmitSuccessful && !form.formState.isDirty && !failure;
  const numberField = (
    name: 'auto_request_hours' | 'tacit_approval_days',
    label: string,
    description: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          description={description}
          inputMode="numeric"
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          maxLength={4}
          errorMessage={
            fieldState.error?.message
              ? validationMessage(fieldState.error.message, locale, contactMessages)
              : undefined
          }
        />
      )}
    />
  );
  const hoursMax = AUTO_REQUEST_HOURS_MAX;
  const daysMax = TACIT_APPROVAL_DAYS_MAX;
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      {saved ? (
        <Alert tone="success">
          <Trans>Gespeichert.</Trans>
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="send_signed_copy"
        render={({ field }) => (
          <label className="buero-dialog__check">
            <input
              type="checkbox"
              name={field.name}
              ref={field.ref}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
            <Trans>Unterschriebenen Stundenzettel an den Kopie-Kontakt mailen</Trans>
          </label>
        )}
      />
      {numberField(
        'auto_request_hours',
        t`Freigabe automatisch anfragen nach (Stunden)`,
        t`Stunden nach dem letzten Messetag, 1 bis ${hoursMax}; leer: aus.`,
      )}
      {numberField(
        'tacit_approval_days',
        t`Stillschweigend bestätigt nach (Tagen)`,
        t`Tage ohne Antwort, 1 bis ${daysMax}; leer: aus.`,
      )}
      <div className="buero-dialog__actions">
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          <Trans>Einstellungen speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}
