import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { exportOperations } from '@domain/buero/operations/exports';
import { formatInstantDate } from '@domain/shared/date-format';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useState } from 'react';
import { useConfirmByPhone, useStaffChange } from '../api/messen';
import {
  matchesFilter,
  PairBookingFilter,
  PairBookingState,
  type StateFilter,
} from './pair-booking-state';
import { FileDownload } from './file-download';
import { bueroPaths } from '../paths';
import { useCheckedAdd } from './checked-add';
import { useSelection } from './selection';

/**
 * The people on the pair, with checkboxes for a bulk removal. Someone removed
 * while they had times stays listed (and on the tablet's sheet), marked.
 */
export function PairStaff({ data }: { data: PairAssignments }) {
  const { t } = useLingui();
  const locale = useLocale();
  const remove = useStaffChange('remove');
  const add = useCheckedAdd();
  const byPhone = useConfirmByPhone();
  const [filter, setFilter] = useState<StateFilter>('all');
  const { selected, toggle, setAll, clear } = useSelection();
  const pair = { messeId: data.fair.id, customerId: data.customer.id };
  const active = data.staff.filter((person) => person.removed_at === null);
  const kept = remove.data?.kept_with_times?.length ?? 0;
  const count = selected.size;
  const allChecked = active.length > 0 && active.every((person) => selected.has(person.id));
  return (
    <section className="buero-card" aria-labelledby="pair-staff-title">
      <h2 id="pair-staff-title">
        <Trans>Personal auf diesem Einsatz</Trans> ({active.length})
      </h2>
      <FailureAlert error={remove.error ?? add.error ?? byPhone.error} />
      <PairBookingFilter counts={data.counts} value={filter} onChange={setFilter} who="staff" />
      {kept > 0 ? (
        <Alert tone="info">
          <Plural
            value={kept}
            one="# Person hat schon Zeiten: sie bleibt mit ihren Zeiten auf dem Stundenzettel, als entfernt markiert."
            other="# Personen haben schon Zeiten: sie bleiben mit ihren Zeiten auf dem Stundenzettel, als entfernt markiert."
          />
        </Alert>
      ) : null}
      {data.staff.length === 0 ? (
        <p className="buero-empty">
          <Trans>Noch niemand eingeplant. Wählen Sie unten aus den Vorschlägen.</Trans>
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col" className="buero-check-col">
                  <input
                    type="checkbox"
                    aria-label={t`Alle eingeplanten Personen auswählen`}
                    checked={allChecked}
                    onChange={(event) =>
                      setAll(
                        active.map((person) => person.id),
                        event.target.checked,
                      )
                    }
                  />
                </th>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>E-Mail</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Tage mit Zeiten</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Stundenzettel</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.staff
                .filter((person) => matchesFilter(person, filter))
                .map((person) => {
                  const name = `${person.lastname}, ${person.firstname}`;
                  const removedOn = person.removed_at
                    ? formatInstantDate(person.removed_at, locale)
                    : null;
                  return (
                    <tr key={person.id}>
                      <td className="buero-check-col">
                        {removedOn ? null : (
                          <input
                            type="checkbox"
                            aria-label={t`${name} auswählen`}
                            checked={selected.has(person.id)}
                            onChange={() => toggle(person.id)}
                          />
                        )}
                      </td>
                      <th scope="row">
                        <Link to={bueroPaths.staffMember(locale, person.id)}>{name}</Link>
                      </th>
                      <td className="buero-email">{person.email}</td>
                      <td className="buero-num">{person.time_days}</td>
                      <td>
                        {removedOn ? (
                          <span className="buero-removed">
                            <Trans>
                              Entfernt am {removedOn} – bleibt wegen Zeiten auf dem Stundenzettel
                            </Trans>{' '}
                            <button
                              type="button"
                              className="button button--link"
                              aria-label={t`${name} wieder einplanen`}
                              disabled={add.isPending}
                              onClick={() => add.start({ ...pair, ids: [person.id] })}
                            >
                              <Trans>Wieder einplanen</Trans>
                            </button>
                          </span>
                        ) : (
                          <PairBookingState
                            booking={person}
                            name={name}
                            busy={byPhone.isPending}
                            onPhoneConfirm={() => byPhone.mutate({ ...pair, staffId: person.id })}
                          />
                        )}
                      </td>
                      <td>
                        {/* A sheet without a day would be an empty PDF: offered once there is one. */}
                        {person.time_days > 0 ? (
                          <FileDownload
                            operation={exportOperations.staffPdf}
                            input={{
                              params: {
                                id: pair.messeId,
                                customerId: pair.customerId,
                                staffId: person.id,
                              },
                              query: { lang: locale },
                            }}
                            fileName="stundenzettel.pdf"
                            aria-label={t`PDF Stundenzettel: ${name}`}
                          >
                            <Trans>PDF Stundenzettel</Trans>
                          </FileDownload>
                        ) : (
                          <span className="buero-muted">
                            <Trans>noch keine Tage</Trans>
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
      {add.dialog}
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={selected.size === 0 || remove.isPending}
          onClick={() => remove.mutate({ ...pair, ids: [...selected] }, { onSuccess: clear })}
        >
          <Trans>Auswahl entfernen ({count})</Trans>
        </button>
      </p>
    </section>
  );
}
