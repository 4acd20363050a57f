/*
 * Who counts as staff (docs/product/office.md, docs/product/fairs.md), once:
 * the office's staff list and detail, the fairs' pairs and the payroll read it
 * here; the server's SQL form is in server/records/staff.ts.
 */

/** A person's record as far as the staff rule looks at it. */
export type StaffFacts = {
  /** The login the record is linked to; null for an applicant (never accepted, or erased). */
  login: { deactivated: boolean } | null;
};

/**
 * Staff: a person whose record is linked to a login. Accepting an application
 * creates that login (a staff login, the only way a record gets one); erasing
 * the person removes it. Deactivated people are still staff: the staff list
 * shows them and the office can activate them again.
 */
export function isStaff(person: StaffFacts): boolean {
  return person.login !== null;
}

/**
 * Staff the office may put on a fair's pair: staff whose login is active.
 * Undecided, rejected, deactivated and erased people are not offered and not accepted.
 */
export function isAssignableStaff(person: StaffFacts): boolean {
  return isStaff(person) && person.login?.deactivated === false;
}
