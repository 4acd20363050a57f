import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FederalState } from '@domain/shared/federal-states';
import {
  personCounters,
  type CounterScope,
  type LawCounter,
  type PersonLaw,
} from '@domain/shared/employment-law/person-counters';
import { plannedEntries } from '@domain/shared/employment-law/planned-days';
import type { EmploymentStatus } from '@domain/shared/employment-law/statuses';
import { addDays, daysInMonth } from '@domain/shared/times/calendar-days';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  declaredShortTermJobs,
  lecturePeriods,
  staffWages,
} from '@server/platform/db/schema/employment';
import { messen, staffAssignments } from '@server/platform/db/schema/messen';
import type { Reader } from './reader';
import { readPersonEntries } from './times';

/*
 * What the employment-law counters read of people (issue 27,
 * docs/product/employment-law.md): the status, wage history, lecture periods
 * and declarations of the staff record, the planned days of their bookings
 * and the worked days of their timesheets, for many people in a few queries.
 * Every part that shows a counter (the assignment check, the staff list and
 * detail, the review, the payroll preflight) reads through here and counts
 * with domain/shared/employment-law; none computes a limit of its own.
 */

/** The years the counters are computed for; others count nobody. */
export const COUNTED_YEARS = { from: 2000, to: 2999 } as const;

/** A person as the counters need them. */
export type LawPerson = {
  bewerberId: number;
  firstname: string;
  lastname: string;
  employmentStatus: EmploymentStatus | null;
  law: PersonLaw;
};

