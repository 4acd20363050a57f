import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CloseSummary } from '@domain/abschluss/close-contract';
import { closeOperations } from '@domain/abschluss/operations';
import { formatDate, formatDateTime, formatMonth } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useCloseChanges, useReopenClose } from '../api/closes';
import { bueroPaths } from '../paths';
import { ReopenDialog } from './close-dialogs';
import { FileDownload } from './file-download';
import { formatHours } from './payroll-preview';

/** The period of a close in words: the month by name, or the fair's name. */
export function closePeriodLabel(
  close: Pick<CloseSummary, 'period' | 'messe_name'>,
  locale: Locale,
) {
  return close.period.kind === 'month'
    ? formatMonth(close.period.month, locale)
    : (close.messe_name ?? `#${String(close.period.messe_id)}`);
}

function Hours({ minutes }: { minutes: number | null }) {
  const locale = useLocale();
  return minutes === null ? <Trans>keine Zeit</Trans> : <>{formatHours(minutes, locale)}</>;
}

/** What changed since a reopened close: hours per person and day, then and now. */
function CloseChanges({ id }: { id: number }) {
  const locale = useLocale();
  const changes = useCloseChanges(id, true);
  if (changes.isError) return <FailureAlert error={changes.error} />;
  if (!changes.data) {
    return (
      <p role="status">
        <Trans>Lädt …</Trans>
      </p>
    );
  }
  const rows = changes.data.changes;
  if (rows.length === 0) {
    return (
      <p className="buero-empty">
        <Trans>Seit dem Abschluss hat sich keine Stunde geändert.</Trans>
      </p>
    );
  }
  return (
    <div className="buero-table-wrap">
      <table className="buero-table">
        <caption className="buero-review-caption">
          <Trans>Änderungen seit dem Abschluss</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Person</Trans>
            </th>
            <th scope="col">
              <Trans>Messe – Kunde</Trans>
            </th>
            <th scope="col">
              <Trans>Tag</Trans>
            </th>
            <th scope="col" className="buero-num">
              <Trans>Stunden vorher</Trans>
            </th>
            <th scope="col" className="buero-num">
              <Trans>Stunden jetzt</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.staff_id}-${row.messe_id}-${row.customer_id}-${row.day}`}>
              <th scope="row">
                <Link to={bueroPaths.staffMember(locale, row.staff_id)}>{row.name}</Link>
              </th>
              <td>
                <Link to={bueroPaths.pairTimes(locale, row.messe_id, row.customer_id)}>
                  {row.messe_name} – {row.customer_name}
                </Link>
              </td>
              <td>{formatDate(row.day, locale)}</td>
              <td className="buero-num">
                <Hours minutes={row.before_minutes} />
              </td>
              <td className="buero-num">
                <Hours minutes={row.after_minutes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CloseItem({ close }: { close: CloseSummary }) {
  const { t } = useLingui();
  const locale = useLocale();
  const reopen = useReopenClose();
  const [reopening, setReopening] = useState(false);
  const [showChanges, setShowChanges] = useState(false);
  const what = closePeriodLabel(close, locale);
  const closedAt = formatDateTime(close.closed_at, locale);
  const closedBy = close.closed_by ?? '–';
  const reopened = close.reopened_at !== null;
  const reopenedAt = close.reopened_at ? formatDateTime(close.reopened_at, locale) : '';
  const reopenedBy = close.reopened_by ?? '–';
  const reason = close.reopen_reason ?? '';
  const titleId = `close-${String(close.id)}-title`;

  return (
    <li className="buero-card buero-close__item" aria-labelledby={titleId}>
      <div className="buero-close__head">
        <h3 id={titleId}>{what}</h3>
        <span className={`buero-close__state${reopened ? '' : ' buero-close__state--active'}`}>
          {reopened ? <Trans>wieder geöffnet</Trans> : <Trans>abgeschlossen</Trans>}
        </span>
      </div>
      <p>
        <Trans>
          Abgeschlossen am {closedAt} von {closedBy}.
        </Trans>
      </p>
      {reopened ? (
        <p>
          <Trans>
            Wieder geöffnet am {reopenedAt} von {reopenedBy}. Grund: {reason}
          </Trans>
        </p>
      ) : null}
      <p>
        <Trans>Rechnungen:</Trans>{' '}
        {close.invoices.length > 0 ? (
          close.invoices.map((invoice) => invoice.number).join(', ')
        ) : (
          <Trans>keine</Trans>
        )}
      </p>
      <div className="buero-filters__actions buero-payroll__actions">
        {close.payroll_sha256 ? (
          <FileDownload
            operation={closeOperations.payrollFile}
            input={{ params: { id: close.id } }}
            fileName={`lohn-${String(close.id)}.csv`}
            aria-label={t`Lohndatei (CSV) von ${what} herunterladen`}
          >
            <Trans>Lohndatei (CSV)</Trans>
          </FileDownload>
        ) : null}
        {reopened ? (
          <Button
            variant="secondary"
            aria-expanded={showChanges}
            onPress={() => setShowChanges((shown) => !shown)}
          >
            {showChanges ? (
              <Trans>Änderungen ausblenden</Trans>
            ) : (
              <Trans>Änderungen seit dem Abschluss</Trans>
            )}
          </Button>
        ) : (
          <Button variant="secondary" onPress={() => setReopening(true)}>
            <Trans>Wieder öffnen</Trans>
          </Button>
        )}
      </div>
      {showChanges ? <CloseChanges id={close.id} /> : null}
      {reopening ? (
        <ReopenDialog
          what={what}
          pending={reopen.isPending}
          failure={reopen.error}
          onReopen={(text) =>
            reopen.mutate({ id: close.id, reason: text }, { onSuccess: () => setReopening(false) })
          }
          onClose={() => {
            reopen.reset();
            setReopening(false);
          }}
        />
      ) : null}
    </li>
  );
}

/** Every close, newest first: in force or reopened, with what it recorded. */
export function CloseList({ closes }: { closes: readonly CloseSummary[] }) {
  const { t } = useLingui();
  if (closes.length === 0) {
    return (
      <p className="buero-empty">
        <Trans>Noch kein Zeitraum abgeschlossen.</Trans>
      </p>
    );
  }
  return (
    <ul className="buero-close__list" aria-label={t`Abschlüsse`}>
      {closes.map((close) => (
        <CloseItem key={close.id} close={close} />
      ))}
    </ul>
  );
}
