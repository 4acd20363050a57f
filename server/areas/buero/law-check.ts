import { and, eq, inArray, isNull } from 'drizzle-orm';
import { assignmentCheck } from '@domain/shared/employment-law/assignment-check';
import type { LawCounter } from '@domain/shared/employment-law/person-counters';
import { personCounters, scopeOfDays } from '@domain/shared/employment-law/person-counters';
import { projectedEntries } from '@domain/shared/employment-law/minijob';
import { plannedEntries } from '@domain/shared/employment-law/planned-days';
import type { PersonCheck } from '@domain/shared/employment-law/record-contract';
import type { FederalState } from '@domain/shared/federal-states';
import type { Locale } from '@domain/shared/locale';
import { fairDays } from '@domain/shared/times/fair-days';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { messen, staffAssignments } from '@server/platform/db/schema/messen';
import {
  lawWindow,
  readLawPeople,
  readPlannedEntries,
  readWorkedEntries,
} from '@server/records/employment-law';
import type { Reader } from '@server/records/reader';
import { isAssignableStaffSql } from '@server/records/staff';
import type { PairIds } from './messen/pair-reads';

/*
 * The assignment check of issue 27 (docs/product/employment-law.md, ADR 0039):
 * what a pair's days would do to each person's counters on the days they have:
 * worked, and planned without a time yet (projectedEntries).
 * One module for the check route (…/personal/pruefen), the add (which runs it
 * inside its transaction, after its locks, and refuses 409 law_limit unless
 * overridden with a reason) and the proposals (which sort by it), so the three
 * never disagree. The rules themselves live in domain/shared/employment-law.
 */

/** The checks of some people, by id; ids that are no staff record are left out (the caller refuses them). */
export async function checkPeopleOnPair(
  db: Reader,
  pair: PairIds,
  ids: readonly number[],
): Promise<Map<number, PersonCheck>> {
  const checks = new Map<number, PersonCheck>();
  if (ids.length === 0) return checks;
  const [fair] = await db
    .select({
      date_start: messen.dateStart,
      date_end: messen.dateEnd,
      federalState: messen.federalState,
    })
    .from(messen)
    .where(eq(messen.id, pair.messeId));
  const people = await readLawPeople(db, ids);
  const present = [...people.keys()];
  if (!fair || present.length === 0) return checks;
  const range = { ...fair, federalState: fair.federalState as FederalState | null };
  const scope = scopeOfDays(fairDays(range));
  const window = scope ? lawWindow(scope) : { from: fair.date_start, to: fair.date_end };
  const candidates = plannedEntries(range, window);
  // Already on the pair (a declined booking too): its days are theirs already, adding changes nothing.
  const onPair = new Set(
    (
      await db
        .select({ id: staffAssignments.bewerberId })
        .from(staffAssignments)
        .where(
          and(
            eq(staffAssignments.messeId, pair.messeId),
            eq(staffAssignments.customerId, pair.customerId),
            isNull(staffAssignments.removedAt),
            inArray(staffAssignments.bewerberId, present),
          ),
        )
    ).map((row) => row.id),
  );
  // What the person has: the days worked (on any pair, also one they were removed from since)
  // and the planned days without a time yet. A candidate day already worked adds no day.
  const planned = await readPlannedEntries(db, present, window, { except: pair });
  const worked = await readWorkedEntries(db, present, window);
  for (const [id, person] of people) {
    const workedEntries = worked.get(id) ?? [];
    const before = projectedEntries(workedEntries, planned.get(id) ?? []);
    const workedDays = new Set(workedEntries.map((entry) => entry.day));
    const added = candidates.filter((entry) => !workedDays.has(entry.day));
    const answer = onPair.has(id)
      ? {
          blocking: false,
          changes: scope
            ? personCounters(person.law, [...before, ...added], scope).map((counter) => ({
                before: counter,
                after: counter,
                crossed: false,
              }))
            : [],
        }
      : assignmentCheck(person.law, before, added);
    checks.set(id, {
      bewerber_id: id,
      firstname: person.firstname,
      lastname: person.lastname,
      employment_status: person.employmentStatus,
      blocking: answer.blocking,
      changes: answer.changes,
    });
  }
  return checks;
}

