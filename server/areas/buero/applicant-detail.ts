import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ApplicantDetail, ApplicantOptions } from '@domain/buero/applicants-contract';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, locations } from '@server/platform/db/schema/bewerber';
import { messen } from '@server/platform/db/schema/messen';
import { ageSql, applicantStatusSql, isoInstant } from './applicant-status';
import { chosenLocations, chosenMessen, personCore, personLevels } from './person-block';

const orNullInstant = (column: Parameters<typeof isoInstant>[0]) =>
  sql<string | null>`${isoInstant(column)}`;

/** The application with its person, or null when there is no such application. */
async function findApplication(db: Database, id: number) {
  const [row] = await db
    .select({
      application: {
        id: applications.id,
        status: applicantStatusSql,
        created_at: isoInstant(applications.createdAt),
        submitted_at: orNullInstant(applications.submittedAt),
        decided_at: orNullInstant(applications.decidedAt),
        reject_reason: applications.rejectReason,
        locale: applications.locale,
      },
      person: bewerber,
      age: ageSql,
    })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(eq(applications.id, id));
  return row ?? null;
}

/** Every application of an e-mail address, newest first. */
async function historyOf(db: Database, email: string) {
  return db
    .select({
      id: applications.id,
      status: applicantStatusSql,
      created_at: isoInstant(applications.createdAt),
    })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(sql`lower(${bewerber.email}) = lower(${email})`)
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** GET bewerbungen/{id}: steps 1 and 2 of the application, its choices and its history. */
export async function loadApplicantDetail(
  db: Database,
  id: number,
): Promise<ApplicantDetail | null> {
  const row = await findApplication(db, id);
  if (!row) return null;
  const { application, person: p, age } = row;
  const [locationRows, messeRows, history] = await Promise.all([
    chosenLocations(db, p.id),
    chosenMessen(db, p.id),
    historyOf(db, p.email),
  ]);
  return {
    ...application,
    bewerber_id: p.id,
    has_photo: p.photoKey !== null,
    person: {
      ...personCore(p, age),
      job: p.job,
      height: p.height,
      size_top: p.sizeTop,
      size_bottom: p.sizeBottom,
      size_shoe: p.sizeShoe,
      license: p.license,
      vehicle: p.vehicle,
      study_subject: p.studySubject,
      study_place: p.studyPlace,
      study_end: p.studyEnd,
      language_other: p.languageOther,
      foreign_experience_when: p.foreignExperienceWhen,
      foreign_experience_location: p.foreignExperienceLocation,
      foreign_experience_duration: p.foreignExperienceDuration,
      referer: p.referer,
    },
    ...personLevels(p),
    locations: locationRows,
    messen: messeRows,
    history,
  };
}

/** The photo's storage key of an application, or null (no application or no photo). */
export async function findPhotoKey(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ key: bewerber.photoKey })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(eq(applications.id, id));
  return row?.key ?? null;
}

/** What the list's filters offer: every location and every fair, newest fairs first. */
export async function loadApplicantOptions(db: Database): Promise<ApplicantOptions> {
  const [locationRows, fairRows] = await Promise.all([
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .orderBy(asc(locations.name)),
    db
      .select({
        id: messen.id,
        name: messen.name,
        date_start: messen.dateStart,
        date_end: messen.dateEnd,
      })
      .from(messen)
      .orderBy(desc(messen.dateStart), asc(messen.id)),
  ]);
  return { locations: locationRows, messen: fairRows };
}
