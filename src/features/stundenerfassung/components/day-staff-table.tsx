import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { workedMinutes } from '../../../../domain/time';
import { staffKey, timeKey, type StaffRow, type TimeRow } from '../../../offline/db';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { useHere } from '../hooks/use-flash';
import { formatTimeRange } from '../lib/format';
import { BreakMinutes, Hours } from './hours';

type DayStaffTableProps = {
  messeId: number;
  customerId: number;
  day: string;
  staff: readonly StaffRow[];
  /** The times of this day (any person). */
  times: readonly TimeRow[];
  /** Row keys whose change is still only on this device. */
  unsent: ReadonlySet<string>;
  caption: string;
};

/**
 * The staff of one day: each name opens that person's time form, a
 * Stundenzettel button opens their timesheet while it is unsigned.
 */
export function DayStaffTable({
  messeId,
  customerId,
  day,
  staff,
  times,
  unsent,
  caption,
}: DayStaffTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = useHere();
  const byStaff = new Map(times.map((row) => [row.staffId, row]));

  if (staff.length === 0) {
    return (
      <p>
        <Trans>Diesem Kunden ist kein Personal zugeordnet.</Trans>
      </p>
    );
  }

  return (
    <div className="tt-table-wrap">
      <table className="tt-table">
        <caption className="tt-muted">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Zeit</Trans>
            </th>
            <th scope="col" className="tt-num">
              <Trans>Pause</Trans>
            </th>
            <th scope="col" className="tt-num">
              <Trans>Gesamt</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((person) => {
            const time = byStaff.get(person.staffId);
            const name = person.name;
            const waiting =
              unsent.has(timeKey(messeId, customerId, person.staffId, day)) ||
              unsent.has(staffKey(messeId, customerId, person.staffId));
            return (
              <tr key={person.key}>
                <th scope="row">
                  <Link
                    to={paths.stundenerfassung.timeForm(
                      locale,
                      messeId,
                      customerId,
                      person.staffId,
                      day,
                    )}
                    aria-label={t`Zeit von ${name} erfassen`}
                  >
                    {person.name}
                  </Link>
                  <br />
                  <Link
                    className="tt-small-link"
                    to={paths.stundenerfassung.staffOverview(
                      locale,
                      messeId,
                      customerId,
                      person.staffId,
                    )}
                    aria-label={t`Alle Tage von ${name}`}
                  >
                    <Trans>Alle Tage</Trans>
                  </Link>
                  {waiting ? (
                    <>
                      {' '}
                      <span className="tt-pending">
                        <Trans>nur auf diesem Gerät</Trans>
                      </span>
                    </>
                  ) : null}
                  <div className="tt-row-action">
                    {person.signed ? (
                      <span className="tt-signed">
                        <Trans>Unterschrieben</Trans>
                      </span>
                    ) : (
                      <Link
                        className="button button--secondary"
                        to={paths.stundenerfassung.staffSheet(
                          locale,
                          messeId,
                          customerId,
                          person.staffId,
                        )}
                        state={{ back: here }}
                        aria-label={t`Stundenzettel von ${name}`}
                      >
                        <Trans>Stundenzettel</Trans>
                      </Link>
                    )}
                  </div>
                </th>
                <td>{time ? formatTimeRange(time) : <span className="tt-muted">–</span>}</td>
                <td className="tt-num">
                  {time ? <BreakMinutes minutes={time.time_break} /> : '–'}
                </td>
                <td className="tt-num">{time ? <Hours minutes={workedMinutes(time)} /> : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
