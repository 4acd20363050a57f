import { type SQL, sql } from 'drizzle-orm';
import type { FederalState } from '@domain/shared/federal-states';
import { customers, messen, times } from '@server/platform/db/schema/messen';
import { type Reader, readJsonList } from './reader';
import { timeSignedSql } from './signatures';

/*
 * The time rows (docs/product/rules.md), read once for every area: time
 * tracking's sheets and writes, the office's review and PDFs, the payroll export.
 * The signatures in force that cover them: ./signatures.ts.
 */

/** A time row; start and end null on a cleared day. */
export type TimeEntry = {
  customerId: number;
  bewerberId: number;
  day: string;
  time_start: number | null;
  time_end: number | null;
  time_break: number;
};

export type TimeQuery = {
  messeId: number;
  /** One pair's rows; absent: the whole fair's. */
  customerId?: number;
  /** Only these people's rows. */
  staffIds?: readonly number[];
  /** Only this day's rows. */
  day?: string;
  /**
   * Read at most this many rows a statement, letting the event loop answer
   * other requests between two pages: PGlite runs a query on the request
   * thread, and a year-long sheet's 21,900 rows in one text held every other
   * request for ~400 ms (ADR 0034). Absent: one statement.
   */
  pageRows?: number;
};

type TimeTuple = [
  customerId: number,
  bewerberId: number,
  day: string,
  start: number | null,
  end: number | null,
  pause: number,
];

/** Lets the event loop answer other requests between two pages. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

function timeConditions(query: TimeQuery): SQL[] {
  const conditions: SQL[] = [sql`${times.messeId} = ${query.messeId}`];
  if (query.customerId !== undefined) {
    conditions.push(sql`${times.customerId} = ${query.customerId}`);
  }
  if (query.staffIds !== undefined) {
    conditions.push(
      query.staffIds.length === 0
        ? sql`false`
        : sql`${times.bewerberId} in (${sql.join(
            query.staffIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  if (query.day !== undefined) conditions.push(sql`${times.day} = ${query.day}`);
  return conditions;
}

/**
 * The time rows of a fair or pair, by customer, person and day, as one JSON
 * text per statement (3000 rows through the driver cost PGlite several times more).
 */
export async function readTimes(
  db: Pick<Reader, 'execute'>,
  query: TimeQuery,
): Promise<TimeEntry[]> {
  const rows: TimeEntry[] = [];
  const conditions = timeConditions(query);
  let after: SQL | undefined;
  for (;;) {
    const where = sql.join(after ? [...conditions, after] : conditions, sql` and `);
    const limit = query.pageRows === undefined ? sql`` : sql` limit ${query.pageRows}`;
    const tuples = await readJsonList<TimeTuple>(
      db,
      sql`select coalesce(json_agg(json_build_array(
        page.customer_id, page.bewerber_id, page.day, page.time_start, page.time_end, page.time_break
      ) order by page.customer_id, page.bewerber_id, page.day), '[]')::text as list
      from (
        select ${times.customerId} as customer_id, ${times.bewerberId} as bewerber_id,
          ${times.day} as day, ${times.timeStart} as time_start, ${times.timeEnd} as time_end,
          ${times.timeBreak} as time_break
        from ${times} where ${where}
        order by ${times.customerId}, ${times.bewerberId}, ${times.day}${limit}
      ) page`,
    );
    for (const [customerId, bewerberId, day, time_start, time_end, time_break] of tuples) {
      rows.push({ customerId, bewerberId, day, time_start, time_end, time_break });
    }
    const last = tuples.at(-1);
    if (!last || query.pageRows === undefined || tuples.length < query.pageRows) return rows;
    after = sql`(${times.customerId}, ${times.bewerberId}, ${times.day}) > (${last[0]}, ${last[1]}, ${last[2]})`;
    await yieldToOthers();
  }
}

/** A person's row at any fair, with what the working-time rules and the payroll need of it. */
export type PersonEntry = TimeEntry & {
  messeId: number;
  messeName: string;
  federalState: FederalState | null;
  customerName: string;
  /** Covered by a signature in force (timeSignedSql); only when asked for, else false. */
  signed: boolean;
};

type EntryTuple = [
  messeId: number,
  customerId: number,
  bewerberId: number,
  day: string,
  start: number | null,
  end: number | null,
  pause: number,
  messeName: string,
  federalState: FederalState | null,
  customerName: string,
  signed: boolean,
];

/**
 * Every row of these people at any fair between two days (inclusive), by
 * person and day: the ArbZG rules judge a person across all fairs (§ 5 rest
 * between a day at one fair and the next at another), the payroll pays them so.
 */
export async function readPersonEntries(
  db: Pick<Reader, 'execute'>,
  staffIds: readonly number[],
  period: { from: string; to: string },
  options: { signed?: boolean } = {},
): Promise<PersonEntry[]> {
  if (staffIds.length === 0) return [];
  const ids = sql.join(
    staffIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const tuples = await readJsonList<EntryTuple>(
    db,
    sql`select coalesce(json_agg(json_build_array(
      ${times.messeId}, ${times.customerId}, ${times.bewerberId}, ${times.day},
      ${times.timeStart}, ${times.timeEnd}, ${times.timeBreak},
      ${messen.name}, ${messen.federalState}, ${customers.name},
      ${options.signed ? timeSignedSql() : sql`false`}
    ) order by ${times.bewerberId}, ${times.day}), '[]')::text as list
    from ${times}
    join ${messen} on ${messen.id} = ${times.messeId}
    join ${customers} on ${customers.id} = ${times.customerId}
    where ${times.bewerberId} in (${ids}) and ${times.day} between ${period.from} and ${period.to}`,
  );
  return tuples.map((t) => ({
    messeId: t[0],
    customerId: t[1],
    bewerberId: t[2],
    day: t[3],
    time_start: t[4],
    time_end: t[5],
    time_break: t[6],
    messeName: t[7],
    federalState: t[8],
    customerName: t[9],
    signed: Boolean(t[10]),
  }));
}
