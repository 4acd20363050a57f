import type { PairRow, StaffRow } from '../data/db';

/**
 * Whether a person's times of a day can no longer change on this device. Today
 * a staff or customer signature locks the whole sheet; when signatures cover
 * single days (issue 13), only this function changes.
 */
export function isDayLocked(pair: PairRow, person: StaffRow, day: string): boolean {
  void day;
  return person.signed || pair.customer.pivot.signed;
}
