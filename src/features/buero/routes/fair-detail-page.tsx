import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { FairDetail } from '@domain/buero/messen-contract';
import { exportOperations } from '@domain/buero/operations/exports';
import { formatDate, formatDateRange } from '@domain/shared/date-format';
import { federalStateName } from '@domain/shared/federal-states';
import { parseSerialId } from '@domain/shared/ids';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { FileDownload } from '../components/file-download';
import {
  fairWrites,
  useArchiveFair,
  useAttachCustomer,
  useCustomerPages,
  useDetachCustomer,
  useFairDetail,
  useRefreshFairs,
} from '../api/messen';
import { FairForm } from '../components/fair-form';
import { bueroPaths } from '../paths';

/** /:locale/buero/messen/:id: edit, archive, the fair's customers and links to their staff. */
export function FairDetailPage() {
  const locale = useLocale();
  const id = parseSerialId(useParams().id) ?? 0;
  const detail = useFairDetail(id);
  const back = (
    <p>
      <Link to={bueroPaths.fairs(locale)}>
        <Trans>← Zu den Messen</Trans>
      </Link>
    </p>
  );
  if (detail.isPending || detail.isError) {
    return (
      <section className="buero-page">
        {back}
        {detail.isPending ? (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        ) : (
          <p role="alert">
            <Trans>Diese Messe konnte nicht geladen werden.</Trans>
          </p>
        )}
      </section>
    );
  }
  return <FairDetailView detail={detail.data} back={back} />;
}

function FairDetailView({ detail, back }: { detail: FairDetail; back: React.ReactNode }) {
  const locale = useLocale();
  const refresh = useRefreshFairs();
  const archive = useArchiveFair();
  const { fair } = detail;
  const archived = fair.archived_at !== null;
  const days = detail.days_with_times.map((day) => formatDate(day, locale)).join(', ');
  const stateName = federalStateName(fair.federal_state, locale);
  return (
    <section className="buero-page" aria-labelledby="fair-title">
      {back}
      <div className="buero-title-bar">
        <h1 id="fair-title" tabIndex={-1}>
          {fair.name}{' '}
          {archived ? (
            <span className="buero-status buero-status--rejected">
              <Trans>archiviert</Trans>
            </span>
          ) : null}
        </h1>
        <button
          type="button"
          className="button button--secondary"
          disabled={archive.isPending}
          onClick={() => archive.mutate({ id: fair.id, archived: !archived })}
        >
          {archived ? <Trans>Wiederherstellen</Trans> : <Trans>Archivieren</Trans>}
        </button>
      </div>
      <FailureAlert error={archive.error} />
      {archived ? (
        <p className="buero-muted">
          <Trans>
            Archivierte Messen stehen nicht mehr im Messeplaner und nehmen keine neuen Einsätze an;
            Zeiten und Unterschriften bleiben.
          </Trans>
        </p>
      ) : null}
      <p>
        {fair.city}
        {stateName ? `, ${stateName}` : ''} ·{' '}
        {formatDateRange(fair.date_start, fair.date_end, locale)}
      </p>
      <p className="buero-tabs">
        <Link to={bueroPaths.fairTimes(locale, fair.id)}>
          <Trans>Zeiten und Unterschriften prüfen</Trans>
        </Link>
        <Link to={bueroPaths.messeAudit(locale, fair.id)}>
          <Trans>Protokoll dieser Messe</Trans>
        </Link>
      </p>
      <section className="buero-card" aria-labelledby="fair-edit-title">
        <h2 id="fair-edit-title">
          <Trans>Daten der Messe</Trans>
        </h2>
        {days ? (
          <p className="buero-muted">
            <Trans>Tage mit erfassten Zeiten (müssen in der Messe bleiben): {days}</Trans>
          </p>
        ) : null}
        <FairForm
          key={`${fair.id}-${fair.name}-${fair.date_start}-${fair.date_end}-${fair.federal_state ?? ''}`}
          fair={fair}
          submit={(values) => fairWrites.update(fair.id, values)}
          onSaved={() => refresh()}
        />
      </section>
      <FairCustomers detail={detail} />
    </section>
  );
}

