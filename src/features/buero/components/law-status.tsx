import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from '@domain/shared/employment-law/statuses';
import { ApiError } from '@src/api/client';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLawWrite } from '../api/employment-law';
import { EMPLOYMENT_STATUS_LABELS, NO_STATUS_LABEL } from '../lib/employment-law-forms';

function isStatus(value: string): value is EmploymentStatus {
  return (EMPLOYMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The employment status (issue 27): it decides which limit the counters
 * check. Saved with its button, so moving through the choices with the
 * keyboard does not save each one.
 */
export function LawStatus({
  staffId,
  month,
  status,
}: {
  staffId: number;
  month: string | undefined;
  status: EmploymentStatus | null;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [value, setValue] = useState<string>(status ?? '');
  // A new status from the server (a save, another tab's change seen on refetch) replaces the choice.
  const [shown, setShown] = useState(status);
  if (shown !== status) {
    setShown(status);
    setValue(status ?? '');
  }
  const [saved, setSaved] = useState(false);
  const save = useLawWrite(staffId, month);
  const fieldError =
    save.error instanceof ApiError ? save.error.body.errors.employment_status?.[0] : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      { kind: 'status', body: { employment_status: isStatus(value) ? value : null } },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <form className="law-form" onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          <Trans>Beschäftigungsstatus</Trans>
        </label>
        <select
          id={id}
          className="field__input"
          value={value}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(event) => {
            setSaved(false);
            setValue(event.target.value);
          }}
        >
          <option value="">{i18n._(NO_STATUS_LABEL)}</option>
          {EMPLOYMENT_STATUSES.map((option) => (
            <option key={option} value={option}>
              {i18n._(EMPLOYMENT_STATUS_LABELS[option])}
            </option>
          ))}
        </select>
        {fieldError ? (
          <span id={`${id}-error`} className="field__error">
            {fieldError}
          </span>
        ) : null}
      </div>
      <div className="law-form__submit buero-actions">
        <Button type="submit" variant="secondary" isPending={save.isPending}>
          <Trans>Status speichern</Trans>
        </Button>
        <span aria-live="polite">{saved ? t`Gespeichert.` : ''}</span>
      </div>
      {save.error && !fieldError ? <FailureAlert error={save.error} /> : null}
    </form>
  );
}
