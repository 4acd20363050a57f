import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  signatureDays,
  signatures,
  staffAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { Reader } from '../../messen/fair-reads';

/*
 * Everything a timesheet PDF prints of a pair, read in four queries whatever
 * the sheet's size (300 people × 10 days is one JSON text per table).
 */

/** A signature as the PDF prints it. */
export type PdfSignature = {
  id: number;
  kind: 'staff' | 'customer';
  staffId: number | null;
  signerName: string;
  signedAt: Date;
  /** The supervisor who collected it (null when their account is gone). */
  collectedBy: string | null;
  contentSha256: string;
  svg: string;
  days: string[];
  /** Set when the office unlocked the days after signing (printed as superseded). */
  supersededAt: Date | null;
};

export type PairIds = { messeId: number; customerId: number };

export type PdfPair = {
  messe: { id: number; name: string; city: string; date_start: string; date_end: string };
  customer: { id: number; name: string };
};

/** A person on the pair (removed ones with times included: their sheet stays). */
export type PdfPerson = { id: number; firstname: string; lastname: string; name: string };

/** A time row; start and end null on a cleared day. */
export type PdfTime = {
  bewerberId: number;
  day: string;
  time_start: number | null;
  time_end: number | null;
  time_break: number;
};

export type PairSheetData = {
  pair: PdfPair;
  staff: PdfPerson[];
  times: PdfTime[];
  signatures: PdfSignature[];
};

/** When the office reopened the signature (ADR 0027); a superseded signature covers no day. */
const supersededAt = sql`${signatures.supersededAt}`;

type SignatureTuple = [
  id: number,
  kind: 'staff' | 'customer',
  staffId: number | null,
  signerName: string,
  signedAt: string,
  collectedBy: string | null,
  contentSha256: string,
  svg: string,
  days: string[],
  supersededAt: string | null,
];

