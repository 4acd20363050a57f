import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { REOPEN_REASON_MAX } from '@domain/abschluss/close-contract';
import { ApiError } from '@src/api/client';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { TextField } from '@src/ui/text-field';
import { ModalDialog } from './modal-dialog';

type CloseConfirmProps = {
  /** The period in words ('November 2026', 'IAA 2026'). */
  what: string;
  /** Open preflight findings: said once more before the office closes anyway. */
  findings: number;
  pending: boolean;
  failure: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** Closing says what it does first: nobody may change the period's times until it is reopened. */
export function CloseConfirmDialog(props: CloseConfirmProps) {
  const { what, findings, pending, failure, onConfirm, onClose } = props;
  return (
    <ModalDialog title={<Trans>{what} abschließen?</Trans>} onClose={onClose}>
      <p>
        <Trans>
          Danach sind alle Zeiten und Unterschriften dieses Zeitraums gesperrt: weder auf dem Tablet
          noch im Büro kann sie jemand ändern, bis der Abschluss mit Begründung wieder geöffnet
          wird. Der Abschluss hält die Stunden je Person und Tag, die Lohndatei und die Rechnungen
          des Zeitraums fest.
        </Trans>
      </p>
      {findings > 0 ? (
        <p className="buero-close__warning">
          <Trans>Die Vorprüfung hat noch offene Punkte ({findings}). Trotzdem abschließen?</Trans>
        </p>
      ) : null}
      <FailureAlert error={failure} />
      <div className="buero-dialog__actions">
        <Button variant="secondary" onPress={onClose}>
          <Trans>Abbrechen</Trans>
        </Button>
        <Button isDisabled={pending} isPending={pending} onPress={onConfirm}>
          <Trans>Abschließen</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}

type ReopenProps = {
  what: string;
  pending: boolean;
  failure: unknown;
  onReopen: (reason: string) => void;
  onClose: () => void;
};

/** Reopening takes a reason (kept with the close and in the audit log). */
export function ReopenDialog({ what, pending, failure, onReopen, onClose }: ReopenProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const fieldError = failure instanceof ApiError ? failure.body.errors.reason?.[0] : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() !== '') onReopen(reason.trim());
  }

  return (
    <ModalDialog title={<Trans>{what} wieder öffnen?</Trans>} onClose={onClose}>
      <form onSubmit={submit}>
        <p>
          <Trans>
            Die Zeiten dieses Zeitraums können dann wieder geändert werden. Was sich danach ändert,
            zeigt der Abschluss als Änderungen seit dem Abschluss.
          </Trans>
        </p>
        <FailureAlert error={fieldError ? null : failure} />
        <TextField
          label={t`Grund`}
          value={reason}
          onChange={setReason}
          errorMessage={fieldError}
          maxLength={REOPEN_REASON_MAX}
          autoComplete="off"
          isRequired
        />
        <div className="buero-dialog__actions">
          <Button variant="secondary" onPress={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button type="submit" isDisabled={pending || reason.trim() === ''} isPending={pending}>
            <Trans>Wieder öffnen</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
