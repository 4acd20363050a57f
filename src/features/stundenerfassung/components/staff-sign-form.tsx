import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { validationMessage } from '../../../../domain/validation-messages';
import { saveStaffSignature, SheetSignedError } from '../../../offline/time-tracking-writes';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form';
import { useLocale } from '../../../ui/use-locale';
import { SignatureField, type SignaturePadHandle } from './signature-pad';

type StaffSignFormProps = {
  ids: { messeId: number; customerId: number; staffId: number };
  name: string;
  onSaved: () => void;
};

/** A staff member signs their own timesheet; an empty pad is refused. */
export function StaffSignForm({ ids, name, onSaved }: StaffSignFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const pad = useRef<SignaturePadHandle>(null);
  const [padError, setPadError] = useState<string>();
  const [failure, setFailure] = useState<'signed' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!pad.current || pad.current.isEmpty()) {
      setPadError(validationMessage('signature_empty', locale));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await saveStaffSignature({ ...ids, svg: pad.current.toSVG() });
      onSaved();
    } catch (error) {
      setSaving(false);
      setFailure(error instanceof SheetSignedError ? 'signed' : 'failed');
    }
  };

  return (
    <Form
      aria-label={t`Unterschrift von ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SignatureField
        label={t`Unterschrift von ${name}`}
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
