import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { CANCEL_REASON_MAX, type InvoiceDetail } from '@domain/rechnungen/invoices-contract';
import { ApiError } from '@src/api/client';
import { newId } from '@src/offline/new-id';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { TextField } from '@src/ui/text-field';
import { useInvoiceWrites } from '../api/invoices';
import { ModalDialog } from './modal-dialog';

type DialogProps = {
  invoice: InvoiceDetail;
  onClose: () => void;
  onDone: (result: InvoiceDetail) => void;
};

/** Mailing the invoice: the dialog names the address it goes to and what goes with it. */
export function SendInvoiceDialog({ invoice, onClose, onDone }: DialogProps) {
  const writes = useInvoiceWrites();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const number = invoice.number;
  const address = invoice.invoice_email;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      onDone(await writes.send(invoice.id));
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog title={<Trans>Rechnung {number} senden?</Trans>} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>
          <Trans>
            Die Rechnung geht per E-Mail an <strong className="buero-email">{address}</strong>.
          </Trans>
        </p>
        <p className="buero-muted">
          {invoice.send_xrechnung ? (
            <Trans>Anhänge: ZUGFeRD-PDF und XRechnung (XML).</Trans>
          ) : (
            <Trans>Anhang: ZUGFeRD-PDF.</Trans>
          )}
          {invoice.sent_at ? (
            <>
              {' '}
              <Trans>Sie wurde schon einmal gesendet; sie geht dann noch einmal hinaus.</Trans>
            </>
          ) : null}
        </p>
        <FailureAlert error={failure} />
        <div className="buero-dialog__actions">
          <Button variant="secondary" onPress={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button type="submit" isPending={pending}>
            <Trans>Senden</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * Cancelling: a cancellation invoice (its own number, negative amounts)
 * refers to this one; the reason is audited. Its days can be billed again.
 */
export function CancelInvoiceDialog({ invoice, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const writes = useInvoiceWrites();
  const [reason, setReason] = useState('');
  const [key] = useState(newId);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const fieldError = failure instanceof ApiError ? failure.body.errors.reason?.[0] : undefined;
  const number = invoice.number;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      onDone(await writes.cancel(invoice.id, reason.trim(), key));
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog title={<Trans>Rechnung {number} stornieren?</Trans>} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>
          <Trans>
            Es entsteht eine Stornorechnung mit eigener Nummer, die auf diese Rechnung verweist. Die
            Tage dieser Rechnung können danach neu abgerechnet werden.
          </Trans>
        </p>
        <FailureAlert error={fieldError ? null : failure} />
        <TextField
          label={t`Grund der Stornierung`}
          value={reason}
          onChange={setReason}
          errorMessage={fieldError}
          maxLength={CANCEL_REASON_MAX}
          autoComplete="off"
          isRequired
        />
        <div className="buero-dialog__actions">
          <Button variant="secondary" onPress={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button type="submit" isPending={pending} isDisabled={reason.trim() === ''}>
            <Trans>Stornieren</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
