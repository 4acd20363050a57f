import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { SIGNER_NAME_MAX } from '../../../../domain/stundenerfassung';
import { validationMessage } from '../../../../domain/validation-messages';
import { saveCustomerSignature, SheetSignedError } from '../../../offline/time-tracking-writes';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form';
import { TextField } from '../../../ui/text-field';
import { useLocale } from '../../../ui/use-locale';
import { SignatureField, type SignaturePadHandle } from './signature-pad';

type CustomerSignFormProps = { messeId: number; customerId: number; onSaved: () => void };

/** The customer's name and signature; nothing is stored while either is missing. */
export function CustomerSignForm({ messeId, customerId, onSaved }: CustomerSignFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [padError, setPadError] = useState<string>();
  const [failure, setFailure] = useState<'signed' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const trimmed = name.trim();
    const empty = pad.current?.isEmpty() ?? true;
    setNameError(trimmed === '' ? validationMessage('required', locale) : undefined);
    setPadError(empty ? validationMessage('signature_empty', locale) : undefined);
    if (trimmed === '' || empty || !pad.current) return;
    setSaving(true);
    setFailure(null);
    try {
      await saveCustomerSignature({
        messeId,
        customerId,
        svg: pad.current.toSVG(),
        signerName: trimmed,
      });
      onSaved();
    } catch (error) {
      setSaving(false);
      setFailure(error instanceof SheetSignedError ? 'signed' : 'failed');
    }
  };

  return (
    <Form
      aria-label={t`Unterschrift des Kunden`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t`Name des Unterzeichners`}
        name="signatureName"
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(undefined);
        }}
        maxLength={SIGNER_NAME_MAX}
        autoComplete="name"
        isRequired
        errorMessage={nameError}
      />
      <SignatureField
        label={t`Unterschrift des Kunden`}
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
