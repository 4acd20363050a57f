import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClosedPeriodNotice } from '@src/features/stundenerfassung/components/closed-period-notice';
import { timeKey, timeTrackingDb as db } from '@src/features/stundenerfassung/data/db';
import type { OutboxRow } from '@src/offline/db';
import { renderAt } from './render';

/*
 * A time the server refused because the office closed its month (issue 26):
 * said on its day in the tablet's words, kept, and sent again on request;
 * other days and other refusals say nothing here.
 */

const DAY = '2026-06-11';

function parked(id: string, day: string, code: string): OutboxRow {
  return {
    id,
    kind: 'time',
    path: `stundenerfassung/staff/3/7/12/${day}`,
    json: { time_start: 540, time_end: 1050, time_break: 30 },
    rowKey: timeKey(3, 7, 12, day),
    state: 'rejected',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    error: { status: 409, message: 'Zeitraum abgeschlossen.', code },
  };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

function renderNotice() {
  renderAt(
    `/de/stundenerfassung/3/7/date/${DAY}`,
    '/:locale/stundenerfassung/:messe/:customer/date/:date',
    <ClosedPeriodNotice messeId={3} customerId={7} day={DAY} />,
  );
}

describe('ClosedPeriodNotice', () => {
  it('says whom to ask and sends the kept entry again', async () => {
    await db.outbox.bulkAdd([
      parked('a', DAY, 'period_closed'),
      parked('b', '2026-06-12', 'period_closed'),
      parked('c', DAY, 'sheet_signed'),
    ]);
    renderNotice();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Dieser Monat ist vom Büro abgeschlossen. Bitte das Büro bitten, ihn wieder zu öffnen.',
    );
    expect(alert.textContent).toContain('1 Eintrag bleibt auf diesem Gerät gespeichert');

    await userEvent.click(screen.getByRole('button', { name: 'Erneut senden' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((row) => [row.id, row.state])).toEqual([
      ['a', 'pending'],
      ['b', 'rejected'],
      ['c', 'rejected'],
    ]);
  });

  it('says nothing without such a refusal', async () => {
    await db.outbox.add(parked('c', DAY, 'sheet_signed'));
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
