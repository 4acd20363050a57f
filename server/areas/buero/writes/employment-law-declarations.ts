import { declarationChanges, declarationValues } from '@server/records/declarations';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  DECLARATIONS_MAX,
  type DeclarationInput,
} from '@domain/shared/employment-law/record-contract';
import type { Database } from '@server/platform/db/client';
import { declaredShortTermJobs } from '@server/platform/db/schema/employment';
import type { OfficeActor } from './actor';
import { lockStaff, type LawWriteOutcome, runLawWrite, subject, TooMany } from './employment-law';
import { NotFound } from './refusal';

/*
 * The office's writes to the earlier short-term jobs a staff member declared
 * (issue 27): add, correct and remove, each audited with before and after
 * (the person's own writes are the master data's). The last writer is the
 * office account (updated_by), so the record tells the person's entry from
 * the office's correction.
 */

/** Adds an earlier short-term job for the person, up to DECLARATIONS_MAX (the office wrote it). */
export async function addDeclaration(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  input: DeclarationInput,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx) => {
    await lockStaff(tx, staffId);
    const [stored] = await tx
      .select({ n: count() })
      .from(declaredShortTermJobs)
      .where(eq(declaredShortTermJobs.bewerberId, staffId));
    if ((stored?.n ?? 0) >= DECLARATIONS_MAX) throw new TooMany();
    const [row] = await tx
      .insert(declaredShortTermJobs)
      .values({
        bewerberId: staffId,
        employer: input.employer,
        dateFrom: input.date_from,
        dateTo: input.date_to,
        workingDays: input.working_days,
        updatedBy: actor.userId,
      })
      .returning({ id: declaredShortTermJobs.id });
    if (!row) throw new Error('declaration not stored');
    return {
      action: 'short_term_declared',
      subject: subject(staffId),
      details: { declaration_id: row.id, by_office: true },
      changes: declarationChanges(null, declarationValues(input)),
    };
  });
}

const declarationFields = {
  employer: declaredShortTermJobs.employer,
  date_from: declaredShortTermJobs.dateFrom,
  date_to: declaredShortTermJobs.dateTo,
  working_days: declaredShortTermJobs.workingDays,
};

const ofPerson = (staffId: number, declarationId: number) =>
  and(eq(declaredShortTermJobs.id, declarationId), eq(declaredShortTermJobs.bewerberId, staffId));

/** Corrects one of the person's declarations (audited with before and after). */
export async function correctDeclaration(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  declarationId: number,
  input: DeclarationInput,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx) => {
    await lockStaff(tx, staffId);
    const [before] = await tx
      .select(declarationFields)
      .from(declaredShortTermJobs)
      .where(ofPerson(staffId, declarationId))
      .for('update');
    if (!before) throw new NotFound();
    await tx
      .update(declaredShortTermJobs)
      .set({
        employer: input.employer,
        dateFrom: input.date_from,
        dateTo: input.date_to,
        workingDays: input.working_days,
        updatedAt: sql`now()`,
        updatedBy: actor.userId,
      })
      .where(eq(declaredShortTermJobs.id, declarationId));
    return {
      action: 'short_term_declaration_changed',
      subject: subject(staffId),
      details: { declaration_id: declarationId, by_office: true },
      changes: declarationChanges(before, declarationValues(input)),
    };
  });
}

/** Removes one of the person's declarations. */
export async function removeDeclaration(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  declarationId: number,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx) => {
    await lockStaff(tx, staffId);
    const [removed] = await tx
      .delete(declaredShortTermJobs)
      .where(ofPerson(staffId, declarationId))
      .returning(declarationFields);
    if (!removed) throw new NotFound();
    return {
      action: 'short_term_declaration_removed',
      subject: subject(staffId),
      details: { declaration_id: declarationId, by_office: true },
      changes: declarationChanges(removed, null),
    };
  });
}
