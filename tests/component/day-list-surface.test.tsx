import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_WORK_TIME } from '@domain/shared/times/time';
import { DayList } from '@src/features/stundenerfassung/components/day-list';
import { DaySelect } from '@src/features/stundenerfassung/components/day-select';
import {
  pairKey,
  staffKey,
  timeKey,
  timeTrackingDb as db,
  type StaffRow,
} from '@src/features/stundenerfassung/data/db';
import { usePairStaffData } from '@src/features/stundenerfassung/hooks/use-screen-data';
import { renderAt } from './render';

/*
 * The day list as the supervisor meets it, on the device's real Dexie rows:
 * 'Leeren' can be undone and restores the exact time, 'nur ohne Zeit' shows
 * who is missing, and the phone's day select counts '4/30', not 'done'.
 */

const DAY = '2026-11-27';

function person(staffId: number, lastname: string): StaffRow {
  return {
    key: staffKey(3, 7, staffId),
    messeId: 3,
    customerId: 7,
    staffId,
    firstname: 'Eva',
    lastname,
    name: `Eva ${lastname}`,
    signed: false,
    signature: null,
    signatures: [],
  };
}

async function seed() {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.pairs.put({
    key: pairKey(3, 7),
    messeId: 3,
    customerId: 7,
    messe: { id: 3, name: 'Boot', city: 'Düsseldorf', date_start: DAY, date_end: '2026-11-29' },
    customer: { id: 7, name: 'Werft AG', pivot: { signed: false, signed_by: null } },
    signature: null,
    signatures: [],
    refreshedAt: 0,
  });
  await db.staff.bulkPut([person(11, 'Acker'), person(12, 'Bach'), person(13, 'Cramer')]);
  // Eva Acker's custom shift: 08:15–19:45 with 45 minutes of break.
  await db.times.put({
    key: timeKey(3, 7, 11, DAY),
    messeId: 3,
    customerId: 7,
    staffId: 11,
    day: DAY,
    time_start: 495,
    time_end: 1185,
    time_break: 45,
  });
}

/** The list on the live rows, as the date view feeds it. */
function LiveDayList() {
  const data = usePairStaffData(3, 7);
  return data ? <DayList messeId={3} customerId={7} day={DAY} data={data} /> : null;
}

function renderList() {
  renderAt(
    `/de/stundenerfassung/3/7?date=${DAY}`,
    '/:locale/stundenerfassung/:messe/:customer',
    <LiveDayList />,
  );
}

const rowOf = (name: string) =>
  screen.getAllByTestId('day-row').find((row) => row.textContent?.includes(name));

beforeEach(seed);

describe('DayList: clearing a day can be undone', () => {
  it('restores the exact previous time through a second write after the clear', async () => {
    renderList();
    const clear = await screen.findByRole('button', { name: /Tag von Eva Acker leeren/ });
    await userEvent.click(clear);

    const toast = screen.getByTestId('undo-toast');
    await waitFor(() =>
      expect(within(toast).getByRole('status').textContent).toBe(
        'Tag von Eva Acker geleert (vorher 08:15–19:45).',
      ),
    );
    const undo = within(toast).getByRole('button', { name: /^Rückgängig/ });
    expect(undo.getAttribute('aria-label')).toBe('Rückgängig: Eva Acker wieder 08:15–19:45');
    // The tapped button is gone with the time: the focus waits on the undo.
    expect(document.activeElement).toBe(undo);
    expect(await db.times.get(timeKey(3, 7, 11, DAY))).toMatchObject(NO_WORK_TIME);

    await userEvent.click(undo);
    await waitFor(() =>
      expect(within(toast).getByRole('status').textContent).toBe(
        'Zeit von Eva Acker wiederhergestellt: 08:15–19:45.',
      ),
    );
    expect(await db.times.get(timeKey(3, 7, 11, DAY))).toMatchObject({
      time_start: 495,
      time_end: 1185,
      time_break: 45,
    });
    // The clear had not been sent: the undo takes its place, the server gets the time from before.
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => [entry.rowKey, entry.json])).toEqual([
      [timeKey(3, 7, 11, DAY), { time_start: 495, time_end: 1185, time_break: 45 }],
    ]);
    expect(within(toast).queryByRole('button')).toBeNull();
    // Focus goes back to the person's row.
    expect(document.activeElement?.textContent).toBe('Eva Acker');
    await waitFor(() =>
      expect(rowOf('Eva Acker')?.querySelector('[aria-valuetext="19:45"]')).not.toBeNull(),
    );
  });

  it('offers no undo over a newer value of the row', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /Tag von Eva Acker leeren/ }));
    const toast = screen.getByTestId('undo-toast');
    await within(toast).findByRole('button', { name: /^Rückgängig/ });
    // Escape closes it too; here the row gets the standard shift instead.
    await userEvent.click(
      screen.getByRole('button', { name: 'Für Eva Acker 09:00–18:00 eintragen' }),
    );
    await waitFor(() => expect(within(toast).queryByRole('button')).toBeNull());
    expect(within(toast).getByRole('status').textContent).toBe('');
  });
});

describe('DayList: only those without a time', () => {
  it('shows who is missing, and keeps a row that just got its time in view', async () => {
    renderList();
    await screen.findByRole('button', { name: /Tag von Eva Acker leeren/ });
    expect(screen.getAllByTestId('day-row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Nur ohne Zeit zeigen' }));
    await waitFor(() => expect(screen.getAllByTestId('day-row')).toHaveLength(2));
    expect(rowOf('Eva Acker')).toBeUndefined();

    await userEvent.click(
      screen.getByRole('button', { name: 'Für Eva Bach 09:00–18:00 eintragen' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('missing-count').textContent).toBe('○ Noch ohne Zeit: 1'),
    );
    // Eva Bach stays in view until the filter changes, so her time can still be corrected.
    expect(screen.getAllByTestId('day-row')).toHaveLength(2);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Nur ohne Zeit zeigen' }));
    await waitFor(() => expect(screen.getAllByTestId('day-row')).toHaveLength(3));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nur ohne Zeit zeigen' }));
    await waitFor(() => expect(screen.getAllByTestId('day-row')).toHaveLength(1));
  });
});

describe('DaySelect', () => {
  it('says how many of all have a time on a day, not just that someone has', async () => {
    await act(async () => {
      renderAt(
        '/de/x',
        '/:locale/x',
        <DaySelect
          dateStart="2026-11-26"
          dateEnd="2026-11-28"
          value="2026-11-27"
          onChange={() => {}}
          progress={{
            entered: new Map([
              ['2026-11-26', 30],
              ['2026-11-27', 4],
            ]),
            total: 30,
          }}
        />,
      );
    });
    const options = within(screen.getByLabelText('Messetag wählen'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Do., 26.11.2026 · 30/30 ✓',
      'Fr., 27.11.2026 · 4/30',
      'Sa., 28.11.2026',
    ]);
  });
});
