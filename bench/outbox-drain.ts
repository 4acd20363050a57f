// Installs indexedDB on globalThis; Dexie (src/offline/db.ts) is loaded later, on first use.
import 'fake-indexeddb/auto';
import type { TimeTrackingCustomerSheet } from '@domain/stundenerfassung/stundenerfassung';
import { buildPath } from '@domain/shared/operation';
import { stundenerfassungOperations } from '@domain/stundenerfassung/operations';
import { DRAIN_STAFF, FAIR_DAYS, type TimetrackingScene } from './timetracking-scene';

export type DrainFigure = {
  entries: number;
  ms: number;
  perEntryMs: number;
  /** Of `ms`, the time the device waited for answers (server and link); the rest is the device's. */
  waitingMs: number;
  requests: number;
};

/**
 * Node's fetch with the supervisor's session cookie, as the browser would send
 * it; `waited` sums the time until each answer's body is read.
 */
function fetchWithCookie(cookie: string) {
  const waited = { ms: 0, requests: 0 };
  const fetchIt: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    const started = performance.now();
    const response = await fetch(input, { ...init, headers });
    const body = await response.arrayBuffer();
    waited.ms += performance.now() - started;
    waited.requests += 1;
    return new Response(body, response);
  };
  return { fetch: fetchIt, waited };
}

/**
 * The tablet's offline engine against the running portal: the real pull,
 * writes and outbox drainer of src/offline (wired as the app wires it: through
 * the batch call, time entries in up to `inFlight` batches at once), on Dexie
 * over fake-indexeddb. Queues one entry per person and day (2,000), then
 * times one drain of them all. `url` may be a delaying proxy in front of the
 * portal (bench/delay-proxy.ts); each run starts from an empty device and
 * upserts the same 2,000 rows.
 */
export async function measureOutboxDrain(
  url: string,
  scene: TimetrackingScene['drain'],
): Promise<DrainFigure> {
  const [
    { timeTrackingDb },
    { timeTrackingAnswers },
    { createOutboxDrainer },
    transport,
    pull,
    writes,
    store,
    api,
    { timeTrackingSync },
  ] = await Promise.all([
    import('@src/features/stundenerfassung/data/db'),
    import('@src/features/stundenerfassung/data/answers'),
    import('@src/offline/outbox-drainer'),
    import('@src/offline/outbox-transport'),
    import('@src/features/stundenerfassung/data/pull'),
    import('@src/features/stundenerfassung/data/writes'),
    import('@src/offline/sync-store'),
    import('@src/api/client'),
    import('@src/features/stundenerfassung/data/sync'),
  ]);
  if (!timeTrackingDb.isOpen()) await timeTrackingDb.open();
  await Promise.all(timeTrackingDb.tables.map((table) => table.clear()));
  const prefixUrl = `${url}/app/api`;
  const { fetch, waited } = fetchWithCookie(scene.cookie);
  const client = api.createApiClient({ prefixUrl, fetch });
  await pull.pullAssignedPairs({ client });
  const staff = await timeTrackingDb.staff.toArray();
  if (staff.length !== DRAIN_STAFF) throw new Error(`pulled ${staff.length} staff`);

  for (const person of staff) {
    for (const [index, day] of FAIR_DAYS.entries()) {
      await writes.saveTimeEntry({
        messeId: scene.messeId,
        customerId: scene.customerId,
        staffId: person.staffId,
        day,
        entry: { time_start: 8 * 60 + 15 * (index % 4), time_end: 17 * 60, time_break: 30 },
      });
    }
  }
  const entries = await timeTrackingDb.outbox.count();

  const drainer = createOutboxDrainer({
    db: timeTrackingDb,
    answers: timeTrackingAnswers(),
    transport: transport.createOutboxTransport({ prefixUrl, fetch, batch: timeTrackingSync.batch }),
    valueKinds: timeTrackingSync.valueKinds,
    store: store.createSyncStore(),
    locks: null,
  });
  const before = { ...waited };
  const started = performance.now();
  await drainer.drain();
  const ms = performance.now() - started;
  const waitingMs = Math.round(waited.ms - before.ms);
  const requests = waited.requests - before.requests;
  drainer.stop();

  // A fast drain that lost entries is no figure: the outbox is empty, the server has them all.
  const left = await timeTrackingDb.outbox.count();
  const sheet = await client.get<TimeTrackingCustomerSheet>(
    buildPath(stundenerfassungOperations.customerSheet.path, {
      messe: scene.messeId,
      customer: scene.customerId,
    }).slice(1),
  );
  const stored = sheet.staff.reduce((sum, person) => sum + person.times.length, 0);
  if (left !== 0 || stored !== entries) {
    throw new Error(`drain: ${left} entries left, ${stored} of ${entries} on the server`);
  }
  timeTrackingDb.close();
  return {
    entries,
    ms: Math.round(ms),
    perEntryMs: Math.round((ms / entries) * 10) / 10,
    waitingMs,
    requests,
  };
}
