import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClosePeriod } from '@domain/abschluss/close-contract';
import { workedMinutes } from '@domain/shared/times/time';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { customers, messen, times } from '@server/platform/db/schema/messen';
import type { PayrollSelection } from '@server/records/payroll/payroll-reads';
import { monthPeriod } from '@server/records/payroll/payroll-selection';
import { readJsonList } from '@server/records/reader';

/*
 * A close's period (docs/product/month-close.md): a calendar month, every
 * fair's days in it; or a fair, all its days whatever the month. What the
 * lock refuses (server/records/period-lock.ts) and what the close records
 * are the same rows: `inPeriod`.
 */

export type PeriodScope = {
  period: ClosePeriod;
  /** The days the payroll file covers (a fair: its dates). */
  from: string;
  to: string;
  /** A fair's close: the fair. */
  messeId?: number;
  messeName: string | null;
};

/** The period's scope; null for an unknown fair. */
export async function readPeriodScope(
  db: Pick<Database, 'select'>,
  period: ClosePeriod,
): Promise<PeriodScope | null> {
  if (period.kind === 'month') {
    return { period, ...monthPeriod(period.month), messeName: null };
  }
  const [fair] = await db
    .select({ from: messen.dateStart, to: messen.dateEnd, name: messen.name })
    .from(messen)
    .where(eq(messen.id, period.messe_id));
  if (!fair) return null;
  return { period, from: fair.from, to: fair.to, messeId: period.messe_id, messeName: fair.name };
}

/** The time rows of the period: the month's days, or every day of the fair. */
export function inPeriod(scope: PeriodScope): SQL {
  return scope.messeId === undefined
    ? sql`${times.day} between ${scope.from} and ${scope.to}`
    : sql`${times.messeId} = ${scope.messeId}`;
}

/** The payroll file's selection of the period: signed rows, everyone (the office's default file). */
export function payrollSelectionOf(scope: PeriodScope, includeUnsigned = false): PayrollSelection {
  return {
    period: { from: scope.from, to: scope.to },
    ...(scope.messeId === undefined ? {} : { messeId: scope.messeId }),
    includeUnsigned,
  };
}

/** One person's minutes on one pair and day, as the snapshot stores it. */
export type MinutesRow = [
  messeId: number,
  customerId: number,
  staffId: number,
  day: string,
  minutes: number,
];

type TimeTuple = [number, number, number, string, number, number, number];

/** Worked minutes per person, pair and day of the period (rows with work time), in key order. */
export async function readPeriodMinutes(
  db: Pick<Database, 'execute'>,
  scope: PeriodScope,
): Promise<MinutesRow[]> {
  const tuples = await readJsonList<TimeTuple>(
    db,
    sql`select coalesce(json_agg(json_build_array(
      ${times.messeId}, ${times.customerId}, ${times.bewerberId}, ${times.day},
      ${times.timeStart}, ${times.timeEnd}, ${times.timeBreak}
    ) order by ${times.messeId}, ${times.customerId}, ${times.bewerberId}, ${times.day}), '[]')::text as list
    from ${times} where ${inPeriod(scope)} and ${times.timeStart} is not null`,
  );
  return tuples.map(([messeId, customerId, staffId, day, start, end, pause]) => [
    messeId,
    customerId,
    staffId,
    day,
    workedMinutes({ time_start: start, time_end: end, time_break: pause }),
  ]);
}

/** The names of people, fairs and customers by id, for the answers. */
export async function readNames(
  db: Pick<Database, 'select'>,
  ids: { staff: number[]; messen: number[]; customers: number[] },
) {
  const inList = (column: AnyColumn, list: number[]) =>
    list.length === 0 ? sql`false` : inArray(column, list);
  const [people, fairs, buyers] = await Promise.all([
    db
      .select({ id: bewerber.id, firstname: bewerber.firstname, lastname: bewerber.lastname })
      .from(bewerber)
      .where(inList(bewerber.id, [...new Set(ids.staff)])),
    db
      .select({ id: messen.id, name: messen.name })
      .from(messen)
      .where(inList(messen.id, [...new Set(ids.messen)])),
    db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(inList(customers.id, [...new Set(ids.customers)])),
  ]);
  return {
    person: new Map(people.map((p) => [p.id, `${p.lastname}, ${p.firstname}`])),
    fair: new Map(fairs.map((f) => [f.id, f.name])),
    customer: new Map(buyers.map((c) => [c.id, c.name])),
  };
}

export type Names = Awaited<ReturnType<typeof readNames>>;

/** The person and pair fields of an answer's row. */
export function refOf(names: Names, row: { staffId: number; messeId: number; customerId: number }) {
  return {
    staff_id: row.staffId,
    name: names.person.get(row.staffId) ?? '',
    messe_id: row.messeId,
    messe_name: names.fair.get(row.messeId) ?? '',
    customer_id: row.customerId,
    customer_name: names.customer.get(row.customerId) ?? '',
  };
}
