import { Trans } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { formatDayList } from '@domain/shared/times/day-list-format';
import { NOTHING_TO_SIGN_MESSAGE } from '@domain/stundenerfassung/stundenerfassung';
import { timeTrackingMessage } from '@domain/stundenerfassung/messages';
import { InvalidWriteError, SheetSignedError } from '../data/writes';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { Form } from '@src/ui/form';
import { useLocale } from '@src/ui/use-locale';
import { SignatureField, type SignaturePadHandle } from './signature-pad';

type SignFormProps = {
  /** Names the form and the pad, e.g. "Unterschrift von Anna Albers". */
  label: string;
  /** The days the signature will cover (ADR 0017); none: nothing to sign, no pad. */
  days: readonly string[];
  /** Fields above the pad (the customer's name). */
  children?: ReactNode;
  /** Checks those fields and shows their errors; false stops the save. */
  validate?: () => boolean;
  /** Stores the drawn SVG for the named days on this device (resolves once the outbox holds it). */
  save: (svg: string, days: readonly string[]) => Promise<void>;
  onSaved: () => void;
};

/**
 * The signing of a timesheet: the days it will cover, the pad, the refusal of
 * an empty pad, the save and its failures. Every field is checked on submit,
 * so the user sees all that is missing at once.
 */
export function SignForm(props: SignFormProps) {
  if (props.days.length === 0) {
    return (
      <p className="tt-sign-days" data-testid="sign-days">
        <Trans>Keine neuen Tage zum Unterschreiben</Trans>
      </p>
    );
  }
  return <SignDaysForm {...props} />;
}

function SignDaysForm({ label, days, children, validate, save, onSaved }: SignFormProps) {
  const locale = useLocale();
  const covered = formatDayList(days, locale);
  const pad = useRef<SignaturePadHandle>(null);
  const [padError, setPadError] = useState<string>();
  const [failure, setFailure] = useState<'signed' | 'nothing' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const fieldsValid = validate?.() ?? true;
    const empty = pad.current?.isEmpty() ?? true;
    setPadError(empty ? timeTrackingMessage('signature_empty', locale) : undefined);
    if (!fieldsValid || empty || !pad.current) return;
    setSaving(true);
    setFailure(null);
    try {
      await save(pad.current.toSVG(), days);
      onSaved();
    } catch (error) {
      setSaving(false);
      if (error instanceof SheetSignedError) setFailure('signed');
      else if (error instanceof InvalidWriteError && error.reason === 'nothing-to-sign') {
        setFailure('nothing');
      } else setFailure('failed');
    }
  };

  return (
    <Form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="tt-sign-days" data-testid="sign-days">
        <Trans>gilt für {covered}</Trans>
      </p>
      {children}
      <SignatureField
        label={label}
        errorMessage={padError}
        onChange={(isEmpty) => {
          if (!isEmpty) setPadError(undefined);
        }}
        ref={pad}
      />
      {failure === 'signed' ? (
        <Alert tone="error">
          <Trans>Bereits unterschrieben</Trans>
        </Alert>
      ) : null}
      {failure === 'nothing' ? <Alert tone="error">{NOTHING_TO_SIGN_MESSAGE[locale]}</Alert> : null}
      {failure === 'failed' ? (
        <Alert tone="error">
          <Trans>
            Die Unterschrift konnte auf diesem Gerät nicht gespeichert werden. Bitte versuchen Sie
            es erneut.
          </Trans>
        </Alert>
      ) : null}
      <div className="tt-actions">
        <Button type="submit" isDisabled={saving}>
          <Trans>Unterschrift speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}
