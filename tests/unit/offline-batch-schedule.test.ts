import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxBatchEntry } from '@domain/shared/outbox-batch';
import { timeTrackingAnswers } from '@src/features/stundenerfassung/data/answers';
import { timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { MIN_PROBE_MS, MIN_RETRY_MS } from '@src/offline/backoff';
import { createOutboxTransport } from '@src/offline/outbox-transport';
import { createSyncControl } from '@src/offline/sync-control';
import {
  type Call,
  fakeClock,
  fakeServer,
  json,
  outboxRows,
  problem,
  resetDb,
  seedPair,
  type Handler,
} from './offline-fixtures';

/*
 * The unsent panel's scheduling rules (docs/decisions/0009, addendum) hold on
 * the batch path too (ADR 0018): a failed batch request counts for its first
 * entry with the backoff from `failures` and the server's answer kept, a
 * per-entry retry keeps its answer, and a network failure while the link probe
 * fails too costs no attempt; a suspect link is probed before the next batch.
 */

const BATCH = 'stundenerfassung/batch';
const saveDay = (staffId: number, day: string) =>
  saveTimeEntry({
    messeId: 3,
    customerId: 7,
    staffId,
    day,
    entry: { time_start: 540, time_end: 1080, time_break: 30 },
  });
const entriesOf = (call: Call) => (call.json as { entries: OutboxBatchEntry[] }).entries;
const savedAll = (call: Call) =>
  json({
    results: entriesOf(call).map((item) => ({
      key: item.key,
      status: 200,
      body: { success: true, time: { day: item.path.split('/').pop(), ...(item.body as object) } },
    })),
  });
const unavailable = () => problem(503, 'Wartung.');
const networkDown = () => Promise.reject(new TypeError('fetch failed'));

function testControl(handler: Handler) {
  const server = fakeServer(handler);
  const clock = fakeClock();
  const link = { up: true, probes: 0 };
  const control = createSyncControl({
    db: timeTrackingDb,
    answers: timeTrackingAnswers(),
    transport: createOutboxTransport({
      prefixUrl: 'http://portal.test/app/api',
      fetch: server.fetch,
      batch: { path: BATCH, maxEntries: 100, maxBytes: 1e6 },
    }),
    now: clock.now,
    random: () => 0,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    locks: null,
    probe: async () => {
      link.probes += 1;
      return link.up;
    },
  });
  async function fireTimer() {
    const timer = [...clock.timers].sort((a, b) => a.at - b.at).shift();
    if (!timer) throw new Error('no timer set');
    clock.clearTimer(timer.handle);
    clock.set(timer.at);
    timer.run();
    await control.drain();
  }
  return { control, server, clock, link, fireTimer };
}

beforeEach(async () => {
  await resetDb();
  await seedPair();
  await saveDay(12, '2026-11-20');
  await saveDay(13, '2026-11-20');
});

describe('a failed batch request', () => {
  it('counts for its first entry: backoff from failures, the answer kept, reset by online', async () => {
    let failing = true;
    const { control, clock, server, fireTimer } = testControl((call) =>
      failing ? unavailable() : savedAll(call),
    );
    await control.drain();
    for (let i = 0; i < 4; i++) await fireTimer();
    expect(server.calls.every((call) => call.path === BATCH)).toBe(true);
    const [first, second] = await outboxRows();
    expect(first).toMatchObject({
      state: 'retry',
      attempts: 5,
      failures: 5,
      error: { status: 503, message: 'Wartung.' },
    });
    expect(second).toMatchObject({ state: 'pending', attempts: 0 });
    expect(first!.nextAttemptAt - clock.now()).toBe(8 * MIN_RETRY_MS);

    await control.backOnline();
    const [reset] = await outboxRows();
    expect(reset).toMatchObject({ state: 'retry', attempts: 6, failures: 1 });
    expect(reset!.nextAttemptAt - clock.now()).toBe(MIN_RETRY_MS);

    failing = false;
    await control.backOnline();
    expect(await outboxRows()).toEqual([]);
  });

  it('a network failure while the probe fails too costs no attempt; the next batch waits for the probe', async () => {
    let down = true;
    const { control, link, server, clock, fireTimer } = testControl((call) =>
      down ? networkDown() : savedAll(call),
    );
    link.up = false;
    await control.drain();
    expect(server.calls).toHaveLength(1);
    const [entry] = await outboxRows();
    expect(entry).toMatchObject({ state: 'retry', attempts: 0 });
    expect(entry!.failures ?? 0).toBe(0);
    expect(entry!.nextAttemptAt - clock.now()).toBe(MIN_PROBE_MS);

    await fireTimer();
    expect(server.calls).toHaveLength(1);
    expect(link.probes).toBeGreaterThan(1);

    link.up = true;
    down = false;
    await fireTimer();
    expect(server.calls).toHaveLength(2);
    expect(entriesOf(server.calls[1]!)).toHaveLength(2);
    expect(await outboxRows()).toEqual([]);
  });

  it("after 'online' the batch waits for the probe instead of failing", async () => {
    const { control, link, server, fireTimer } = testControl(savedAll);
    link.up = false;
    await control.backOnline();
    expect(server.calls).toHaveLength(0);
    link.up = true;
    await fireTimer();
    expect(server.calls).toHaveLength(1);
    expect(await outboxRows()).toEqual([]);
  });
});

describe('a retry result within a batch', () => {
  it('keeps the server answer for the panel and backs off from failures', async () => {
    const { control, clock } = testControl((call) =>
      json({
        results: entriesOf(call).map((item, index) =>
          index === 0
            ? {
                key: item.key,
                status: 409,
                body: { message: 'Läuft noch.', errors: {}, code: 'request_in_progress' },
              }
            : {
                key: item.key,
                status: 503,
                body: { message: '', errors: {}, code: 'not_attempted' },
              },
        ),
      }),
    );
    await control.drain();
    const [first, second] = await outboxRows();
    expect(first).toMatchObject({
      state: 'retry',
      attempts: 1,
      failures: 1,
      error: { status: 409, message: 'Läuft noch.', code: 'request_in_progress' },
    });
    expect(first!.nextAttemptAt - clock.now()).toBe(MIN_RETRY_MS);
    expect(second).toMatchObject({ state: 'pending', attempts: 0 });
  });
});
