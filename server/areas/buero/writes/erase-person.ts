import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { signatures, staffAssignments } from '@server/platform/db/schema/messen';
import { cancelledBookingDays, timeQueries } from '@server/platform/db/schema/season';
import { approvalDisputes } from '@server/platform/db/schema/customer-side';
import {
  declaredShortTermJobs,
  lawSnapshots,
  lecturePeriods,
  staffWages,
} from '@server/platform/db/schema/employment';
import { users } from '@server/platform/db/schema/users';
import { erasePersonalData } from '@server/platform/common/person-erasure';
import { displayName, findPerson, personSubjects } from '../person';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';

/*
 * Erasing one person (GDPR Art. 17) as docs/product/data-retention.md decides:
 * personal data is deleted, the applicant rows stay as a pseudonym because the
 * time records and signatures payroll law requires to keep link to them.
 */

export type EraseOutcome =
  | { ok: true; pseudonym: string; bewerberIds: number[]; fileKeys: string[]; userIds: number[] }
  | { ok: false; problem: 'not_found' | 'confirm_mismatch' | 'own_account' };

/** 'Gelöschte Person #17': the number is the person's first applicant row, stable on repeat. */
export function pseudonymOf(firstBewerberId: number): string {
  return `Gelöschte Person #${String(firstBewerberId)}`;
}

/** Case and spacing do not matter when the office types the name. */
function sameName(typed: string, name: string): boolean {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
  return norm(typed) === norm(name) && norm(name) !== '';
}

/** What an erased applicant row keeps: the pseudonym and the flags payroll needs. */
function anonymised(firstId: number) {
  return {
    firstname: '',
    lastname: pseudonymOf(firstId),
    // Not null in the schema; a reserved domain (RFC 2606) keeps the person's rows
    // grouped as one (the office groups by address) without naming anyone.
    email: `person-${String(firstId)}@geloescht.invalid`,
    phoneMobile: '',
    // Not null in the schema; 'd' says nothing about the person once erased.
    gender: 'd' as const,
    ...Object.fromEntries(NULLED_COLUMNS.map((column) => [column, null])),
    updatedAt: new Date(),
  };
}

/** Every nullable personal column of bewerber (the schema test keeps this list complete). */
export const NULLED_COLUMNS = [
  'birthdate',
  'job',
  'street',
  'zipcode',
  'city',
  'nationality',
  'birthCountry',
  'birthplace',
  'height',
  'sizeTop',
  'sizeBottom',
  'sizeShoe',
  'license',
  'vehicle',
  'photoKey',
  'languageGerman',
  'languageEnglish',
  'languageFrench',
  'languageSpanish',
  'languageItalian',
  'languageTurkish',
  'languageRussian',
  'languageOther',
  'studySubject',
  'studyPlace',
  'studyEnd',
  'experienceService',
  'experienceBar',
  'experienceKueche',
  'experienceInfodesk',
  'experiencePromotion',
  'foreignExperienceWhen',
  'foreignExperienceLocation',
  'foreignExperienceDuration',
  'referer',
  'rvNumberEnc',
  'taxNumberEnc',
  'kkType',
  'kkName',
  'kkNumber',
  'bankIbanEnc',
  'bankBic',
  'employmentStatus',
] as const satisfies readonly (keyof typeof bewerber.$inferInsert)[];

/**
 * Erases the person of applicant row `id` in one transaction with its audit
 * entry (no personal data in it: counts and ids). The caller removes the
 * returned file keys from storage after the commit. Erasing an erased person
 * again answers the same, whatever was typed.
 */
export async function erasePerson(
  db: Database,
  actor: OfficeActor,
  id: number,
  confirm: string,
): Promise<EraseOutcome> {
  try {
    return await runOfficeAction(db, actor, async (tx) => {
      const person = await findPerson(tx, id, true);
      if (!person) throw new Refused('not_found');
      const already = person.rows.every((row) => row.erasedAt !== null);
      if (!already && !sameName(confirm, displayName(person.target))) {
        throw new Refused('confirm_mismatch');
      }
      if (person.userIds.includes(actor.userId)) throw new Refused('own_account');
      const ids = person.bewerberIds;
      const firstId = Math.min(...ids);
      // Their ids, for the audit that outlives the documents and the login (audit-reading.ts).
      const subjects = await personSubjects(tx, person);

      const logins =
        person.userIds.length > 0
          ? await tx
              .select({
                id: users.id,
                email: users.email,
                firstname: users.firstname,
                lastname: users.lastname,
              })
              .from(users)
              .where(inArray(users.id, person.userIds))
          : [];
      // Documents, locations, fairs, step-2 links, mails, names in replay answers:
      // the same routine as the retention of rejected applications.
      const erased = await erasePersonalData(tx, {
        rows: person.rows,
        logins,
        replacement: pseudonymOf(firstId),
      });
      // The application rows stay (dates, status: the history of the pseudonym); the
      // office's free-text reason may name the person.
      await tx
        .update(applications)
        .set({ rejectReason: null })
        .where(inArray(applications.bewerberId, ids));
      // The person's own words when declining a booking (issue 24) go the same way.
      await tx
        .update(staffAssignments)
        .set({ declineReason: null })
        .where(inArray(staffAssignments.bewerberId, ids));
      // And their questions about their times ("Zeit beanstanden"): the time rows stay.
      await tx.delete(timeQueries).where(inArray(timeQueries.bewerberId, ids));
      // And the customer's comments on their days (approval by link, issue 25).
      await tx.delete(approvalDisputes).where(inArray(approvalDisputes.bewerberId, ids));
      // The employment-law data (issue 27): wage history, lecture periods, declared earlier
      // jobs and the counters computed from them. The payroll system keeps the Lohnkonto;
      // the times stay, so the hours can still be paid and checked (data-retention.md).
      await tx.delete(staffWages).where(inArray(staffWages.bewerberId, ids));
      await tx.delete(lecturePeriods).where(inArray(lecturePeriods.bewerberId, ids));
      await tx.delete(declaredShortTermJobs).where(inArray(declaredShortTermJobs.bewerberId, ids));
      await tx.delete(lawSnapshots).where(inArray(lawSnapshots.bewerberId, ids));
      // The days that left their calendar; the feed itself goes with the login (cascade).
      await tx.delete(cancelledBookingDays).where(inArray(cancelledBookingDays.bewerberId, ids));
      await tx
        .update(signatures)
        .set({ signerName: pseudonymOf(firstId) })
        .where(and(inArray(signatures.bewerberId, ids), eq(signatures.kind, 'staff')));
      await tx
        .update(bewerber)
        .set({ ...anonymised(firstId), erasedAt: sql`coalesce(${bewerber.erasedAt}, now())` })
        .where(inArray(bewerber.id, ids));
      // The login goes with its sessions, tokens and keys (foreign keys cascade).
      if (person.userIds.length > 0)
        await tx.delete(users).where(inArray(users.id, person.userIds));

      const { fileKeys } = erased;
      const pseudonym = pseudonymOf(firstId);
      return {
        result: {
          ok: true,
          pseudonym,
          bewerberIds: ids,
          fileKeys,
          userIds: person.userIds,
        } as const,
        audit: {
          action: 'person_erased',
          subject: `bewerber:${String(firstId)}`,
          details: {
            already_erased: already,
            bewerber_ids: ids,
            user_ids: person.userIds,
            documents: erased.documents,
            files: fileKeys.length,
            subjects,
          },
        },
      };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    throw error;
  }
}

class Refused extends Error {
  constructor(readonly problem: 'not_found' | 'confirm_mismatch' | 'own_account') {
    super(problem);
  }
}
