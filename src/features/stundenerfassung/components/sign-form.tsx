import { Trans } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { validationMessage } from '../../../../domain/validation-messages';
import { SheetSignedError } from '../data/writes';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form';
import { useLocale } from '../../../ui/use-locale';
import { SignatureField, type SignaturePadHandle } from './signature-pad';

type SignFormProps = {
  /** Names the form and the pad, e.g. "Unterschrift von Anna Albers". */
  label: string;
  /** Fields above the pad (the customer's name). */
  children?: ReactNode;
  /** Checks those fields and shows their errors; false stops the save. */
  validate?: () => boolean;
  /** Stores the drawn SVG on this device (resolves once the outbox holds it). */
  save: (svg: string) => Promise<void>;
  onSaved: () => void;
};

/**
 * The signing of a timesheet: the pad, the refusal of an empty pad, the save
 * and its two failures. Every field is checked on submit, so the user sees
 * all that is missing at once.
 */
export function SignForm({ label, children, validate, save, onSaved }: SignFormProps) {
  const locale = useLocale();
  const pad = useRef<SignaturePadHandle>(null);
  const [padError, setPadError] = useState<string>();
  const [failure, setFailure] = useState<'signed' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const fieldsValid = validate?.() ?? true;
    const empty = pad.current?.isEmpty() ?? true;
    setPadError(empty ? validationMessage('signature_empty', locale) : undefined);
    if (!fieldsValid || empty || !pad.current) return;
    setSaving(true);
    setFailure(null);
    try {
      await save(pad.current.toSVG());
      onSaved();
    } catch (error) {
      setSaving(false);
      setFailure(error instanceof SheetSignedError ? 'signed' : 'failed');
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
