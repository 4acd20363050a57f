import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingMessenList,
  TimeTrackingStaff,
} from '@domain/stundenerfassung/stundenerfassung';
import { createApiClient } from '@src/api/client';
import { pairKey, staffKey, timeKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { discardEntry } from '@src/offline/outbox-states';
import { timeTrackingAnswers } from '@src/features/stundenerfassung/data/answers';
import { pullAssignedPairs } from '@src/features/stundenerfassung/data/pull';
import { isLocalDayLocked } from '@src/features/stundenerfassung/lib/coverage';
import {
  saveCustomerSignature,
  saveStaffSignature,
  saveTimeEntry,
} from '@src/features/stundenerfassung/data/writes';
import {
  CUSTOMER,
  MESSE,
  fakeServer,
  json,
  outboxRows,
  problem,
  resetDb,
} from './offline-fixtures';

const SIGNED_AT = '2026-11-20T17:00:00.000Z';
const person = (
  id: number,
  times: TimeTrackingStaff['times'],
  signed = false,
): TimeTrackingStaff => ({
  id,
  firstname: `Vor${id}`,
  lastname: `Nach${id}`,
  name: `Vor${id} Nach${id}`,
  times,
  pivot: { signed },
  signed,
  signatures: signed
    ? [
        {
          kind: 'staff',
          days: ['2026-11-20'],
          signer_name: `Vor${id} Nach${id}`,
          signed_at: SIGNED_AT,
          signature: null,
        },
      ]
    : [],
});
const day = (d: string, time_start = 540) => ({
  day: d,
  time_start,
  time_end: 1080,
  time_break: 30,
});

function serverWith(sheets: TimeTrackingCustomerSheet[], missing: string[] = []) {
  const list: TimeTrackingMessenList = [
    { ...MESSE, customers: sheets.map((sheet) => sheet.customer) },
  ];
  const server = fakeServer((call) => {
    if (call.path === 'stundenerfassung') return json(list);
    if (call.path.startsWith('stundenerfassung/staff/')) {
      const image = `data:image/svg+xml,${call.path.split('/').pop()}`;
      const signature = {
        kind: 'staff',
        days: ['2026-11-20'],
        signer_name: 'x',
        signed_at: SIGNED_AT,
        signature: image,
      };
      return json({ signature: image, signatures: [signature] });
    }
    const sheet = sheets.find(
      (s) => call.path === `stundenerfassung/customer/${s.messe.id}/${s.customer.id}`,
    );
    if (!sheet || missing.includes(call.path)) return problem(403, 'Kein Zugriff.');
    return json(sheet);
  });
  const client = createApiClient({ prefixUrl: 'http://portal.test/app/api', fetch: server.fetch });
  return { pull: () => pullAssignedPairs({ client }), calls: server.calls };
}

const sheet = (staff: TimeTrackingStaff[], customer = CUSTOMER): TimeTrackingCustomerSheet => ({
  messe: MESSE,
  customer,
  staff,
  signature: null,
  signatures: [],
  reopened: [],
});

beforeEach(resetDb);

describe('pull of the assigned pairs', () => {
  it('copies pairs, staff and times to the device', async () => {
    const other = { id: 8, name: 'Zweitkunde', pivot: { signed: true, signed_by: 'Herr Z' } };
    const { pull, calls } = serverWith([
      sheet([person(12, [day('2026-11-20')]), person(13, [], true)]),
      { ...sheet([], other), signature: 'data:image/svg+xml,sig' },
    ]);

    await pull();

    expect(calls.map((call) => call.path)).toEqual([
      'stundenerfassung',
      'stundenerfassung/customer/3/7',
      'stundenerfassung/customer/3/8',
      // Only the signed person's sheet, for the signature image.
      'stundenerfassung/staff/3/7/13',
    ]);
    expect(await timeTrackingDb.pairs.get(pairKey(3, 8))).toMatchObject({
      customer: other,
      signature: 'data:image/svg+xml,sig',
    });
    expect(await timeTrackingDb.staff.get(staffKey(3, 7, 13))).toMatchObject({
      signed: true,
      signature: 'data:image/svg+xml,13',
    });
    expect((await timeTrackingDb.staff.get(staffKey(3, 7, 12)))?.signature).toBeNull();
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20'))).toMatchObject(
      day('2026-11-20'),
    );
  });

  it('keeps the approving contact’s name on the device; an older server’s sheet has none', async () => {
    const other = { id: 8, name: 'Zweitkunde', pivot: { signed: false, signed_by: null } };
    const { pull } = serverWith([
      { ...sheet([]), approver_name: 'Sabine Krüger' },
      sheet([], other),
    ]);
    await pull();
    expect((await timeTrackingDb.pairs.get(pairKey(3, 7)))?.approver_name).toBe('Sabine Krüger');
    expect((await timeTrackingDb.pairs.get(pairKey(3, 8)))?.approver_name).toBeNull();
  });

  it('a row with a queued entry wins over the server, in every outbox state', async () => {
    const first = serverWith([
      sheet([person(12, [day('2026-11-20')]), person(13, [day('2026-11-22')])]),
    ]);
    await first.pull();
    const local = { time_start: 600, time_end: 1020, time_break: 15 };
    await saveTimeEntry({
      messeId: 3,
      customerId: 7,
      staffId: 12,
      day: '2026-11-20',
      entry: local,
    });
    await saveTimeEntry({
      messeId: 3,
      customerId: 7,
      staffId: 12,
      day: '2026-11-21',
      entry: local,
    });
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 13, svg: '<svg/>' });
    await saveCustomerSignature({ messeId: 3, customerId: 7, svg: '<svg/>', signerName: 'K' });

    for (const state of ['pending', 'sending', 'retry', 'needs-login', 'rejected'] as const) {
      await timeTrackingDb.outbox.toCollection().modify({ state });
      // The server does not know any of it yet (and has a time the device lacks).
      await serverWith([sheet([person(12, [day('2026-11-20', 480)]), person(13, [])])]).pull();

      expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20')), state).toMatchObject(
        local,
      );
      expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-21')), state).toMatchObject(
        local,
      );
      expect((await timeTrackingDb.staff.get(staffKey(3, 7, 13)))?.signed, state).toBe(true);
      expect((await timeTrackingDb.pairs.get(pairKey(3, 7)))?.customer.pivot.signed, state).toBe(
        true,
      );
    }

    // Once nothing is queued, the server's state is taken again.
    for (const row of await outboxRows()) await discardEntry(timeTrackingDb, row.id);
    await serverWith([sheet([person(12, [day('2026-11-20', 480)]), person(13, [])])]).pull();
    expect((await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-20')))?.time_start).toBe(480);
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-21'))).toBeUndefined();
    expect((await timeTrackingDb.staff.get(staffKey(3, 7, 13)))?.signed).toBe(false);
  });

  it('keeps a write acknowledged while the sheet was on its way, which the answer predates', async () => {
    await serverWith([sheet([person(12, [])])]).pull();
    const saved = { time_start: 600, time_end: 960, time_break: 30 };
    await saveTimeEntry({
      messeId: 3,
      customerId: 7,
      staffId: 12,
      day: '2026-11-22',
      entry: saved,
    });
    const [entry] = await outboxRows();
    if (!entry) throw new Error('no outbox entry');

    // The sheet is asked for before the write reaches the server, and answers without it.
    let answerSheet: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerSheet = resolve));
    let asked: () => void = () => undefined;
    const sheetAsked = new Promise<void>((resolve) => (asked = resolve));
    const stale = sheet([person(12, [])]);
    const server = fakeServer(async (call) => {
      if (call.path === 'stundenerfassung') return json([{ ...MESSE, customers: [CUSTOMER] }]);
      asked();
      await held;
      return json(stale);
    });
    const client = createApiClient({
      prefixUrl: 'http://portal.test/app/api',
      fetch: server.fetch,
    });
    const pulling = pullAssignedPairs({ client });
    await sheetAsked;

    // Meanwhile the write is acknowledged, as the sync engine does it.
    const answers = timeTrackingAnswers();
    await timeTrackingDb.transaction(
      'rw',
      [timeTrackingDb.times, timeTrackingDb.staff, timeTrackingDb.pairs, timeTrackingDb.outbox],
      async () => {
        await answers.apply(entry, { time: { day: '2026-11-22', ...saved } });
        if (entry.seq !== undefined) await timeTrackingDb.outbox.delete(entry.seq);
      },
    );
    answerSheet();
    await pulling;

    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-22'))).toMatchObject(saved);

    // The next pull, asked for after the acknowledgement, is the server's word again.
    await serverWith([sheet([person(12, [day('2026-11-22')])])]).pull();
    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-22'))).toMatchObject(
      day('2026-11-22'),
    );
  });

  it('drops pairs no longer assigned, unless they still have queued entries', async () => {
    const second = { id: 8, name: 'Zweitkunde', pivot: { signed: false, signed_by: null } };
    await serverWith([
      sheet([person(12, [day('2026-11-20')])]),
      sheet([person(14, [day('2026-11-20')])], second),
    ]).pull();
    await saveTimeEntry({
      messeId: 3,
      customerId: 8,
      staffId: 14,
      day: '2026-11-21',
      entry: day('x'),
    });

    await serverWith([]).pull();

    expect(await timeTrackingDb.pairs.get(pairKey(3, 7))).toBeUndefined();
    expect(await timeTrackingDb.staff.where('[messeId+customerId]').equals([3, 7]).count()).toBe(0);
    expect(await timeTrackingDb.times.where('[messeId+customerId]').equals([3, 7]).count()).toBe(0);
    // Pair 3/8 keeps everything while its entry waits.
    expect(await timeTrackingDb.pairs.get(pairKey(3, 8))).toBeDefined();
    expect(await timeTrackingDb.times.where('[messeId+customerId]').equals([3, 8]).count()).toBe(2);
  });

  it('fails on an answer that breaks the contract and stores nothing of it', async () => {
    const server = fakeServer((call) =>
      call.path === 'stundenerfassung'
        ? json([{ ...MESSE, customers: [CUSTOMER] }])
        : json({ ...sheet([]), customer: { id: 7, name: 'ohne Unterschriftsstand' } }),
    );
    const client = createApiClient({
      prefixUrl: 'http://portal.test/app/api',
      fetch: server.fetch,
    });

    await expect(pullAssignedPairs({ client })).rejects.toThrow();

    expect(await timeTrackingDb.pairs.count()).toBe(0);
    expect(await timeTrackingDb.staff.count()).toBe(0);
  });

  it('skips a pair the server refuses between the two calls, and fails on no network', async () => {
    const { pull } = serverWith([sheet([person(12, [])])], ['stundenerfassung/customer/3/7']);
    await pull();
    expect(await timeTrackingDb.pairs.count()).toBe(0);

    const offline = createApiClient({
      prefixUrl: 'http://portal.test/app/api',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(pullAssignedPairs({ client: offline })).rejects.toMatchObject({
      name: 'NetworkError',
    });
  });
});

