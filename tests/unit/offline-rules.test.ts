import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@src/api/client';
import { MAX_RETRY_MS, MIN_RETRY_MS, retryAfterDelay, retryDelay } from '@src/offline/backoff';
import { timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import {
  clearTimeTrackingCache,
  exportTimeTrackingOutbox,
  hasUnsentTimeTracking,
} from '@src/features/stundenerfassung/data/local-data';
import { classifyFailure } from '@src/offline/outbox-outcome';
import { saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { outboxRows, resetDb, seedPair } from './offline-fixtures';

const apiError = (status: number, code?: string, retryAfterSeconds: number | null = null) =>
  new ApiError(
    status,
    { message: `Meldung ${status}`, errors: {}, ...(code ? { code } : {}) },
    retryAfterSeconds,
  );

describe('what a failed send means for its entry', () => {
  it.each([
    [400, undefined, 'rejected'],
    [401, undefined, 'needs-login'],
    [403, undefined, 'rejected'],
    [404, undefined, 'rejected'],
    [408, undefined, 'retry'],
    [409, 'sheet_signed', 'rejected'],
    [409, 'request_in_progress', 'retry'],
    [409, 'idempotency_mismatch', 'rejected'],
    [413, undefined, 'rejected'],
    [422, undefined, 'rejected'],
    [429, undefined, 'retry'],
    [500, undefined, 'retry'],
    [502, undefined, 'retry'],
    [503, undefined, 'retry'],
    [504, undefined, 'retry'],
  ] as const)('%i %s → %s', (status, code, kind) => {
    expect(classifyFailure(apiError(status, code)).kind).toBe(kind);
  });

  it('keeps the server message and code of a parked entry', () => {
    expect(classifyFailure(apiError(409, 'sheet_signed'))).toEqual({
      kind: 'rejected',
      error: { status: 409, message: 'Meldung 409', code: 'sheet_signed' },
    });
  });

  it('retries on no network and on anything unexpected, never drops', () => {
    expect(classifyFailure(new NetworkError(new TypeError('x')))).toMatchObject({
      kind: 'retry',
      network: true,
    });
    expect(classifyFailure(new SyntaxError('bad json')).kind).toBe('retry');
  });

  it('passes a Retry-After on, bounded to at least 1 s and at most an hour', () => {
    expect(classifyFailure(apiError(429, undefined, 30))).toMatchObject({ retryAfterMs: 30_000 });
    expect(retryAfterDelay(0)).toBe(MIN_RETRY_MS);
    expect(retryAfterDelay(86_400)).toBe(3_600_000);
    expect(retryAfterDelay(null)).toBeNull();
  });
});

describe('backoff', () => {
  it('stays within 1 s and 60 s for any jitter and grows with the attempts', () => {
    for (let attempts = 1; attempts <= 20; attempts++) {
      for (const random of [0, 0.5, 0.999]) {
        const delay = retryDelay(attempts, () => random);
        expect(delay).toBeGreaterThanOrEqual(MIN_RETRY_MS);
        expect(delay).toBeLessThanOrEqual(MAX_RETRY_MS);
      }
    }
    expect(retryDelay(10, () => 0.999)).toBeGreaterThan(59_000);
    expect(retryDelay(4, () => 0)).toBeGreaterThan(retryDelay(2, () => 0));
  });
});

describe('logout guard', () => {
  beforeEach(async () => {
    await resetDb();
    await seedPair();
  });

  it('reports unsent entries, parked ones included, and exports them in order', async () => {
    expect(await hasUnsentTimeTracking()).toBe(false);
    const entry = { time_start: 540, time_end: 1080, time_break: 30 };
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: '2026-11-20', entry });
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 13, day: '2026-11-20', entry });
    await timeTrackingDb.outbox.toCollection().modify({ state: 'rejected' });
    expect(await hasUnsentTimeTracking()).toBe(true);

    const exported = JSON.parse(await (await exportTimeTrackingOutbox()).text()) as {
      id: string;
    }[];
    expect(exported.map((row) => row.id)).toEqual((await outboxRows()).map((row) => row.id));
  });

  it('a clean logout empties the cached data but never the outbox', async () => {
    const entry = { time_start: 540, time_end: 1080, time_break: 30 };
    await saveTimeEntry({ messeId: 3, customerId: 7, staffId: 12, day: '2026-11-20', entry });

    await clearTimeTrackingCache();

    expect(await timeTrackingDb.pairs.count()).toBe(0);
    expect(await timeTrackingDb.staff.count()).toBe(0);
    expect(await timeTrackingDb.times.count()).toBe(0);
    expect(await outboxRows()).toHaveLength(1);
  });
});
