import type {
  ReviewFilter,
  ReviewPair,
  ReviewPerson,
  ReviewSignature,
} from '@domain/buero/timesheets-contract';
import { isInForce } from '@domain/shared/times/signature-coverage';
import { hasWorkTime } from '@domain/shared/times/time';
import { workedMinutes } from '@domain/shared/times/shift-time';
import {
  type WorkingTimeWarning,
  workingTimeWarnings,
} from '@domain/shared/times/working-time-law';
import type { PairRow, PersonEntry, PersonRow, SignatureRow, TimeRow } from './rows';
import { verifySignature } from './verify';

/*
 * The review of a fair's pairs from the rows rows.ts read: grouped in memory
 * once (maps by pair and person), so 300 people × 10 days cost no scans per person.
 */

export type ReviewInput = {
  messeId: number;
  pairs: PairRow[];
  people: PersonRow[];
  times: TimeRow[];
  signatures: SignatureRow[];
  /** Every entry of the fair's people at any fair around the fair's days. */
  entries: PersonEntry[];
  filter: ReviewFilter | '';
  /** Keep a pair nobody of matches the filter (the one-pair view). */
  keepEmptyPairs?: boolean;
};

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

function toReviewSignature(row: SignatureRow, messeId: number, pairRows: readonly TimeRow[]) {
  const signature: ReviewSignature = {
    id: row.id,
    kind: row.kind,
    staff_id: row.staffId,
    signer_name: row.signerName,
    signed_at: row.signedAt,
    days: row.days,
    supervisor:
      row.supervisorId === null ? null : { id: row.supervisorId, name: row.supervisorName ?? '' },
    method: row.method,
    approver_email: row.approverEmail,
    content_sha256: row.contentSha256,
    verification: verifySignature(row, messeId, pairRows),
    superseded:
      row.supersededAt === null
        ? null
        : {
            at: row.supersededAt,
            by:
              row.supersededById === null
                ? null
                : { id: row.supersededById, name: row.supersededByName ?? '' },
            reason: row.supersededReason ?? '',
          },
  };
  return signature;
}

/** Whether a signature is in force (isInForce: a superseded one covers nothing). */
const inForce = (s: ReviewSignature) => isInForce({ supersededAt: s.superseded?.at ?? null });

/** The signature in force covering `day`, if any. */
function coveringId(list: readonly ReviewSignature[], day: string): number | null {
  return list.find((s) => inForce(s) && s.days.includes(day))?.id ?? null;
}

/** Warnings that concern one of the given days (a rest warning also concerns the day before it). */
function warningsOnDays(warnings: readonly WorkingTimeWarning[], days: ReadonlySet<string>) {
  return warnings.filter(
    (w) => days.has(w.day) || (w.code === 'arbzg_5_rest' && days.has(w.previousDay)),
  );
}

function matches(person: ReviewPerson, filter: ReviewFilter | ''): boolean {
  if (filter === 'unsigned') {
    return person.unsigned_staff_days.length > 0 || person.unsigned_customer_days.length > 0;
  }
  if (filter === 'warnings') return person.warnings.length > 0;
  if (filter === 'changed') return person.changed;
  return true;
}

function reviewPerson(
  person: PersonRow,
  rows: readonly TimeRow[],
  own: ReviewSignature[],
  customerSignatures: readonly ReviewSignature[],
  allWarnings: readonly WorkingTimeWarning[],
): ReviewPerson {
  const days = rows.map((row) => ({
    day: row.day,
    time_start: row.time_start,
    time_end: row.time_end,
    time_break: row.time_break,
    worked_minutes: workedMinutes(row),
    staff_signature_id: coveringId(own, row.day),
    customer_signature_id: coveringId(customerSignatures, row.day),
  }));
  const work = days.filter((day) => hasWorkTime(day));
  const workDays = new Set(work.map((day) => day.day));
  const rowDays = new Set(rows.map((row) => row.day));
  const changed =
    own.some((s) => inForce(s) && s.verification === 'changed') ||
    customerSignatures.some(
      (s) => inForce(s) && s.verification === 'changed' && s.days.some((day) => rowDays.has(day)),
    );
  return {
    id: person.id,
    name: person.name,
    days,
    total_minutes: days.reduce((sum, day) => sum + day.worked_minutes, 0),
    unsigned_staff_days: work.filter((d) => d.staff_signature_id === null).map((d) => d.day),
    unsigned_customer_days: work.filter((d) => d.customer_signature_id === null).map((d) => d.day),
    warnings: warningsOnDays(allWarnings, workDays),
    signatures: own,
    changed,
  };
}

/** The review of each pair, its people filtered; pairs left without anyone shown are dropped under a filter. */
export function buildReview(input: ReviewInput): ReviewPair[] {
  const { messeId, filter } = input;
  const timesByPair = groupBy(input.times, (row) => row.customerId);
  const peopleByPair = groupBy(input.people, (row) => row.customerId);
  const signaturesByPair = groupBy(input.signatures, (row) => row.customerId);
  const warningsByPerson = new Map<number, WorkingTimeWarning[]>();
  for (const [staffId, entries] of groupBy(input.entries, (entry) => entry.bewerberId)) {
    warningsByPerson.set(staffId, workingTimeWarnings(entries));
  }
  const pairs: ReviewPair[] = [];
  for (const pair of input.pairs) {
    const pairRows = timesByPair.get(pair.customerId) ?? [];
    const rowsByPerson = groupBy(pairRows, (row) => row.bewerberId);
    const reviewed = (signaturesByPair.get(pair.customerId) ?? []).map((row) =>
      toReviewSignature(row, messeId, pairRows),
    );
    const customerSignatures = reviewed.filter((s) => s.kind === 'customer');
    const staffSignatures = groupBy(
      reviewed.filter((s) => s.kind === 'staff'),
      (s) => s.staff_id,
    );
    const everyone = peopleByPair.get(pair.customerId) ?? [];
    const people = everyone
      .map((person) =>
        reviewPerson(
          person,
          rowsByPerson.get(person.id) ?? [],
          staffSignatures.get(person.id) ?? [],
          customerSignatures,
          warningsByPerson.get(person.id) ?? [],
        ),
      )
      .filter((person) => matches(person, filter));
    if (filter !== '' && people.length === 0 && !input.keepEmptyPairs) continue;
    const dayTotals = new Map<string, number>();
    for (const person of people) {
      for (const day of person.days) {
        dayTotals.set(day.day, (dayTotals.get(day.day) ?? 0) + day.worked_minutes);
      }
    }
    pairs.push({
      customer: { id: pair.customerId, name: pair.name },
      people,
      customer_signatures: customerSignatures,
      day_totals: [...dayTotals]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([day, worked_minutes]) => ({ day, worked_minutes })),
      total_minutes: people.reduce((sum, person) => sum + person.total_minutes, 0),
      people_count: everyone.length,
    });
  }
  return pairs;
}
