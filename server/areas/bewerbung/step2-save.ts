import { eq, sql } from 'drizzle-orm';
import type { BewerbungStep2 } from '@domain/bewerbung/step2';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, bewerberLocations } from '@server/platform/db/schema/bewerber';
import { bewerberMessen } from '@server/platform/db/schema/messen';
import { killStep2Tokens, type Step2Access } from './step2-tokens';

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Writes step 2 into the applicant's row and completes the application; the
 * caller runs it in the transaction that also mails the confirmation.
 */
export async function saveStep2(
  tx: Database,
  access: Step2Access,
  input: BewerbungStep2,
  photoKey: string,
): Promise<void> {
  await tx
    .update(bewerber)
    .set({
      street: input.street,
      zipcode: input.zipcode,
      city: input.city,
      nationality: input.nationality,
      height: input.height,
      sizeTop: input.size_top,
      sizeBottom: input.size_bottom,
      sizeShoe: input.size_shoe,
      license: input.license === 1,
      vehicle: input.vehicle === 1,
      photoKey,
      languageGerman: input.language_german,
      languageEnglish: input.language_english,
      languageFrench: input.language_french,
      languageSpanish: input.language_spanish,
      languageItalian: input.language_italian,
      languageTurkish: input.language_turkish,
      languageRussian: input.language_russian,
      languageOther: orNull(input.language_other),
      studySubject: input.study_subject,
      studyPlace: input.study_place,
      studyEnd: input.study_end,
      experienceService: input.service,
      experienceBar: input.bar,
      experienceKueche: input.kueche,
      experienceInfodesk: input.infodesk,
      experiencePromotion: input.promotion,
      foreignExperienceWhen: orNull(input.foreign_experience_when),
      foreignExperienceLocation: orNull(input.foreign_experience_location),
      foreignExperienceDuration: orNull(input.foreign_experience_duration),
      referer: orNull(input.referer),
      updatedAt: new Date(),
    })
    .where(eq(bewerber.id, access.bewerberId));

  await tx.delete(bewerberLocations).where(eq(bewerberLocations.bewerberId, access.bewerberId));
  const locationIds = [...new Set(input.locations)];
  await tx
    .insert(bewerberLocations)
    .values(locationIds.map((locationId) => ({ bewerberId: access.bewerberId, locationId })));
  const fairIds = [...new Set(input.messen)];
  if (fairIds.length > 0) {
    await tx
      .insert(bewerberMessen)
      .values(fairIds.map((messeId) => ({ bewerberId: access.bewerberId, messeId })))
      .onConflictDoNothing();
  }
  await tx
    .update(applications)
    .set({ status: 'complete', submittedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(applications.id, access.applicationId));
  await killStep2Tokens(tx, access.applicationId);
}
