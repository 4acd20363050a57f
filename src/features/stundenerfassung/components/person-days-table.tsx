import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TimeRow } from '../data/db';
import type { PersonDayRow } from '../lib/sheet-rows';
import { entryColumns, TimesTable } from './times-table';

type PersonDaysTableProps = {
  rows: readonly PersonDayRow<TimeRow>[];
  totalMinutes: number;
  /** The day cell: a link to the day's form (overview) or the plain day (timesheet). */
  dayCell: (day: string) => ReactNode;
};

/** One person's fair days with time, break and hours, and their total. */
export function PersonDaysTable({ rows, totalMinutes, dayCell }: PersonDaysTableProps) {
  return (
    <TimesTable
      caption={<Trans>Arbeitszeiten pro Messetag</Trans>}
      rowHeading={<Trans>Tag</Trans>}
      rows={rows}
      rowKey={(row) => row.day}
      rowHeader={(row) => dayCell(row.day)}
      columns={entryColumns((row: PersonDayRow<TimeRow>) => row.entry, <Trans>Stunden</Trans>)}
      totalMinutes={totalMinutes}
    />
  );
}
