import type { PairRow, StaffRow, TimeRow } from '../data/db';
import { withSignedState } from '../lib/coverage';
import { personDayRows, type PersonDayRow } from '../lib/sheet-rows';
import {
  usePair,
  usePairStaff,
  usePairTimes,
  useStaffMember,
  useStaffTimes,
  useUnsentRowKeys,
} from './use-time-tracking-data';

/*
 * What a screen needs at once, with one answer for all of it: `undefined`
 * while Dexie is still answering, `null` when the pair or person is not on
 * this device, otherwise everything.
 */

export type PairStaffData = {
  pair: PairRow;
  staff: StaffRow[];
  /** Every time of the pair (all people, all days). */
  times: TimeRow[];
  /** Row keys whose change still waits in the outbox. */
  unsent: ReadonlySet<string>;
};

/** The pair with its staff and times: the date view and the one-day list. */
export function usePairStaffData(
  messeId: number,
  customerId: number,
): PairStaffData | null | undefined {
  const pair = usePair(messeId, customerId);
  const staff = usePairStaff(messeId, customerId);
  const times = usePairTimes(messeId, customerId);
  const unsent = useUnsentRowKeys();
  if (pair === null) return null;
  if (!pair || !staff || !times) return undefined;
  return { ...withSignedState(pair, staff, times), times, unsent };
}

export type PersonData = {
  pair: PairRow;
  person: StaffRow;
  /** One row per fair day with the person's entry, if any. */
  rows: PersonDayRow<TimeRow>[];
  totalMinutes: number;
};

/** One person at a pair with their fair days: the overview and the staff timesheet. */
export function usePersonData(
  messeId: number,
  customerId: number,
  staffId: number,
): PersonData | null | undefined {
  const pair = usePair(messeId, customerId);
  const person = useStaffMember(messeId, customerId, staffId);
  const times = useStaffTimes(messeId, customerId, staffId);
  if (pair === null || person === null) return null;
  if (!pair || !person || !times) return undefined;
  // Only the person's times: their own signed state is exact, the pair's is not used here.
  const [signedPerson = person] = withSignedState(pair, [person], times).staff;
  return {
    pair,
    person: signedPerson,
    ...personDayRows(times, pair.messe.date_start, pair.messe.date_end),
  };
}
