import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDeviceData, unsentEntriesCheck } from '@src/app/device-data';
import { logout } from '@src/features/auth/api/logout';
import { timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { outboxRows, resetDb, seedPair } from './offline-fixtures';

/*
 * The app wires the logout (auth) to time tracking's device data: a logout with
 * unsent entries is refused, and a clean one forgets the cached rows.
 */

const entry = { time_start: 540, time_end: 1080, time_break: 30 };

beforeEach(async () => {
  await resetDb();
  await seedPair();
});

describe('logout and the device data', () => {
  it('refuses the logout while an entry waits in the outbox', async () => {
    expect(await unsentEntriesCheck()).toBeNull();
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: '2026-11-20', entry });

    expect(await unsentEntriesCheck()).toBe('unsent-entries');
    expect(await logout([unsentEntriesCheck], forgetDeviceData)).toEqual({
      outcome: 'refused',
      reason: 'unsent-entries',
    });
    expect(await timeTrackingDb.pairs.count()).toBe(1);
  });

  it('forgets the cached fairs, staff and times, never the outbox', async () => {
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: '2026-11-20', entry });
    await forgetDeviceData();
    expect(await timeTrackingDb.pairs.count()).toBe(0);
    expect(await timeTrackingDb.times.count()).toBe(0);
    expect(await outboxRows()).toHaveLength(1);
  });
});
