import { and, asc, eq, sql } from 'drizzle-orm';
import type { FederalState } from '@domain/shared/federal-states';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  staffAssignments,
  times,
} from '@server/platform/db/schema/messen';
import type { Reader } from './reader';

/*
 * A fair, its pairs (the customers attached to it) and the people assigned to
 * a pair, read once for the areas that read them alike: time tracking's
 * sheets, the office's review and timesheet PDFs.
 */

export type PairIds = { messeId: number; customerId: number };

export type FairRecord = {
  id: number;
  name: string;
  city: string;
  date_start: string;
  date_end: string;
  federal_state: FederalState | null;
};

const fairColumns = {
  id: messen.id,
  name: messen.name,
  city: messen.city,
  date_start: messen.dateStart,
  date_end: messen.dateEnd,
  federal_state: messen.federalState,
};

/** A fair, or null. */
export async function readFair(db: Pick<Reader, 'select'>, messeId: number) {
  const [row] = await db.select(fairColumns).from(messen).where(eq(messen.id, messeId));
  return row ?? null;
}

export type PairRecord = { messe: FairRecord; customer: { id: number; name: string } };

/** A pair (the fair and the customer attached to it), or null. */
export async function readPair(
  db: Pick<Reader, 'select'>,
  ids: PairIds,
): Promise<PairRecord | null> {
  const [row] = await db
    .select({ messe: fairColumns, customer: { id: customers.id, name: customers.name } })
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(
      and(eq(messeCustomers.messeId, ids.messeId), eq(messeCustomers.customerId, ids.customerId)),
    );
  return row ?? null;
}

/** The fair's customers (or the one asked for), by name. */
export async function readFairCustomers(
  db: Pick<Reader, 'select'>,
  messeId: number,
  customerId?: number,
): Promise<{ customerId: number; name: string }[]> {
  return db
    .select({ customerId: customers.id, name: customers.name })
    .from(messeCustomers)
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(
      and(
        eq(messeCustomers.messeId, messeId),
        customerId === undefined ? undefined : eq(messeCustomers.customerId, customerId),
      ),
    )
    .orderBy(asc(customers.name), asc(customers.id));
}

/** A person on a pair. */
export type PairPerson = {
  customerId: number;
  id: number;
  firstname: string;
  lastname: string;
  name: string;
};

/**
 * The people assigned to the fair's pairs (or to one pair; or only one person),
 * by name as the sheets order them. Removed people too: their times and
 * sheets stay. A declined booking (issue 24) is left out unless it already
 * has times there: the tablet lists who comes, the sheet keeps what was worked.
 */
export async function readPairPeople(
  db: Pick<Reader, 'select'>,
  scope: { messeId: number; customerId?: number; staffId?: number },
): Promise<PairPerson[]> {
  const rows = await db
    .select({
      customerId: staffAssignments.customerId,
      id: bewerber.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
    })
    .from(staffAssignments)
    .innerJoin(bewerber, eq(bewerber.id, staffAssignments.bewerberId))
    .where(
      and(
        eq(staffAssignments.messeId, scope.messeId),
        scope.customerId === undefined
          ? undefined
          : eq(staffAssignments.customerId, scope.customerId),
        scope.staffId === undefined ? undefined : eq(staffAssignments.bewerberId, scope.staffId),
        sql`(${staffAssignments.state} <> 'declined' or exists (select 1 from ${times}
          where ${times.messeId} = ${staffAssignments.messeId}
          and ${times.customerId} = ${staffAssignments.customerId}
          and ${times.bewerberId} = ${staffAssignments.bewerberId}))`,
      ),
    )
    .orderBy(asc(bewerber.lastname), asc(bewerber.firstname), asc(bewerber.id));
  return rows.map((row) => ({ ...row, name: `${row.firstname} ${row.lastname}` }));
}
