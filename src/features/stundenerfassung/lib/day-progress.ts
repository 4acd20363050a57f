/*
 * Who of a pair's people has an entry on a day: a time, or 'no work time'
 * (a cleared day). The day select, the calendar, the day list's filter and the
 * customer's signing screen count the same way, so '4/30' on the select and
 * '26 von 30 ohne Zeit' before a signature are the same 26 people.
 */

type Person = { staffId: number };
type Entry = { staffId: number; day: string };

/** Per day, how many of `staff` have an entry (days without any entry are left out). */
export function entriesPerDay(
  staff: readonly Person[],
  times: readonly Entry[],
): ReadonlyMap<string, number> {
  const onPair = new Set(staff.map((person) => person.staffId));
  const people = new Map<string, Set<number>>();
  for (const row of times) {
    if (!onPair.has(row.staffId)) continue;
    const ofDay = people.get(row.day) ?? new Set<number>();
    ofDay.add(row.staffId);
    people.set(row.day, ofDay);
  }
  return new Map([...people].map(([day, ids]) => [day, ids.size]));
}

/** What a day picker shows of a day: its entries against the pair's people. */
export type DayProgress = {
  /** People with an entry per day. */
  entered: ReadonlyMap<string, number>;
  /** The pair's people. */
  total: number;
};

export function dayProgress(staff: readonly Person[], times: readonly Entry[]): DayProgress {
  return { entered: entriesPerDay(staff, times), total: staff.length };
}
