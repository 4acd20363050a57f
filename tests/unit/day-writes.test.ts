import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_WORK_TIME } from '@domain/shared/times/time';
import { timeKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import {
  InvalidWriteError,
  saveStandardShift,
  saveTimeEntry,
} from '@src/features/stundenerfassung/data/writes';
import { setSyncNudge } from '@src/offline/sync-request';
import { outboxRows, resetDb, seedPair } from './offline-fixtures';

const SHIFT = { time_start: 540, time_end: 1080, time_break: 30 };
const DAY = '2026-11-21';

beforeEach(async () => {
  await resetDb();
  setSyncNudge(null);
});

describe('the day list writes', () => {
  it('clears a day: the row and its outbox entry hold start and end null, break 0', async () => {
    await seedPair();
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: DAY, entry: NO_WORK_TIME });
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, DAY))).toMatchObject(NO_WORK_TIME);
    const [entry] = await outboxRows();
    expect(entry).toMatchObject({ kind: 'time', json: NO_WORK_TIME });
  });

  it('refuses half a time, writing nothing', async () => {
    await seedPair();
    await expect(
      saveTimeEntry({
        messeId: 3,
        customerId: 7,
        staffId: 12,
        day: DAY,
        entry: { time_start: null, time_end: 600, time_break: 0 } as never,
      }),
    ).rejects.toBeInstanceOf(InvalidWriteError);
    expect(await outboxRows()).toEqual([]);
  });

  it('the standard shift writes everyone without a row, one outbox entry each', async () => {
    await seedPair();
    const applied = await saveStandardShift({
      messeId: 3,
      customerId: 7,
      day: DAY,
      staffIds: [12, 13],
      entry: SHIFT,
    });
    expect(applied).toEqual([12, 13]);
    const entries = await outboxRows();
    expect(entries.map((e) => e.rowKey)).toEqual([timeKey(3, 7, 12, DAY), timeKey(3, 7, 13, DAY)]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(2);
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 13, DAY))).toMatchObject(SHIFT);
  });

  it('skips a cleared day, a day with a time and a signed sheet', async () => {
    await seedPair({ staffSigned: [13] });
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: DAY, entry: NO_WORK_TIME });
    const applied = await saveStandardShift({
      messeId: 3,
      customerId: 7,
      day: DAY,
      staffIds: [12, 13],
      entry: SHIFT,
    });
    expect(applied).toEqual([]);
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, DAY))).toMatchObject(NO_WORK_TIME);
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 13, DAY))).toBeUndefined();
    expect(await outboxRows()).toHaveLength(1);
  });

  it('writes all or nothing: a day outside the fair leaves no row and no entry', async () => {
    await seedPair();
    await expect(
      saveStandardShift({
        messeId: 3,
        customerId: 7,
        day: '2026-12-01',
        staffIds: [12, 13],
        entry: SHIFT,
      }),
    ).rejects.toMatchObject({ reason: 'outside-fair' });
    expect(await outboxRows()).toEqual([]);
    expect(await timeTrackingDb.times.count()).toBe(0);
  });
});
