import {
  type CoverageTime,
  isSheetSignedFrom,
  signaturesOfSheet,
} from '../../domain/signature-coverage';
import type {
  TtCustomerSheet,
  TtSignatureInfo,
  TtStaff,
  TtStaffSheet,
  TtTime,
} from '../../domain/stundenerfassung';
import type { PairParams } from './params';
import {
  listStaff,
  listTimes,
  type PairRecord,
  type Queryable,
  type StaffRecord,
  type TimeRecord,
  toWireTime,
} from './repository';
import {
  coverageTimes,
  findSignatureSvgs,
  listSignatures,
  type SignatureRecord,
  toSignatureInfo,
} from './signature-records';

/**
 * A person with their times and signatures; signed (ADR 0017) when their own
 * signatures cover every day they have work time on.
 */
function sheetStaff(
  person: StaffRecord,
  wireTimes: TtTime[],
  allTimes: readonly CoverageTime[],
  pairSignatures: readonly SignatureRecord[],
  svgs: ReadonlyMap<number, string> = new Map(),
): TtStaff {
  const sheet = { kind: 'staff', staffId: person.id } as const;
  const signed = isSheetSignedFrom(allTimes, pairSignatures, sheet);
  const own = signaturesOfSheet(pairSignatures, sheet);
  return {
    ...person,
    times: wireTimes,
    pivot: { signed },
    signed,
    signatures: own.map((record) => toSignatureInfo(record, svgs.get(record.id))),
  };
}

/** The image of the latest of the signatures, as a data URL. */
function latestImage(list: readonly TtSignatureInfo[]): string | null {
  return list.at(-1)?.signature ?? null;
}

/** Every time of the pair: a one-day sheet still says whether the whole sheet is signed. */
async function allTimesFor(
  db: Queryable,
  ids: PairParams,
  shown: Promise<TimeRecord[]>,
  day: string | undefined,
  staffId?: number,
): Promise<TimeRecord[]> {
  if (day === undefined) return shown;
  return listTimes(db, ids, staffId === undefined ? {} : { staffIds: [staffId] });
}

/** The customer sheet of a pair: every assigned person with their times (of one day, if given). */
export async function customerSheet(
  db: Queryable,
  pair: PairRecord,
  day?: string,
): Promise<TtCustomerSheet> {
  const ids: PairParams = { messeId: pair.messe.id, customerId: pair.customer.id };
  const shown = listTimes(db, ids, { day });
  const [staff, timeRows, allTimes, pairSignatures] = await Promise.all([
    listStaff(db, ids),
    shown,
    allTimesFor(db, ids, shown, day),
    listSignatures(db, ids),
  ]);
  const ofCustomer = signaturesOfSheet(pairSignatures, { kind: 'customer' });
  const svgs = await findSignatureSvgs(
    db,
    ofCustomer.map((record) => record.id),
  );
  // Grouped once: a sheet of 300 people × 10 days must not scan every time per person.
  const byPerson = new Map<number, TtTime[]>();
  for (const row of timeRows) {
    const list = byPerson.get(row.bewerberId) ?? [];
    list.push(toWireTime(row));
    byPerson.set(row.bewerberId, list);
  }
  const coverage = coverageTimes(allTimes);
  const signatures = ofCustomer.map((record) => toSignatureInfo(record, svgs.get(record.id)));
  return {
    messe: pair.messe,
    customer: pair.customer,
    staff: staff.map((person) =>
      sheetStaff(person, byPerson.get(person.id) ?? [], coverage, pairSignatures),
    ),
    signature: latestImage(signatures),
    signatures,
  };
}

/** The sheet of one person on a pair (times of one day, if given) with their signatures. */
export async function staffSheet(
  db: Queryable,
  pair: PairRecord,
  person: StaffRecord,
  day?: string,
): Promise<TtStaffSheet> {
  const ids: PairParams = { messeId: pair.messe.id, customerId: pair.customer.id };
  const shown = listTimes(db, ids, { staffIds: [person.id], day });
  const [timeRows, allTimes, pairSignatures] = await Promise.all([
    shown,
    allTimesFor(db, ids, shown, day, person.id),
    listSignatures(db, ids, { staffId: person.id }),
  ]);
  const own = signaturesOfSheet(pairSignatures, { kind: 'staff', staffId: person.id });
  const svgs = await findSignatureSvgs(
    db,
    own.map((record) => record.id),
  );
  const wireTimes = timeRows.map(toWireTime);
  const staff = sheetStaff(person, wireTimes, coverageTimes(allTimes), pairSignatures, svgs);
  const ofCustomer = signaturesOfSheet(pairSignatures, { kind: 'customer' });
  return {
    messe: pair.messe,
    customer: pair.customer,
    staff,
    times: wireTimes,
    signature: latestImage(staff.signatures),
    signatures: staff.signatures,
    customer_signatures: ofCustomer.map((record) => toSignatureInfo(record)),
  };
}
