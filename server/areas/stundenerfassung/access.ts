import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isDayInFair } from '@domain/shared/times/fair-days';
import { requireUser } from '@server/platform/common/current-user';
import type { Database } from '@server/platform/db/client';
import { messeCustomers, messen, supervisorAssignments } from '@server/platform/db/schema/messen';
import { HttpError } from '@server/platform/http/http-error';
import type { PairParams } from './params';
import {
  findAssignedPair,
  findStaff,
  type PairRecord,
  type Queryable,
  type StaffRecord,
} from './repository';

/*
 * Authorization of the time-tracking routes. The flag is checked by the
 * route's preHandler (403); here: the pair must be assigned to the signed-in
 * supervisor. A foreign pair, a person not on the pair and a day outside the
 * fair all answer 404, exactly like ids that do not exist: a supervisor cannot
 * probe which fairs, customers or people exist elsewhere.
 */

/** The pair assigned to the signed-in supervisor, else 404. */
export async function loadAssignedPair(
  db: Queryable,
  request: FastifyRequest,
  pair: PairParams,
): Promise<PairRecord> {
  return loadPairAssignedTo(db, requireUser(request).id, pair);
}

/** The pair assigned to this user, else 404 (callable per batch entry, with the actor's id). */
export async function loadPairAssignedTo(
  db: Queryable,
  userId: number,
  pair: PairParams,
): Promise<PairRecord> {
  const found = await findAssignedPair(db, userId, pair);
  if (!found) throw new HttpError(404, 'not_found');
  return found;
}

/** What a sheet read needs before its cache: the pair's revision and the fair's days. */
export type SheetAccess = { rev: number; fair: FairDays };

type FairDays = { date_start: string; date_end: string };

/**
 * Built once per database and prepared: this runs on every sheet read, and on
 * PGlite the lean statement costs less than half of `findAssignedPair` (no
 * query building, three narrow columns).
 */
function prepareSheetAccess(db: Database) {
  return db
    .select({
      rev: messeCustomers.rev,
      fair: { date_start: messen.dateStart, date_end: messen.dateEnd },
    })
    .from(supervisorAssignments)
    .innerJoin(
      messeCustomers,
      and(
        eq(messeCustomers.messeId, supervisorAssignments.messeId),
        eq(messeCustomers.customerId, supervisorAssignments.customerId),
      ),
    )
    .innerJoin(messen, eq(messen.id, supervisorAssignments.messeId))
    .where(
      and(
        eq(supervisorAssignments.userId, sql.placeholder('userId')),
        eq(supervisorAssignments.messeId, sql.placeholder('messeId')),
        eq(supervisorAssignments.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare('sheet_access');
}

const sheetAccessByDb = new WeakMap<Database, ReturnType<typeof prepareSheetAccess>>();

/**
 * The signed-in supervisor's access to a pair's sheet, in one query that
 * authorizes (the assignment, else 404) and reads the revision (ADR 0011).
 */
export async function loadSheetAccess(
  db: Database,
  request: FastifyRequest,
  pair: PairParams,
): Promise<SheetAccess> {
  const user = requireUser(request);
  let statement = sheetAccessByDb.get(db);
  if (!statement) {
    statement = prepareSheetAccess(db);
    sheetAccessByDb.set(db, statement);
  }
  const [row] = await statement.execute({ userId: user.id, ...pair });
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** A staff member assigned to the pair, else 404. */
export async function loadStaff(
  db: Queryable,
  pair: PairParams,
  staffId: number,
): Promise<StaffRecord> {
  const staff = await findStaff(db, pair, staffId);
  if (!staff) throw new HttpError(404, 'not_found');
  return staff;
}

/** Days outside date_start..date_end (inclusive) do not exist on the fair's sheets: 404. */
export function requireDayInFair(fair: FairDays, day: string): void {
  if (!isDayInFair(day, fair)) throw new HttpError(404, 'not_found');
}
