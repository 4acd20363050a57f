import '../buero.css';
import '../components/invoices.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { InvoiceTarget } from '@domain/rechnungen/invoices-contract';
import { formatDateRange } from '@domain/shared/date-format';
import { ApiError } from '@src/api/client';
import { newId } from '@src/offline/new-id';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useInvoicePreflight, useInvoiceWrites } from '../api/invoices';
import { useCustomerPages, useFairDetail, useFairPages } from '../api/messen';
import { InvoicePreflightView } from '../components/invoice-preflight';
import { MonthField } from '../components/month-field';
import { readTarget, targetSearch } from '../lib/invoice-target';
import { previousMonth } from '../lib/months';
import { bueroPaths } from '../paths';

type Draft = { scope: 'pair' | 'month'; messeId: string; customerId: string; month: string };

function draftOf(target: InvoiceTarget | null): Draft {
  if (!target) return { scope: 'pair', messeId: '', customerId: '', month: previousMonth() };
  return target.scope === 'pair'
    ? {
        scope: 'pair',
        messeId: String(target.messe_id),
        customerId: String(target.customer_id),
        month: previousMonth(),
      }
    : { scope: 'month', messeId: '', customerId: String(target.customer_id), month: target.month };
}

function targetOfDraft(draft: Draft): InvoiceTarget | null {
  const customerId = Number(draft.customerId);
  if (!customerId) return null;
  if (draft.scope === 'month')
    return { scope: 'month', customer_id: customerId, month: draft.month };
  const messeId = Number(draft.messeId);
  return messeId ? { scope: 'pair', messe_id: messeId, customer_id: customerId } : null;
}

