import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  approvalRequestBodySchema,
  type OfficeApprovalRequest,
  type PairApprovals,
} from '@domain/freigabe/office';
import { formatDateTime, formatDateWithWeekday } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { errorText } from '@src/ui/field-error';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { SelectInput } from '@src/ui/select-input';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { useApprovalWrites } from '../api/approvals';
import { bueroPaths } from '../paths';
import { ModalDialog } from './modal-dialog';

type ApprovalRequestFormProps = {
  messeId: number;
  customerId: number;
  approvals: PairApprovals;
  /** Days to tick instead of all unsigned ones ("Erneut zur Freigabe senden"). */
  presetDays: readonly string[] | null;
};

/** The request that waits for an answer: a new one withdraws it (the server does). */
export function openRequestOf(requests: readonly OfficeApprovalRequest[]) {
  return requests.find((request) => request.state === 'open') ?? null;
}

/**
 * Sending the customer's approving contact a link for chosen days: the days
 * with work time that no customer signature covers (all ticked), the contact
 * (the pair's approver preselected). An open request is withdrawn by the new
 * one, so the office confirms that first.
 */
export function ApprovalRequestForm(props: ApprovalRequestFormProps) {
  const { messeId, customerId, approvals, presetDays } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const writes = useApprovalWrites(messeId, customerId);
  const [confirming, setConfirming] = useState(false);
  const open = openRequestOf(approvals.requests);
  const preset = presetDays?.filter((day) => approvals.unsigned_days.includes(day));
  const approver = approvals.contacts.some((c) => c.id === approvals.approver_contact_id)
    ? approvals.approver_contact_id
    : null;
  const { control, onSubmit, failure, form } = useApiForm({
    schema: approvalRequestBodySchema,
    defaultValues: {
      days: preset && preset.length > 0 ? preset : [...approvals.unsigned_days],
      contact_id: approver ?? undefined,
    },
    submit: (values) => writes.request(values),
    onSuccess: async () => {
      setConfirming(false);
      await writes.refresh();
    },
  });

  if (approvals.unsigned_days.length === 0) {
    return (
      <p className="buero-muted">
        <Trans>Alle Tage mit Arbeitszeit sind vom Kunden unterschrieben.</Trans>
      </p>
    );
  }
  if (approvals.contacts.length === 0) {
    return (
      <p className="buero-muted">
        <Trans>
          Für diesen Kunden ist noch kein Ansprechpartner hinterlegt. Legen Sie einen auf der Seite{' '}
          <Link to={bueroPaths.customers(locale)}>Kunden</Link> an.
        </Trans>
      </p>
    );
  }

  const send = () => void onSubmit();
  const openedAt = open ? formatDateTime(open.created_at, locale) : '';
  const openContact = open?.contact.name ?? '';
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        // A new request withdraws the open one: ask first, after the fields are valid.
        if (open) {
          void form.trigger().then((valid) => valid && setConfirming(true));
        } else send();
      }}
    >
      <FailureAlert error={confirming ? null : failure} />
      <Controller
        control={control}
        name="days"
        render={({ field, fieldState }) => {
          const chosen = field.value;
          const error = fieldState.error
            ? fieldState.error.type === 'server'
              ? fieldState.error.message
              : t`Wählen Sie mindestens einen Tag.`
            : undefined;
          const toggle = (day: string, checked: boolean) =>
            field.onChange(
              checked
                ? approvals.unsigned_days.filter((d) => d === day || chosen.includes(d))
                : chosen.filter((d) => d !== day),
            );
          return (
            <fieldset
              className="buero-approval__days"
              aria-describedby={error ? `${id}-days-error` : undefined}
            >
              <legend className="field__label">
                <Trans>Tage ohne Unterschrift des Kunden</Trans>
              </legend>
              <div className="buero-approval__checks">
                {approvals.unsigned_days.map((day, index) => (
                  <label key={day} className="buero-approval__check">
                    <input
                      type="checkbox"
                      ref={index === 0 ? field.ref : undefined}
                      name={field.name}
                      value={day}
                      checked={chosen.includes(day)}
                      onChange={(event) => toggle(day, event.target.checked)}
                      onBlur={field.onBlur}
                      aria-invalid={error ? true : undefined}
                    />
                    {formatDateWithWeekday(day, locale)}
                  </label>
                ))}
              </div>
              {error ? (
                <span id={`${id}-days-error`} className="field__error">
                  {error}
                </span>
              ) : null}
            </fieldset>
          );
        }}
      />
      <Controller
        control={control}
        name="contact_id"
        render={({ field, fieldState }) => (
          <SelectInput
            label={t`Ansprechpartner, der freigibt`}
            placeholder={t`Bitte wählen`}
            name={field.name}
            value={typeof field.value === 'number' ? String(field.value) : ''}
            onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isRequired
            errorMessage={errorText(fieldState.error, locale)}
            options={approvals.contacts.map((contact) => ({
              value: String(contact.id),
              label: `${contact.name}${contact.role ? ` (${contact.role})` : ''} · ${contact.email}`,
            }))}
          />
        )}
      />
      <div className="buero-actions">
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          <Trans>Freigabe anfordern</Trans>
        </Button>
      </div>
      {confirming ? (
        <ModalDialog
          title={<Trans>Offene Anfrage zurückziehen?</Trans>}
          onClose={() => setConfirming(false)}
        >
          <p>
            <Trans>
              Die offene Anfrage vom {openedAt} an {openContact} wird zurückgezogen; ihr Link gilt
              dann nicht mehr. Der Ansprechpartner bekommt einen neuen Link.
            </Trans>
          </p>
          <FailureAlert error={failure} />
          <div className="buero-dialog__actions">
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button onPress={send} isDisabled={form.formState.isSubmitting}>
              <Trans>Zurückziehen und neu anfordern</Trans>
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </Form>
  );
}
