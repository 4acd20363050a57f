import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@src/api/client';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useSetPersonnelNumber } from '../api/payroll';

/**
 * The personnel number in payroll (DATEV LODAS): shown and edited on the staff
 * detail; empty clears it. The server checks range and uniqueness (409).
 */
export function PersonnelNumber({ staffId, value }: { staffId: number; value: number | null }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [saved, setSaved] = useState(false);
  const save = useSetPersonnelNumber(staffId);
  const valid = text === '' || /^[1-9]\d{0,4}$/.test(text.trim());
  const fieldError =
    save.error instanceof ApiError ? save.error.body.errors.personnel_number?.[0] : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaved(false);
    save.mutate(text.trim() === '' ? null : Number(text.trim()), {
      onSuccess: () => setSaved(true),
    });
  };

  return (
    <form className="buero-personnel-number" onSubmit={onSubmit}>
      <label htmlFor={id}>
        <Trans>Personalnummer (DATEV)</Trans>
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        value={text}
        aria-invalid={!valid || fieldError ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setSaved(false);
          setText(event.target.value);
        }}
      />
      <Button type="submit" variant="secondary" isDisabled={!valid} isPending={save.isPending}>
        <Trans>Speichern</Trans>
      </Button>
      <span id={`${id}-hint`} className="buero-muted">
        {!valid
          ? t`Eine Zahl von 1 bis 99999.`
          : (fieldError ?? t`1 bis 99999, je Person eindeutig; leer: keine.`)}
      </span>
      <span aria-live="polite" className="buero-personnel-number__saved">
        {saved ? t`Gespeichert.` : ''}
      </span>
      {save.error && !fieldError ? <FailureAlert error={save.error} /> : null}
    </form>
  );
}