function FairCustomers({ detail }: { detail: FairDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const detach = useDetachCustomer();
  const { fair } = detail;
  return (
    <section className="buero-card" aria-labelledby="fair-customers-title">
      <h2 id="fair-customers-title">
        <Trans>Kunden auf dieser Messe</Trans>
      </h2>
      <FailureAlert error={detach.error} />
      {detail.customers.length === 0 ? (
        <p className="buero-empty">
          <Trans>Noch keine Kunden.</Trans>
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Kunde</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Personal</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Aufsicht</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Tage mit Zeiten</Trans>
                </th>
                <th scope="col">
                  <Trans>Aktionen</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.customers.map((customer) => {
                const locked = customer.time_days > 0 || customer.signed;
                const name = customer.name;
                return (
                  <tr key={customer.id}>
                    <th scope="row">
                      <Link to={bueroPaths.pair(locale, fair.id, customer.id)}>
                        {customer.name}
                      </Link>
                    </th>
                    <td className="buero-num">{customer.staff}</td>
                    <td className="buero-num">{customer.supervisors}</td>
                    <td className="buero-num">{customer.time_days}</td>
                    <td className="buero-actions">
                      {/* Without a day with times the sheet would be empty: not offered. */}
                      {customer.time_days > 0 ? (
                        <FileDownload
                          operation={exportOperations.customerPdf}
                          input={{
                            params: { id: fair.id, customerId: customer.id },
                            query: { lang: locale },
                          }}
                          fileName="kundenblatt.pdf"
                          aria-label={t`PDF Kundenblatt: ${name}`}
                        >
                          <Trans>PDF Kundenblatt</Trans>
                        </FileDownload>
                      ) : null}
                      <Link to={bueroPaths.pair(locale, fair.id, customer.id)}>
                        <Trans>Einsatz planen</Trans>
                      </Link>
                      <button
                        type="button"
                        className="button button--link"
                        disabled={locked || detach.isPending}
                        title={
                          locked
                            ? t`Hat Zeiten oder Unterschriften: bleibt auf der Messe`
                            : undefined
                        }
                        aria-label={t`${name} von der Messe entfernen`}
                        onClick={() => detach.mutate({ messeId: fair.id, customerId: customer.id })}
                      >
                        <Trans>Entfernen</Trans>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {detail.customers.length > 0 ? (
        <p>
          <FileDownload
            className="button button--secondary"
            operation={exportOperations.fairZip}
            input={{ params: { id: fair.id }, query: { lang: locale } }}
            fileName="stundenzettel.zip"
          >
            <Trans>Alle Stundenzettel als ZIP</Trans>
          </FileDownload>{' '}
          <span className="buero-muted">
            <Trans>
              Je Kunde das Kundenblatt und der Stundenzettel jeder Person mit Zeiten, als PDF.
            </Trans>
          </span>
        </p>
      ) : null}
      {fair.archived_at === null ? <AttachCustomer detail={detail} /> : null}
    </section>
  );
}

/** A customer for the fair: search the active customers, pick one, add. */
function AttachCustomer({ detail }: { detail: FairDetail }) {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState('');
  const customers = useCustomerPages(false, q.trim());
  const attach = useAttachCustomer();
  const attached = new Set(detail.customers.map((customer) => customer.id));
  const options = (customers.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (customer) => !attached.has(customer.id),
  );
  return (
    <form
      className="buero-inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        const customerId = Number(chosen);
        if (!customerId) return;
        attach.mutate({ messeId: detail.fair.id, customerId }, { onSuccess: () => setChosen('') });
      }}
    >
      <label>
        <span>
          <Trans>Kunden suchen</Trans>
        </span>
        <input
          className="field__input"
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label>
        <span>
          <Trans>Kunde</Trans>
        </span>
        <select
          className="field__input"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t`Kunde wählen …`}</option>
          {options.map((customer) => (
            <option key={customer.id} value={customer.id}>
              {customer.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="button button--primary"
        disabled={!chosen || attach.isPending}
      >
        <Trans>Kunde hinzufügen</Trans>
      </button>
      <FailureAlert error={attach.error} />
    </form>
  );
}
