import * as v from 'valibot';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingSignatureInfo,
  TimeTrackingStaff,
} from '@domain/stundenerfassung/stundenerfassung';
import { timeTrackingStaffSheetSignatureSchema } from '@domain/stundenerfassung/answers';
import { stundenerfassungOperations as operations } from '@domain/stundenerfassung/operations';
import { call, send } from '@src/api/call';
import { ApiError, type ApiClient } from '@src/api/client';
import { withReopen } from '@src/offline/db-reopen';
import {
  pairKey,
  rowKeyInPair,
  staffKey,
  timeKey,
  timeTrackingDb,
  type LocalSignature,
  type StaffRow,
  type TimeRow,
  type TimeTrackingDb,
} from './db';

/*
 * The reads go through an injectable client (tests and the bench hand in one
 * with their own fetch), so not through `call`: the paths come from the
 * area's table (./paths.ts) and every answer is parsed with its operation's
 * schema before anything is stored.
 *
 * Opening the area online copies every assigned pair to the device, so any pair
 * can be worked offline. A refresh never overwrites a row with an outbox entry
 * (any state: pending, sending, retry, needs-login, rejected): the local value
 * is the newer one until the server acknowledged it or the user discarded it.
 */

export type PullOptions = {
  db?: TimeTrackingDb;
  client?: ApiClient;
  now?: () => number;
};

/** Sheets fetched at once: enough to hide latency, few enough for a fair's Wi-Fi. */
const PARALLEL_REQUESTS = 3;

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The server's signatures, with images this device already knows where the answer has none. */
function mergeImages(server: TimeTrackingSignatureInfo[], known: LocalSignature[] | undefined) {
  const sameSignature = (a: TimeTrackingSignatureInfo, b: TimeTrackingSignatureInfo) =>
    a.signed_at === b.signed_at && a.days.join() === b.days.join();
  return server.map((signature) => ({
    ...signature,
    signature:
      signature.signature ??
      known?.find((item) => !item.pendingId && sameSignature(item, signature))?.signature ??
      null,
  }));
}

function staffRow(m: number, c: number, staff: TimeTrackingStaff, known: StaffRow | undefined): StaffRow {
  const signed = staff.signed || staff.pivot.signed;
  const signatures = mergeImages(staff.signatures, known?.signatures);
  return {
    key: staffKey(m, c, staff.id),
    messeId: m,
    customerId: c,
    staffId: staff.id,
    firstname: staff.firstname,
    lastname: staff.lastname,
    name: staff.name,
    signed,
    // The customer sheet carries no staff signature image; keep the ones known locally.
    signature: signatures.at(-1)?.signature ?? null,
    signatures,
  };
}

function timeRows(m: number, c: number, staff: TimeTrackingStaff[]): TimeRow[] {
  return staff.flatMap((person) =>
    person.times.map((time) => ({
      key: timeKey(m, c, person.id, time.day),
      messeId: m,
      customerId: c,
      staffId: person.id,
      day: time.day,
      time_start: time.time_start,
      time_end: time.time_end,
      time_break: time.time_break,
    })),
  );
}

/** Writes one pair's sheet, leaving rows with outbox entries as they are. */
/** The keys of rows the server acknowledged a write of at or after `since`. */
function ackedSince(rows: readonly { key: string; ackedAt?: number }[], since: number): string[] {
  return rows.filter((row) => row.ackedAt !== undefined && row.ackedAt >= since).map((r) => r.key);
}

/**
 * Stores a pair's sheet, except the rows with a write still queued and those
 * whose write was acknowledged after the sheet was asked for (`askedAt`): the
 * answer may predate that write, and would undo it on the device.
 */
async function storeSheet(
  db: TimeTrackingDb,
  sheet: TimeTrackingCustomerSheet,
  now: number,
  askedAt: number,
) {
  const m = sheet.messe.id;
  const c = sheet.customer.id;
  const key = pairKey(m, c);
  await db.transaction('rw', [db.pairs, db.staff, db.times, db.outbox], async () => {
    const queued = await db.outbox.filter((row) => rowKeyInPair(row.rowKey, key)).toArray();
    const kept = new Set(queued.map((row) => row.rowKey));
    const pairRow = await db.pairs.get(key);
    for (const acked of ackedSince(pairRow ? [pairRow] : [], askedAt)) kept.add(acked);
    if (!kept.has(key)) {
      const { messe, customer, signature, signatures, reopened, approver_name } = sheet;
      await db.pairs.put({
        key,
        messeId: m,
        customerId: c,
        messe,
        customer,
        signature,
        signatures,
        reopened,
        approver_name,
        refreshedAt: now,
      });
    }
    const known = await db.staff.where('[messeId+customerId]').equals([m, c]).toArray();
    for (const acked of ackedSince(known, askedAt)) kept.add(acked);
    const knownByKey = new Map(known.map((row) => [row.key, row]));
    const staff = sheet.staff.map((person) =>
      staffRow(m, c, person, knownByKey.get(staffKey(m, c, person.id))),
    );
    await replaceRows<StaffRow>(db.staff, known, staff, kept);
    const times = await db.times.where('[messeId+customerId]').equals([m, c]).toArray();
    for (const acked of ackedSince(times, askedAt)) kept.add(acked);
    await replaceRows<TimeRow>(db.times, times, timeRows(m, c, sheet.staff), kept);
  });
}

