import { and, eq, inArray, sql } from 'drizzle-orm';
import { isNearLimit } from '@domain/shared/employment-law/counter';
import { type LawCounter, yearScope } from '@domain/shared/employment-law/person-counters';
import type { LawSummary } from '@domain/shared/employment-law/record-contract';
import { fairToday } from '@domain/shared/times/fair-days';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { lawSnapshots } from '@server/platform/db/schema/employment';
import type { PeriodicJob } from '@server/platform/jobs/periodic-job';
import { readPeopleCounters } from './employment-law';
import { isStaffSql } from './staff';

/*
 * The staff list's short form of the employment-law counters (issue 27, ADR
 * 0039): one row per person in law_snapshots for the current month (Europe/
 * Berlin). A record that gets a login gets a stale placeholder row (migration
 * 0027), and the triggers of migrations 0025/0026 mark a row stale and bump its
 * generation on every write the counters read; a refresh recomputes the stale
 * and other-month rows and clears `stale` only if the generation is
 * still the one it read before computing, so a write during the refresh leaves
 * the row stale for the next one. Each row is written by its own statement
 * outside a transaction: the triggers of time writes update the same rows, and
 * locking many rows in two orders could deadlock.
 */

/** People per read of the counters. */
const BATCH = 500;

/** The month the snapshots are computed for: the current one in Germany. */
export function lawMonth(now: Date = new Date()): string {
  return fairToday(now).slice(0, 7);
}

/** The flagged counters of one basis: near or past their limit, or a missing wage. */
function flaggedOf(basis: 'planned' | 'worked', counters: readonly LawCounter[]) {
  return counters
    .filter((counter) => isNearLimit(counter) || counter.state === 'wage_missing')
    .map((counter) => ({ basis, counter }));
}

/** The summary of one person's counters (lawSummarySchema). */
export function lawSummaryOf(
  status: LawSummary['employment_status'],
  planned: readonly LawCounter[],
  worked: readonly LawCounter[],
): LawSummary {
  return {
    near_limit: planned.some(isNearLimit) || worked.some(isNearLimit),
    employment_status: status,
    flagged: [...flaggedOf('planned', planned), ...flaggedOf('worked', worked)],
  };
}

/**
 * Staff (of `ids`, or all) whose snapshot is stale or of another month (a new staff person's
 * placeholder is both). Every staff person has a row (migration 0027's trigger), so this
 * reads the few outdated rows by law_snapshots' indexes, not all 20,000 staff, on every
 * filtered list (bench: ~10 ms a request before).
 */
async function idsToRefresh(
  db: Database,
  month: string,
  ids: readonly number[] | undefined,
): Promise<number[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ id: lawSnapshots.bewerberId })
    .from(lawSnapshots)
    .innerJoin(bewerber, eq(bewerber.id, lawSnapshots.bewerberId))
    .where(
      and(
        isStaffSql,
        ids ? inArray(lawSnapshots.bewerberId, [...ids]) : undefined,
        ids
          ? // The few ids lead (the primary key): as ranges, the month index would lead.
            sql`(${lawSnapshots.stale} or ${lawSnapshots.month} <> ${month})`
          : // As ranges, so law_snapshots_month_idx finds them ('<>' would read every row).
            sql`(${lawSnapshots.stale} or ${lawSnapshots.month} < ${month} or ${lawSnapshots.month} > ${month})`,
      ),
    )
    .orderBy(lawSnapshots.bewerberId);
  return rows.map((row) => row.id);
}

/** Computes and writes the snapshots of one batch (sorted ids); returns how many were written. */
async function refreshBatch(db: Database, ids: number[], month: string): Promise<number> {
  const generations = new Map(
    (
      await db
        .select({ id: lawSnapshots.bewerberId, generation: lawSnapshots.generation })
        .from(lawSnapshots)
        .where(inArray(lawSnapshots.bewerberId, ids))
    ).map((row) => [row.id, row.generation]),
  );
  const year = Number(month.slice(0, 4));
  const counters = await readPeopleCounters(db, ids, yearScope(year, month));
  let written = 0;
  for (const id of ids) {
    const found = counters.get(id);
    const generation = generations.get(id);
    if (!found || generation === undefined) continue;
    const summary = lawSummaryOf(found.person.employmentStatus, found.planned, found.worked);
    const result = await db
      .update(lawSnapshots)
      .set({
        month,
        nearLimit: summary.near_limit,
        summary,
        stale: false,
        computedAt: sql`now()`,
      })
      .where(and(eq(lawSnapshots.bewerberId, id), eq(lawSnapshots.generation, generation)))
      .returning({ id: lawSnapshots.bewerberId });
    written += result.length;
  }
  return written;
}

/**
 * Refreshes the snapshots of some people (or of all staff) that are stale or
 * of another month; returns how many rows were written.
 */
export async function refreshLawSnapshots(
  db: Database,
  options: { ids?: readonly number[]; now?: Date } = {},
): Promise<number> {
  const month = lawMonth(options.now);
  const ids = await idsToRefresh(db, month, options.ids);
  let written = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    written += await refreshBatch(db, ids.slice(start, start + BATCH), month);
  }
  return written;
}

/** The snapshots of some people for the current month, by id (stale ones too: just refreshed). */
export async function readLawSummaries(
  db: Database,
  ids: readonly number[],
  now?: Date,
): Promise<Map<number, LawSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: lawSnapshots.bewerberId, summary: lawSnapshots.summary })
    .from(lawSnapshots)
    .where(and(inArray(lawSnapshots.bewerberId, [...ids]), eq(lawSnapshots.month, lawMonth(now))));
  return new Map(rows.map((row) => [row.id, row.summary as LawSummary]));
}

/**
 * Warms every stale or old snapshot in the background, so the first
 * staff list with the filter does not compute 20,000 people on one request.
 */
export function lawSnapshotWarmJob(periodMs: number): PeriodicJob {
  return {
    name: 'law_snapshot_warm',
    periodMs,
    run: async (db) => `${String(await refreshLawSnapshots(db))} snapshots refreshed`,
  };
}
