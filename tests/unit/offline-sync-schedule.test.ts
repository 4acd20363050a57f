import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { timeTrackingAnswers } from '@src/features/stundenerfassung/data/answers';
import { timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { MAX_RETRY_MS, MIN_PROBE_MS, MIN_RETRY_MS } from '@src/offline/backoff';
import { fetchLinkProbe, HEALTH_PATH, PROBE_LIMIT } from '@src/offline/link-check';
import { createOutboxTransport } from '@src/offline/outbox-transport';
import { createSyncControl } from '@src/offline/sync-control';
import { listOutboxEntries } from '@src/offline/sync-status';
import { createSyncStore } from '@src/offline/sync-store';
import {
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
 * The engine's scheduling (docs/decisions/0009, addendum): 'online' resets the
 * backoff, 'send now' ignores it, and a network failure while the link probe
 * fails too costs no attempt.
 */

const saveDay = (staffId: number, day: string) =>
  saveTimeEntry({
    messeId: 3,
    customerId: 7,
    staffId,
    day,
    entry: { time_start: 540, time_end: 1080, time_break: 30 },
  });
const ok = () =>
  json({
    success: true,
    time: { day: '2026-11-20', time_start: 540, time_end: 1080, time_break: 30 },
  });
const unavailable = () => problem(503, 'Wartung.');
const networkDown = () => Promise.reject(new TypeError('fetch failed'));

/** The engine's controls against a fake server, a fake link probe and the test's clock. */
function testControl(handler: Handler) {
  const server = fakeServer(handler);
  const clock = fakeClock();
  const store = createSyncStore();
  const link = { up: true, probes: 0 };
  const control = createSyncControl({
    db: timeTrackingDb,
    answers: timeTrackingAnswers(),
    transport: createOutboxTransport({
      prefixUrl: 'http://portal.test/app/api',
      fetch: server.fetch,
    }),
    store,
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
  /**
   * Moves the clock to the earliest timer and runs it (the engine's wake-up),
   * then waits for the drain; joining it makes the drainer go round once more.
   */
  async function fireTimer() {
    const timer = [...clock.timers].sort((a, b) => a.at - b.at).shift();
    if (!timer) throw new Error('no timer set');
    clock.clearTimer(timer.handle);
    clock.set(timer.at);
    timer.run();
    await control.drain();
  }
  return { control, server, clock, store, link, fireTimer };
}

beforeEach(async () => {
  await resetDb();
  await seedPair();
  await saveDay(12, '2026-11-20');
  await saveDay(13, '2026-11-20');
});

describe("'online' resets the backoff", () => {
  it('after five 503s the next failure waits the shortest delay again', async () => {
    let failing = true;
    const { control, clock, fireTimer } = testControl(() => (failing ? unavailable() : ok()));
    await control.drain();
    for (let i = 0; i < 4; i++) await fireTimer();
    const [grown] = await outboxRows();
    // The server's answer is kept for the unsent panel ('Letzte Antwort').
    expect(grown).toMatchObject({
      state: 'retry',
      attempts: 5,
      failures: 5,
      error: { status: 503, message: 'Wartung.' },
    });
    // Equal jitter with random 0: half the ceiling of 16 s after five failures.
    expect(grown!.nextAttemptAt - clock.now()).toBe(8 * MIN_RETRY_MS);

    await control.backOnline();
    const [reset] = await outboxRows();
    // Sent at once (not after 16 s); the failure counts, but from the bottom of the backoff.
    expect(reset).toMatchObject({ state: 'retry', attempts: 6, failures: 1 });
    expect(reset!.nextAttemptAt - clock.now()).toBe(MIN_RETRY_MS);

    failing = false;
    await control.backOnline();
    expect(await outboxRows()).toEqual([]);
  });
});

describe("'send now'", () => {
  it('drains at once during a long backoff and says what it sent', async () => {
    let failing = true;
    const { control, clock, server, fireTimer } = testControl(() =>
      failing ? unavailable() : ok(),
    );
    await control.drain();
    for (let i = 0; i < 8; i++) await fireTimer();
    const [waiting] = await outboxRows();
    expect(waiting!.nextAttemptAt - clock.now()).toBeGreaterThanOrEqual(MAX_RETRY_MS / 2);

    failing = false;
    const calls = server.calls.length;
    // An ordinary drain respects the backoff: nothing is sent.
    await control.drain();
    expect(server.calls).toHaveLength(calls);

    const result = await control.sendNow();
    expect(result).toEqual({ sent: 2, waiting: 0, parked: 0 });
    expect(server.calls).toHaveLength(calls + 2);
    expect(await outboxRows()).toEqual([]);
  });

  it('reports parked entries and those still waiting', async () => {
    const { control } = testControl((_, index) =>
      index === 0 ? problem(409, 'Bereits unterschrieben.', 'sheet_signed') : unavailable(),
    );
    expect(await control.sendNow()).toEqual({ sent: 0, waiting: 1, parked: 1 });
  });

  it('sends even when the link was suspected (the user asks for a real attempt)', async () => {
    const { control, link, server } = testControl(() => ok());
    link.up = false;
    await control.backOnline();
    expect(server.calls).toHaveLength(0);
    expect(await control.sendNow()).toMatchObject({ sent: 2, waiting: 0 });
  });
});

describe('the link check', () => {
  it('a network failure while the probe fails too costs no attempt and probes again soon', async () => {
    let down = true;
    const { control, link, server, clock, store, fireTimer } = testControl(() =>
      down ? networkDown() : ok(),
    );
    link.up = false;
    await control.drain();

    expect(server.calls).toHaveLength(1);
    const [entry] = await outboxRows();
    expect(entry).toMatchObject({ state: 'retry', attempts: 0 });
    expect(entry!.failures ?? 0).toBe(0);
    expect(entry!.nextAttemptAt - clock.now()).toBe(MIN_PROBE_MS);
    expect(store.get()).toBe('offline');

    // While the probe fails, the engine probes and does not send.
    await fireTimer();
    expect(server.calls).toHaveLength(1);
    expect(link.probes).toBeGreaterThan(1);
    expect((await outboxRows())[0]).toMatchObject({ attempts: 0 });

    // The link is back: the next wake-up probes, then sends everything.
    link.up = true;
    down = false;
    await fireTimer();
    expect(server.calls).toHaveLength(3);
    expect(await outboxRows()).toEqual([]);
  });

  it("after 'online' the first send waits for the probe instead of failing", async () => {
    const { control, link, server, fireTimer } = testControl(() => ok());
    link.up = false;
    await control.backOnline();
    expect(server.calls).toHaveLength(0);
    expect((await outboxRows()).map((row) => row.attempts)).toEqual([0, 0]);

    link.up = true;
    await fireTimer();
    expect(server.calls).toHaveLength(2);
    expect(await outboxRows()).toEqual([]);
  });

  it('a network failure counts when the probe answers (the link is up)', async () => {
    const { control } = testControl(() => networkDown());
    await control.drain();
    expect(await outboxRows()).toMatchObject([
      { state: 'retry', attempts: 1, failures: 1 },
      { state: 'pending', attempts: 0 },
    ]);
  });

  it(`gives up probing after ${PROBE_LIMIT} failed probes, so a missing /healthz cannot stall the queue`, async () => {
    const { control, link, server, fireTimer } = testControl(() => ok());
    link.up = false;
    await control.backOnline();
    while (server.calls.length === 0) await fireTimer();
    expect(server.calls).toHaveLength(2);
    expect(link.probes).toBe(PROBE_LIMIT);
  });
});

describe('the browser probe', () => {
  it('asks GET /healthz without credentials; any answer means the link is up', async () => {
    const asked: { url: string; credentials?: RequestInit['credentials'] }[] = [];
    const up = fetchLinkProbe(async (input, init) => {
      asked.push({ url: String(input), credentials: init?.credentials });
      return new Response('{"status":"ok"}', { status: 200 });
    });
    expect(await up()).toBe(true);
    expect(asked).toEqual([{ url: HEALTH_PATH, credentials: 'omit' }]);
    const down = fetchLinkProbe(() => Promise.reject(new TypeError('fetch failed')));
    expect(await down()).toBe(false);
  });
});

describe('the unsent list', () => {
  it('lists every unsent entry and a parked one once, in the order of entry', async () => {
    await saveDay(12, '2026-11-21');
    const { control } = testControl((_, index) =>
      index === 0
        ? problem(409, 'Der Stundenzettel ist unterschrieben.', 'sheet_signed')
        : unavailable(),
    );
    await control.drain();
    const entries = await listOutboxEntries(timeTrackingDb);
    expect(entries.map((entry) => [entry.rowKey, entry.state, entry.attempts])).toEqual([
      ['3:7:12:2026-11-20', 'rejected', 1],
      ['3:7:13:2026-11-20', 'retry', 1],
      ['3:7:12:2026-11-21', 'pending', 0],
    ]);
    expect(entries[0]?.error).toMatchObject({
      status: 409,
      message: 'Der Stundenzettel ist unterschrieben.',
    });
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(3);
  });
});
