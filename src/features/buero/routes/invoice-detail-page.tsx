import '../buero.css';
import '../components/invoices.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { InvoiceDetail, InvoiceFileFormat } from '@domain/rechnungen/invoices-contract';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { formatDate, formatDateRange, formatDateTime } from '@domain/shared/date-format';
import { parseSerialId } from '@domain/shared/ids';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useInvoice } from '../api/invoices';
import { DetailRow } from '../components/detail-row';
import { FileDownload } from '../components/file-download';
import { CancelInvoiceDialog, SendInvoiceDialog } from '../components/invoice-dialogs';
import { InvoiceLines } from '../components/invoice-lines';
import { InvoiceStateBadge, invoiceSubject } from '../components/invoice-state';
import { targetOf, targetSearch } from '../lib/invoice-target';
import { bueroPaths } from '../paths';

/** The server names the files (Rechnung-2026-00042-zugferd.pdf); these names only stand in. */
const FILES: { format: InvoiceFileFormat; label: MessageDescriptor; suffix: string }[] = [
  { format: 'pdf', label: msg`PDF herunterladen`, suffix: '.pdf' },
  { format: 'xrechnung', label: msg`XRechnung (XML) herunterladen`, suffix: '-xrechnung.xml' },
  { format: 'zugferd', label: msg`ZUGFeRD-PDF herunterladen`, suffix: '-zugferd.pdf' },
];

function Downloads({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useLingui();
  const number = invoice.number;
  return (
    <ul className="invoice-downloads" aria-label={t`Dateien der Rechnung ${number}`}>
      {FILES.map((file) => {
        return (
          <li key={file.format}>
            <FileDownload
              operation={invoiceOperations.file}
              input={{ params: { id: invoice.id, format: file.format } }}
              fileName={`${number}${file.suffix}`}
            >
              {t(file.label)}
            </FileDownload>
          </li>
        );
      })}
    </ul>
  );
}

/** The header data: whom, what, when, and how it relates to other invoices. */
function InvoiceHead({ invoice }: { invoice: InvoiceDetail }) {
  const locale = useLocale();
  const sentAt = invoice.sent_at ? formatDateTime(invoice.sent_at, locale) : '';
  const sentTo = invoice.sent_to ?? '';
  return (
    <dl className="buero-dl invoice-head">
      <DetailRow label={<Trans>Status</Trans>}>
        <InvoiceStateBadge state={invoice.state} />
      </DetailRow>
      <DetailRow label={<Trans>Kunde</Trans>}>{invoice.customer.name}</DetailRow>
      <DetailRow label={invoice.messe ? <Trans>Messe</Trans> : <Trans>Monat</Trans>}>
        {invoiceSubject(invoice, locale)}
      </DetailRow>
      <DetailRow label={<Trans>Rechnungsdatum</Trans>}>
        {formatDate(invoice.issue_date, locale)}
      </DetailRow>
      <DetailRow label={<Trans>Fällig am</Trans>}>{formatDate(invoice.due_date, locale)}</DetailRow>
      <DetailRow label={<Trans>Leistungszeitraum</Trans>}>
        {formatDateRange(invoice.service_from, invoice.service_to, locale)}
      </DetailRow>
      <DetailRow label={<Trans>Rechnungs-E-Mail</Trans>}>
        <span className="buero-email">{invoice.invoice_email}</span>
      </DetailRow>
      <DetailRow label={<Trans>Versendet</Trans>}>
        {invoice.sent_at ? (
          <Trans>
            am {sentAt} an <span className="buero-email">{sentTo}</span>
          </Trans>
        ) : (
          <Trans>noch nicht</Trans>
        )}
      </DetailRow>
      {invoice.cancels ? (
        <DetailRow label={<Trans>Storniert</Trans>}>
          <Link to={bueroPaths.invoice(locale, invoice.cancels.id)}>{invoice.cancels.number}</Link>
        </DetailRow>
      ) : null}
      {invoice.cancelled_by ? (
        <DetailRow label={<Trans>Stornorechnung</Trans>}>
          <Link to={bueroPaths.invoice(locale, invoice.cancelled_by.id)}>
            {invoice.cancelled_by.number}
          </Link>
        </DetailRow>
      ) : null}
    </dl>
  );
}

/**
 * /:locale/buero/rechnungen/:id: one invoice (or cancellation) with its
 * lines; its files; sending it to the customer; cancelling it, and after a
 * cancellation, issuing the same target anew.
 */
export function InvoiceDetailPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const id = parseSerialId(useParams().id) ?? 0;
  const query = useInvoice(id);
  const [dialog, setDialog] = useState<'send' | 'cancel' | null>(null);
  const [sentNow, setSentNow] = useState(false);
  const back = (
    <p>
      <Link to={bueroPaths.invoices(locale)}>
        <Trans>← Zu den Rechnungen</Trans>
      </Link>
    </p>
  );
  if (query.isPending || query.isError) {
    return (
      <section className="buero-page">
        {back}
        {query.isPending ? (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        ) : (
          <FailureAlert error={query.error} />
        )}
      </section>
    );
  }
  const invoice = query.data;
  const number = invoice.number;
  const sentTo = invoice.sent_to ?? '';
  const target = invoice.state === 'cancelled' ? targetOf(invoice) : null;
  const title =
    invoice.state === 'cancellation' ? (
      <Trans>Stornorechnung {number}</Trans>
    ) : (
      <Trans>Rechnung {number}</Trans>
    );
  return (
    <section className="buero-page" aria-labelledby="invoice-title">
      {back}
      <h1 id="invoice-title" tabIndex={-1}>
        {title}
      </h1>
      <div className="buero-card">
        <InvoiceHead invoice={invoice} />
      </div>
      <div className="invoice-actions">
        {/* A cancelled invoice is not mailed again: its cancellation is what the customer needs. */}
        {invoice.state !== 'cancelled' ? (
          <Button onPress={() => setDialog('send')}>
            {invoice.sent_at ? <Trans>Erneut senden</Trans> : <Trans>Senden</Trans>}
          </Button>
        ) : null}
        {invoice.state === 'issued' ? (
          <Button variant="secondary" onPress={() => setDialog('cancel')}>
            <Trans>Stornieren</Trans>
          </Button>
        ) : null}
        {target ? (
          <Link
            className="button button--secondary"
            to={bueroPaths.newInvoice(locale, targetSearch(target))}
          >
            <Trans>Neu ausstellen</Trans>
          </Link>
        ) : null}
      </div>
      <div aria-live="polite">
        {sentNow && sentTo ? (
          <p role="status">
            <Trans>Die Rechnung wird an {sentTo} gesendet.</Trans>
          </p>
        ) : null}
      </div>
      <section aria-labelledby="invoice-files-title">
        <h2 id="invoice-files-title">
          <Trans>Dateien</Trans>
        </h2>
        <Downloads invoice={invoice} />
      </section>
      <section className="invoice-section" aria-labelledby="invoice-lines-title">
        <h2 id="invoice-lines-title">
          <Trans>Positionen</Trans>
        </h2>
        <InvoiceLines lines={invoice.lines} totals={invoice} />
      </section>
      {dialog === 'send' ? (
        <SendInvoiceDialog
          invoice={invoice}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSentNow(true);
          }}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelInvoiceDialog
          invoice={invoice}
          onClose={() => setDialog(null)}
          onDone={(cancellation) => {
            setDialog(null);
            void navigate(bueroPaths.invoice(locale, cancellation.id));
          }}
        />
      ) : null}
    </section>
  );
}
