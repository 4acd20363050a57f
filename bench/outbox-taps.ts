// Installs indexedDB on globalThis; Dexie (src/offline/db.ts) is loaded later, on first use.
import 'fake-indexeddb/auto';
import type { TimeTrackingCustomerSheet } from '@domain/stundenerfassung/stundenerfassung';
import { buildPath } from '@domain/shared/operation';
import { stundenerfassungOperations } from '@domain/stundenerfassung/operations';
import { FAIR_DAYS, type TimetrackingScene } from './timetracking-scene';

export type TapsFigure = {
  people: number;
  taps: number;
  /** Outbox entries after the taps, and what the badge counts. */
  entries: number;
  badge: number;
  /** Time entries the drain carried to the server (one write per row when coalesced). */
  sent: number;
};

export const TAP_PEOPLE = 30;
export const TAPS_EACH = 4;

/**
 * The supervisor moves the end time of 30 people by an hour with the stepper
 * (four 15-minute taps each), offline, on a fresh device that pulled the
 * drain pair: counts the outbox entries and the badge, then drains them into
 * the portal and checks that each person's day holds the last value.
 */
export async function measureTaps(
  url: string,
  scene: TimetrackingScene['drain'],
): Promise<TapsFigure> {
  const [{ timeTrackingDb }, { timeTrackingSync }, drainer, transport, pull, writes, status, api] =
    await Promise.all([
      import('@src/features/stundenerfassung/data/db'),
      import('@src/features/stundenerfassung/data/sync'),
      import('@src/offline/outbox-drainer'),
      import('@src/offline/outbox-transport'),
      import('@src/features/stundenerfassung/data/pull'),
      import('@src/features/stundenerfassung/data/writes'),
      import('@src/offline/sync-status'),
      import('@src/api/client'),
    ]);
  if (!timeTrackingDb.isOpen()) await timeTrackingDb.open();
  await Promise.all(timeTrackingDb.tables.map((table) => table.clear()));
  let sent = 0;
  const fetchIt: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', scene.cookie);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { entries?: [] }) : {};
    sent += body.entries?.length ?? 0;
    return fetch(input, { ...init, headers });
  };
  const prefixUrl = `${url}/app/api`;
  const client = api.createApiClient({ prefixUrl, fetch: fetchIt });
  await pull.pullAssignedPairs({ client });
  const people = (await timeTrackingDb.staff.toArray()).slice(0, TAP_PEOPLE);
  const day = FAIR_DAYS[0] ?? '';
  const endAfter = (taps: number) => ({
    time_start: 8 * 60,
    time_end: 17 * 60 + 15 * taps,
    time_break: 30,
  });
  for (const person of people) {
    for (let taps = 1; taps <= TAPS_EACH; taps++) {
      await writes.saveTimeEntry({
        messeId: scene.messeId,
        customerId: scene.customerId,
        staffId: person.staffId,
        day,
        entry: endAfter(taps),
      });
    }
  }
  const entries = await timeTrackingDb.outbox.count();
  const badge = await status.countUnsent(timeTrackingDb);

  const engine = drainer.createOutboxDrainer({
    db: timeTrackingDb,
    answers: timeTrackingSync.answers,
    transport: transport.createOutboxTransport({
      prefixUrl,
      fetch: fetchIt,
      batch: timeTrackingSync.batch,
    }),
    valueKinds: timeTrackingSync.valueKinds,
    locks: null,
  });
  await engine.drain();
  engine.stop();
  const sheet = await client.get<TimeTrackingCustomerSheet>(
    buildPath(stundenerfassungOperations.customerSheet.path, {
      messe: scene.messeId,
      customer: scene.customerId,
    }).slice(1),
  );
  const tapped = new Set(people.map((person) => person.staffId));
  const last = sheet.staff
    .filter((person) => tapped.has(person.id))
    .flatMap((person) => person.times.filter((time) => time.day === day));
  const expected = endAfter(TAPS_EACH).time_end;
  if (
    (await timeTrackingDb.outbox.count()) !== 0 ||
    last.length !== people.length ||
    last.some((time) => time.time_end !== expected)
  ) {
    throw new Error('taps: the server does not hold the last value of every tapped day');
  }
  timeTrackingDb.close();
  return { people: people.length, taps: TAPS_EACH, entries, badge, sent };
}
