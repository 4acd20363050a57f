import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import {
  INVITATION_VALID_DAYS,
  REJECT_REASON_MAX,
  rejectApplicationSchema,
} from '@domain/buero/decision-contract';
import { fieldErrors } from '@domain/shared/validation';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { failureFieldErrors } from '@src/ui/server-errors';
import { useLocale } from '@src/ui/use-locale';
import { useAcceptApplication, useRejectApplication } from '../api/decisions';
import { ModalDialog } from './modal-dialog';

type DialogProps = {
  id: number;
  name: string;
  onClose: () => void;
  /** The decision went through; the text says what happened. */
  onDone: (notice: string) => void;
};

/** 'Annehmen': says what will happen (account, mail, 7 days) before it does. */
export function AcceptDialog({ id, name, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const accept = useAcceptApplication(id);
  const days = INVITATION_VALID_DAYS;
  return (
    <ModalDialog title={<Trans>Bewerbung annehmen</Trans>} onClose={onClose}>
      <p>
        <Trans>
          {name} erhält ein Konto als Personal und eine E-Mail mit einem Link, um das Passwort
          festzulegen. Der Link ist {days} Tage gültig.
        </Trans>
      </p>
      <FailureAlert error={accept.error} />
      <div className="buero-dialog__actions">
        <Button
          isPending={accept.isPending}
          onPress={() =>
            accept.mutate(undefined, {
              onSuccess: () => onDone(t`Angenommen. Die Einladung an ${name} ist unterwegs.`),
            })
          }
        >
          <Trans>Annehmen und einladen</Trans>
        </Button>
        <Button variant="secondary" onPress={onClose}>
          <Trans>Abbrechen</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}

/** 'Ablehnen': an optional reason for the office and an optional neutral mail. */
export function RejectDialog({ id, name, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const reject = useRejectApplication(id);
  const [reason, setReason] = useState('');
  const [sendMail, setSendMail] = useState(false);
  const [localError, setLocalError] = useState<string | undefined>();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const serverError = failureFieldErrors(reject.error, ['reason'] as const)[0]?.[1];
  const reasonError = localError ?? serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { reason, send_mail: sendMail };
    const checked = v.safeParse(rejectApplicationSchema, input);
    if (!checked.success) {
      setLocalError(fieldErrors(checked.issues, locale).reason?.[0]);
      return;
    }
    setLocalError(undefined);
    reject.mutate(input, {
      onSuccess: (result) =>
        onDone(
          result.mail_queued
            ? t`Abgelehnt. Die Absage an ${name} ist unterwegs.`
            : t`Abgelehnt. Es wurde keine E-Mail gesendet.`,
        ),
    });
  }

  return (
    <ModalDialog title={<Trans>Bewerbung ablehnen</Trans>} onClose={onClose}>
      <form className="buero-dialog__form" onSubmit={submit} noValidate>
        <div className="buero-dialog__field">
          <label htmlFor={reasonId}>
            <Trans>Grund (optional)</Trans>
          </label>
          <textarea
            id={reasonId}
            rows={4}
            value={reason}
            maxLength={REJECT_REASON_MAX}
            aria-describedby={reasonError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={reasonError ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <span id={hintId} className="buero-muted">
            <Trans>Nur für das Büro sichtbar; er steht nicht in der E-Mail.</Trans>
          </span>
          {reasonError ? (
            <span id={errorId} className="field__error">
              {reasonError}
            </span>
          ) : null}
        </div>
        <label className="buero-dialog__check">
          <input
            type="checkbox"
            checked={sendMail}
            onChange={(event) => setSendMail(event.target.checked)}
          />
          <Trans>Absage per E-Mail senden (neutraler Text in der Sprache der Bewerbung)</Trans>
        </label>
        {serverError ? null : <FailureAlert error={reject.error} />}
        <div className="buero-dialog__actions">
          <Button type="submit" isPending={reject.isPending}>
            <Trans>Ablehnen</Trans>
          </Button>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
