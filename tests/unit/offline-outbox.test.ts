import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffKey, timeKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { saveStaffSignature, saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import {
  fakeServer,
  json,
  outboxRows,
  problem,
  resetDb,
  seedPair,
  seedTime,
  testDrainer,
  type Call,
} from './offline-fixtures';

const entry = (start: number) => ({ time_start: start, time_end: 18 * 60, time_break: 30 });
const saveDay = (staffId: number, day: string, start = 9 * 60) =>
  saveTimeEntry({ messeId: 3, customerId: 7, staffId, day, entry: entry(start) });
const timeAnswer = (call: Call) =>
  json({ success: true, time: { day: call.path.split('/').pop(), ...(call.json as object) } });

beforeEach(async () => {
  await resetDb();
  await seedPair();
});

describe('outbox drain', () => {
  it('sends in order of entry with the entry id as Idempotency-Key, then empties the outbox', async () => {
    await saveDay(12, '2026-11-20');
    await saveDay(13, '2026-11-20');
    await saveDay(12, '2026-11-21');
    const ids = (await outboxRows()).map((row) => row.id);
    const server = fakeServer(timeAnswer);
    const { drainer, store } = testDrainer(server.fetch);

    await drainer.drain();

    expect(server.calls.map((call) => call.path)).toEqual([
      'stundenerfassung/staff/3/7/12/2026-11-20',
      'stundenerfassung/staff/3/7/13/2026-11-20',
      'stundenerfassung/staff/3/7/12/2026-11-21',
    ]);
    expect(server.calls.map((call) => call.key)).toEqual(ids);
    expect(server.calls[0]?.json).toEqual(entry(9 * 60));
    expect(await outboxRows()).toEqual([]);
    expect(store.get()).toBe('idle');
    expect((await timeTrackingDb.meta.get('lastSyncedAt'))?.value).toEqual(expect.any(Number));
  });

  it('sends a signature as a multipart SVG file', async () => {
    await seedTime(12, '2026-11-21');
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg>x</svg>' });
    const server = fakeServer(() =>
      json({
        success: true,
        signed_by: 'Vor12 Nach12',
        signature: 'data:image/svg+xml,clean',
        days: ['2026-11-21'],
        signed_at: '2026-11-21T18:00:00.000Z',
      }),
    );
    const queued = await timeTrackingDb.staff.get(staffKey(3, 7, 12));
    expect(queued?.signatures?.[0]).toMatchObject({
      days: ['2026-11-21'],
      pendingId: expect.any(String),
    });
    await testDrainer(server.fetch).drainer.drain();
    expect(server.calls[0]?.form?.get('days')).toBe('["2026-11-21"]');
    // The queued signature is replaced by what the server stored (ADR 0017).
    expect((await timeTrackingDb.staff.get(staffKey(3, 7, 12)))?.signatures).toEqual([
      {
        kind: 'staff',
        days: ['2026-11-21'],
        signer_name: 'Vor12 Nach12',
        signed_at: '2026-11-21T18:00:00.000Z',
        signature: 'data:image/svg+xml,clean',
      },
    ]);

    const file = server.calls[0]?.form?.get('signature');
    expect(server.calls[0]?.path).toBe('stundenerfassung/staff/3/7/12/sign');
    expect(file).toBeInstanceOf(Blob);
    expect((file as Blob).type).toBe('image/svg+xml');
    expect(await (file as Blob).text()).toBe('<svg>x</svg>');
    // The server's clean image replaces the local drawing.
    expect((await timeTrackingDb.staff.get(staffKey(3, 7, 12)))?.signature).toBe(
      'data:image/svg+xml,clean',
    );
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed')), 'offline'],
    ['a 500', () => problem(500, 'kaputt'), 'error'],
    ['a 503', () => problem(503, 'wartung'), 'error'],
    ['a 408', () => problem(408, 'zu langsam'), 'error'],
    ['a 429', () => problem(429, 'zu viele'), 'error'],
    ['a 409 request_in_progress', () => problem(409, 'läuft', 'request_in_progress'), 'error'],
  ] as const)(
    'keeps the entry for a retry after %s, and the entries behind it wait',
    async (_, answer, phase) => {
      await saveDay(12, '2026-11-20');
      await saveDay(13, '2026-11-20');
      const server = fakeServer(answer);
      const { drainer, clock, store } = testDrainer(server.fetch);

      await drainer.drain();

      const [first, second] = await outboxRows();
      expect(server.calls).toHaveLength(1);
      expect(first).toMatchObject({
        state: 'retry',
        attempts: 1,
        nextAttemptAt: clock.now() + 1000,
      });
      expect(second?.state).toBe('pending');
      expect(store.get()).toBe(phase);
      expect(clock.timers.map((timer) => timer.at)).toEqual([clock.now() + 1000]);
    },
  );

  it('backs off exponentially up to 60 s and obeys Retry-After', async () => {
    await saveDay(12, '2026-11-20');
    let answer = () => problem(500, 'kaputt');
    const server = fakeServer(() => answer());
    const { drainer, clock } = testDrainer(server.fetch);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      await drainer.drain({ force: true });
      delays.push((await outboxRows())[0]!.nextAttemptAt - clock.now());
    }
    // random() = 0 gives the lower edge of the jitter: half the ceiling, at least 1 s.
    expect(delays).toEqual([1000, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    answer = () => json({ message: 'später', errors: {} }, 429, { 'Retry-After': '120' });
    await drainer.drain({ force: true });
    expect((await outboxRows())[0]!.nextAttemptAt - clock.now()).toBe(120_000);
  });

  it('waits for the backoff unless forced, then sends once it is due', async () => {
    await saveDay(12, '2026-11-20');
    let fail = true;
    const server = fakeServer((call) => (fail ? problem(502, 'bad gateway') : timeAnswer(call)));
    const { drainer, clock } = testDrainer(server.fetch);
    await drainer.drain();
    fail = false;

    await drainer.drain();
    expect(server.calls).toHaveLength(1);

    clock.set(clock.now() + 1000);
    await drainer.drain();
    expect(server.calls).toHaveLength(2);
    expect(await outboxRows()).toEqual([]);
  });

  it.each([
    ['409 sheet_signed', 409, 'Der Stundenzettel ist bereits unterschrieben.', 'sheet_signed'],
    ['422', 422, 'Ungültige Zeit.', undefined],
    ['403 (no longer assigned)', 403, 'Kein Zugriff.', undefined],
  ] as const)(
    'parks an entry on %s with the server message, and sends the ones behind it',
    async (_, status, message, code) => {
      await saveDay(12, '2026-11-20');
      await saveDay(13, '2026-11-20');
      const server = fakeServer((call, index) =>
        index === 0 ? problem(status, message, code) : timeAnswer(call),
      );
      const { drainer, store } = testDrainer(server.fetch);

      await drainer.drain();

      const rows = await outboxRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        state: 'rejected',
        rowKey: timeKey(3, 7, 12, '2026-11-20'),
        error: { status, message, ...(code ? { code } : {}) },
      });
      expect(server.calls).toHaveLength(2);
      expect(store.get()).toBe('idle');

      // A parked entry is not sent again by later drains.
      await drainer.drain({ force: true });
      expect(server.calls).toHaveLength(2);
    },
  );

  it('removes only the acknowledged entry: one written during the request stays and wins locally', async () => {
    await saveDay(12, '2026-11-20', 8 * 60);
    const server = fakeServer(async (call, index) => {
      if (index === 0) {
        await saveDay(12, '2026-11-20', 10 * 60);
        return timeAnswer(call);
      }
      return problem(503, 'wartung');
    });
    const { drainer } = testDrainer(server.fetch);

    await drainer.drain();

    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'retry', json: entry(10 * 60) });
    expect(server.calls.map((call) => call.key)).toEqual([server.calls[0]?.key, rows[0]?.id]);
    // The server's answer to the older entry does not overwrite the newer local value.
    expect((await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20')))?.time_start).toBe(
      10 * 60,
    );
  });

  it('takes the server answer into the row when nothing newer is queued', async () => {
    await saveDay(12, '2026-11-20');
    const server = fakeServer(() =>
      json({
        success: true,
        time: { day: '2026-11-20', time_start: 495, time_end: 1080, time_break: 45 },
      }),
    );
    await testDrainer(server.fetch).drainer.drain();
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20'))).toMatchObject({
      time_start: 495,
      time_break: 45,
    });
  });

  it('acknowledges an entry whose answer breaks the contract but keeps the local row', async () => {
    await saveDay(12, '2026-11-20');
    const server = fakeServer(() => json({ success: true, time: { time_start: '08:15' } }));
    await testDrainer(server.fetch).drainer.drain();
    expect(await outboxRows()).toEqual([]);
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20'))).toMatchObject({
      time_start: 9 * 60,
    });
  });

  it('sends an entry left in "sending" by a closed page again, with the same key', async () => {
    await saveDay(12, '2026-11-20');
    await timeTrackingDb.outbox.toCollection().modify({ state: 'sending' });
    const [stuck] = await outboxRows();
    const server = fakeServer(timeAnswer);

    await testDrainer(server.fetch).drainer.drain();

    expect(server.calls.map((call) => call.key)).toEqual([stuck?.id]);
    expect(await outboxRows()).toEqual([]);
  });

  it('does not send while the browser reports no network', async () => {
    await saveDay(12, '2026-11-20');
    const server = fakeServer(timeAnswer);
    const { drainer, store } = testDrainer(server.fetch, { isOnline: () => false });
    await drainer.drain({ force: true });
    expect(server.calls).toHaveLength(0);
    expect(store.get()).toBe('offline');
    expect((await outboxRows())[0]?.state).toBe('pending');
  });
});