type KeyedTable<R> = {
  bulkPut(rows: readonly R[]): Promise<unknown>;
  bulkDelete(keys: string[]): Promise<unknown>;
};

/** Puts the server's rows and deletes local ones the server no longer has, except `kept`. */
async function replaceRows<R extends { key: string }>(
  table: KeyedTable<R>,
  local: R[],
  server: R[],
  kept: Set<string>,
) {
  const serverKeys = new Set(server.map((row) => row.key));
  await table.bulkDelete(
    local.filter((row) => !serverKeys.has(row.key) && !kept.has(row.key)).map((row) => row.key),
  );
  await table.bulkPut(server.filter((row) => !kept.has(row.key)));
}

/** Removes pairs no longer assigned, unless something of theirs waits in the outbox. */
async function dropUnassigned(db: TimeTrackingDb, assigned: Set<string>) {
  const stale = (await db.pairs.toCollection().primaryKeys()).filter((key) => !assigned.has(key));
  for (const key of stale) {
    await db.transaction('rw', [db.pairs, db.staff, db.times, db.outbox], async () => {
      const queued = await db.outbox.filter((row) => rowKeyInPair(row.rowKey, key)).count();
      if (queued > 0) return;
      const pair = await db.pairs.get(key);
      if (!pair) return;
      const range = [pair.messeId, pair.customerId];
      await db.staff.where('[messeId+customerId]').equals(range).delete();
      await db.times.where('[messeId+customerId]').equals(range).delete();
      await db.pairs.delete(key);
    });
  }
}

/**
 * The customer sheet says who signed which days but carries no staff signature
 * image; the staff sheet shows them, so fetch it once per person with an image
 * missing (best effort: a missing image is no reason to fail the refresh, the
 * 'signed' note and the days still show).
 */
async function fillStaffSignatures(db: TimeTrackingDb, client: ApiClient | undefined) {
  const missing = await db.staff
    .filter((row) => (row.signatures ?? []).some((item) => item.signature === null))
    .toArray();
  await mapLimited(missing, PARALLEL_REQUESTS, async (row) => {
    const params = {
      messe: String(row.messeId),
      customer: String(row.customerId),
      staff: String(row.staffId),
    };
    const answer = await send<typeof operations.staffSheet>(operations.staffSheet, { params, query: {} }, { client }).catch(
      () => null,
    );
    // Only the signatures are taken: the part of the staff sheet's answer they need.
    const parsed = v.safeParse(timeTrackingStaffSheetSignatureSchema, answer);
    const sheet = parsed.success ? parsed.output : null;
    if (!sheet?.signature) return;
    const { signature, signatures } = sheet;
    await db.transaction('rw', [db.staff, db.outbox], async () => {
      // A local signature queued meanwhile is the newer one.
      if ((await db.outbox.where('rowKey').equals(row.key).count()) > 0) return;
      await db.staff
        .where('key')
        .equals(row.key)
        .modify((current) => {
          current.signatures = mergeImages(current.signatures ?? [], signatures);
          current.signature = current.signatures.at(-1)?.signature ?? signature;
        });
    });
  });
}

/** GET the assigned pairs and each pair's customer sheet into the device's database. */
export async function pullAssignedPairs(options: PullOptions = {}): Promise<void> {
  const db = options.db ?? timeTrackingDb;
  const { client } = options;
  const now = options.now ?? Date.now;
  // The device's clock, as the acknowledgements are stamped with it (./answers.ts).
  const askedAt = Date.now();
  // Each answer is checked against its operation: a malformed one fails the pull.
  const list = await call(operations.list, {}, { client });
  const pairs = list.flatMap((messe) => messe.customers.map((customer) => ({ messe, customer })));
  const sheets = await mapLimited(pairs, PARALLEL_REQUESTS, async ({ messe, customer }) => {
    try {
      const params = { messe: String(messe.id), customer: String(customer.id) };
      return await call(operations.customerSheet, { params }, { client });
    } catch (error) {
      // Unassigned between the two calls: skip this pair; anything else fails the pull.
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
      throw error;
    }
  });
  await withReopen(db, async () => {
    for (const sheet of sheets) if (sheet) await storeSheet(db, sheet, now(), askedAt);
    // The booking comes with the list, not the sheet (the pair's row may be kept as queued).
    for (const { messe, customer } of pairs) {
      await db.pairs.update(pairKey(messe.id, customer.id), { booking: customer.booking });
    }
    await dropUnassigned(
      db,
      new Set(pairs.map(({ messe, customer }) => pairKey(messe.id, customer.id))),
    );
    await db.meta.put({ key: 'lastSyncedAt', value: now() });
  });
  await fillStaffSignatures(db, client).catch(() => undefined);
}
