import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '@src/api/client';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { TextField } from '@src/ui/text-field';
import { supersedeSignature } from '../api/timesheets';
import { ModalDialog } from './modal-dialog';

type SupersedeDialogProps = {
  signatureId: number;
  /** What the signature covers, in words ('Anna Albers, 20.11.–21.11.2026'). */
  what: string;
  onClose: () => void;
  onDone: () => void;
};

/**
 * Reopening signed days (ADR 0027): the office must say why. The signature is
 * kept as superseded; its days take times again and need a new signature.
 */
export function SupersedeDialog({ signatureId, what, onClose, onDone }: SupersedeDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const fieldError = failure instanceof ApiError ? failure.body.errors.reason?.[0] : undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await supersedeSignature(signatureId, reason);
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog title={<Trans>Unterschrift aufheben?</Trans>} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>{what}</p>
        <p>
          <Trans>
            Die Tage dieser Unterschrift werden wieder zur Bearbeitung geöffnet und brauchen eine
            neue Unterschrift. Die Unterschrift bleibt als aufgehoben im Verlauf; die Aufsicht sieht
            auf dem Tablet, wer sie aufgehoben hat und warum.
          </Trans>
        </p>
        <FailureAlert error={fieldError ? null : failure} />
        <TextField
          label={t`Grund`}
          value={reason}
          onChange={setReason}
          errorMessage={fieldError}
          maxLength={1000}
          autoComplete="off"
          isRequired
        />
        <div className="buero-dialog__actions">
          <Button variant="secondary" onPress={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button type="submit" isDisabled={pending || reason.trim() === ''}>
            <Trans>Aufheben</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
