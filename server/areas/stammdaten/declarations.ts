import { declarationChanges, declarationValues } from '@server/records/declarations';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  DECLARATIONS_MAX,
  type DeclarationInput,
} from '@domain/shared/employment-law/record-contract';
import { writeAudit } from '@server/platform/audit/audit-log';
import { declaredShortTermJobs } from '@server/platform/db/schema/employment';
import type { Db } from './record';

/*
 * The person's own writes to their earlier short-term jobs of the year (issue
 * 27). The caller holds the lock of the person's row (loadOwnRecord with
 * forUpdate), so two parallel adds cannot both pass the cap. Audited with the
 * person as actor, under the same subject and actions as the office's
 * corrections (h/lawoffice, server/areas/buero/writes/employment-law-declarations.ts).
 */

const d = declaredShortTermJobs;
/** Who writes: the person's login, and where from. */
export type PersonActor = { bewerberId: number; userId: number; ip: string };
export type DeclarationOutcome = 'ok' | 'not_found' | 'too_many';

const subject = (bewerberId: number) => `staff:${String(bewerberId)}`;

const fields = {
  employer: d.employer,
  date_from: d.dateFrom,
  date_to: d.dateTo,
  working_days: d.workingDays,
};

const ofPerson = (bewerberId: number, id: number) =>
  and(eq(d.id, id), eq(d.bewerberId, bewerberId));

/** Adds one, up to DECLARATIONS_MAX. */
export async function addOwnDeclaration(
  tx: Db,
  actor: PersonActor,
  input: DeclarationInput,
): Promise<DeclarationOutcome> {
  const [stored] = await tx
    .select({ n: count() })
    .from(d)
    .where(eq(d.bewerberId, actor.bewerberId));
  if ((stored?.n ?? 0) >= DECLARATIONS_MAX) return 'too_many';
  const [added] = await tx
    .insert(d)
    .values({
      bewerberId: actor.bewerberId,
      employer: input.employer,
      dateFrom: input.date_from,
      dateTo: input.date_to,
      workingDays: input.working_days,
      updatedBy: actor.userId,
    })
    .returning({ id: d.id });
  if (!added) throw new Error('declaration not stored');
  await writeAudit(tx, {
    action: 'short_term_declared',
    userId: actor.userId,
    ip: actor.ip,
    subject: subject(actor.bewerberId),
    details: {
      declaration_id: added.id,
      by_office: false,
      changes: declarationChanges(null, declarationValues(input)),
    },
  });
  return 'ok';
}

/** Changes one of the person's own (audited with before and after when anything changed). */
export async function changeOwnDeclaration(
  tx: Db,
  actor: PersonActor,
  id: number,
  input: DeclarationInput,
): Promise<DeclarationOutcome> {
  const [before] = await tx
    .select(fields)
    .from(d)
    .where(ofPerson(actor.bewerberId, id))
    .for('update');
  if (!before) return 'not_found';
  await tx
    .update(d)
    .set({
      employer: input.employer,
      dateFrom: input.date_from,
      dateTo: input.date_to,
      workingDays: input.working_days,
      updatedAt: sql`now()`,
      updatedBy: actor.userId,
    })
    .where(eq(d.id, id));
  const changes = declarationChanges(before, declarationValues(input));
  if (Object.keys(changes).length > 0) {
    await writeAudit(tx, {
      action: 'short_term_declaration_changed',
      userId: actor.userId,
      ip: actor.ip,
      subject: subject(actor.bewerberId),
      details: { declaration_id: id, by_office: false, changes },
    });
  }
  return 'ok';
}

/** Removes one of the person's own. */
export async function removeOwnDeclaration(
  tx: Db,
  actor: PersonActor,
  id: number,
): Promise<DeclarationOutcome> {
  const [removed] = await tx.delete(d).where(ofPerson(actor.bewerberId, id)).returning(fields);
  if (!removed) return 'not_found';
  await writeAudit(tx, {
    action: 'short_term_declaration_removed',
    userId: actor.userId,
    ip: actor.ip,
    subject: subject(actor.bewerberId),
    details: { declaration_id: id, by_office: false, changes: declarationChanges(removed, null) },
  });
  return 'ok';
}
