import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatDateRange, formatInstantDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { useStaffAssignments } from '../api/staff';
import { bueroPaths } from '../paths';
import { BookingStateText } from './pair-booking-state';
import { StaffAssignmentForm } from './staff-assignment-form';

type Props = { staffId: number; name: string; active: boolean };

/**
 * 'Einsätze' on the staff detail: the fair/customer pairs the person is on
 * (fair, customer, days, the booking's state with a decline's reason), each
 * leading to the pair, and the form that puts
 * them on another one (docs/product/office.md).
 */
export function StaffAssignments({ staffId, name, active }: Props) {
  const locale = useLocale();
  const assignments = useStaffAssignments(staffId);
  const items = assignments.data?.items ?? [];
  const onPairs = new Set(
    items
      .filter((item) => item.removed_at === null)
      .map((item) => `${String(item.fair.id)}-${String(item.customer.id)}`),
  );
  return (
    <section aria-labelledby="s-assignments" className="buero-card">
      <h2 id="s-assignments">
        <Trans>Einsätze</Trans>
      </h2>
      {assignments.isError ? (
        <p role="alert">
          <Trans>Die Einsätze konnten nicht geladen werden.</Trans>
        </p>
      ) : assignments.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="buero-muted">
          <Trans>Noch auf keinem Einsatz.</Trans>
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Messe</Trans>
                </th>
                <th scope="col">
                  <Trans>Kunde</Trans>
                </th>
                <th scope="col">
                  <Trans>Zeitraum</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Tage mit Zeiten</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map(({ fair, customer, time_days, removed_at, ...booking }) => {
                const removedOn = removed_at ? formatInstantDate(removed_at, locale) : null;
                return (
                  <tr key={`${String(fair.id)}-${String(customer.id)}`}>
                    <th scope="row">
                      <Link to={bueroPaths.fair(locale, fair.id)}>{fair.name}</Link>
                    </th>
                    <td>
                      <Link to={bueroPaths.pair(locale, fair.id, customer.id)}>
                        {customer.name}
                      </Link>
                    </td>
                    <td>{formatDateRange(fair.date_start, fair.date_end, locale)}</td>
                    <td className="buero-num">{time_days}</td>
                    <td>
                      {removedOn ? (
                        <Trans>entfernt am {removedOn} (bleibt wegen Zeiten)</Trans>
                      ) : (
                        <BookingStateText booking={booking} />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {active ? (
        <StaffAssignmentForm staffId={staffId} name={name} onPairs={onPairs} />
      ) : (
        <p className="buero-muted">
          <Trans>Ein deaktiviertes Konto kann nicht eingeplant werden.</Trans>
        </p>
      )}
    </section>
  );
}
