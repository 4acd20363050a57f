import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  DISPUTE_NOTE_MAX,
  type DisputeResolution,
  disputeResolutionBodySchema,
  type OfficeDispute,
} from '@domain/freigabe/office';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { errorText } from '@src/ui/field-error';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { useApprovalWrites } from '../api/approvals';

type DisputeResolveFormProps = {
  messeId: number;
  customerId: number;
  dispute: OfficeDispute;
  contactName: string;
};

/**
 * Answering one disputed row: the office either corrected the time or keeps
 * it, and says so in a note that goes to the contact by mail. Both buttons
 * send the same form; the one pressed names the resolution.
 */
export function DisputeResolveForm(props: DisputeResolveFormProps) {
  const { messeId, customerId, dispute, contactName } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const writes = useApprovalWrites(messeId, customerId);
  const { control, onSubmit, failure, form } = useApiForm({
    schema: disputeResolutionBodySchema,
    defaultValues: { resolution: undefined, note: '' },
    submit: (values) => writes.resolve(dispute.id, values),
    onSuccess: () => writes.refresh(),
  });
  const row = `${dispute.name}, ${formatDateWithWeekday(dispute.day, locale)}`;
  // Buttons, not submit buttons: the resolution must be set before the form is read.
  const send = (resolution: DisputeResolution) => {
    form.setValue('resolution', resolution, { shouldDirty: true });
    void onSubmit();
  };
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <FailureAlert error={failure} />
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => {
          const error = errorText(fieldState.error, locale);
          const noteId = `${id}-note`;
          return (
            <div className="field">
              <label className="field__label" htmlFor={noteId}>
                <Trans>Nachricht an {contactName}</Trans>
                <span aria-hidden="true"> *</span>
                <span className="visually-hidden"> ({row})</span>
              </label>
              <textarea
                ref={field.ref}
                id={noteId}
                className="field__input"
                rows={2}
                name={field.name}
                maxLength={DISPUTE_NOTE_MAX}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${noteId}-error` : `${noteId}-hint`}
              />
              {error ? (
                <span id={`${noteId}-error`} className="field__error">
                  {error}
                </span>
              ) : (
                <span id={`${noteId}-hint`} className="field__description">
                  <Trans>Geht per E-Mail an den Ansprechpartner.</Trans>
                </span>
              )}
            </div>
          );
        }}
      />
      <div className="buero-actions">
        <Button
          variant="secondary"
          isDisabled={form.formState.isSubmitting}
          onPress={() => send('corrected')}
          aria-label={t`Zeit korrigiert (${row})`}
        >
          <Trans>Zeit korrigiert</Trans>
        </Button>
        <Button
          variant="secondary"
          isDisabled={form.formState.isSubmitting}
          onPress={() => send('answered')}
          aria-label={t`Ohne Änderung beantworten (${row})`}
        >
          <Trans>Ohne Änderung beantworten</Trans>
        </Button>
      </div>
    </Form>
  );
}