/** The fair, then one of its customers: a pair. */
function PairFields({ draft, onChange }: { draft: Draft; onChange: (next: Draft) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const fairs = useFairPages(false, '');
  const messeId = Number(draft.messeId);
  const detail = useFairDetail(messeId, messeId > 0);
  const fairList = fairs.data?.pages.flatMap((page) => page.items) ?? [];
  // A fair from a link (an archived one, too) stays choosable.
  const chosen = detail.data?.fair;
  const options =
    chosen && !fairList.some((fair) => fair.id === chosen.id) ? [chosen, ...fairList] : fairList;
  return (
    <>
      <label>
        <span>{t`Messe`}</span>
        <select
          className="field__input"
          required
          value={draft.messeId}
          onChange={(event) => onChange({ ...draft, messeId: event.target.value, customerId: '' })}
        >
          <option value="">{t`Bitte wählen`}</option>
          {options.map((fair) => (
            <option key={fair.id} value={String(fair.id)}>
              {fair.name} ({formatDateRange(fair.date_start, fair.date_end, locale)})
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t`Kunde`}</span>
        <select
          className="field__input"
          required
          disabled={!detail.data}
          value={draft.customerId}
          onChange={(event) => onChange({ ...draft, customerId: event.target.value })}
        >
          <option value="">{t`Bitte wählen`}</option>
          {(detail.data?.customers ?? []).map((customer) => (
            <option key={customer.id} value={String(customer.id)}>
              {customer.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** A customer and a month: all of its pairs in that month on one invoice. */
function MonthFields({ draft, onChange }: { draft: Draft; onChange: (next: Draft) => void }) {
  const { t } = useLingui();
  const customers = useCustomerPages(false, '');
  const list = customers.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <label>
        <span>{t`Kunde`}</span>
        <select
          className="field__input"
          required
          value={draft.customerId}
          onChange={(event) => onChange({ ...draft, customerId: event.target.value })}
        >
          <option value="">{t`Bitte wählen`}</option>
          {list.map((customer) => (
            <option key={customer.id} value={String(customer.id)}>
              {customer.name}
            </option>
          ))}
        </select>
      </label>
      <MonthField value={draft.month} onChange={(month) => onChange({ ...draft, month })} />
    </>
  );
}

/**
 * /:locale/buero/rechnungen/neu: choose what to bill, see what the invoice
 * would hold and what keeps it from being issued, then issue it (the year's
 * next number; afterwards it can only be cancelled).
 */
export function NewInvoicePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState(() => draftOf(readTarget(search)));
  const target = targetOfDraft(draft);
  const preflight = useInvoicePreflight(target);
  const writes = useInvoiceWrites();
  // One key per target and attempt: a double click or a retry replays, never issues twice.
  const [key, setKey] = useState(newId);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  function change(next: Draft) {
    setDraft(next);
    setFailure(null);
    setKey(newId());
    const nextTarget = targetOfDraft(next);
    setSearch(nextTarget ? targetSearch(nextTarget) : '', { replace: true });
  }

  async function issue() {
    if (!target) return;
    setPending(true);
    setFailure(null);
    try {
      const invoice = await writes.issue(target, key);
      void navigate(bueroPaths.invoice(locale, invoice.id));
    } catch (error) {
      setFailure(error);
      // A refusal (422) means the preflight changed since it was shown: show the new one.
      if (error instanceof ApiError && error.status < 500) {
        setKey(newId());
        void preflight.refetch();
      }
    } finally {
      setPending(false);
    }
  }

  const current = preflight.isFetching ? undefined : preflight.data;
  const ready = current !== undefined && current.problems.length === 0;
  return (
    <section className="buero-page" aria-labelledby="new-invoice-title">
      <p>
        <Link to={bueroPaths.invoices(locale)}>
          <Trans>← Zu den Rechnungen</Trans>
        </Link>
      </p>
      <h1 id="new-invoice-title" tabIndex={-1}>
        <Trans>Neue Rechnung</Trans>
      </h1>
      <form
        className="buero-filters invoice-target"
        aria-label={t`Was wird abgerechnet?`}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className="buero-filters__status">
          <legend>
            <Trans>Was wird abgerechnet?</Trans>
          </legend>
          <label className="buero-check">
            <input
              type="radio"
              name="scope"
              checked={draft.scope === 'pair'}
              onChange={() => change({ ...draft, scope: 'pair' })}
            />
            <Trans>Ein Kunde auf einer Messe</Trans>
          </label>
          <label className="buero-check">
            <input
              type="radio"
              name="scope"
              checked={draft.scope === 'month'}
              onChange={() => change({ ...draft, scope: 'month' })}
            />
            <Trans>Ein Kunde in einem Monat (alle Messen)</Trans>
          </label>
        </fieldset>
        <div className="invoice-target__fields">
          {draft.scope === 'pair' ? (
            <PairFields draft={draft} onChange={change} />
          ) : (
            <MonthFields draft={draft} onChange={change} />
          )}
        </div>
      </form>
      <section className="buero-card" aria-labelledby="invoice-preview-title">
        <h2 id="invoice-preview-title">
          <Trans>Vorschau</Trans>
        </h2>
        {!target ? (
          <p className="buero-muted">
            <Trans>Bitte wählen Sie, was abgerechnet wird.</Trans>
          </p>
        ) : preflight.isError ? (
          <FailureAlert error={preflight.error} />
        ) : preflight.data ? (
          <InvoicePreflightView preflight={preflight.data} />
        ) : (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        )}
        <div className="invoice-actions">
          <Button
            isDisabled={!ready}
            isPending={pending}
            onPress={() => void issue()}
            aria-describedby="invoice-issue-hint"
          >
            <Trans>Rechnung ausstellen</Trans>
          </Button>
          <p id="invoice-issue-hint" className="buero-muted">
            {!target ? (
              <Trans>Erst wählen, was abgerechnet wird.</Trans>
            ) : !current ? (
              <Trans>Die Vorschau lädt.</Trans>
            ) : current.problems.length > 0 ? (
              <Trans>Erst ausstellbar, wenn die Punkte oben geklärt sind.</Trans>
            ) : (
              <Trans>
                Die Rechnung erhält die nächste Nummer des Jahres und kann danach nicht mehr
                geändert, nur storniert werden.
              </Trans>
            )}
          </p>
        </div>
        <FailureAlert error={failure} />
      </section>
    </section>
  );
}
