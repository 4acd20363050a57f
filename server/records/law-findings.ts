import {
  countersToList,
  periodScope,
  type LawFinding,
  type LawFindings,
} from '@domain/shared/employment-law/findings';
import type { Reader } from './reader';
import { readPeopleCounters } from './employment-law';

/*
 * The employment-law findings of a period (domain/shared/employment-law/findings.ts):
 * the worked counters of some people over the period's years and months,
 * read through readPeopleCounters, kept only where something is past a limit
 * or a wage is missing. The payroll preview, the month-close preflight and
 * the times review list them.
 */

/** People per round of reads: a month's export can name thousands. */
const BATCH = 500;

/** The findings of some people over a period (ISO days, both included), by name. */
export async function readLawFindings(
  db: Reader,
  ids: readonly number[],
  period: { from: string; to: string },
): Promise<LawFindings> {
  const scope = periodScope(period);
  const people: LawFinding[] = [];
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH) {
    const counters = await readPeopleCounters(db, unique.slice(start, start + BATCH), scope);
    for (const { person, worked } of counters.values()) {
      const listed = countersToList(worked, person.employmentStatus);
      if (listed.length === 0) continue;
      people.push({
        bewerber_id: person.bewerberId,
        firstname: person.firstname,
        lastname: person.lastname,
        employment_status: person.employmentStatus,
        counters: listed,
      });
    }
  }
  people.sort(
    (a, b) =>
      a.lastname.localeCompare(b.lastname, 'de') ||
      a.firstname.localeCompare(b.firstname, 'de') ||
      a.bewerber_id - b.bewerber_id,
  );
  return { period, people };
}
