import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { hasWorkTime, type TimeEntryMinutes } from '@domain/shared/times/time';
import { type DatedTimeEntry, workedMinutes } from '@domain/shared/times/shift-time';
import { formatTimeRange } from '../lib/format';
import { BreakMinutes, Hours } from './hours';

/** A data column: its heading and what a row shows in it. */
export type TimesColumn<R> = {
  heading: ReactNode;
  /** Right-aligned with tabular figures (durations, counts). */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
};

type TimesTableProps<R> = {
  caption: ReactNode;
  /** Heading of the row-header column (a name or a day). */
  rowHeading: ReactNode;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The row's header cell: the name or day, with its links. */
  rowHeader: (row: R) => ReactNode;
  columns: readonly TimesColumn<R>[];
  /** Worked minutes for the 'Gesamt' row under the last column; none without. */
  totalMinutes?: number;
};

/**
 * The one table of the time-tracking screens (day staff, a person's days, both
 * timesheets): row headers, data columns and an optional total row, so the
 * layout, the phone spacing and the table semantics live in one place.
 */
export function TimesTable<R>({
  caption,
  rowHeading,
  rows,
  rowKey,
  rowHeader,
  columns,
  totalMinutes,
}: TimesTableProps<R>) {
  const cellClass = (column: TimesColumn<R>) => (column.numeric ? 'tt-num' : undefined);
  return (
    <div className="tt-table-wrap">
      <table className="tt-table">
        <caption className="tt-muted">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cellClass(column)}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHeader(row)}</th>
              {columns.map((column, index) => (
                <td key={index} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalMinutes === undefined ? null : (
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns.length}>
                <Trans>Gesamt</Trans>
              </th>
              <td className="tt-num">
                <Hours minutes={totalMinutes} />
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A cell of a day without a time or with 'no work time' (cleared): '–', never '0:00'. */
export function NoTime() {
  return <span className="tt-muted">–</span>;
}

/**
 * Time (start–end), break and worked hours of an entry: the columns of every
 * table that lists entries; '–' where a row has none or the day was cleared.
 */
export function entryColumns<R>(
  entryOf: (row: R) => DatedTimeEntry | undefined,
  hoursHeading: ReactNode,
): TimesColumn<R>[] {
  const show = (row: R, render: (entry: TimeEntryMinutes & { day: string }) => ReactNode) => {
    const entry = entryOf(row);
    return entry && hasWorkTime(entry) ? render(entry) : <NoTime />;
  };
  return [
    { heading: <Trans>Zeit</Trans>, cell: (row) => show(row, formatTimeRange) },
    {
      heading: <Trans>Pause</Trans>,
      numeric: true,
      cell: (row) => show(row, (entry) => <BreakMinutes minutes={entry.time_break} />),
    },
    {
      heading: hoursHeading,
      numeric: true,
      cell: (row) => show(row, (entry) => <Hours minutes={workedMinutes(entry)} />),
    },
  ];
}
