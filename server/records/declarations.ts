import { asc, eq, sql } from 'drizzle-orm';
import type { Declaration, DeclarationInput } from '@domain/shared/employment-law/record-contract';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { declaredShortTermJobs } from '@server/platform/db/schema/employment';
import type { Reader } from '@server/records/reader';

/*
 * A person's declared earlier short-term jobs of the year (issue 27), read the
 * same way for the person's master data and the office's employment-law
 * record, and the audit's view of their fields for both sides' writes.
 */

/**
 * A person's declared earlier short-term jobs, oldest first; `updated_by_office`
 * when the last writer is not the person's own login.
 */
export async function readDeclarations(db: Reader, bewerberId: number): Promise<Declaration[]> {
  const d = declaredShortTermJobs;
  return db
    .select({
      id: d.id,
      employer: d.employer,
      date_from: d.dateFrom,
      date_to: d.dateTo,
      working_days: d.workingDays,
      updated_by_office: sql<boolean>`(${d.updatedBy} is distinct from ${bewerber.userId})`,
      updated_at: sql<string>`to_char(${d.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(d)
    .innerJoin(bewerber, eq(bewerber.id, d.bewerberId))
    .where(eq(d.bewerberId, bewerberId))
    .orderBy(asc(d.dateFrom), asc(d.id));
}

/** A declaration's written fields as the audit records them. */
export const declarationValues = (input: DeclarationInput) => ({
  employer: input.employer,
  date_from: input.date_from,
  date_to: input.date_to,
  working_days: input.working_days,
});

/** The fields that differ between two states of a declaration (null: none), as before/after pairs. */
export function declarationChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after ?? before ?? {})) {
    const old = before ? before[key] : null;
    const now = after ? after[key] : null;
    if (old !== now) changes[key] = { before: old ?? null, after: now ?? null };
  }
  return changes;
}
