import {
  type CoverageSignature,
  type CoverageTime,
  isDayLocked,
  isSheetSignedFrom,
  planSheetSignature,
  type SheetRef,
  type SigningPlan,
} from '@domain/shared/times/signature-coverage';
import type { LocalSignature, PairRow, StaffRow, TimeRow } from '../data/db';

/*
 * The coverage rules of domain/shared/times/signature-coverage.ts on the device's rows
 * (ADR 0017): the screens and the offline writes lock, unlock and name the
 * days to sign with exactly the server's rules, queued signatures included.
 */

function asCoverage(list: readonly LocalSignature[] | undefined, staffId: number | null) {
  return (list ?? []).map((signature): CoverageSignature => ({
    kind: signature.kind,
    staffId,
    days: signature.days,
  }));
}

/** Every signature of a pair: the customer's and the people's. */
export function pairSignatures(
  pair: Pick<PairRow, 'signatures'>,
  staff: readonly Pick<StaffRow, 'staffId' | 'signatures'>[],
): CoverageSignature[] {
  return [
    ...asCoverage(pair.signatures, null),
    ...staff.flatMap((person) => asCoverage(person.signatures, person.staffId)),
  ];
}

export function coverageTimes(times: readonly TimeRow[]): CoverageTime[] {
  return times.map((row) => ({ staffId: row.staffId, day: row.day, time_start: row.time_start }));
}

/** True when the person's time of `day` can no longer change here. */
export function isLocalDayLocked(
  pair: Pick<PairRow, 'signatures'>,
  person: Pick<StaffRow, 'staffId' | 'signatures'>,
  day: string,
): boolean {
  return isDayLocked(pairSignatures(pair, [person]), person.staffId, day);
}

/** The days a new signature of the sheet would cover on this device, or why none. */
export function localSigningPlan(
  pair: Pick<PairRow, 'signatures'>,
  staff: readonly Pick<StaffRow, 'staffId' | 'signatures'>[],
  times: readonly TimeRow[],
  sheet: SheetRef,
  named?: readonly string[],
): SigningPlan {
  return planSheetSignature(coverageTimes(times), pairSignatures(pair, staff), sheet, named);
}

/**
 * The rows with their signed state as the rules derive it from the local
 * times and signatures (a day entered after a signature unsigns the sheet
 * until it is signed too). Rows stored before ADR 0017 keep the server's flag.
 */
export function withSignedState(
  pair: PairRow,
  staff: readonly StaffRow[],
  times: readonly TimeRow[],
): { pair: PairRow; staff: StaffRow[] } {
  const all = pairSignatures(pair, staff);
  const coverage = coverageTimes(times);
  const customerSigned =
    pair.signatures === undefined
      ? pair.customer.pivot.signed
      : isSheetSignedFrom(coverage, all, { kind: 'customer' });
  return {
    pair: {
      ...pair,
      customer: { ...pair.customer, pivot: { ...pair.customer.pivot, signed: customerSigned } },
    },
    staff: staff.map((person) => ({
      ...person,
      signed:
        person.signatures === undefined
          ? person.signed
          : isSheetSignedFrom(coverage, all, { kind: 'staff', staffId: person.staffId }),
    })),
  };
}
