import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ClosePreflight } from '@domain/abschluss/close-contract';
import { workingTimeWarningText } from '@domain/abschluss/warning-texts';
import { payrollName } from '@domain/buero/payroll/model';
import { exportedRows } from '@domain/buero/payroll/rows';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { pairRates, periodCloses } from '@server/platform/db/schema/billing';
import { approvalDisputes } from '@server/platform/db/schema/customer-side';
import { signatureDays, signatures, times } from '@server/platform/db/schema/messen';
import { pagesOfPeople, peopleWithoutPersonnelNumber } from '@server/records/payroll/payroll-reads';
import { readLawFindings } from '@server/records/law-findings';
import { signatureInForceSql } from '@server/records/signatures';
import { readJsonList } from '@server/records/reader';
import {
  inPeriod,
  type PeriodScope,
  payrollSelectionOf,
  readNames,
  readPeriodMinutes,
  refOf,
} from './period';

/*
 * What would be missing if the period were closed now (docs/product/month-close.md):
 * days with work time no customer signature in force covers (an approval by
 * link or tacit is one), open disputes, people without a personnel number,
 * working-time warnings (the payroll preview's reads and rules), pairs
 * without a rate, employment law past a limit on the worked days (warnings,
 * not blocking: the period's hours were worked), and the totals. The office
 * may close anyway.
 */

/** The people of the preflight's lists at most (the screen shows lists, not a report). */
const LIST_LIMIT = 1000;

/** Work-time rows of the period no customer signature in force of their pair covers. */
async function readUnsigned(db: Database, scope: PeriodScope) {
  return readJsonList<[number, number, number, string[]]>(
    db,
    sql`select coalesce(json_agg(json_build_array(g.messe_id, g.customer_id, g.bewerber_id, g.days)
      order by g.messe_id, g.customer_id, g.bewerber_id), '[]')::text as list
    from (
      select ${times.messeId} as messe_id, ${times.customerId} as customer_id,
        ${times.bewerberId} as bewerber_id, json_agg(${times.day}::text order by ${times.day}) as days
      from ${times}
      where ${inPeriod(scope)} and ${times.timeStart} is not null
        and not exists (
          select 1 from ${signatureDays}
          join ${signatures} on ${signatures.id} = ${signatureDays.signatureId}
          where ${signatureDays.day} = ${times.day} and ${signatureInForceSql}
            and ${signatures.kind} = 'customer'
            and ${signatures.messeId} = ${times.messeId}
            and ${signatures.customerId} = ${times.customerId})
      group by ${times.messeId}, ${times.customerId}, ${times.bewerberId}
      limit ${LIST_LIMIT}
    ) g`,
  );
}

async function readOpenDisputes(db: Database, scope: PeriodScope) {
  const where =
    scope.messeId === undefined
      ? sql`${approvalDisputes.day} between ${scope.from} and ${scope.to}`
      : eq(approvalDisputes.messeId, scope.messeId);
  return db
    .select({
      id: approvalDisputes.id,
      messeId: approvalDisputes.messeId,
      customerId: approvalDisputes.customerId,
      staffId: approvalDisputes.bewerberId,
      day: approvalDisputes.day,
    })
    .from(approvalDisputes)
    .where(and(where, isNull(approvalDisputes.resolvedAt)))
    .orderBy(approvalDisputes.day, approvalDisputes.id)
    .limit(LIST_LIMIT);
}

/** Pairs with work time in the period and no rate. */
async function readPairsWithoutRate(db: Database, scope: PeriodScope) {
  return db
    .selectDistinct({ messeId: times.messeId, customerId: times.customerId })
    .from(times)
    .where(
      and(
        inPeriod(scope),
        sql`${times.timeStart} is not null`,
        sql`not exists (select 1 from ${pairRates} where ${pairRates.messeId} = ${times.messeId} and ${pairRates.customerId} = ${times.customerId})`,
      ),
    )
    .orderBy(times.messeId, times.customerId)
    .limit(LIST_LIMIT);
}

