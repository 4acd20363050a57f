import type {
  TimeTrackingCustomer,
  TimeTrackingMesse,
} from '@domain/stundenerfassung/stundenerfassung';
import { createOutboxDrainer, type DrainerOptions } from '@src/offline/outbox-drainer';
import { createOutboxTransport } from '@src/offline/outbox-transport';
import { createSyncStore } from '@src/offline/sync-store';
import {
  type LocalSignature,
  pairKey,
  staffKey,
  timeKey,
  timeTrackingDb,
} from '@src/features/stundenerfassung/data/db';
import { timeTrackingAnswers } from '@src/features/stundenerfassung/data/answers';

/*
 * Shared set-up of the offline tests: a fair/customer pair with two staff in
 * the device database, a fake server behind the real ky client, and a drainer
 * with a controllable clock and timers. Dexie runs on fake-indexeddb (imported
 * first by each test file), never mocked.
 */

export const MESSE: Omit<TimeTrackingMesse, 'customers'> = {
  id: 3,
  name: 'Boot',
  city: 'Düsseldorf',
  date_start: '2026-11-20',
  date_end: '2026-11-23',
  federal_state: 'NW',
};
export const CUSTOMER: TimeTrackingCustomer = {
  id: 7,
  name: 'Werft AG',
  pivot: { signed: false, signed_by: null },
};

export async function resetDb(): Promise<void> {
  const db = timeTrackingDb;
  if (!db.isOpen()) await db.open();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** The fair's days of MESSE. */
export const FAIR_DAYS = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];

/** A signature the server confirmed, covering `days`. */
export function storedSignature(
  kind: LocalSignature['kind'],
  days: string[],
  signerName = 'Frau Kunde',
): LocalSignature {
  return {
    kind,
    days,
    signer_name: signerName,
    signed_at: '2026-11-21T17:00:00.000Z',
    signature: null,
  };
}

/** A time already on the device (as a pull leaves it: no outbox entry). */
export async function seedTime(staffId: number, day: string, timeStart = 540) {
  const m = MESSE.id;
  const c = CUSTOMER.id;
  await timeTrackingDb.times.put({
    key: timeKey(m, c, staffId, day),
    messeId: m,
    customerId: c,
    staffId,
    day,
    time_start: timeStart,
    time_end: 1020,
    time_break: 30,
  });
}

/**
 * The pair with staff 12 and 13; `customerSigned` / `staffSigned`: a signature
 * covering every fair day (ADR 0017).
 */
export async function seedPair(options: { customerSigned?: boolean; staffSigned?: number[] } = {}) {
  const m = MESSE.id;
  const c = CUSTOMER.id;
  const signed = options.customerSigned ?? false;
  await timeTrackingDb.pairs.put({
    key: pairKey(m, c),
    messeId: m,
    customerId: c,
    messe: MESSE,
    customer: { ...CUSTOMER, pivot: { signed, signed_by: signed ? 'Frau Kunde' : null } },
    signature: null,
    signatures: signed ? [storedSignature('customer', FAIR_DAYS)] : [],
    refreshedAt: 0,
  });
  for (const staffId of [12, 13]) {
    await timeTrackingDb.staff.put({
      key: staffKey(m, c, staffId),
      messeId: m,
      customerId: c,
      staffId,
      firstname: `Vor${staffId}`,
      lastname: `Nach${staffId}`,
      name: `Vor${staffId} Nach${staffId}`,
      signed: options.staffSigned?.includes(staffId) ?? false,
      signature: null,
      signatures: options.staffSigned?.includes(staffId)
        ? [storedSignature('staff', FAIR_DAYS, `Vor${staffId} Nach${staffId}`)]
        : [],
    });
  }
}

export type Call = {
  path: string;
  method: string;
  key: string | null;
  json: unknown;
  form: FormData | null;
};

export type Handler = (call: Call, index: number) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const problem = (status: number, message: string, code?: string) =>
  json({ message, errors: {}, ...(code ? { code } : {}) }, status);

/** A fetch that records each request and answers with `handler`. */
export function fakeServer(handler: Handler) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const type = request.headers.get('Content-Type') ?? '';
    const call: Call = {
      path: new URL(request.url).pathname.replace('/app/api/', ''),
      method: request.method,
      key: request.headers.get('Idempotency-Key'),
      json: type.includes('json') ? await request.json() : null,
      form: type.includes('multipart') ? await request.formData() : null,
    };
    calls.push(call);
    return handler(call, calls.length - 1);
  };
  return { fetch, calls };
}

/** A clock and timer queue the test moves by hand. */
export function fakeClock(start = 1_000_000) {
  let time = start;
  const timers: { at: number; run: () => void; handle: number }[] = [];
  let nextHandle = 1;
  return {
    now: () => time,
    set(value: number) {
      time = value;
    },
    timers,
    setTimer: (run: () => void, ms: number) => {
      const handle = nextHandle++;
      timers.push({ at: time + ms, run, handle });
      return handle;
    },
    clearTimer: (handle: unknown) => {
      const index = timers.findIndex((timer) => timer.handle === handle);
      if (index >= 0) timers.splice(index, 1);
    },
  };
}

/** A drainer against the fake server, with the test's clock, no jitter and no Web Locks. */
export function testDrainer(fetch: typeof globalThis.fetch, extra: Partial<DrainerOptions> = {}) {
  const clock = fakeClock();
  const store = createSyncStore();
  const drainer = createOutboxDrainer({
    db: timeTrackingDb,
    answers: timeTrackingAnswers(),
    transport: createOutboxTransport({
      prefixUrl: 'http://portal.test/app/api',
      fetch,
    }),
    store,
    now: clock.now,
    random: () => 0,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    locks: null,
    ...extra,
  });
  return { drainer, clock, store };
}

export const outboxRows = () => timeTrackingDb.outbox.orderBy('seq').toArray();
