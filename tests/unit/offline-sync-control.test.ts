import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import type { LockManagerLike } from '@src/offline/drain-lock';
import { claim } from '@src/offline/outbox-states';
import { saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import {
  fakeServer,
  json,
  outboxRows,
  problem,
  resetDb,
  seedPair,
  testDrainer,
} from './offline-fixtures';

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

beforeEach(async () => {
  await resetDb();
  await seedPair();
  await saveDay(12, '2026-11-20');
  await saveDay(13, '2026-11-20');
  await saveDay(12, '2026-11-21');
});

describe('401: pause and resume', () => {
  it('pauses the whole queue on a 401, keeps every entry and asks for a login', async () => {
    let loggedIn = false;
    const server = fakeServer(() => (loggedIn ? ok() : problem(401, 'Nicht angemeldet.')));
    const { drainer, store, clock } = testDrainer(server.fetch);

    await drainer.drain();

    expect(server.calls).toHaveLength(1);
    expect((await outboxRows()).map((row) => row.state)).toEqual([
      'needs-login',
      'needs-login',
      'needs-login',
    ]);
    expect(store.get()).toBe('needs-login');
    expect(clock.timers).toEqual([]);

    loggedIn = true;
    await drainer.resume();

    expect(server.calls).toHaveLength(4);
    expect(server.calls[1]?.key).toBe(server.calls[0]?.key);
    expect(await outboxRows()).toEqual([]);
    expect(store.get()).toBe('idle');
  });

  it('an entry parked before the 401 stays parked', async () => {
    const server = fakeServer((_, index) =>
      index === 0 ? problem(422, 'Ungültig.') : problem(401, 'Nicht angemeldet.'),
    );
    await testDrainer(server.fetch).drainer.drain();
    expect((await outboxRows()).map((row) => row.state)).toEqual([
      'rejected',
      'needs-login',
      'needs-login',
    ]);
  });
});

/** A lock manager with the Web Locks ifAvailable semantics, shared by "tabs". */
function sharedLocks(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('one drainer per device', () => {
  const slowServer = () =>
    fakeServer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ok();
    });

  it.each([
    ['Web Locks', sharedLocks()],
    ['the per-page fallback without Web Locks', null],
  ] as const)('only one of two tabs drains at a time (%s)', async (_, locks) => {
    const tabA = slowServer();
    const tabB = slowServer();
    const first = testDrainer(tabA.fetch, { locks });
    const second = testDrainer(tabB.fetch, { locks });

    await Promise.all([first.drainer.drain(), second.drainer.drain(), first.drainer.drain()]);

    expect(new Set(tabA.calls.map((call) => call.key)).size).toBe(3);
    expect(tabA.calls).toHaveLength(3);
    expect(tabB.calls).toHaveLength(0);
    expect(await outboxRows()).toEqual([]);
    // The tab that found the lock taken looks again later, for entries written meanwhile.
    expect(second.clock.timers).toHaveLength(1);
  });

  it('an entry another drainer already claimed cannot be claimed again', async () => {
    const [row] = await outboxRows();
    expect(await claim(timeTrackingDb, row!.id)).toMatchObject({ state: 'sending' });
    expect(await claim(timeTrackingDb, row!.id)).toBeNull();
  });

  it('a drain requested during a drain runs again and sends entries written meanwhile', async () => {
    let written = false;
    const server = fakeServer(async () => {
      if (!written) {
        written = true;
        await saveDay(13, '2026-11-21');
        void drainer.drain();
      }
      return ok();
    });
    const { drainer } = testDrainer(server.fetch);
    await drainer.drain();
    expect(server.calls).toHaveLength(4);
    expect(await outboxRows()).toEqual([]);
  });
});
