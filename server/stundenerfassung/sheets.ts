import type { TtCustomerSheet, TtStaffSheet, TtTime } from '../../domain/stundenerfassung';
import type { PairParams } from './params';
import {
  findSignatureSvg,
  listStaff,
  listTimes,
  type PairRecord,
  type Queryable,
  type StaffRecord,
  toWireTime,
} from './repository';
import { svgDataUrl } from './signature-data-url';

function publicStaff({ signatureId: _id, ...staff }: StaffRecord) {
  return staff;
}

/** The customer sheet of a pair: every assigned person with their times (of one day, if given). */
export async function customerSheet(
  db: Queryable,
  pair: PairRecord,
  day?: string,
): Promise<TtCustomerSheet> {
  const ids: PairParams = { messeId: pair.messe.id, customerId: pair.customer.id };
  const [staff, timeRows, svg] = await Promise.all([
    listStaff(db, ids),
    listTimes(db, ids, { day }),
    findSignatureSvg(db, pair.signatureId),
  ]);
  // Grouped once: a sheet of 300 people × 10 days must not scan every time per person.
  const byPerson = new Map<number, TtTime[]>();
  for (const row of timeRows) {
    const list = byPerson.get(row.bewerberId) ?? [];
    list.push(toWireTime(row));
    byPerson.set(row.bewerberId, list);
  }
  return {
    messe: pair.messe,
    customer: pair.customer,
    staff: staff.map((person) => ({
      ...publicStaff(person),
      times: byPerson.get(person.id) ?? [],
    })),
    signature: svg === null ? null : svgDataUrl(svg),
  };
}

/** The sheet of one person on a pair (times of one day, if given) with their signature. */
export async function staffSheet(
  db: Queryable,
  pair: PairRecord,
  person: StaffRecord,
  day?: string,
): Promise<TtStaffSheet> {
  const ids: PairParams = { messeId: pair.messe.id, customerId: pair.customer.id };
  const [timeRows, svg] = await Promise.all([
    listTimes(db, ids, { staffIds: [person.id], day }),
    findSignatureSvg(db, person.signatureId),
  ]);
  const wireTimes = timeRows.map(toWireTime);
  return {
    messe: pair.messe,
    customer: pair.customer,
    staff: { ...publicStaff(person), times: wireTimes },
    times: wireTimes,
    signature: svg === null ? null : svgDataUrl(svg),
  };
}
