import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateRange } from '@domain/shared/date-format';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useFairDetail, useFairPages } from '../api/messen';
import { bueroPaths } from '../paths';
import { useCheckedAdd } from './checked-add';
import { ListSearch } from './list-tabs';

type Props = {
  staffId: number;
  name: string;
  /** `messeId-customerId` of the pairs the person is on now. */
  onPairs: ReadonlySet<string>;
};

/**
 * Puts one person on a fair/customer pair from their staff detail: the fair
 * first (active fairs, those not over yet first; a search narrows them), then
 * one of its customers. The pair's own call adds them, with its rules
 * (archived: 409; not staff: 422), as the pair page's proposals do.
 */
export function StaffAssignmentForm({ staffId, name, onPairs }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const fairSelectId = useId();
  const customerSelectId = useId();
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [fairId, setFairId] = useState(0);
  const [customerId, setCustomerId] = useState(0);
  const [notice, setNotice] = useState('');
  const fairs = useFairPages(false, query);
  const fair = useFairDetail(fairId, fairId > 0);
  const add = useCheckedAdd();
  const fairItems = fairs.data?.pages.flatMap((page) => page.items) ?? [];
  const chosenFair = fair.data?.fair;
  const customers = (fair.data?.customers ?? []).filter((c) => c.archived_at === null);
  const chosenCustomer = customers.find((c) => c.id === customerId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosenFair || !chosenCustomer) return;
    const fairName = chosenFair.name;
    const customerName = chosenCustomer.name;
    setNotice('');
    // The employment-law check first: its dialog adds (issue 27).
    add.start({ messeId: fairId, customerId, ids: [staffId] }, () => {
      setCustomerId(0);
      setNotice(t`${name} ist jetzt bei ${customerName} auf ${fairName} eingeplant.`);
    });
  }

  return (
    <>
      <form className="buero-assign" onSubmit={submit} aria-labelledby="s-assign-title">
        <h3 id="s-assign-title">
          <Trans>Zu einem Einsatz hinzufügen</Trans>
        </h3>
        <div className="buero-inline-form">
          <ListSearch
            label={t`Messe suchen (Name oder Stadt)`}
            value={q}
            onChange={(next) => {
              // A new search lists other fairs: the choice starts over.
              setQ(next);
              setFairId(0);
              setCustomerId(0);
            }}
          />
          <label htmlFor={fairSelectId}>
            <span>
              <Trans>Messe</Trans>
            </span>
            <select
              id={fairSelectId}
              className="field__input"
              value={fairId || ''}
              onChange={(event) => {
                setFairId(Number(event.target.value) || 0);
                setCustomerId(0);
              }}
            >
              <option value="">{t`Bitte wählen`}</option>
              {fairItems.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} ({formatDateRange(item.date_start, item.date_end, locale)})
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={customerSelectId}>
            <span>
              <Trans>Kunde</Trans>
            </span>
            <select
              id={customerSelectId}
              className="field__input"
              value={customerId || ''}
              disabled={fairId === 0 || customers.length === 0}
              onChange={(event) => setCustomerId(Number(event.target.value) || 0)}
            >
              <option value="">{t`Bitte wählen`}</option>
              {customers.map((customer) => {
                const on = onPairs.has(`${String(fairId)}-${String(customer.id)}`);
                const customerName = customer.name;
                return (
                  <option key={customer.id} value={customer.id} disabled={on}>
                    {on ? t`${customerName} (bereits eingeplant)` : customerName}
                  </option>
                );
              })}
            </select>
          </label>
          <button
            type="submit"
            className="button button--primary"
            disabled={!chosenCustomer || add.isPending}
          >
            <Trans>Einplanen</Trans>
          </button>
        </div>
        {fairId > 0 && fair.isSuccess && customers.length === 0 ? (
          <p className="buero-muted">
            <Trans>
              Diese Messe hat noch keine Kunden. Kunden fügen Sie auf der{' '}
              <Link to={bueroPaths.fair(locale, fairId)}>Seite der Messe</Link> hinzu.
            </Trans>
          </p>
        ) : null}
        {fairs.isSuccess && fairItems.length === 0 ? (
          <p className="buero-muted">
            <Trans>Keine passende Messe.</Trans>
          </p>
        ) : null}
        <FailureAlert error={add.error ?? fairs.error ?? fair.error} />
        <p role="status" className="buero-decision__notice">
          {notice}
        </p>
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      {add.dialog}
    </>
  );
}
