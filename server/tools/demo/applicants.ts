import { sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, bewerberLocations } from '@server/platform/db/schema/bewerber';
import { bewerberMessen } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { unusablePasswordHash } from '@server/platform/common/unusable-password';

type DemoApplicant = {
  firstname: string;
  lastname: string;
  gender: 'w' | 'm' | 'd';
  /** Days ago the application came in. */
  daysAgo: number;
  step2: boolean;
  decision?: 'invited' | 'staff' | 'rejected';
  student: boolean;
  /** Another application of the same person earlier (shown as its history). */
  earlier?: number;
};

const APPLICANTS: DemoApplicant[] = [
  { firstname: 'Hannah', lastname: 'Schulz', gender: 'w', daysAgo: 0, step2: false, student: true },
  { firstname: 'Felix', lastname: 'Krüger', gender: 'm', daysAgo: 1, step2: true, student: true },
  {
    firstname: 'Emma',
    lastname: 'Hoffmann',
    gender: 'w',
    daysAgo: 2,
    step2: true,
    student: false,
    earlier: 200,
  },
  {
    firstname: 'Noah',
    lastname: 'Schäfer',
    gender: 'm',
    daysAgo: 3,
    step2: true,
    student: true,
    decision: 'invited',
  },
  {
    firstname: 'Lea',
    lastname: 'Koch',
    gender: 'w',
    daysAgo: 5,
    step2: true,
    student: true,
    decision: 'staff',
  },
  {
    firstname: 'Ben',
    lastname: 'Richter',
    gender: 'm',
    daysAgo: 8,
    step2: false,
    student: false,
    decision: 'rejected',
  },
  { firstname: 'Sofia', lastname: 'Klein', gender: 'w', daysAgo: 9, step2: true, student: true },
  { firstname: 'Luca', lastname: 'Wolf', gender: 'd', daysAgo: 12, step2: false, student: true },
  {
    firstname: 'Marie',
    lastname: 'Schröder',
    gender: 'w',
    daysAgo: 15,
    step2: true,
    student: false,
  },
  {
    firstname: 'Paul',
    lastname: 'Neumann',
    gender: 'm',
    daysAgo: 20,
    step2: true,
    student: true,
    decision: 'rejected',
  },
  { firstname: 'Clara', lastname: 'Schwarz', gender: 'w', daysAgo: 31, step2: true, student: true },
  {
    firstname: 'Elias',
    lastname: 'Zimmermann',
    gender: 'm',
    daysAgo: 45,
    step2: false,
    student: true,
  },
];

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * The login an accepted application has (docs/product/office.md): invited and
 * staff alike get a staff account without a usable password (the demo has no
 * invitation mail to take up; the office can send one again for the invited).
 */
async function demoAccount(tx: Database, person: DemoApplicant, email: string) {
  const [account] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: unusablePasswordHash(),
      firstname: person.firstname,
      lastname: person.lastname,
      role: 'staff',
    })
    .returning({ id: users.id });
  if (!account) throw new Error('demo account not created');
  return account.id;
}

/**
 * Applications in every status for the office's list (ADR 0022): new with step 2
 * missing or complete, invited, staff, rejected, and one person who applied
 * twice; the invited and staff ones linked to their login. No photos: the demo
 * has no files. Runs inside the seed's transaction.
 */
export async function seedDemoApplicants(
  tx: Database,
  choices: { locationIds: number[]; messeIds: number[]; decidedBy: number },
): Promise<void> {
  for (const [index, person] of APPLICANTS.entries()) {
    const rounds = person.earlier ? [person.earlier, person.daysAgo] : [person.daysAgo];
    for (const [round, daysAgo] of rounds.entries()) {
      const latest = round === rounds.length - 1;
      const email = `${person.firstname}.${person.lastname}@example.org`
        .toLowerCase()
        .replace(/ä/g, 'ae')
        .replace(/ö/g, 'oe')
        .replace(/ü/g, 'ue');
      const accepted = latest && (person.decision === 'invited' || person.decision === 'staff');
      const [row] = await tx
        .insert(bewerber)
        .values({
          userId: accepted ? await demoAccount(tx, person, email) : null,
          gender: person.gender,
          firstname: person.firstname,
          lastname: person.lastname,
          email,
          phoneMobile: `0160${String(7654300 + index)}`,
          birthdate: `${String(1985 + (index % 15))}-0${String((index % 9) + 1)}-15`,
          student: person.student,
          job: person.student ? null : 'Sonstiges',
          privacyAcceptedAt: sql`${ago(daysAgo)}`,
          createdAt: sql`${ago(daysAgo)}`,
          ...(person.step2
            ? {
                street: `Lindenstraße ${String(index + 3)}`,
                zipcode: '20095',
                city: ['Hamburg', 'Berlin', 'München', 'Köln'][index % 4],
                nationality: 'DE',
                height: 160 + index * 2,
                sizeTop: person.gender === 'm' ? 50 : 38,
                sizeBottom: person.gender === 'm' ? 98 : 38,
                sizeShoe: 38 + (index % 8),
                license: index % 2 === 0,
                vehicle: index % 3 === 0,
                languageGerman: 4,
                languageEnglish: 1 + (index % 3),
                languageFrench: index % 2 === 0 ? 2 : 0,
                languageSpanish: index % 3 === 0 ? 1 : 0,
                studySubject: person.student ? 'BWL' : null,
                studyPlace: person.student ? 'Hamburg' : null,
                studyEnd: person.student ? 2029 : null,
                experienceService: index % 4,
                experienceBar: (index + 1) % 4,
                experienceKueche: 0,
                experienceInfodesk: (index + 2) % 4,
                experiencePromotion: index % 3,
                referer: 'Internet',
              }
            : {}),
        })
        .returning({ id: bewerber.id });
      if (!row) throw new Error('demo applicant not created');
      const decided = latest && person.decision;
      await tx.insert(applications).values({
        bewerberId: row.id,
        status: person.step2 ? 'complete' : 'step1',
        submittedAt: person.step2 ? sql`${ago(daysAgo)}` : null,
        decision: decided ? person.decision : null,
        decidedAt: decided ? sql`now()` : null,
        decidedBy: decided ? choices.decidedBy : null,
        rejectReason: decided && person.decision === 'rejected' ? 'Kein Einsatzort passend' : null,
        createdAt: sql`${ago(daysAgo)}`,
      });
      if (!person.step2) continue;
      const location = choices.locationIds[index % choices.locationIds.length];
      if (location !== undefined) {
        await tx.insert(bewerberLocations).values({ bewerberId: row.id, locationId: location });
      }
      const fairs = choices.messeIds.filter((_, i) => (index + i) % 2 === 0);
      if (fairs.length > 0) {
        await tx
          .insert(bewerberMessen)
          .values(fairs.map((messeId) => ({ bewerberId: row.id, messeId })));
      }
    }
  }
}
