import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxBatchEntry } from '@domain/shared/outbox-batch';
import { staffKey, timeKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import type { OutboxRow } from '@src/offline/db';
import { saveStaffSignature, saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { createOutboxTransport } from '@src/offline/outbox-transport';
import { countUnsent } from '@src/offline/sync-status';
import {
  type Call,
  fakeServer,
  json,
  outboxRows,
  problem,
  resetDb,
  seedPair,
  testDrainer,
} from './offline-fixtures';

/*
 * One outbox entry per row, however many taps (ADR 0036): a time row's
 * waiting entry takes the newest value; an entry a request holds, a parked
 * one and every signature stay as they are; the order of entry holds per row.
 */

const BATCH = 'stundenerfassung/batch';
const DAY = '2026-11-20';
/** A stepper tap on the end time: 18:00 plus `taps` quarter hours. */
const endAfter = (taps: number) => ({
  time_start: 9 * 60,
  time_end: 18 * 60 + 15 * taps,
  time_break: 30,
});
const tap = (staffId: number, taps: number, day = DAY) =>
  saveTimeEntry({ messeId: 3, customerId: 7, staffId, day, entry: endAfter(taps) });
const entriesOf = (call: Call | undefined) =>
  (call?.json as { entries: OutboxBatchEntry[] } | null)?.entries ?? [];
const savedAnswer = (item: OutboxBatchEntry) => ({
  key: item.key,
  status: 200,
  body: { success: true, time: { day: item.path.split('/').pop(), ...(item.body as object) } },
});
const signedAnswer = (item: OutboxBatchEntry) => ({
  key: item.key,
  status: 200,
  body: { signature: 'data:image/svg+xml,clean' },
});
const batchAnswer = (call: Call) =>
  json({
    results: entriesOf(call).map((item) =>
      item.path.endsWith('/sign') ? signedAnswer(item) : savedAnswer(item),
    ),
  });

function batchDrainer(fetch: typeof globalThis.fetch) {
  const transport = createOutboxTransport({
    prefixUrl: 'http://portal.test/app/api',
    fetch,
    batch: { path: BATCH, maxEntries: 100, maxBytes: 1e6 },
  });
  return testDrainer(fetch, { transport });
}

/** People 100… on the pair, beside 12 and 13 of seedPair. */
async function seedStaff(count: number): Promise<number[]> {
  const ids = Array.from({ length: count }, (_, index) => 100 + index);
  await timeTrackingDb.staff.bulkPut(
    ids.map((staffId) => ({
      key: staffKey(3, 7, staffId),
      messeId: 3,
      customerId: 7,
      staffId,
      firstname: 'Vor',
      lastname: `Nach${staffId}`,
      name: `Vor Nach${staffId}`,
      signed: false,
      signature: null,
      signatures: [],
    })),
  );
  return ids;
}

const summary = (rows: OutboxRow[]) => rows.map((row) => [row.kind, row.rowKey, row.json ?? null]);

beforeEach(async () => {
  await resetDb();
  await seedPair();
});

describe('one outbox entry per row', () => {
  it('30 people × 4 taps each queue 30 entries with the last values; the badge counts 30; the server gets one write per row', async () => {
    const people = await seedStaff(30);
    for (const staffId of people) {
      for (let taps = 1; taps <= 4; taps++) await tap(staffId, taps);
    }

    const rows = await outboxRows();
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row.json)).toEqual(people.map(() => endAfter(4)));
    expect(new Set(rows.map((row) => row.id)).size).toBe(30);
    expect(await countUnsent(timeTrackingDb)).toBe(30);

    const server = fakeServer(batchAnswer);
    await batchDrainer(server.fetch).drainer.drain();
    const sent = server.calls.flatMap(entriesOf);
    expect(sent.map((item) => item.path)).toEqual(
      people.map((staffId) => `stundenerfassung/staff/3/7/${staffId}/${DAY}`),
    );
    expect(sent.every((item) => (item.body as { time_end: number }).time_end === 19 * 60)).toBe(
      true,
    );
    expect(await outboxRows()).toEqual([]);
  });

  it('a tap while the entry is in flight leaves that entry as it is and queues one new entry behind it', async () => {
    await tap(12, 1);
    const [inFlight] = await outboxRows();
    let during: OutboxRow[] = [];
    const server = fakeServer(async (call, index) => {
      if (index === 0) {
        // Three more taps while the first request is on its way.
        for (let taps = 2; taps <= 4; taps++) await tap(12, taps);
        during = await outboxRows();
      }
      return batchAnswer(call);
    });

    await batchDrainer(server.fetch).drainer.drain();

    expect(during).toHaveLength(2);
    expect(during[0]).toEqual({ ...inFlight, state: 'sending' });
    expect(during[1]).toMatchObject({ state: 'pending', json: endAfter(4) });
    expect(during[1]?.id).not.toBe(inFlight?.id);
    // Both were sent, in order, each under its own key; nothing entered was lost.
    expect(
      server.calls.map((call) => entriesOf(call).map((item) => [item.key, item.body])),
    ).toEqual([[[inFlight?.id, endAfter(1)]], [[during[1]?.id, endAfter(4)]]]);
    expect(await outboxRows()).toEqual([]);
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, DAY))).toMatchObject(endAfter(4));
  });

  it('a waiting entry keeps its place, state and attempts, and takes the new write under a fresh key', async () => {
    await tap(12, 1);
    await tap(13, 1);
    // The first send fails: the entry may have reached the server under its key.
    let fail = true;
    const server = fakeServer((call) => (fail ? problem(503, 'Wartung') : batchAnswer(call)));
    const { drainer } = batchDrainer(server.fetch);
    await drainer.drain();
    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ state: 'retry', attempts: 1 });

    await tap(12, 2);

    const [folded, other] = await outboxRows();
    expect(folded).toMatchObject({
      seq: waiting?.seq,
      state: 'retry',
      attempts: 1,
      nextAttemptAt: waiting?.nextAttemptAt,
      json: endAfter(2),
    });
    expect(folded?.id).not.toBe(waiting?.id);
    expect(other?.rowKey).toBe(timeKey(3, 7, 13, DAY));

    fail = false;
    await drainer.drain({ force: true });
    expect(entriesOf(server.calls.at(-1)).map((item) => [item.key, item.body])).toEqual([
      [folded?.id, endAfter(2)],
      [other?.id, endAfter(1)],
    ]);
    expect(await outboxRows()).toEqual([]);
  });

  it('never folds a signature, nor a time across a signature queued after it', async () => {
    await tap(12, 1);
    await tap(13, 1);
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg>a</svg>' });
    // After the signature: 13's day again (the signature of 12 stands between), and 12's next day.
    await tap(13, 2);
    await tap(12, 1, '2026-11-21');
    await tap(12, 2, '2026-11-21');
    await saveStaffSignature({
      messeId: 3,
      customerId: 7,
      staffId: 12,
      svg: '<svg>b</svg>',
      days: ['2026-11-21'],
    });

    const rows = await outboxRows();
    expect(summary(rows)).toEqual([
      ['time', timeKey(3, 7, 12, DAY), endAfter(1)],
      ['time', timeKey(3, 7, 13, DAY), endAfter(1)],
      ['staff-sign', staffKey(3, 7, 12), null],
      ['time', timeKey(3, 7, 13, DAY), endAfter(2)],
      ['time', timeKey(3, 7, 12, '2026-11-21'), endAfter(2)],
      ['staff-sign', staffKey(3, 7, 12), null],
    ]);
    expect(rows.map((row) => row.form?.days ?? null)).toEqual([
      null,
      null,
      JSON.stringify([DAY]),
      null,
      null,
      JSON.stringify(['2026-11-21']),
    ]);

    // Sent exactly in that order.
    const server = fakeServer(batchAnswer);
    await batchDrainer(server.fetch).drainer.drain();
    expect(server.calls.flatMap(entriesOf).map((item) => item.key)).toEqual(
      rows.map((row) => row.id),
    );
  });

  it('keeps the order of entry per row: a fold takes the place of the row’s newest entry', async () => {
    // An older device's queue may hold two entries of one row already.
    await tap(12, 1);
    await timeTrackingDb.outbox.add({
      id: crypto.randomUUID(),
      kind: 'time',
      path: `stundenerfassung/staff/3/7/12/${DAY}`,
      json: endAfter(2),
      rowKey: timeKey(3, 7, 12, DAY),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
    });
    await tap(13, 1);
    await tap(12, 3);
    await tap(13, 2);

    expect(summary(await outboxRows())).toEqual([
      ['time', timeKey(3, 7, 12, DAY), endAfter(1)],
      ['time', timeKey(3, 7, 12, DAY), endAfter(3)],
      ['time', timeKey(3, 7, 13, DAY), endAfter(2)],
    ]);
    const server = fakeServer(batchAnswer);
    await batchDrainer(server.fetch).drainer.drain();
    expect(
      server.calls
        .flatMap(entriesOf)
        .map((item) => [item.path.split('/')[4], (item.body as { time_end: number }).time_end]),
    ).toEqual([
      ['12', endAfter(1).time_end],
      ['12', endAfter(3).time_end],
      ['13', endAfter(2).time_end],
    ]);
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, DAY))).toMatchObject(endAfter(3));
  });

  it('leaves a parked entry as it is: the next tap queues a new one', async () => {
    await tap(12, 1);
    const server = fakeServer((call) =>
      json({
        results: entriesOf(call).map((item) => ({
          key: item.key,
          status: 422,
          body: { message: 'Ungültig.', errors: {} },
        })),
      }),
    );
    await batchDrainer(server.fetch).drainer.drain();
    const [parked] = await outboxRows();
    expect(parked?.state).toBe('rejected');

    await tap(12, 2);

    const rows = await outboxRows();
    expect(rows[0]).toEqual(parked);
    expect(rows[1]).toMatchObject({ state: 'pending', json: endAfter(2) });
    expect(await countUnsent(timeTrackingDb)).toBe(1);
  });
});
