import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SupervisorBooking } from '@domain/stundenerfassung/booking-operations';
import type {
  TimeTrackingCustomer,
  TimeTrackingCustomerSheet,
} from '@domain/stundenerfassung/stundenerfassung';
import { createApiClient } from '@src/api/client';
import { answerSupervisorBooking } from '@src/features/stundenerfassung/data/booking';
import { pairKey, timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { pullAssignedPairs } from '@src/features/stundenerfassung/data/pull';
import { saveTimeEntry } from '@src/features/stundenerfassung/data/writes';
import { CUSTOMER, MESSE, fakeServer, json, resetDb } from './offline-fixtures';

/*
 * The supervisor's answer on the tablet (issue 24): the booking comes with
 * the list and is kept on the pair's row; a decline takes the pair off the
 * device only the way unassigned pairs leave it, never while an entry of it
 * waits in the outbox (offline safety: a decline drops nothing queued).
 */

const requested: SupervisorBooking = { state: 'requested', decline_reason: null, changed: false };
const declined: SupervisorBooking = { state: 'declined', decline_reason: 'Krank', changed: false };

const sheet: TimeTrackingCustomerSheet = {
  messe: MESSE,
  customer: CUSTOMER,
  staff: [
    {
      id: 12,
      firstname: 'Vor',
      lastname: 'Nach',
      name: 'Vor Nach',
      times: [],
      pivot: { signed: false },
      signed: false,
      signatures: [],
    },
  ],
  signature: null,
  signatures: [],
  reopened: [],
};

/** A server whose list holds the pair (with its booking) until the supervisor declines. */
function server() {
  let booking: SupervisorBooking = requested;
  const fake = fakeServer((call) => {
    if (call.path === 'stundenerfassung') {
      const customers: TimeTrackingCustomer[] =
        booking.state === 'declined' ? [] : [{ ...CUSTOMER, booking }];
      return json(customers.length === 0 ? [] : [{ ...MESSE, customers }]);
    }
    if (call.path.endsWith('/absagen')) {
      booking = { ...declined, decline_reason: (call.json as { reason: string }).reason };
      return json(booking);
    }
    if (call.path.endsWith('/zusagen')) {
      booking = { state: 'confirmed', decline_reason: null, changed: false };
      return json(booking);
    }
    return json(sheet);
  });
  const client = createApiClient({ prefixUrl: 'http://portal.test/app/api', fetch: fake.fetch });
  return { client, calls: fake.calls };
}

const pair = { messeId: MESSE.id, customerId: CUSTOMER.id };

beforeEach(resetDb);

describe("the supervisor's booking on the device", () => {
  it('keeps the booking from the list on the pair, and a confirmation at once', async () => {
    const { client, calls } = server();
    await pullAssignedPairs({ client });
    expect(
      (await timeTrackingDb.pairs.get(pairKey(pair.messeId, pair.customerId)))?.booking,
    ).toEqual(requested);
    await answerSupervisorBooking({ kind: 'confirm', ...pair }, { client });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `POST stundenerfassung/buchung/${String(pair.messeId)}/${String(pair.customerId)}/zusagen`,
    );
    expect(
      (await timeTrackingDb.pairs.get(pairKey(pair.messeId, pair.customerId)))?.booking?.state,
    ).toBe('confirmed');
  });

  it('a decline takes the pair off the device when nothing of it is queued', async () => {
    const { client, calls } = server();
    await pullAssignedPairs({ client });
    await answerSupervisorBooking({ kind: 'decline', ...pair, reason: 'Krank' }, { client });
    expect(calls.find((c) => c.path.endsWith('/absagen'))?.json).toEqual({ reason: 'Krank' });
    expect(await timeTrackingDb.pairs.get(pairKey(pair.messeId, pair.customerId))).toBeUndefined();
  });

  it('a decline never drops a queued entry: the pair stays, marked declined, until it is sent', async () => {
    const { client } = server();
    await pullAssignedPairs({ client });
    await saveTimeEntry({
      ...pair,
      staffId: 12,
      day: MESSE.date_start,
      entry: { time_start: 540, time_end: 1020, time_break: 30 },
    });
    await answerSupervisorBooking({ kind: 'decline', ...pair, reason: '' }, { client });
    const row = await timeTrackingDb.pairs.get(pairKey(pair.messeId, pair.customerId));
    expect(row?.booking?.state).toBe('declined');
    expect(await timeTrackingDb.outbox.count()).toBe(1);
    expect(
      await timeTrackingDb.times
        .where('[messeId+customerId]')
        .equals([pair.messeId, pair.customerId])
        .count(),
    ).toBe(1);
  });
});