/**
 * The check route's answer: one check per id, in the order given; or the ids
 * that are no assignable staff member, which the route refuses 422 not_staff
 * as the add does.
 */
export async function checkStaffOnPair(
  db: Reader,
  pair: PairIds,
  ids: readonly number[],
): Promise<{ items: PersonCheck[] } | { notStaff: number[] }> {
  const eligible = await db
    .select({ id: bewerber.id })
    .from(bewerber)
    .where(and(inArray(bewerber.id, [...ids]), isAssignableStaffSql));
  const known = new Set(eligible.map((row) => row.id));
  const refused = ids.filter((id) => !known.has(id));
  if (refused.length > 0) return { notStaff: refused };
  const checks = await checkPeopleOnPair(db, pair, ids);
  return { items: ids.flatMap((id) => checks.get(id) ?? []) };
}

/** The counters a check crossed (the audit's and the proposals' short form). */
export function crossedCounters(check: PersonCheck): PersonCheck['changes'][number]['after'][] {
  return check.changes.filter((change) => change.crossed).map((change) => change.after);
}

/** What an override audits of a crossed counter: code, value and limit (and its year or month). */
export function auditedCounter(counter: PersonCheck['changes'][number]['after']) {
  const { code, value, limit, state } = counter;
  const when = counter as { year?: unknown; month?: unknown };
  return {
    code,
    state,
    value,
    limit,
    ...(typeof when.year === 'number' ? { year: when.year } : {}),
    ...(typeof when.month === 'string' ? { month: when.month } : {}),
  };
}

/** Short names of the counters for the 409's message (the screens word them in src/). */
const COUNTER_NAMES: Record<LawCounter['code'], Record<Locale, string>> = {
  short_term_days: { de: 'kurzfristige Beschäftigung', en: 'short-term employment' },
  minijob_earnings: { de: 'Minijob-Grenze', en: 'Minijob limit' },
  minimum_wage: { de: 'Mindestlohn', en: 'minimum wage' },
  student_week_hours: { de: 'Werkstudent 20 Stunden/Woche', en: 'student 20 hours a week' },
  student_long_weeks: { de: 'Werkstudent 26 Wochen', en: 'student 26 weeks' },
  free_sundays: { de: '15 freie Sonntage', en: '15 free Sundays' },
  substitute_rest_day: { de: 'Ersatzruhetag', en: 'substitute rest day' },
};

function counterWords(counter: PersonCheck['changes'][number]['after'], locale: Locale): string {
  const name = COUNTER_NAMES[counter.code as LawCounter['code']] as
    Record<Locale, string> | undefined;
  const of = locale === 'de' ? 'von' : 'of';
  const value = counter.value === null ? '–' : String(counter.value);
  return `${name?.[locale] ?? counter.code} (${counter.paragraph}: ${value} ${of} ${String(counter.limit)})`;
}

/** The 409's words: who would cross which limit. */
export function lawLimitTexts(blocked: readonly PersonCheck[]): Record<Locale, string> {
  const line = (locale: Locale) =>
    blocked
      .map(
        (check) =>
          `${check.firstname} ${check.lastname}: ${crossedCounters(check)
            .map((counter) => counterWords(counter, locale))
            .join(', ')}`,
      )
      .join('; ');
  return {
    de: `Dieser Einsatz überschreitet eine arbeitsrechtliche Grenze – ${line('de')}. Mit Grund trotzdem zuordnen?`,
    en: `This assignment crosses an employment-law limit – ${line('en')}. Assign anyway with a reason?`,
  };
}
