import { asc, eq } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { bewerberLocations, locations, type bewerber } from '@server/platform/db/schema/bewerber';
import { bewerberMessen, messen } from '@server/platform/db/schema/messen';

/*
 * The person block both office details show (the application's and the staff
 * member's): the master data they share, the language and experience levels,
 * and the chosen locations and fairs. Each detail adds its own fields.
 */

type PersonRow = typeof bewerber.$inferSelect;

/** The master data both details show; `age` in whole years on the agency's today. */
export function personCore(p: PersonRow, age: number | null) {
  return {
    gender: p.gender,
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    phone_mobile: p.phoneMobile,
    birthdate: p.birthdate,
    age,
    student: p.student,
    street: p.street,
    zipcode: p.zipcode,
    city: p.city,
    nationality: p.nationality,
  };
}

/** The step 2 levels by filter key (null: not answered). */
export function personLevels(p: PersonRow) {
  return {
    languages: {
      german: p.languageGerman,
      english: p.languageEnglish,
      french: p.languageFrench,
      spanish: p.languageSpanish,
      italian: p.languageItalian,
      turkish: p.languageTurkish,
      russian: p.languageRussian,
    },
    experience: {
      service: p.experienceService,
      bar: p.experienceBar,
      kueche: p.experienceKueche,
      infodesk: p.experienceInfodesk,
      promotion: p.experiencePromotion,
    },
  };
}

/** The person's chosen locations, by name. */
export function chosenLocations(db: Database, bewerberId: number) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(bewerberLocations)
    .innerJoin(locations, eq(locations.id, bewerberLocations.locationId))
    .where(eq(bewerberLocations.bewerberId, bewerberId))
    .orderBy(asc(locations.name));
}

const fairColumns = { id: messen.id, name: messen.name };
const datedFairColumns = { ...fairColumns, date_start: messen.dateStart, date_end: messen.dateEnd };

/** The person's chosen fairs, soonest first. */
export function chosenMessen(db: Database, bewerberId: number) {
  return db
    .select(fairColumns)
    .from(bewerberMessen)
    .innerJoin(messen, eq(messen.id, bewerberMessen.messeId))
    .where(eq(bewerberMessen.bewerberId, bewerberId))
    .orderBy(asc(messen.dateStart), asc(messen.id));
}

/** The person's chosen fairs with their dates (the staff detail), soonest first. */
export function chosenDatedMessen(db: Database, bewerberId: number) {
  return db
    .select(datedFairColumns)
    .from(bewerberMessen)
    .innerJoin(messen, eq(messen.id, bewerberMessen.messeId))
    .where(eq(bewerberMessen.bewerberId, bewerberId))
    .orderBy(asc(messen.dateStart), asc(messen.id));
}