/** The days a scope's counters must see: a year back (Minijob, students) and eight weeks around (§ 11). */
export function lawWindow(scope: CounterScope): { from: string; to: string } {
  const firstYear = Math.min(...scope.years);
  const lastYear = Math.max(...scope.years);
  const lastMonth = [...scope.months].sort().at(-1);
  let end = `${String(lastYear)}-12-31`;
  if (lastMonth) {
    const [year, month] = lastMonth.split('-').map(Number) as [number, number];
    const monthEnd = `${lastMonth}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
    if (monthEnd > end) end = monthEnd;
  }
  if (scope.to > end) end = scope.to;
  const start =
    scope.from < `${String(firstYear)}-01-01` ? scope.from : `${String(firstYear)}-01-01`;
  return { from: addDays(start, -371), to: addDays(end, 56) };
}

/** Rows grouped by person id, in the order read. */
function byPerson<Row extends { id: number }, Item>(
  rows: readonly Row[],
  item: (row: Row) => Item,
) {
  const grouped = new Map<number, Item[]>();
  for (const row of rows) {
    const list = grouped.get(row.id);
    if (list) list.push(item(row));
    else grouped.set(row.id, [item(row)]);
  }
  return grouped;
}

/** The staff records' law data of some people, by id; ids that are no record are missing. */
export async function readLawPeople(
  db: Reader,
  ids: readonly number[],
): Promise<Map<number, LawPerson>> {
  const people = new Map<number, LawPerson>();
  if (ids.length === 0) return people;
  const list = [...ids];
  // One query after the other: a transaction's client takes one query at a time.
  const rows = await db
    .select({
      id: bewerber.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      status: bewerber.employmentStatus,
    })
    .from(bewerber)
    .where(inArray(bewerber.id, list));
  const wages = byPerson(
    await db
      .select({
        id: staffWages.bewerberId,
        validFrom: staffWages.validFrom,
        cents: staffWages.centsPerHour,
      })
      .from(staffWages)
      .where(inArray(staffWages.bewerberId, list))
      .orderBy(asc(staffWages.validFrom)),
    (row) => ({ validFrom: row.validFrom, centsPerHour: row.cents }),
  );
  const periods = byPerson(
    await db
      .select({
        id: lecturePeriods.bewerberId,
        from: lecturePeriods.dateFrom,
        to: lecturePeriods.dateTo,
      })
      .from(lecturePeriods)
      .where(inArray(lecturePeriods.bewerberId, list))
      .orderBy(asc(lecturePeriods.dateFrom)),
    (row) => ({ from: row.from, to: row.to }),
  );
  const declared = byPerson(
    await db
      .select({
        id: declaredShortTermJobs.bewerberId,
        from: declaredShortTermJobs.dateFrom,
        to: declaredShortTermJobs.dateTo,
        days: declaredShortTermJobs.workingDays,
      })
      .from(declaredShortTermJobs)
      .where(inArray(declaredShortTermJobs.bewerberId, list))
      .orderBy(asc(declaredShortTermJobs.dateFrom)),
    (row) => ({ from: row.from, to: row.to, days: row.days }),
  );
  for (const row of rows) {
    people.set(row.id, {
      bewerberId: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      employmentStatus: row.status,
      law: {
        // No status recorded: only the rules that hold for everyone (minimum wage, § 11).
        status: row.status ?? 'other',
        wages: wages.get(row.id) ?? [],
        lecturePeriods: periods.get(row.id) ?? [],
        declaredShortTerm: declared.get(row.id) ?? [],
      },
    });
  }
  return people;
}

/** A pair left out of the planned days (the one being checked, which the caller adds itself). */
export type PairKey = { messeId: number; customerId: number };

/**
 * The planned days of some people within a window, by id: every day of the
 * fairs of their bookings that are not removed or declined, as planned shifts
 * (domain/shared/employment-law/planned-days.ts). Several pairs on one day
 * are several entries; the rules count the day once.
 */
export async function readPlannedEntries(
  db: Reader,
  ids: readonly number[],
  window: { from: string; to: string },
  options: { except?: PairKey } = {},
): Promise<Map<number, WorkingTimeEntry[]>> {
  const planned = new Map<number, WorkingTimeEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return planned;
  const sa = staffAssignments;
  const except = options.except;
  const rows = await db
    .select({
      id: sa.bewerberId,
      dateStart: messen.dateStart,
      dateEnd: messen.dateEnd,
      federalState: messen.federalState,
    })
    .from(sa)
    .innerJoin(messen, eq(messen.id, sa.messeId))
    .where(
      and(
        inArray(sa.bewerberId, [...ids]),
        sql`${sa.removedAt} is null and ${sa.state} <> 'declined'`,
        sql`${messen.dateEnd} >= ${window.from} and ${messen.dateStart} <= ${window.to}`,
        except
          ? sql`not (${sa.messeId} = ${except.messeId} and ${sa.customerId} = ${except.customerId})`
          : undefined,
      ),
    );
  for (const row of rows) {
    planned.get(row.id)?.push(
      ...plannedEntries(
        {
          date_start: row.dateStart,
          date_end: row.dateEnd,
          federalState: row.federalState as FederalState | null,
        },
        window,
      ),
    );
  }
  return planned;
}

/** The worked days (timesheet rows) of some people within a window, by id. */
export async function readWorkedEntries(
  db: Reader,
  ids: readonly number[],
  window: { from: string; to: string },
): Promise<Map<number, WorkingTimeEntry[]>> {
  const worked = new Map<number, WorkingTimeEntry[]>(ids.map((id) => [id, []]));
  for (const entry of await readPersonEntries(db, ids, window)) {
    worked.get(entry.bewerberId)?.push(entry);
  }
  return worked;
}

/** A person's counters of a scope on the planned and on the worked days. */
export type PersonCounters = { planned: LawCounter[]; worked: LawCounter[] };

/** The counters of some people over a scope, planned and worked, by id (missing ids left out). */
export async function readPeopleCounters(
  db: Reader,
  ids: readonly number[],
  scope: CounterScope,
): Promise<Map<number, PersonCounters & { person: LawPerson }>> {
  // A scope outside the years the rule set knows (a preflight of month 9999-12) counts nobody:
  // its window would reach days the calendar functions and the database cannot read.
  if (scope.years.some((year) => year < COUNTED_YEARS.from || year > COUNTED_YEARS.to)) {
    return new Map();
  }
  const window = lawWindow(scope);
  const people = await readLawPeople(db, ids);
  const present = [...people.keys()];
  const planned = await readPlannedEntries(db, present, window);
  const worked = await readWorkedEntries(db, present, window);
  const counters = new Map<number, PersonCounters & { person: LawPerson }>();
  for (const [id, person] of people) {
    counters.set(id, {
      person,
      planned: personCounters(person.law, planned.get(id) ?? [], scope),
      worked: personCounters(person.law, worked.get(id) ?? [], scope),
    });
  }
  return counters;
}
