import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pairKey, staffKey, timeKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { setSyncNudge } from '@src/offline/sync-request';
import {
  InvalidWriteError,
  SheetSignedError,
  saveCustomerSignature,
  saveStaffSignature,
  saveTimeEntry,
} from '@src/features/stundenerfassung/data/writes';
import { withSignedState } from '@src/features/stundenerfassung/lib/coverage';
import { embedded, SERVER_SAMPLES } from '@tests/support/hostile-text';
import { outboxRows, resetDb, seedPair, seedTime } from './offline-fixtures';

const good = { time_start: 540, time_end: 1080, time_break: 30 };
const save = (entry = good, day = '2026-11-21', staffId = 12) =>
  saveTimeEntry({ messeId: 3, customerId: 7, staffId, day, entry });

beforeEach(async () => {
  await resetDb();
  setSyncNudge(null);
});

describe('device writes', () => {
  it('writes the row and its outbox entry together, then nudges the engine', async () => {
    await seedPair();
    const nudge = vi.fn();
    setSyncNudge(nudge);

    await save();

    expect(await timeTrackingDb.times.get(timeKey(3, 7, 12, '2026-11-21'))).toMatchObject(good);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      kind: 'time',
      path: 'stundenerfassung/staff/3/7/12/2026-11-21',
      json: good,
      rowKey: timeKey(3, 7, 12, '2026-11-21'),
      state: 'pending',
      attempts: 0,
    });
    expect(row?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(nudge).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a break longer than 60 minutes', { ...good, time_break: 75 }],
    ['an end before the start', { time_start: 600, time_end: 540, time_break: 0 }],
    ['a time off the 15-minute grid', { ...good, time_start: 545 }],
    ['a shift of more than 16 hours across midnight', { ...good, time_start: 540, time_end: 1515 }],
    ['a break longer than the time worked', { time_start: 540, time_end: 570, time_break: 45 }],
  ])('refuses %s, writing nothing (the server would refuse it too)', async (_, entry) => {
    await seedPair();
    await expect(save(entry)).rejects.toBeInstanceOf(InvalidWriteError);
    expect(await outboxRows()).toEqual([]);
    expect(await timeTrackingDb.times.count()).toBe(0);
  });

  it.each(['2026-11-19', '2026-11-24', '21.11.2026'])(
    'refuses the day %s outside the fair',
    async (day) => {
      await seedPair();
      await expect(save(good, day)).rejects.toMatchObject({ reason: 'outside-fair' });
      expect(await outboxRows()).toEqual([]);
    },
  );

  it('refuses a person or pair not on this device', async () => {
    await seedPair();
    await expect(save(good, '2026-11-21', 99)).rejects.toMatchObject({ reason: 'unknown-sheet' });
    await expect(
      saveCustomerSignature({ messeId: 3, customerId: 8, svg: '<svg/>', signerName: 'X' }),
    ).rejects.toMatchObject({ reason: 'unknown-sheet' });
  });

  it('refuses times for a person whose sheet is signed, and for a signed customer sheet', async () => {
    await seedPair({ staffSigned: [12] });
    await expect(save(good, '2026-11-21', 12)).rejects.toBeInstanceOf(SheetSignedError);
    await save(good, '2026-11-21', 13);

    await resetDb();
    await seedPair({ customerSigned: true });
    await expect(save(good, '2026-11-21', 13)).rejects.toBeInstanceOf(SheetSignedError);
    // The customer's signature does not block the person's own; with no work time there is nothing to sign.
    await expect(
      saveStaffSignature({ messeId: 3, customerId: 7, staffId: 13, svg: '<svg/>' }),
    ).rejects.toMatchObject({ reason: 'nothing-to-sign' });
    expect(await outboxRows()).toEqual([]);
  });

  it('a signature covers only the days with times; a later day stays open and is signed next', async () => {
    await seedPair();
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) await seedTime(12, day);
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg/>' });
    await expect(save(good, '2026-11-21', 12)).rejects.toBeInstanceOf(SheetSignedError);
    await save(good, '2026-11-23', 12);
    expect((await timeTrackingDb.staff.get(staffKey(3, 7, 12)))?.signatures?.[0]?.days).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);

    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg/>' });
    const signs = (await outboxRows()).filter((row) => row.kind === 'staff-sign');
    expect(signs.map((row) => row.form?.days)).toEqual([
      '["2026-11-20","2026-11-21","2026-11-22"]',
      '["2026-11-23"]',
    ]);
    await expect(
      saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg/>' }),
    ).rejects.toBeInstanceOf(SheetSignedError);
  });

  it('a signature covers only the days the screen named, and the customer’s locks everyone', async () => {
    await seedPair();
    await seedTime(12, '2026-11-20');
    await seedTime(13, '2026-11-21');
    await saveCustomerSignature({
      messeId: 3,
      customerId: 7,
      svg: '<svg/>',
      signerName: 'Frau K',
      days: ['2026-11-21', '2026-11-22'],
    });
    expect((await outboxRows())[0]?.form?.days).toBe('["2026-11-21"]');
    await expect(save(good, '2026-11-21', 12)).rejects.toBeInstanceOf(SheetSignedError);
    await save(good, '2026-11-20', 12);
    await expect(
      saveCustomerSignature({
        messeId: 3,
        customerId: 7,
        svg: '<svg/>',
        signerName: 'Frau K',
        days: ['2026-11-22'],
      }),
    ).rejects.toMatchObject({ reason: 'nothing-to-sign' });
  });

  it('a customer signature of the chosen days queues and locks exactly them; a half-entered later day stays open', async () => {
    await seedPair();
    // The 21st is entered for both; the 22nd for one of two (the other still lacks a time).
    await seedTime(12, '2026-11-21');
    await seedTime(13, '2026-11-21');
    await seedTime(12, '2026-11-22');
    await saveCustomerSignature({
      messeId: 3,
      customerId: 7,
      svg: '<svg/>',
      signerName: 'Frau K',
      days: ['2026-11-21'],
    });

    expect((await outboxRows()).map((row) => row.form?.days)).toEqual(['["2026-11-21"]']);
    const pair = await timeTrackingDb.pairs.get(pairKey(3, 7));
    expect(pair?.signatures?.map((signature) => signature.days)).toEqual([['2026-11-21']]);
    await expect(save(good, '2026-11-21', 13)).rejects.toBeInstanceOf(SheetSignedError);
    // The 22nd takes the missing time and a correction, for either person.
    await save(good, '2026-11-22', 13);
    await save({ ...good, time_end: 1080 }, '2026-11-22', 12);
    if (!pair) throw new Error('pair missing');
    const staff = await timeTrackingDb.staff.toArray();
    const times = await timeTrackingDb.times.toArray();
    expect(withSignedState(pair, staff, times).pair.customer.pivot.signed).toBe(false);
  });

  it('a staff signature locks its days on the device and queues the SVG with them', async () => {
    await seedPair();
    await seedTime(12, '2026-11-21');
    await saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: '<svg>ä</svg>' });

    const staff = await timeTrackingDb.staff.get(staffKey(3, 7, 12));
    expect(staff?.signed).toBe(true);
    expect(staff?.signature).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%3E%C3%A4%3C%2Fsvg%3E');
    expect((await outboxRows())[0]).toMatchObject({
      kind: 'staff-sign',
      path: 'stundenerfassung/staff/3/7/12/sign',
      form: { signature: '<svg>ä</svg>', days: '["2026-11-21"]' },
      rowKey: staffKey(3, 7, 12),
    });
    await expect(save(good, '2026-11-21', 12)).rejects.toBeInstanceOf(SheetSignedError);
    await save(good, '2026-11-22', 12);
  });

  it('a customer signature stores the signer name and queues both fields', async () => {
    await seedPair();
    await seedTime(13, '2026-11-22');
    await saveCustomerSignature({
      messeId: 3,
      customerId: 7,
      svg: '<svg/>',
      signerName: ' Frau K ',
    });

    const pair = await timeTrackingDb.pairs.get(pairKey(3, 7));
    expect(pair?.customer.pivot).toEqual({ signed: true, signed_by: 'Frau K' });
    expect(pair?.signature).toMatch(/^data:image\/svg\+xml/);
    expect((await outboxRows())[0]).toMatchObject({
      kind: 'customer-sign',
      path: 'stundenerfassung/customer/3/7/sign',
      form: { signature: '<svg/>', signatureName: 'Frau K', days: '["2026-11-22"]' },
    });
  });

  it('refuses an empty signature or signer name', async () => {
    await seedPair();
    await expect(
      saveStaffSignature({ messeId: 3, customerId: 7, staffId: 12, svg: ' ' }),
    ).rejects.toBeInstanceOf(InvalidWriteError);
    await expect(
      saveCustomerSignature({ messeId: 3, customerId: 7, svg: '<svg/>', signerName: '  ' }),
    ).rejects.toBeInstanceOf(InvalidWriteError);
    expect(await outboxRows()).toEqual([]);
  });

  it.each(SERVER_SAMPLES)(
    'refuses a signer name with %j before it reaches the outbox',
    async (char) => {
      await seedPair();
      const saving = saveCustomerSignature({
        messeId: 3,
        customerId: 7,
        svg: '<svg/>',
        signerName: embedded(char),
      });
      await expect(saving).rejects.toMatchObject({
        reason: 'invalid',
        errors: { signatureName: ['control_character'] },
      });
      expect(await outboxRows()).toEqual([]);
      expect((await timeTrackingDb.pairs.get(pairKey(3, 7)))?.customer.pivot.signed).toBe(false);
    },
  );

  it('reopens a database whose connection was lost and saves (Safari after backgrounding)', async () => {
    await seedPair();
    timeTrackingDb.close();
    await expect(timeTrackingDb.times.count()).rejects.toMatchObject({
      name: 'DatabaseClosedError',
    });

    await save();

    expect(timeTrackingDb.isOpen()).toBe(true);
    expect(await outboxRows()).toHaveLength(1);
  });
});
