import type { ApprovalRow } from '@domain/freigabe/approval';
import {
  coveredDays,
  daysWithWorkTime,
  signaturesOfSheet,
} from '@domain/shared/times/signature-coverage';
import { signedContent } from '@domain/shared/times/signed-content';
import { shiftWorkedMinutes } from '@domain/shared/times/shift-time';
import { hasWorkTime } from '@domain/shared/times/time';
import type { PairIds } from '@server/records/fair';
import { readPairPeople } from '@server/records/fair';
import type { Reader } from '@server/records/reader';
import { signedContentHash } from '@server/records/signed-content-hash';
import { readSignatures } from '@server/records/signatures';
import { readTimes, type TimeEntry } from '@server/records/times';

/*
 * The sheet an approval request shows (issue 25): the pair's rows with work
 * time on the requested days, the worked minutes as the customer sheet PDF
 * counts them, and the SHA-256 of the rows in the signatures' canonical form
 * (kind customer, staff null): the hash the customer signature it becomes stores.
 */

export type ApprovalSheet = {
  rows: ApprovalRow[];
  totals: { minutes: number; per_staff: { staff_id: number; name: string; minutes: number }[] };
  contentSha256: string;
};

/** The hash of the requested days' rows, as a customer signature of those days stores it. */
export function approvalHash(pair: PairIds, days: readonly string[], rows: readonly TimeEntry[]) {
  return signedContentHash(signedContent('customer', pair, null, days, rows));
}

export async function readApprovalSheet(
  db: Pick<Reader, 'execute' | 'select'>,
  pair: PairIds,
  days: readonly string[],
): Promise<ApprovalSheet> {
  const [times, people] = await Promise.all([
    readTimes(db, pair),
    readPairPeople(db, { messeId: pair.messeId, customerId: pair.customerId }),
  ]);
  const wanted = new Set(days);
  const names = new Map(people.map((person) => [person.id, person.name]));
  const order = new Map(people.map((person, index) => [person.id, index]));
  const rows: ApprovalRow[] = [];
  for (const row of times) {
    if (!wanted.has(row.day) || !hasWorkTime(row)) continue;
    rows.push({
      staff_id: row.bewerberId,
      name: names.get(row.bewerberId) ?? '',
      day: row.day,
      time_start: row.time_start,
      time_end: row.time_end,
      time_break: row.time_break,
      minutes: shiftWorkedMinutes(row.day, row),
    });
  }
  // As the sheets order people (by name), then by day.
  const rank = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  rows.sort(
    (a, b) =>
      rank(a.staff_id) - rank(b.staff_id) || a.staff_id - b.staff_id || a.day.localeCompare(b.day),
  );
  const perStaff = new Map<number, { staff_id: number; name: string; minutes: number }>();
  let minutes = 0;
  for (const row of rows) {
    minutes += row.minutes;
    const entry = perStaff.get(row.staff_id) ?? {
      staff_id: row.staff_id,
      name: row.name,
      minutes: 0,
    };
    entry.minutes += row.minutes;
    perStaff.set(row.staff_id, entry);
  }
  return {
    rows,
    totals: { minutes, per_staff: [...perStaff.values()] },
    contentSha256: approvalHash(pair, days, times),
  };
}

/** The pair's days with work time that no customer signature in force covers, sorted. */
export async function readUnsignedDays(
  db: Pick<Reader, 'execute'>,
  pair: PairIds,
): Promise<string[]> {
  const [times, signatures] = await Promise.all([
    readTimes(db, pair),
    readSignatures(db, { ...pair, state: 'in_force' }),
  ]);
  const coverage = times.map((row) => ({
    staffId: row.bewerberId,
    day: row.day,
    time_start: row.time_end === null ? null : row.time_start,
  }));
  const covered = coveredDays(signaturesOfSheet(signatures, { kind: 'customer' }));
  return daysWithWorkTime(coverage, { kind: 'customer' }).filter((day) => !covered.has(day));
}

/** The current hash of a request's days (the job and the answers compare it with the stored one). */
export async function currentHash(
  db: Pick<Reader, 'execute'>,
  pair: PairIds,
  days: readonly string[],
) {
  return approvalHash(pair, days, await readTimes(db, pair));
}