describe('pull after the office reopened a signature (ADR 0027)', () => {
  it('stores the reopening on the pair and unlocks its days on the device', async () => {
    const signed = {
      kind: 'customer' as const,
      days: ['2026-11-20'],
      signer_name: 'Frau Kundin',
      signed_at: SIGNED_AT,
      signature: null,
    };
    const before = serverWith([
      { ...sheet([person(12, [day('2026-11-20')])]), signatures: [signed] },
    ]);
    await before.pull();
    const lockedPair = await timeTrackingDb.pairs.get(pairKey(3, 7));
    const personRow = await timeTrackingDb.staff.get(staffKey(3, 7, 12));
    if (!lockedPair || !personRow) throw new Error('pair not stored');
    expect(isLocalDayLocked(lockedPair, personRow, '2026-11-20')).toBe(true);

    const reopening = {
      kind: 'customer' as const,
      staff_id: null,
      signer_name: 'Frau Kundin',
      days: ['2026-11-20'],
      signed_at: SIGNED_AT,
      reopened_at: '2026-11-21T08:00:00.000Z',
      reopened_by: 'Olivia Office',
      reason: 'Beginn war 08:00',
    };
    const after = serverWith([
      { ...sheet([person(12, [day('2026-11-20')])]), reopened: [reopening] },
    ]);
    await after.pull();
    const openPair = await timeTrackingDb.pairs.get(pairKey(3, 7));
    if (!openPair) throw new Error('pair not stored');
    expect(openPair.reopened).toEqual([reopening]);
    expect(isLocalDayLocked(openPair, personRow, '2026-11-20')).toBe(false);
  });
});
