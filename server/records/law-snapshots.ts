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
 * Berlin). The triggers of migrations 0025/0026 mark a row stale and bump its
 * generation on every write the counters read; a refresh recomputes the stale,
 * missing and other-month rows and clears `stale` only if the generation is
 * still the one it read before computing, so a write during the refresh leaves
 * the row stale for the next one. Each row is written by its own statement
 * outside a transaction: the triggers of time writes update the same rows, and
 * locking many rows in two orders could deadlock.
 */

/** People per read of the counters. */
const BATCH = 500;

/** A placeholder row's month: never the current one, so it is never served nor filtered. */
const PLACEHOLDER_MONTH = '';

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

/** Staff (of `ids`, or all) whose snapshot is stale, missing or of another month. */
async function idsToRefresh(
  db: Database,
  month: string,
  ids: readonly number[] | undefined,
): Promise<number[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ id: bewerber.id })
    .from(bewerber)
    .leftJoin(lawSnapshots, eq(lawSnapshots.bewerberId, bewerber.id))
    .where(
      and(
        isStaffSql,
        ids ? inArray(bewerber.id, [...ids]) : undefined,
        sql`(${lawSnapshots.bewerberId} is null or ${lawSnapshots.stale} or ${lawSnapshots.month} <> ${month})`,
      ),
    )
    .orderBy(bewerber.id);
  return rows.map((row) => row.id);
}

/** Computes and writes the snapshots of one batch (sorted ids); returns how many were written. */
async function refreshBatch(db: Database, ids: number[], month: string): Promise<number> {
  // Missing rows first, as stale placeholders: from here on the triggers bump their generation too.
  await db
    .insert(lawSnapshots)
    .values(
      ids.map((id) => ({
        bewerberId: id,
        month: PLACEHOLDER_MONTH,
        nearLimit: false,
        summary: { near_limit: false, employment_status: null, flagged: [] },
        stale: true,
      })),
    )
    .onConflictDoNothing();
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
 * Refreshes the snapshots of some people (or of all staff) that are stale,
 * missing or of another month; returns how many rows were written.
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
 * Warms every missing, stale or old snapshot in the background, so the first
 * staff list with the filter does not compute 20,000 people on one request.
 */
export function lawSnapshotWarmJob(periodMs: number): PeriodicJob {
  return {
    name: 'law_snapshot_warm',
    periodMs,
    run: async (db) => `${String(await refreshLawSnapshots(db))} snapshots refreshed`,
  };
}
