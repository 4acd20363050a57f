import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxBatchEntry } from '@domain/shared/outbox-batch';
import { timeKey, timeTrackingDb, VALUE_KINDS } from '@src/features/stundenerfassung/data/db';
import { saveStaffSignature, saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { createOutboxTransport } from '@src/offline/outbox-transport';
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
 * Several batches on the way at once (ADR 0036): time entries travel side by
 * side, but a row's entry never beside its row's earlier one, a signature
 * only alone and after everything before it answered, and a batch that must
 * wait ends the pass once the batches beside it have landed.
 */

const BATCH = 'stundenerfassung/batch';
const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
const entry = (start: number) => ({ time_start: start, time_end: 18 * 60, time_break: 30 });
const saveDay = (staffId: number, day: string, start = 9 * 60) =>
  saveTimeEntry({ messeId: 3, customerId: 7, staffId, day, entry: entry(start) });
const entriesOf = (call: Call) => (call.json as { entries: OutboxBatchEntry[] }).entries;
const answerAll = (call: Call) =>
  json({
    results: entriesOf(call).map((item) => ({
      key: item.key,
      status: 200,
      body: item.path.endsWith('/sign')
        ? { signature: 'data:image/svg+xml,clean' }
        : { success: true, time: { day: item.path.split('/').pop(), ...(item.body as object) } },
    })),
  });

/**
 * A batch server that logs when each request starts and is answered (by the
 * keys it carries). It holds each request until `together` requests are open
 * or 300 ms passed, so requests the drainer may send side by side overlap
 * however busy the machine is, and one that must wait shows it.
 */
function slowServer(answer: (call: Call, index: number) => Response = answerAll, together = 2) {
  const log: string[] = [];
  const held: (() => void)[] = [];
  let most = 0;
  const server = fakeServer(async (call, index) => {
    const keys = entriesOf(call)
      .map((item) => item.key.slice(0, 8))
      .join(',');
    log.push(`send ${keys}`);
    await new Promise<void>((release) => {
      held.push(release);
      most = Math.max(most, held.length);
      if (held.length >= together) {
        held.splice(0).forEach((go) => go());
        return;
      }
      setTimeout(() => {
        const at = held.indexOf(release);
        if (at >= 0) held.splice(at, 1);
        release();
      }, 300);
    });
    log.push(`answer ${keys}`);
    return answer(call, index);
  });
  return { ...server, log, most: () => most };
}

function windowDrainer(fetch: typeof globalThis.fetch, maxEntries: number, inFlight = 3) {
  const transport = createOutboxTransport({
    prefixUrl: 'http://portal.test/app/api',
    fetch,
    batch: { path: BATCH, maxEntries, maxBytes: 1e6, inFlight },
  });
  return testDrainer(fetch, { transport, valueKinds: VALUE_KINDS });
}

const short = (id: string | undefined) => (id ?? '').slice(0, 8);

beforeEach(async () => {
  await resetDb();
  await seedPair();
});

describe('batches on the way side by side', () => {
  it('sends time entries in up to inFlight batches at once, each once, and empties the outbox', async () => {
    for (const day of DAYS) {
      for (const staffId of [12, 13]) await saveDay(staffId, day);
    }
    const ids = (await outboxRows()).map((row) => row.id);
    const server = slowServer(answerAll, 3);
    const { drainer, store } = windowDrainer(server.fetch, 2);

    await drainer.drain();

    expect(server.calls).toHaveLength(4);
    expect(server.most()).toBe(3);
    expect(server.calls.flatMap(entriesOf).map((item) => item.key)).toEqual(ids);
    expect(await outboxRows()).toEqual([]);
    expect(store.get()).toBe('idle');
  });

  it('never sends a row’s entry while its earlier entry is on the way, nor anything after it', async () => {
    // Two entries of one row (an older device's queue, or a tap during a send).
    await saveDay(12, DAYS[0]!);
    await saveDay(13, DAYS[0]!);
    await timeTrackingDb.outbox.add({
      id: crypto.randomUUID(),
      kind: 'time',
      path: `stundenerfassung/staff/3/7/12/${DAYS[0]}`,
      json: entry(10 * 60),
      rowKey: timeKey(3, 7, 12, DAYS[0]!),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
    });
    await saveDay(13, DAYS[1]!);
    const [first, beside, again, after] = (await outboxRows()).map((row) => short(row.id));
    const server = slowServer();

    await windowDrainer(server.fetch, 1).drainer.drain();

    expect(server.log.indexOf(`send ${beside}`)).toBeLessThan(
      server.log.indexOf(`answer ${first}`),
    );
    expect(server.log.indexOf(`send ${again}`)).toBeGreaterThan(
      server.log.indexOf(`answer ${first}`),
    );
    expect(server.log.indexOf(`send ${after}`)).toBeGreaterThan(
      server.log.indexOf(`send ${again}`),
    );
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, DAYS[0]!))).toMatchObject(
      entry(10 * 60),
    );
    expect(await outboxRows()).toEqual([]);
  });

  it('sends a signature alone, after every entry before it answered, and nothing beside it', async () => {
    await saveDay(12, DAYS[0]!);
    await saveDay(13, DAYS[0]!);
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg>x</svg>' });
    await saveDay(13, DAYS[1]!);
    await saveDay(12, DAYS[1]!);
    const [t1, t2, sign, t3, t4] = (await outboxRows()).map((row) => short(row.id));
    const server = slowServer();

    await windowDrainer(server.fetch, 1).drainer.drain();

    expect(server.log).toEqual([
      `send ${t1}`,
      `send ${t2}`,
      `answer ${t1}`,
      `answer ${t2}`,
      `send ${sign}`,
      `answer ${sign}`,
      `send ${t3}`,
      `send ${t4}`,
      `answer ${t3}`,
      `answer ${t4}`,
    ]);
    expect(await outboxRows()).toEqual([]);
  });

  it('a batch that must wait ends the pass: the batch beside it lands, nothing new starts', async () => {
    for (const day of DAYS.slice(0, 3)) {
      for (const staffId of [12, 13]) await saveDay(staffId, day);
    }
    // The first batch fails at once; the second is answered while the drain knows it.
    const server = fakeServer(async (call, index) => {
      if (index === 0) return problem(503, 'Wartung.');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return answerAll(call);
    });
    const { drainer } = windowDrainer(server.fetch, 2, 2);

    await drainer.drain();

    expect(server.calls).toHaveLength(2);
    // The first batch waits (its first entry counted, the other back to pending),
    // the second landed and left; the third was never sent.
    expect((await outboxRows()).map((row) => [row.rowKey, row.state, row.attempts])).toEqual([
      [timeKey(3, 7, 12, DAYS[0]!), 'retry', 1],
      [timeKey(3, 7, 13, DAYS[0]!), 'pending', 0],
      [timeKey(3, 7, 12, DAYS[2]!), 'pending', 0],
      [timeKey(3, 7, 13, DAYS[2]!), 'pending', 0],
    ]);
  });

  it('without value kinds one batch at a time, as before', async () => {
    for (const day of DAYS) await saveDay(12, day);
    const server = slowServer();
    const transport = createOutboxTransport({
      prefixUrl: 'http://portal.test/app/api',
      fetch: server.fetch,
      batch: { path: BATCH, maxEntries: 1, maxBytes: 1e6, inFlight: 3 },
    });

    await testDrainer(server.fetch, { transport }).drainer.drain();

    expect(server.calls).toHaveLength(4);
    expect(server.most()).toBe(1);
  });
});
