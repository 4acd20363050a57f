/*
 * The employment statuses the office records on the staff record (issue 27,
 * docs/product/employment-law.md). The status decides which limit the
 * person's counters check (person-counters.ts).
 */

/**
 * - `short_term`: kurzfristig beschäftigt (§ 8 Abs. 1 Nr. 2 SGB IV);
 * - `minijob`: geringfügig entlohnt (§ 8 Abs. 1 Nr. 1 SGB IV);
 * - `student`: Werkstudent/in, with their lecture periods;
 * - `insured`: sozialversicherungspflichtig beschäftigt;
 * - `other`.
 */
export const EMPLOYMENT_STATUSES = [
  'short_term',
  'minijob',
  'student',
  'insured',
  'other',
] as const;

/** The employment status on the staff record. */
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