/** The pair's signatures, oldest first (optionally only one person's staff signatures and the customer's). */
export async function listPdfSignatures(
  db: Reader,
  pair: PairIds,
  staffId?: number,
): Promise<PdfSignature[]> {
  const ofPerson =
    staffId === undefined
      ? sql``
      : sql` and (${signatures.kind} = 'customer' or ${signatures.bewerberId} = ${staffId})`;
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      ${signatures.id}, ${signatures.kind}, ${signatures.bewerberId}, ${signatures.signerName},
      ${signatures.createdAt},
      (select ${users.firstname} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${signatures.signedBy}),
      ${signatures.contentSha256}, ${signatures.svg},
      (select coalesce(json_agg(${signatureDays.day} order by ${signatureDays.day}), '[]')
        from ${signatureDays} where ${signatureDays.signatureId} = ${signatures.id}),
      ${supersededAt}
    ) order by ${signatures.id}), '[]')::text as list
    from ${signatures}
    where ${signatures.messeId} = ${pair.messeId} and ${signatures.customerId} = ${pair.customerId}${ofPerson}`)) as {
    rows: { list: string }[];
  };
  const tuples = JSON.parse(result.rows[0]?.list ?? '[]') as SignatureTuple[];
  return tuples.map(
    ([id, kind, sId, signerName, signedAt, collectedBy, contentSha256, svg, days, superseded]) => ({
      id,
      kind,
      staffId: sId,
      signerName,
      signedAt: new Date(signedAt),
      collectedBy,
      contentSha256,
      svg,
      days,
      supersededAt: superseded === null ? null : new Date(superseded),
    }),
  );
}

async function findPair(db: Reader, ids: PairIds): Promise<PdfPair | null> {
  const [row] = await db
    .select({
      messe: {
        id: messen.id,
        name: messen.name,
        city: messen.city,
        date_start: messen.dateStart,
        date_end: messen.dateEnd,
      },
      customer: { id: customers.id, name: customers.name },
    })
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(
      and(eq(messeCustomers.messeId, ids.messeId), eq(messeCustomers.customerId, ids.customerId)),
    );
  return row ?? null;
}

/** The people of the pair by name (as the supervisor's sheet orders them). */
async function listPeople(db: Reader, ids: PairIds, staffId?: number): Promise<PdfPerson[]> {
  const rows = await db
    .select({ id: bewerber.id, firstname: bewerber.firstname, lastname: bewerber.lastname })
    .from(staffAssignments)
    .innerJoin(bewerber, eq(bewerber.id, staffAssignments.bewerberId))
    .where(
      and(
        eq(staffAssignments.messeId, ids.messeId),
        eq(staffAssignments.customerId, ids.customerId),
        staffId === undefined ? undefined : eq(staffAssignments.bewerberId, staffId),
      ),
    )
    .orderBy(asc(bewerber.lastname), asc(bewerber.firstname), asc(bewerber.id));
  return rows.map((row) => ({ ...row, name: `${row.firstname} ${row.lastname}` }));
}

type TimeTuple = [
  bewerberId: number,
  day: string,
  start: number | null,
  end: number | null,
  pause: number,
];

/**
 * Time rows a query reads at most. PGlite runs a query on the request thread:
 * a year-long sheet's 21,900 rows in one text held every other request for
 * ~400 ms (ADR 0034); a page of this size takes some tens of ms.
 */
export const TIME_PAGE_ROWS = 2000;

/** Lets the event loop answer other requests between two pages. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The pair's time rows (of one person, if given) by person and day, one page
 * per query as one JSON text (3000 rows through the driver cost PGlite
 * several times more), the next page after the event loop had a turn.
 */
async function listPairTimes(db: Reader, ids: PairIds, staffId?: number): Promise<PdfTime[]> {
  const rows: PdfTime[] = [];
  let after: SQL | undefined;
  for (;;) {
    const where: SQL | undefined = and(
      eq(times.messeId, ids.messeId),
      eq(times.customerId, ids.customerId),
      staffId === undefined ? undefined : inArray(times.bewerberId, [staffId]),
      after,
    );
    const result = (await db.execute(sql`
      select coalesce(json_agg(json_build_array(
        page.bewerber_id, page.day, page.time_start, page.time_end, page.time_break
      ) order by page.bewerber_id, page.day), '[]')::text as list
      from (
        select ${times.bewerberId} as bewerber_id, ${times.day} as day, ${times.timeStart} as time_start,
          ${times.timeEnd} as time_end, ${times.timeBreak} as time_break
        from ${times} where ${where}
        order by ${times.bewerberId}, ${times.day} limit ${TIME_PAGE_ROWS}
      ) page`)) as { rows: { list: string }[] };
    const tuples = JSON.parse(result.rows[0]?.list ?? '[]') as TimeTuple[];
    for (const [bewerberId, day, time_start, time_end, time_break] of tuples) {
      rows.push({ bewerberId, day, time_start, time_end, time_break });
    }
    const last = tuples.at(-1);
    if (!last || tuples.length < TIME_PAGE_ROWS) return rows;
    after = sql`(${times.bewerberId}, ${times.day}) > (${last[0]}, ${last[1]})`;
    await yieldToOthers();
  }
}

/** A pair's customer sheet data; null when the pair does not exist. */
export async function loadPairSheet(db: Reader, ids: PairIds): Promise<PairSheetData | null> {
  const pair = await findPair(db, ids);
  if (!pair) return null;
  const [staff, rows, list] = await Promise.all([
    listPeople(db, ids),
    listPairTimes(db, ids),
    listPdfSignatures(db, ids),
  ]);
  return { pair, staff, times: rows, signatures: list };
}

/** One person's sheet on a pair; null when the pair does not exist or the person is not on it. */
export async function loadStaffSheet(
  db: Reader,
  ids: PairIds,
  staffId: number,
): Promise<PairSheetData | null> {
  const pair = await findPair(db, ids);
  if (!pair) return null;
  const [person] = await listPeople(db, ids, staffId);
  if (!person) return null;
  const [rows, list] = await Promise.all([
    listPairTimes(db, ids, staffId),
    listPdfSignatures(db, ids, staffId),
  ]);
  return { pair, staff: [person], times: rows, signatures: list };
}
