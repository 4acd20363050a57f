import { useLiveQuery } from 'dexie-react-hooks';
import { withSignedState } from '../lib/coverage';
import { neighbourDays, type LawRow } from '../lib/working-time';
import {
  pairKey,
  staffKey,
  timeKey,
  timeTrackingDb as db,
  type PairRow,
  type StaffRow,
  type TimeRow,
} from '../data/db';

/*
 * The screens read the device's copy only (local-first): each hook re-renders
 * when Dexie changes. `undefined` = still loading, `null` = not on this device.
 */

const byName = (a: StaffRow, b: StaffRow) =>
  a.lastname.localeCompare(b.lastname, 'de') || a.firstname.localeCompare(b.firstname, 'de');

/** Every fair/customer pair on this device, by fair start and name, signed as the rules say. */
export function usePairs(): PairRow[] | undefined {
  return useLiveQuery(async () => {
    const stored = await db.pairs.toArray();
    const pairs = await Promise.all(
      stored.map(async (pair) => {
        const range = [pair.messeId, pair.customerId];
        const times = await db.times.where('[messeId+customerId]').equals(range).toArray();
        return withSignedState(pair, [], times).pair;
      }),
    );
    return pairs.sort(
      (a, b) =>
        a.messe.date_start.localeCompare(b.messe.date_start) ||
        a.messe.name.localeCompare(b.messe.name, 'de') ||
        a.customer.name.localeCompare(b.customer.name, 'de'),
    );
  }, []);
}

export function usePair(messeId: number, customerId: number): PairRow | null | undefined {
  return useLiveQuery(
    async () => (await db.pairs.get(pairKey(messeId, customerId))) ?? null,
    [messeId, customerId],
  );
}

/** The staff of a pair, sorted by last name. */
export function usePairStaff(messeId: number, customerId: number): StaffRow[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.staff.where('[messeId+customerId]').equals([messeId, customerId]).toArray()).sort(
        byName,
      ),
    [messeId, customerId],
  );
}

export function useStaffMember(
  messeId: number,
  customerId: number,
  staffId: number,
): StaffRow | null | undefined {
  return useLiveQuery(
    async () => (await db.staff.get(staffKey(messeId, customerId, staffId))) ?? null,
    [messeId, customerId, staffId],
  );
}

/** Every time of a pair (all people, all days). */
export function usePairTimes(messeId: number, customerId: number): TimeRow[] | undefined {
  return useLiveQuery(
    () => db.times.where('[messeId+customerId]').equals([messeId, customerId]).toArray(),
    [messeId, customerId],
  );
}

/** One person's times at a pair. */
export function useStaffTimes(
  messeId: number,
  customerId: number,
  staffId: number,
): TimeRow[] | undefined {
  return useLiveQuery(
    () =>
      db.times
        .where('[messeId+customerId+staffId]')
        .equals([messeId, customerId, staffId])
        .toArray(),
    [messeId, customerId, staffId],
  );
}

export function useTimeRow(
  messeId: number,
  customerId: number,
  staffId: number,
  day: string,
): TimeRow | null | undefined {
  return useLiveQuery(
    async () => (await db.times.get(timeKey(messeId, customerId, staffId, day))) ?? null,
    [messeId, customerId, staffId, day],
  );
}

/** Keys of local rows (times, staff, pairs) whose change still waits in the outbox. */
export function useUnsentRowKeys(): ReadonlySet<string> {
  return (
    useLiveQuery(async () => {
      const keys = new Set<string>();
      await db.outbox.each((entry) => {
        if (entry.state !== 'rejected') keys.add(entry.rowKey);
      });
      return keys;
    }, []) ?? EMPTY
  );
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Every stored time on this device of the day before, the day and the day
 * after, on every pair, with its fair's federal state (one person's
 * neighbouring days for § 5 ArbZG; `staffId` filters to one person).
 */
export function useTimesAround(day: string, staffId?: number): LawRow[] | undefined {
  return useLiveQuery(async () => {
    const pairs = await db.pairs.toArray();
    const days = neighbourDays(day);
    const lists = await Promise.all(
      pairs.flatMap((pair) =>
        days.map(async (d) => {
          const rows = await db.times
            .where('[messeId+customerId+day]')
            .equals([pair.messeId, pair.customerId, d])
            .toArray();
          const federalState = pair.messe.federal_state ?? null;
          return rows
            .filter((row) => staffId === undefined || row.staffId === staffId)
            .map((row) => ({ ...row, federalState }));
        }),
      ),
    );
    return lists.flat();
  }, [day, staffId]);
}
