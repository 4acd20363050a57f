import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERIOD_CLOSED as CONTRACT_CODE } from '@domain/abschluss/close-contract';
import { timeKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import type { OutboxBatchEntry } from '@domain/shared/outbox-batch';
import { classifyAnswer } from '@src/offline/outbox-outcome';
import { createOutboxTransport } from '@src/offline/outbox-transport';
import { PERIOD_CLOSED, requeueClosed } from '@src/offline/period-closed';
import {
  fakeServer,
  json,
  outboxRows,
  problem,
  resetDb,
  seedPair,
  testDrainer,
} from './offline-fixtures';

/*
 * A write to a month the office closed (issue 26): parked with code
 * period_closed whatever shape names it, the local value kept, and sent again
 * as it is once the office reopened (requeueClosed).
 */

const entry = { time_start: 9 * 60, time_end: 17 * 60, time_break: 30 };

beforeEach(async () => {
  await resetDb();
  await seedPair();
});

describe('a refusal because the period is closed', () => {
  it('has the contract code', () => {
    expect(PERIOD_CLOSED).toBe(CONTRACT_CODE);
  });

  it.each([
    ['the code', { message: 'Zeitraum abgeschlossen.', errors: {}, code: 'period_closed' }],
    ['the message', { message: 'period_closed', errors: {} }],
    ['a field', { message: 'Abgelehnt.', errors: { day: ['period_closed'] } }],
  ])('is parked with its code when %s names it', (_, body) => {
    expect(classifyAnswer(409, body)).toMatchObject({
      kind: 'rejected',
      error: { status: 409, code: 'period_closed' },
    });
  });

  it('keeps the entry and its local value, and sends it again after the reopening', async () => {
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: '2026-11-20', entry });
    let closed = true;
    const server = fakeServer(() =>
      closed
        ? problem(409, 'Dieser Zeitraum ist vom Büro abgeschlossen.', 'period_closed')
        : json({ success: true, time: { day: '2026-11-20', ...entry } }),
    );
    const { drainer } = testDrainer(server.fetch);

    await drainer.drain();
    const [parked] = await outboxRows();
    expect(parked).toMatchObject({ state: 'rejected', error: { code: 'period_closed' } });
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20'))).toMatchObject(entry);

    closed = false;
    await requeueClosed(timeTrackingDb, [parked?.id ?? '']);
    expect((await outboxRows())[0]).toMatchObject({ state: 'pending' });
    expect((await outboxRows())[0]?.error).toBeUndefined();
    await drainer.drain();
    expect(await outboxRows()).toEqual([]);
    expect(server.calls).toHaveLength(2);
    // A new key: the server replays the refusal stored under the old one.
    expect(server.calls[1]?.key).not.toBe(parked?.id);
    expect(server.calls[0]?.key).toBe(parked?.id);
  });

  it('through the batch call: refused per entry, then answered under the new key', async () => {
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: '2026-11-20', entry });
    let closed = true;
    const server = fakeServer((call) => {
      const items = (call.json as { entries: OutboxBatchEntry[] }).entries;
      return json({
        results: items.map((item) =>
          closed
            ? {
                key: item.key,
                status: 409,
                body: { message: 'Abgeschlossen.', errors: {}, code: 'period_closed' },
              }
            : { key: item.key, status: 200, body: { success: true, time: entry } },
        ),
      });
    });
    const transport = createOutboxTransport({
      prefixUrl: 'http://portal.test/app/api',
      fetch: server.fetch,
      batch: { path: 'stundenerfassung/batch', maxEntries: 100, maxBytes: 1e6 },
    });
    const { drainer } = testDrainer(server.fetch, { transport });
    await drainer.drain();
    const [parked] = await outboxRows();
    expect(parked).toMatchObject({ state: 'rejected', error: { code: 'period_closed' } });
    closed = false;
    await requeueClosed(timeTrackingDb, [parked?.id ?? '']);
    await drainer.drain();
    expect(await outboxRows()).toEqual([]);
  });

  it('leaves other refusals parked', async () => {
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: '2026-11-20', entry });
    const server = fakeServer(() => problem(409, 'Unterschrieben.', 'sheet_signed'));
    const { drainer } = testDrainer(server.fetch);
    await drainer.drain();
    const [parked] = await outboxRows();
    await requeueClosed(timeTrackingDb, [parked?.id ?? '']);
    expect((await outboxRows())[0]).toMatchObject({ state: 'rejected' });
  });
});
