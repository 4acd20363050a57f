import type {
  FairReview,
  PairReview,
  ReviewFilter,
  ReviewPair,
} from '@domain/buero/timesheets-contract';
import { addDays } from '@domain/shared/times/calendar-days';
import type { Database } from '@server/platform/db/client';
import { readLawFindings } from '@server/records/law-findings';
import { buildReview } from './build';
import {
  type FairRow,
  readFair,
  readPairs,
  readPeople,
  type OpenDispute,
  readOpenDisputes,
  readPersonEntries,
  readSignatures,
  readTimes,
} from './rows';

/*
 * The office's review of a fair or of one pair (docs/product/timesheet-review.md).
 * Reads run one after the other on purpose: PGlite serves one statement at a
 * time anyway, and the PostgreSQL pool is not drained by one request.
 */

/** The first and last day of the rows (or of the fair), widened by one day for the § 5 rest. */
function entryWindow(fair: FairRow, days: readonly string[]): [string, string] {
  let first = fair.start;
  let last = fair.end;
  for (const day of days) {
    if (day < first) first = day;
    if (day > last) last = day;
  }
  return [addDays(first, -1), addDays(last, 1)];
}

function wireFair(fair: FairRow): FairReview['fair'] {
  return {
    id: fair.id,
    name: fair.name,
    start: fair.start,
    end: fair.end,
    federal_state: fair.federalState,
  };
}

/** Each row's open dispute by the customer (issue 25), null where none. */
function withDisputes(disputes: readonly OpenDispute[], review: ReviewPair[]): ReviewPair[] {
  const byRow = new Map(
    disputes.map((d) => [`${String(d.customerId)}|${String(d.staffId)}|${d.day}`, d]),
  );
  for (const pair of review) {
    for (const person of pair.people) {
      for (const day of person.days) {
        const dispute = byRow.get(`${String(pair.customer.id)}|${String(person.id)}|${day.day}`);
        day.dispute = dispute
          ? { id: dispute.id, request_id: dispute.requestId, comment: dispute.comment }
          : null;
      }
    }
  }
  return review;
}

/** Each shown person's employment-law findings on the worked days of the fair's years and months. */
async function withLaw(db: Database, fair: FairRow, review: ReviewPair[]): Promise<ReviewPair[]> {
  const ids = review.flatMap((pair) => pair.people.map((person) => person.id));
  const findings = await readLawFindings(db, ids, { from: fair.start, to: fair.end });
  const byId = new Map(findings.people.map((person) => [person.bewerber_id, person.counters]));
  for (const pair of review) {
    for (const person of pair.people) {
      const counters = byId.get(person.id);
      if (counters) person.employment_law = counters;
    }
  }
  return review;
}

async function loadPairs(
  db: Database,
  fair: FairRow,
  filter: ReviewFilter | '',
  customerId?: number,
) {
  const pairs = await readPairs(db, fair.id, customerId);
  if (pairs.length === 0) return { pairs, review: [] };
  const people = await readPeople(db, fair.id, customerId);
  const times = await readTimes(db, fair.id, customerId);
  const signatures = await readSignatures(db, fair.id, customerId);
  const [from, to] = entryWindow(
    fair,
    times.map((row) => row.day),
  );
  const entries = await readPersonEntries(
    db,
    [...new Set(people.map((person) => person.id))],
    from,
    to,
  );
  const disputes = await readOpenDisputes(db, fair.id, customerId);
  return {
    pairs,
    review: await withLaw(
      db,
      fair,
      withDisputes(
        disputes,
        buildReview({
          messeId: fair.id,
          pairs,
          people,
          times,
          signatures,
          entries,
          filter,
          keepEmptyPairs: customerId !== undefined,
        }),
      ),
    ),
  };
}

/** A fair's review, grouped by customer; undefined for an unknown fair. */
export async function loadFairReview(
  db: Database,
  messeId: number,
  filter: ReviewFilter | '',
): Promise<FairReview | undefined> {
  const fair = await readFair(db, messeId);
  if (!fair) return undefined;
  const { review } = await loadPairs(db, fair, filter);
  return { fair: wireFair(fair), filter, pairs: review };
}

/** One pair's review; undefined when the fair or the pair does not exist. */
export async function loadPairReview(
  db: Database,
  pair: { messeId: number; customerId: number },
  filter: ReviewFilter | '',
): Promise<PairReview | undefined> {
  const fair = await readFair(db, pair.messeId);
  if (!fair) return undefined;
  const { pairs, review } = await loadPairs(db, fair, filter, pair.customerId);
  const [only] = pairs.length === 1 ? review : [];
  return only ? { fair: wireFair(fair), filter, pair: only } : undefined;
}
