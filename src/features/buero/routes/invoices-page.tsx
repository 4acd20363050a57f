import '../buero.css';
import '../components/invoices.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { formatEuros } from '@domain/rechnungen/money-text';
import { formatDate, formatInstantDate } from '@domain/shared/date-format';
import { parseSerialId } from '@domain/shared/ids';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useInvoiceList } from '../api/invoices';
import { useCustomerPages } from '../api/messen';
import { FileDownload } from '../components/file-download';
import { InvoiceStateBadge, invoiceSubject } from '../components/invoice-state';
import { bueroPaths } from '../paths';

/** Years offered: numbering starts again each year; the first invoices are from 2026. */
const FIRST_YEAR = 2026;

/**
 * /:locale/buero/rechnungen: the invoices and cancellations of a year, newest
 * first, for one customer or all; the year's CSV for the accountant.
 */
export function InvoicesPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const year = Number(search.get('jahr')) || thisYear;
  const customerId = parseSerialId(search.get('kunde'));
  const list = useInvoiceList(year, customerId);
  const customers = useCustomerPages(false, '');
  const customerList = customers.data?.pages.flatMap((page) => page.items) ?? [];
  const years = Array.from(
    { length: Math.max(thisYear, year) - Math.min(FIRST_YEAR, year) + 1 },
    (_, index) => Math.max(thisYear, year) - index,
  );

  function choose(name: 'jahr' | 'kunde', value: string) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  }

  const invoices = list.data?.invoices ?? [];
  const query = {
    year: String(year),
    customer_id: customerId === undefined ? undefined : String(customerId),
  };
  return (
    <section className="buero-page" aria-labelledby="invoices-title">
      <div className="buero-detail-head invoice-list-head">
        <h1 id="invoices-title" tabIndex={-1}>
          <Trans>Rechnungen</Trans>
        </h1>
        <Link className="button button--primary" to={bueroPaths.newInvoice(locale)}>
          <Trans>Neue Rechnung</Trans>
        </Link>
      </div>
      <form
        className="buero-filters invoice-target__fields"
        aria-label={t`Rechnungen filtern`}
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          <span>{t`Jahr`}</span>
          <select
            className="field__input"
            value={String(year)}
            onChange={(event) => choose('jahr', event.target.value)}
          >
            {years.map((option) => (
              <option key={option} value={String(option)}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t`Kunde`}</span>
          <select
            className="field__input"
            value={customerId === undefined ? '' : String(customerId)}
            onChange={(event) => choose('kunde', event.target.value)}
          >
            <option value="">{t`Alle Kunden`}</option>
            {customerList.map((customer) => (
              <option key={customer.id} value={String(customer.id)}>
                {customer.name}
              </option>
            ))}
          </select>
        </label>
        <p className="invoice-nowrap">
          <FileDownload
            operation={invoiceOperations.csv}
            input={{ query }}
            fileName={`rechnungen-${String(year)}.csv`}
          >
            <Trans>CSV für die Buchhaltung ({year})</Trans>
          </FileDownload>
        </p>
      </form>
      {list.isError ? (
        <FailureAlert error={list.error} />
      ) : list.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : invoices.length === 0 ? (
        <p className="buero-empty" role="status">
          <Trans>Keine Rechnungen in {year}.</Trans>
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table" aria-labelledby="invoices-title">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Nummer</Trans>
                </th>
                <th scope="col">
                  <Trans>Datum</Trans>
                </th>
                <th scope="col">
                  <Trans>Kunde</Trans>
                </th>
                <th scope="col">
                  <Trans>Messe / Monat</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Netto</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Brutto</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Versendet</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className="invoice-nowrap">
                    <Link to={bueroPaths.invoice(locale, invoice.id)}>{invoice.number}</Link>
                  </th>
                  <td className="invoice-nowrap">{formatDate(invoice.issue_date, locale)}</td>
                  <td>{invoice.customer.name}</td>
                  <td>{invoiceSubject(invoice, locale)}</td>
                  <td className="buero-num invoice-nowrap">
                    {formatEuros(invoice.net_cents, locale)}
                  </td>
                  <td className="buero-num invoice-nowrap">
                    {formatEuros(invoice.gross_cents, locale)}
                  </td>
                  <td>
                    <InvoiceStateBadge state={invoice.state} />
                  </td>
                  <td className="invoice-nowrap">
                    {invoice.sent_at ? formatInstantDate(invoice.sent_at, locale) : t`nein`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
