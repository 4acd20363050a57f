import type { BewerbungStep1 } from '@domain/bewerbung/bewerbung';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { issueStep2Token } from './step2-tokens';

/**
 * A new applicant with their application and its step-2 token, in the
 * caller's transaction (which mails the link). Never touches an earlier
 * applicant of the same address.
 */
export async function recordApplication(tx: Database, input: BewerbungStep1): Promise<string> {
  const [person] = await tx
    .insert(bewerber)
    .values({
      gender: input.gender,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      phoneMobile: input.phone_mobile,
      birthdate: input.birthdate,
      student: input.student === 1,
      job: input.job,
      privacyAcceptedAt: new Date(),
    })
    .returning({ id: bewerber.id });
  if (!person) throw new Error('applicant insert returned nothing');
  const [application] = await tx
    .insert(applications)
    .values({ bewerberId: person.id, locale: input.locale })
    .returning({ id: applications.id });
  if (!application) throw new Error('application insert returned nothing');
  return issueStep2Token(tx, application.id);
}