/** The working-time warnings on the period's days, by the payroll's rules over every fair. */
async function readWarnings(db: Database, scope: PeriodScope, locale: Locale) {
  const selection = payrollSelectionOf(scope, true);
  const warnings: ClosePreflight['working_time_warnings'] = [];
  for await (const page of pagesOfPeople(db, selection)) {
    for (const person of page) {
      const seen = new Set<string>();
      for (const row of exportedRows(person, selection)) {
        for (const warning of row.warnings) {
          const key = `${warning.day} ${warning.code}`;
          if (seen.has(key)) continue;
          seen.add(key);
          warnings.push({
            staff_id: person.bewerberId,
            name: payrollName(person),
            day: warning.day,
            text: workingTimeWarningText(warning.code, locale),
          });
        }
      }
    }
  }
  return warnings.slice(0, LIST_LIMIT);
}

/** The close in force of exactly this period, if any. */
export async function closeInForce(
  db: Pick<Database, 'select'>,
  scope: PeriodScope,
): Promise<number | null> {
  const [row] = await db
    .select({ id: periodCloses.id })
    .from(periodCloses)
    .where(
      and(
        isNull(periodCloses.reopenedAt),
        scope.period.kind === 'month'
          ? eq(periodCloses.month, scope.period.month)
          : eq(periodCloses.messeId, scope.period.messe_id),
      ),
    );
  return row?.id ?? null;
}

export async function readPreflight(
  db: Database,
  scope: PeriodScope,
  locale: Locale,
): Promise<ClosePreflight> {
  const [closedId, unsigned, disputes, noNumber, warnings, noRate, minutes] = await Promise.all([
    closeInForce(db, scope),
    readUnsigned(db, scope),
    readOpenDisputes(db, scope),
    peopleWithoutPersonnelNumber(db, payrollSelectionOf(scope, true), LIST_LIMIT),
    readWarnings(db, scope, locale),
    readPairsWithoutRate(db, scope),
    readPeriodMinutes(db, scope),
  ]);
  const names = await readNames(db, {
    staff: [...unsigned.map((row) => row[2]), ...disputes.map((row) => row.staffId)],
    messen: [
      ...unsigned.map((row) => row[0]),
      ...noRate.map((pair) => pair.messeId),
      ...disputes.map((row) => row.messeId),
    ],
    customers: [
      ...unsigned.map((row) => row[1]),
      ...noRate.map((p) => p.customerId),
      ...disputes.map((d) => d.customerId),
    ],
  });
  const employmentLaw = await readLawFindings(
    db,
    [...new Set(minutes.map((row) => row[2]))].slice(0, LIST_LIMIT),
    { from: scope.from, to: scope.to },
  );
  const personDays = new Set(minutes.map(([, , staffId, day]) => `${String(staffId)} ${day}`));
  return {
    period: scope.period,
    closed_id: closedId,
    unsigned: unsigned.map(([messeId, customerId, staffId, days]) => ({
      ...refOf(names, { messeId, customerId, staffId }),
      days,
    })),
    open_disputes: disputes.map((row) => ({
      ...refOf(names, row),
      day: row.day,
      dispute_id: row.id,
    })),
    without_personnel_number: noNumber.map((person) => ({
      staff_id: person.id,
      name: person.name,
    })),
    working_time_warnings: warnings,
    pairs_without_rate: noRate.map((pair) => {
      const { messe_id, messe_name, customer_id, customer_name } = refOf(names, {
        ...pair,
        staffId: 0,
      });
      return { messe_id, messe_name, customer_id, customer_name };
    }),
    employment_law: employmentLaw,
    totals: {
      people: new Set(minutes.map((row) => row[2])).size,
      days: personDays.size,
      minutes: minutes.reduce((sum, row) => sum + row[4], 0),
    },
  };
}
