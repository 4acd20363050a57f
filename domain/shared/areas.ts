/**
 * The parts of the portal a signed-in account may open besides home, in the
 * order the navigation lists them. The server says which apply to an account
 * (`user.areas` of the auth answers); the app shows and opens no other.
 */
export const AREAS = [
  'stammdaten',
  'dokumente',
  'messen',
  'meine-stunden',
  'stundenerfassung',
  'buero',
] as const;
export type Area = (typeof AREAS)[number];

/** What an account's areas depend on. */
export type AreaFacts = {
  /** A staff record (bewerber) is linked to the login. */
  staffRecord: boolean;
  /** The account has the `timetracking` flag. */
  timetracking: boolean;
  /** The account's role is `office` (ADR 0022). */
  office: boolean;
};

/**
 * The areas of an account: master data, documents, fairs and one's own hours show
 * and change the linked staff record, so they need one; time tracking needs the flag; the
 * office (Büro) needs the role `office`. A pure supervisor gets time tracking
 * only, an office account without a staff record the office only, an account
 * with none of them none.
 */
export function accountAreas({ staffRecord, timetracking, office }: AreaFacts): readonly Area[] {
  return AREAS.filter((area) => {
    if (area === 'stundenerfassung') return timetracking;
    if (area === 'buero') return office;
    return staffRecord;
  });
}
