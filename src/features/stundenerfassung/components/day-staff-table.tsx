import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateWithWeekday } from '../../../../domain/date-format';
import { Link } from 'react-router-dom';
import { staffKey, timeKey, type StaffRow } from '../data/db';
import { paths } from '../../../ui/paths';
import { useLocale } from '../../../ui/use-locale';
import { useHere } from '../hooks/use-flash';
import type { PairStaffData } from '../hooks/use-screen-data';
import { entryColumns, TimesTable } from './times-table';

type DayStaffTableProps = {
  messeId: number;
  customerId: number;
  day: string;
  /** The pair's staff and times (all days: this day's are shown) and what is unsent. */
  data: PairStaffData;
};

type PersonCellProps = Omit<DayStaffTableProps, 'data'> & {
  person: StaffRow;
  unsent: ReadonlySet<string>;
};

/** Name (opens the time form), all days, the device-only tag and the sheet button. */
function PersonCell({ messeId, customerId, day, unsent, person }: PersonCellProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = useHere();
  const { staffId, name } = person;
  const waiting =
    unsent.has(timeKey(messeId, customerId, staffId, day)) ||
    unsent.has(staffKey(messeId, customerId, staffId));
  return (
    <>
      <Link
        to={paths.stundenerfassung.timeForm(locale, messeId, customerId, staffId, day)}
        aria-label={t`Zeit von ${name} erfassen`}
      >
        {name}
      </Link>
      <br />
      <Link
        className="tt-small-link"
        to={paths.stundenerfassung.staffOverview(locale, messeId, customerId, staffId)}
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
            to={paths.stundenerfassung.staffSheet(locale, messeId, customerId, staffId)}
            state={{ back: here }}
            aria-label={t`Stundenzettel von ${name}`}
          >
            <Trans>Stundenzettel</Trans>
          </Link>
        )}
      </div>
    </>
  );
}

/**
 * The staff of one day: each name opens that person's time form, a
 * Stundenzettel button opens their timesheet while it is unsigned.
 */
export function DayStaffTable({ data: { staff, times, unsent }, ...ids }: DayStaffTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (staff.length === 0) {
    return (
      <p>
        <Trans>Diesem Kunden ist kein Personal zugeordnet.</Trans>
      </p>
    );
  }
  const byStaff = new Map(
    times.filter((row) => row.day === ids.day).map((row) => [row.staffId, row]),
  );
  const dayLabel = formatDateWithWeekday(ids.day, locale);
  return (
    <TimesTable
      caption={t`Arbeitszeiten am ${dayLabel}`}
      rowHeading={<Trans>Name</Trans>}
      rows={staff}
      rowKey={(person) => person.key}
      rowHeader={(person) => <PersonCell {...ids} unsent={unsent} person={person} />}
      columns={entryColumns(
        (person: StaffRow) => byStaff.get(person.staffId),
        <Trans>Gesamt</Trans>,
      )}
    />
  );
}
