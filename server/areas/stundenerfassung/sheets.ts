import {
  type CoverageTime,
  isSheetSignedFrom,
  signaturesOfSheet,
} from '@domain/shared/times/signature-coverage';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingSignatureInfo,
  TimeTrackingStaff,
  TimeTrackingStaffSheet,
  TimeTrackingTime,
} from '@domain/stundenerfassung/stundenerfassung';
import type { PairParams } from './params';
import {
  approverName,
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
  listReopenings,
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
  wireTimes: TimeTrackingTime[],
  /** The person's times (at least; others are ignored) over the whole fair. */
  allTimes: readonly CoverageTime[],
  pairSignatures: readonly SignatureRecord[],
  svgs: ReadonlyMap<number, string> = new Map(),
): TimeTrackingStaff {
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
function latestImage(list: readonly TimeTrackingSignatureInfo[]): string | null {
  return list.at(-1)?.signature ?? null;
}

/**
 * The times a sheet shows (of one day, if given) and every time it judges
 * `signed` by: a one-day view still says whether the whole sheet is signed.
 */
async function sheetTimes(
  db: Queryable,
  ids: PairParams,
  day: string | undefined,
  staffIds?: number[],
): Promise<{ shown: TimeRecord[]; all: TimeRecord[] }> {
  const shown = await listTimes(db, ids, { staffIds, day });
  return { shown, all: day === undefined ? shown : await listTimes(db, ids, { staffIds }) };
}

/** The customer sheet of a pair: every assigned person with their times (of one day, if given). */
export async function customerSheet(
  db: Queryable,
  pair: PairRecord,
  day?: string,
): Promise<TimeTrackingCustomerSheet> {
  const ids: PairParams = { messeId: pair.messe.id, customerId: pair.customer.id };
  const [staff, { shown: timeRows, all: allTimes }, pairSignatures, reopened, approver] =
    await Promise.all([
      listStaff(db, ids),
      sheetTimes(db, ids, day),
      listSignatures(db, ids),
      listReopenings(db, ids),
      approverName(db, ids),
    ]);
  const ofCustomer = signaturesOfSheet(pairSignatures, { kind: 'customer' });
  const svgs = await findSignatureSvgs(
    db,
    ofCustomer.map((record) => record.id),
  );
  // Grouped once: a sheet of 300 people × 10 days must not scan every time per person.
  const byPerson = new Map<number, TimeTrackingTime[]>();
  for (const row of timeRows) {
    const list = byPerson.get(row.bewerberId) ?? [];
    list.push(toWireTime(row));
    byPerson.set(row.bewerberId, list);
  }
  // Per person once: 300 people must not each scan the pair's 3000 times.
  const coverageByPerson = new Map<number, CoverageTime[]>();
  for (const row of coverageTimes(allTimes)) {
    const list = coverageByPerson.get(row.staffId) ?? [];
    list.push(row);
    coverageByPerson.set(row.staffId, list);
  }
  const signatures = ofCustomer.map((record) => toSignatureInfo(record, svgs.get(record.id)));
  return {
    messe: pair.messe,
    customer: pair.customer,
    staff: staff.map((person) =>
      sheetStaff(
        person,
        byPerson.get(person.id) ?? [],
        coverageByPerson.get(person.id) ?? [],
        pairSignatures,
      ),
    ),
    signature: latestImage(signatures),
    signatures,
    reopened,
    approver_name: approver,
  };
}

/** The sheet of one person on a pair (times of one day, if given) with their signatures. */
export async function staffSheet(
  db: Queryable,
  pair: PairRecord,
  person: StaffRecord,
  day?: string,
): Promise<TimeTrackingStaffSheet> {
  const ids: PairParams = { messeId: pair.messe.id, customerId: pair.customer.id };
  const [{ shown: timeRows, all: allTimes }, pairSignatures, reopened] = await Promise.all([
    sheetTimes(db, ids, day, [person.id]),
    listSignatures(db, ids, { staffId: person.id }),
    listReopenings(db, ids, { staffId: person.id }),
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
    reopened,
  };
}
