import { and, asc, between, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PayrollPerson, PayrollScope } from '@domain/buero/payroll/model';
import { addDays } from '@domain/shared/times/calendar-days';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { times } from '@server/platform/db/schema/messen';
import { timeSignedSql } from '../signatures';
import { readPersonEntries } from '../times';

/*
 * The payroll export's reads (docs/product/payroll-export.md), shared by the
 * office's payroll file and the month close (its preflight and recorded file),
 * in pages of people: a page of ids by keyset, then all their rows of the period and one
 * day on each side (the rest of § 5 ArbZG). Memory stays at one page however
 * many people the period has.
 */

/** People per page: a month of 200 people is some 6,000 rows. */
export const PAYROLL_PAGE_SIZE = 200;

/** Which rows the export takes. */
export type PayrollSelection = PayrollScope & {
  /** Only these staff ids; absent: everyone with rows. */
  staffIds?: readonly number[];
  includeUnsigned: boolean;
};

/** The rows in the period (and fair, and staff) with work time, signed or not. */
function candidateRowsWhere(selection: PayrollSelection): SQL {
  const conditions: (SQL | undefined)[] = [
    between(times.day, selection.period.from, selection.period.to),
    isNotNull(times.timeStart),
    selection.messeId === undefined ? undefined : eq(times.messeId, selection.messeId),
    selection.staffIds === undefined
      ? undefined
      : inArray(times.bewerberId, [...selection.staffIds]),
  ];
  return and(...conditions) ?? sql`true`;
}

/** The rows that go into the file: the candidates, signed unless chosen otherwise. */
function exportedRowsWhere(selection: PayrollSelection): SQL {
  const candidates = candidateRowsWhere(selection);
  return selection.includeUnsigned ? candidates : (and(candidates, timeSignedSql()) ?? candidates);
}

/**
 * The next page of people with rows in the period, by id after `afterId`.
 * Signed or not: the signature check runs once per row in loadPeople, and a
 * person without an exported row simply gives no lines.
 */
export async function nextPersonIds(
  db: Database,
  selection: PayrollSelection,
  afterId: number,
  limit = PAYROLL_PAGE_SIZE,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: times.bewerberId })
    .from(times)
    .where(and(candidateRowsWhere(selection), gt(times.bewerberId, afterId)))
    .orderBy(asc(times.bewerberId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many people the export has (for its audit entry, before the file streams). */
export async function countPeople(db: Database, selection: PayrollSelection): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${times.bewerberId})::int` })
    .from(times)
    .where(exportedRowsWhere(selection));
  return row?.count ?? 0;
}

/** People with exported rows but no personnel number (LODAS refuses them), by name; at most `limit`. */
export async function peopleWithoutPersonnelNumber(
  db: Database,
  selection: PayrollSelection,
  limit = 50,
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: bewerber.id, firstname: bewerber.firstname, lastname: bewerber.lastname })
    .from(bewerber)
    .where(
      and(
        isNull(bewerber.personnelNumber),
        sql`exists (select 1 from ${times} where ${times.bewerberId} = ${bewerber.id} and ${exportedRowsWhere(selection)})`,
      ),
    )
    .orderBy(sql`lower(${bewerber.lastname})`, sql`lower(${bewerber.firstname})`, bewerber.id)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, name: `${row.lastname}, ${row.firstname}` }));
}

/**
 * The people of a page with their rows of the period ± one day, on every fair
 * (the warnings look across fairs; the generators pick the exported rows).
 */
export async function loadPeople(
  db: Database,
  ids: readonly number[],
  selection: PayrollSelection,
): Promise<PayrollPerson[]> {
  if (ids.length === 0) return [];
  const people = await db
    .select({
      id: bewerber.id,
      personnelNumber: bewerber.personnelNumber,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
    })
    .from(bewerber)
    .where(inArray(bewerber.id, [...ids]));
  const rows = await readPersonEntries(
    db,
    ids,
    { from: addDays(selection.period.from, -1), to: addDays(selection.period.to, 1) },
    { signed: true },
  );
  const byPerson = new Map<number, PayrollPerson['entries'][number][]>();
  for (const row of rows) {
    const list = byPerson.get(row.bewerberId) ?? [];
    list.push({
      day: row.day,
      time_start: row.time_start,
      time_end: row.time_end,
      time_break: row.time_break,
      messeId: row.messeId,
      messeName: row.messeName,
      federalState: row.federalState,
      customerName: row.customerName,
      signed: row.signed,
    });
    byPerson.set(row.bewerberId, list);
  }
  const byId = new Map(people.map((person) => [person.id, person]));
  return ids.flatMap((id) => {
    const person = byId.get(id);
    if (!person) return [];
    return [
      {
        bewerberId: id,
        personnelNumber: person.personnelNumber,
        firstname: person.firstname,
        lastname: person.lastname,
        entries: byPerson.get(id) ?? [],
      },
    ];
  });
}

/**
 * The people of the selection page by page (a keyset over the id), each page
 * with its rows: what the files stream and the preview sums up.
 */
export async function* pagesOfPeople(
  db: Database,
  selection: PayrollSelection,
  pageSize = PAYROLL_PAGE_SIZE,
): AsyncGenerator<PayrollPerson[]> {
  let afterId = 0;
  for (;;) {
    const ids = await nextPersonIds(db, selection, afterId, pageSize);
    if (ids.length === 0) return;
    yield await loadPeople(db, ids, selection);
    afterId = ids[ids.length - 1] ?? afterId;
  }
}
