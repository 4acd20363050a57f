import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxBatchEntry, OutboxBatchResult } from '@domain/shared/outbox-batch';
import { staffKey, timeKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { saveStaffSignature, saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { batchEntrySize, createOutboxTransport } from '@src/offline/outbox-transport';
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
 * The drainer sending through the batch call (ADR 0018) against a fake server:
 * every per-entry answer is handled as the single call's answer would be, an
 * entry leaves only by the key the server answered, order holds.
 */

const BATCH = 'stundenerfassung/batch';
const entry = (start: number) => ({ time_start: start, time_end: 18 * 60, time_break: 30 });
const saveDay = (staffId: number, day: string, start = 9 * 60) =>
  saveTimeEntry({ messeId: 3, customerId: 7, staffId, day, entry: entry(start) });
const saved = (item: OutboxBatchEntry): OutboxBatchResult => ({
  key: item.key,
  status: 200,
  body: { success: true, time: { day: item.path.split('/').pop(), ...(item.body as object) } },
});
const refused = (item: OutboxBatchEntry, status: number, code?: string): OutboxBatchResult => ({
  key: item.key,
  status,
  body: { message: `refused ${status}`, errors: {}, ...(code ? { code } : {}) },
});
const entriesOf = (call: Call | undefined) =>
  (call?.json as { entries: OutboxBatchEntry[] } | null)?.entries ?? [];

/** A batch server answering each entry with `answer` (index within the batch). */
function batchServer(answer: (item: OutboxBatchEntry, index: number) => OutboxBatchResult) {
  return fakeServer((call) =>
    call.path === BATCH
      ? json({ results: entriesOf(call).map(answer) })
      : problem(500, 'single call not expected'),
  );
}

function batchDrainer(
  fetch: typeof globalThis.fetch,
  limits: { maxEntries?: number; maxBytes?: number } = {},
) {
  const transport = createOutboxTransport({
    prefixUrl: 'http://portal.test/app/api',
    fetch,
    batch: { path: BATCH, maxEntries: limits.maxEntries ?? 100, maxBytes: limits.maxBytes ?? 1e6 },
  });
  return testDrainer(fetch, { transport });
}

beforeEach(async () => {
  await resetDb();
  await seedPair();
});

describe('draining through the batch call', () => {
  it('sends the queue in one request in order of entry, keys and JSON signature included', async () => {
    await saveDay(12, '2026-11-20');
    await saveDay(13, '2026-11-20');
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg>x</svg>' });
    const rows = await outboxRows();
    const server = batchServer((item) =>
      item.path.endsWith('/sign')
        ? { key: item.key, status: 200, body: { signature: 'data:image/svg+xml,clean' } }
        : saved(item),
    );
    const { drainer, store } = batchDrainer(server.fetch);

    await drainer.drain();

    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.key).toBeNull();
    expect(entriesOf(server.calls[0])).toEqual([
      { key: rows[0]?.id, path: 'stundenerfassung/staff/3/7/12/2026-11-20', body: entry(540) },
      { key: rows[1]?.id, path: 'stundenerfassung/staff/3/7/13/2026-11-20', body: entry(540) },
      {
        key: rows[2]?.id,
        path: 'stundenerfassung/staff/3/7/12/sign',
        body: { signature: '<svg>x</svg>', days: '["2026-11-20"]' },
      },
    ]);
    expect(await outboxRows()).toEqual([]);
    expect(store.get()).toBe('idle');
    expect((await timeTrackingDb.staff.get(staffKey(3, 7, 12)))?.signature).toBe(
      'data:image/svg+xml,clean',
    );
  });

  it('splits the queue by the entry and byte limits, keeping the order', async () => {
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      await saveDay(12, day);
      await saveDay(13, day);
    }
    const ids = (await outboxRows()).map((row) => row.id);
    const byCount = batchServer(saved);
    await batchDrainer(byCount.fetch, { maxEntries: 4 }).drainer.drain();
    expect(byCount.calls.map((call) => entriesOf(call).length)).toEqual([4, 2]);
    expect(byCount.calls.flatMap((call) => entriesOf(call).map((item) => item.key))).toEqual(ids);

    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) await saveDay(12, day);
    const byBytes = batchServer(saved);
    const size = batchEntrySize((await outboxRows())[0]!);
    await batchDrainer(byBytes.fetch, { maxBytes: 2 * size + 1 }).drainer.drain();
    expect(byBytes.calls.map((call) => entriesOf(call).length)).toEqual([2, 1]);
    expect(await outboxRows()).toEqual([]);
  });

  it('removes the acknowledged entries, parks the refused ones visibly, and goes on', async () => {
    for (const staffId of [12, 13]) {
      await saveDay(staffId, '2026-11-20');
      await saveDay(staffId, '2026-11-21');
    }
    const ids = (await outboxRows()).map((row) => row.id);
    const server = batchServer((item, index) =>
      index === 1
        ? refused(item, 409, 'sheet_signed')
        : index === 2
          ? refused(item, 422)
          : saved(item),
    );
    const { drainer, store } = batchDrainer(server.fetch);

    await drainer.drain();

    const rows = await outboxRows();
    expect(rows.map((row) => [row.id, row.state, row.attempts, row.error])).toEqual([
      [ids[1], 'rejected', 1, { status: 409, message: 'refused 409', code: 'sheet_signed' }],
      [ids[2], 'rejected', 1, { status: 422, message: 'refused 422' }],
    ]);
    expect(store.get()).toBe('idle');
    await drainer.drain({ force: true });
    expect(server.calls).toHaveLength(1);
  });

  it('an entry that must be retried stops the drain: the ones after it wait as pending, unsent', async () => {
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) await saveDay(12, day);
    const ids = (await outboxRows()).map((row) => row.id);
    let busy = true;
    const server = batchServer((item, index) =>
      index === 0 || !busy
        ? saved(item)
        : index === 1
          ? { ...refused(item, 409, 'request_in_progress'), retryAfter: 3 }
          : refused(item, 503, 'not_attempted'),
    );
    const { drainer, clock, store } = batchDrainer(server.fetch);

    await drainer.drain();

    expect((await outboxRows()).map((row) => [row.id, row.state, row.attempts])).toEqual([
      [ids[1], 'retry', 1],
      [ids[2], 'pending', 0],
    ]);
    expect((await outboxRows())[0]?.nextAttemptAt).toBe(clock.now() + 3000);
    expect(store.get()).toBe('error');
    busy = false;
    clock.set(clock.now() + 3000);
    await drainer.drain();
    expect(entriesOf(server.calls[1]).map((item) => item.key)).toEqual([ids[1], ids[2]]);
    expect(await outboxRows()).toEqual([]);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed')), 'offline'],
    ['a 503 for the batch', () => problem(503, 'wartung'), 'error'],
    ['an unreadable answer', () => json({ results: 'nope' }), 'error'],
  ] as const)(
    'after %s nothing is removed; the first entry backs off',
    async (_, answer, phase) => {
      await saveDay(12, '2026-11-20');
      await saveDay(13, '2026-11-20');
      const server = fakeServer(answer);
      const { drainer, clock, store } = batchDrainer(server.fetch);

      await drainer.drain();

      expect((await outboxRows()).map((row) => [row.state, row.attempts])).toEqual([
        ['retry', 1],
        ['pending', 0],
      ]);
      expect(store.get()).toBe(phase);
      expect(clock.timers.map((timer) => timer.at)).toEqual([clock.now() + 1000]);
    },
  );

  it('a 401 pauses everything: for the batch, or as a result in the middle of it', async () => {
    await saveDay(12, '2026-11-20');
    await saveDay(13, '2026-11-20');
    await saveDay(12, '2026-11-21');
    const whole = fakeServer(() => problem(401, 'abgemeldet'));
    const first = batchDrainer(whole.fetch);
    await first.drainer.drain();
    expect((await outboxRows()).map((row) => row.state)).toEqual([
      'needs-login',
      'needs-login',
      'needs-login',
    ]);
    expect(first.store.get()).toBe('needs-login');

    const ids = (await outboxRows()).map((row) => row.id);
    const midway = batchServer((item, index) => (index === 0 ? saved(item) : refused(item, 401)));
    const second = batchDrainer(midway.fetch);
    await second.drainer.resume();
    expect((await outboxRows()).map((row) => [row.id, row.state])).toEqual([
      [ids[1], 'needs-login'],
      [ids[2], 'needs-login'],
    ]);
    expect(second.store.get()).toBe('needs-login');
  });

  it('an entry without a result is not removed (it is retried), nor are those after it', async () => {
    await saveDay(12, '2026-11-20');
    await saveDay(13, '2026-11-20');
    await saveDay(12, '2026-11-21');
    const ids = (await outboxRows()).map((row) => row.id);
    const server = fakeServer((call) => json({ results: entriesOf(call).slice(0, 1).map(saved) }));
    await batchDrainer(server.fetch).drainer.drain();
    expect((await outboxRows()).map((row) => [row.id, row.state, row.attempts])).toEqual([
      [ids[1], 'retry', 1],
      [ids[2], 'pending', 0],
    ]);
  });

  it('a lost answer leaves every entry queued; the same keys are sent again and replay', async () => {
    await saveDay(12, '2026-11-20');
    await saveDay(13, '2026-11-20');
    const applied = new Map<string, OutboxBatchResult>();
    let loseNext = true;
    const server = fakeServer((call) => {
      const results = entriesOf(call).map((item) => {
        const known = applied.get(item.key);
        if (known) return { ...known, replayed: true };
        const result = saved(item);
        applied.set(item.key, result);
        return result;
      });
      if (loseNext) {
        loseNext = false;
        throw new TypeError('connection reset');
      }
      return json({ results });
    });
    const { drainer } = batchDrainer(server.fetch);

    await drainer.drain();
    expect((await outboxRows()).map((row) => row.state)).toEqual(['retry', 'pending']);
    await drainer.drain({ force: true });

    expect(entriesOf(server.calls[1])).toEqual(entriesOf(server.calls[0]));
    expect(applied.size).toBe(2);
    expect(await outboxRows()).toEqual([]);
  });

  it('two entries of one row in one batch: the newer value stays local', async () => {
    await saveDay(12, '2026-11-20', 8 * 60);
    await saveDay(12, '2026-11-20', 10 * 60);
    const server = batchServer((item) => ({
      ...saved(item),
      body: {
        success: true,
        time: { day: '2026-11-20', ...(item.body as object), time_break: 45 },
      },
    }));
    await batchDrainer(server.fetch).drainer.drain();
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20'))).toMatchObject({
      time_start: 10 * 60,
      time_break: 45,
    });
  });

  it('an older server without the batch call (404): the entries go singly, the signature as multipart', async () => {
    await saveDay(12, '2026-11-20');
    await saveDay(13, '2026-11-21');
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 13, svg: '<svg>y</svg>' });
    const ids = (await outboxRows()).map((row) => row.id);
    const server = fakeServer((call) =>
      call.path === BATCH
        ? problem(404, 'Nicht gefunden.')
        : call.path.endsWith('/sign')
          ? json({ signature: 'data:image/svg+xml,clean' })
          : json({ success: true, time: { day: '2026-11-20', ...(call.json as object) } }),
    );
    const { drainer } = batchDrainer(server.fetch);

    await drainer.drain();

    expect(server.calls.map((call) => [call.path, call.key])).toEqual([
      [BATCH, null],
      ['stundenerfassung/staff/3/7/12/2026-11-20', ids[0]],
      ['stundenerfassung/staff/3/7/13/2026-11-21', ids[1]],
      ['stundenerfassung/staff/3/7/13/sign', ids[2]],
    ]);
    expect(server.calls[3]?.form?.get('signature')).toBeInstanceOf(Blob);
    expect(server.calls[3]?.form?.get('days')).toBe('["2026-11-21"]');
    expect(await outboxRows()).toEqual([]);

    // It does not ask again for a while.
    await saveDay(12, '2026-11-21');
    await drainer.drain();
    expect(server.calls.at(-1)?.path).toBe('stundenerfassung/staff/3/7/12/2026-11-21');
  });
});
