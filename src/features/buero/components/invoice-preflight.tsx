import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { InvoicePreflight as Preflight } from '@domain/rechnungen/invoices-contract';
import { formatDate, formatDateRange } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { NOT_BILLED_LABELS, PROBLEM_LABELS } from '../lib/invoice-format';
import { bueroPaths } from '../paths';
import { InvoiceLines } from './invoice-lines';

/** Each problem in words, with a link to where it is fixed. */
export function InvoiceProblems({ preflight }: { preflight: Preflight }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const customerName = preflight.customer.name;
  if (preflight.problems.length === 0) return null;
  return (
    <div className="invoice-problems" id="invoice-problems">
      <h3>
        <Trans>Vor dem Ausstellen zu klären</Trans>
      </h3>
      <ul>
        {preflight.problems.map((problem) => (
          <li key={problem}>
            {i18n._(PROBLEM_LABELS[problem])}{' '}
            {problem === 'billing_data_missing' ? (
              <Link to={bueroPaths.customers(locale)}>
                <Trans>Rechnungsdaten von {customerName} in der Kundenliste eintragen</Trans>
              </Link>
            ) : null}
            {problem === 'rate_missing' ? (
              <ul>
                {preflight.pairs_without_rate.map((pair) => {
                  const fairName = pair.messe_name;
                  return (
                    <li key={pair.messe_id}>
                      <Link to={bueroPaths.pair(locale, pair.messe_id, preflight.customer.id)}>
                        <Trans>Stundensatz für {fairName} eintragen</Trans>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The days with work time the invoice leaves off: who, which days, why. */
function NotBilled({ preflight }: { preflight: Preflight }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (preflight.not_billed.length === 0) return null;
  return (
    <div className="invoice-not-billed">
      <h3>
        <Trans>Nicht auf dieser Rechnung</Trans> ({preflight.not_billed.length})
      </h3>
      <ul>
        {preflight.not_billed.map((entry) => {
          const number = entry.invoice_number ?? '';
          const days = entry.days.map((day) => formatDate(day, locale)).join(', ');
          return (
            <li key={`${String(entry.staff_id)}-${String(entry.messe_id)}-${entry.reason}`}>
              <strong>{entry.name}</strong> ({entry.messe_name}): {days}
              {' – '}
              {entry.reason === 'billed' && number ? (
                <Trans>schon abgerechnet mit Rechnung {number}</Trans>
              ) : (
                i18n._(NOT_BILLED_LABELS[entry.reason])
              )}
              {entry.reason !== 'billed' ? (
                <>
                  {' '}
                  <Link to={bueroPaths.pairTimes(locale, entry.messe_id, preflight.customer.id)}>
                    <Trans>Zeiten prüfen</Trans>
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What the invoice would bill now: problems, lines, totals, service period, what it leaves off. */
export function InvoicePreflightView({ preflight }: { preflight: Preflight }) {
  const locale = useLocale();
  const period = preflight.service_period;
  const range = period ? formatDateRange(period.from, period.to, locale) : '';
  return (
    <>
      <InvoiceProblems preflight={preflight} />
      {period ? (
        <p>
          <Trans>Leistungszeitraum: {range}</Trans>
        </p>
      ) : null}
      {preflight.lines.length > 0 ? (
        <InvoiceLines lines={preflight.lines} totals={preflight.totals} />
      ) : null}
      <NotBilled preflight={preflight} />
    </>
  );
}
