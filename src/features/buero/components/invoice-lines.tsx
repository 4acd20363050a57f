import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceLineView } from '@domain/rechnungen/invoices-contract';
import { formatEuros } from '@domain/rechnungen/money-text';
import { formatDate, formatDateRange } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { formatUnitPrice, LINE_KIND_LABELS } from '../lib/invoice-format';
import { formatHours } from './payroll-preview';
import { ScrollTable } from './scroll-table';

type Amounts = { net_cents: number; vat_cents: number; gross_cents: number };

/** An invoice's lines as the customer gets them (per person or per day), then its totals. */
export function InvoiceLines({ lines, totals }: { lines: InvoiceLineView[]; totals: Amounts }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const vatRates = [...new Set(lines.map((line) => line.vat_rate_percent))];
  const vatRate = vatRates.length === 1 ? String(vatRates[0]) : '';
  return (
    <div className="invoice-lines">
      <ScrollTable label={t`Rechnungspositionen`}>
        <table className="buero-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Leistung</Trans>
              </th>
              <th scope="col" className="buero-num">
                <Trans>Stunden</Trans>
              </th>
              <th scope="col" className="buero-num">
                <Trans>Preis je Stunde</Trans>
              </th>
              <th scope="col" className="buero-num">
                <Trans>Netto</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const people = line.people ?? 0;
              const percent = line.surcharge_percent;
              return (
                <tr key={index}>
                  <th scope="row">
                    {i18n._(LINE_KIND_LABELS[line.kind])}
                    {percent !== null ? ` (${String(percent)} %)` : ''}
                    <br />
                    <span className="invoice-line__about">
                      {line.messe_name}
                      {line.person_name ? `, ${line.person_name}` : ''}
                      {line.people !== null ? (
                        <>
                          {', '}
                          <Plural value={people} one="# Person" other="# Personen" />
                        </>
                      ) : null}
                      <br />
                      {/* The days in the row itself: five columns do not fit a phone. */}
                      {line.day
                        ? formatDate(line.day, locale)
                        : line.from === line.to
                          ? formatDate(line.from, locale)
                          : formatDateRange(line.from, line.to, locale)}
                    </span>
                  </th>
                  <td className="buero-num">{formatHours(line.minutes, locale)}</td>
                  <td className="buero-num">{formatUnitPrice(line.unit_price, locale)}</td>
                  <td className="buero-num">{formatEuros(line.net_cents, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
      <dl className="buero-dl invoice-totals">
        <div className="buero-dl__row">
          <dt>
            <Trans>Netto</Trans>
          </dt>
          <dd>{formatEuros(totals.net_cents, locale)}</dd>
        </div>
        <div className="buero-dl__row">
          <dt>{vatRate ? <Trans>USt. {vatRate} %</Trans> : <Trans>USt.</Trans>}</dt>
          <dd>{formatEuros(totals.vat_cents, locale)}</dd>
        </div>
        <div className="buero-dl__row invoice-totals__gross">
          <dt>
            <Trans>Brutto</Trans>
          </dt>
          <dd>{formatEuros(totals.gross_cents, locale)}</dd>
        </div>
      </dl>
    </div>
  );
}
