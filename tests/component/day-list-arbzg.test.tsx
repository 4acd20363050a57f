import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DayList } from '@src/features/stundenerfassung/components/day-list';
import {
  pairKey,
  staffKey,
  timeKey,
  timeTrackingDb as db,
  type PairRow,
  type StaffRow,
  type TimeRow,
} from '@src/features/stundenerfassung/data/db';
import { renderAt } from './render';

/*
 * The day list's rows show each person's working-time law warnings, from the
 * days this device holds on every pair (§ 5 across fairs; § 9 by the fair's state).
 */

/** Fronleichnam 2026: a holiday in Bayern. */
const DAY = '2026-06-04';

function pair(messeId: number, customerId: number, federalState: 'BY' | 'HH' | undefined): PairRow {
  return {
    key: pairKey(messeId, customerId),
    messeId,
    customerId,
    messe: {
      id: messeId,
      name: `Messe ${messeId}`,
      city: 'Stadt',
      date_start: '2026-06-01',
      date_end: '2026-06-07',
      // undefined: a row stored before the field existed.
      ...(federalState ? { federal_state: federalState } : {}),
    },
    customer: {
      id: customerId,
      name: `Kunde ${customerId}`,
      pivot: { signed: false, signed_by: null },
    },
    signature: null,
    signatures: [],
    refreshedAt: 0,
  };
}

function staff(messeId: number, customerId: number, staffId: number, lastname: string): StaffRow {
  return {
    key: staffKey(messeId, customerId, staffId),
    messeId,
    customerId,
    staffId,
    firstname: 'Eva',
    lastname,
    name: `Eva ${lastname}`,
    signed: false,
    signature: null,
    signatures: [],
  };
}

function time(
  messeId: number,
  customerId: number,
  staffId: number,
  day: string,
  [start, end, pause]: [number, number, number],
): TimeRow {
  return {
    key: timeKey(messeId, customerId, staffId, day),
    messeId,
    customerId,
    staffId,
    day,
    time_start: start * 60,
    time_end: end * 60,
    time_break: pause,
  };
}

const HERE = pair(3, 7, 'BY');
const ELSEWHERE = pair(5, 9, 'HH');
const OLD_ROW = pair(6, 9, undefined);
const LATE = staff(3, 7, 11, 'Spät');
const FINE = staff(3, 7, 12, 'Gut');
const TIMES = [
  time(3, 7, 11, DAY, [8, 17, 0]),
  // The evening before on another fair: 9 hours of rest only.
  time(5, 9, 11, '2026-06-03', [15, 23, 30]),
  time(3, 7, 12, DAY, [9, 15, 0]),
];

beforeAll(async () => {
  await db.pairs.bulkPut([HERE, ELSEWHERE, OLD_ROW]);
  await db.staff.bulkPut([LATE, FINE]);
  await db.times.bulkPut(TIMES);
});
afterAll(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('DayList: working-time law', () => {
  it('shows the warnings in the row of the person they concern, and none elsewhere', async () => {
    renderAt(
      `/de/stundenerfassung/3/7/date/${DAY}`,
      '/:locale/stundenerfassung/:messe/:customer/date/:date',
      <DayList
        messeId={3}
        customerId={7}
        day={DAY}
        data={{
          pair: HERE,
          staff: [FINE, LATE],
          times: TIMES.filter((row) => row.messeId === 3),
          unsent: new Set(),
        }}
      />,
    );
    const rows = screen.getAllByTestId('day-row');
    const late = rows.find((row) => row.textContent?.includes('Eva Spät'));
    const fine = rows.find((row) => row.textContent?.includes('Eva Gut'));
    if (!late || !fine) throw new Error('rows missing');
    await waitFor(() => expect(within(late).queryByTestId('working-time-warnings')).not.toBeNull());
    const items = within(within(late).getByTestId('working-time-warnings'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      // 15:00 the evening before: its 24 hours hold 7:30 then and 7:00 of this morning.
      '§ 3 ArbZG: 14:30 Std. Arbeitszeit in den 24 Stunden ab Arbeitsbeginn am 03.06.2026, mit der Arbeit am 04.06.2026 – mehr als 10 Stunden.',
      '§ 4 ArbZG: 9:00 Std. Arbeit brauchen 30 Min. Pause, eingetragen sind 0 Min.',
      '§ 5 ArbZG: nur 9:00 Std. Ruhezeit zwischen 03.06.2026 und 04.06.2026 – mindestens 11 Stunden.',
      '§ 9 ArbZG: Arbeit an einem Feiertag (Fronleichnam, BY).',
    ]);
    // 6:00 of work without a break is lawful; the holiday is still flagged for her.
    const fineNotes = within(fine).getByTestId('working-time-warnings');
    expect(
      within(fineNotes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['§ 9 ArbZG: Arbeit an einem Feiertag (Fronleichnam, BY).']);
  });
});
