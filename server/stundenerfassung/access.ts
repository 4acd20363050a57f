import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin';
import { HttpError } from '../http/http-error';
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
  const user = requireUser(request);
  const found = await findAssignedPair(db, user.id, pair);
  if (!found) throw new HttpError(404, 'not_found');
  return found;
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
export function requireDayInFair(pair: PairRecord, day: string): void {
  if (day < pair.messe.date_start || day > pair.messe.date_end) {
    throw new HttpError(404, 'not_found');
  }
}
