import {
  type AnyColumn,
  type SQL,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
} from 'drizzle-orm';
import { parseDate } from '@internationalized/date';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import type {
  ApplicantExperience,
  ApplicantFilter,
  ApplicantLanguage,
} from '@domain/buero/applicants-contract';
import { bewerber, bewerberLocations } from '@server/platform/db/schema/bewerber';
import { bewerberMessen } from '@server/platform/db/schema/messen';

/*
 * The filters the applicant list and the staff list share (ADR 0022): they are
 * conditions on the person (`bewerber`) row, so each list adds them to its own
 * query whatever it starts from (applications, or logins).
 */

const LANGUAGE_COLUMNS: Record<ApplicantLanguage, AnyColumn> = {
  german: bewerber.languageGerman,
  english: bewerber.languageEnglish,
  french: bewerber.languageFrench,
  spanish: bewerber.languageSpanish,
  italian: bewerber.languageItalian,
  turkish: bewerber.languageTurkish,
  russian: bewerber.languageRussian,
};

const EXPERIENCE_COLUMNS: Record<ApplicantExperience, AnyColumn> = {
  service: bewerber.experienceService,
  bar: bewerber.experienceBar,
  kueche: bewerber.experienceKueche,
  infodesk: bewerber.experienceInfodesk,
  promotion: bewerber.experiencePromotion,
};

/** The name sort's keys and the e-mail key, as the indexes on bewerber hold them. */
export const emailKey = sql`lower(${bewerber.email})`;
export const lastnameKey = sql<string>`lower(${bewerber.lastname})`;
export const firstnameKey = sql<string>`lower(${bewerber.firstname})`;

/** LIKE pattern of a prefix: the user's % _ and \ match themselves (escape \). */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const startsWith = (column: SQL, prefix: string) =>
  sql`${column} like lower(${prefixPattern(prefix)}) escape '\\'`;

/** Name or e-mail starts with the text; 'anna sch' matches first name and last name together. */
function searchCondition(q: string): SQL | undefined {
  if (q === '') return undefined;
  const words = q.split(/\s+/);
  const single = sql`(${startsWith(lastnameKey, q)} or ${startsWith(firstnameKey, q)} or ${startsWith(emailKey, q)})`;
  if (words.length !== 2) return single;
  const [first = '', second = ''] = words;
  return sql`(${single}
    or (${startsWith(firstnameKey, first)} and ${startsWith(lastnameKey, second)})
    or (${startsWith(lastnameKey, first)} and ${startsWith(firstnameKey, second)}))`;
}

/** The start of an agency day as an instant. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${AGENCY_TIME_ZONE}`;

/** `column` lies within the agency days `from` … `to` (either bound optional). */
export function dayRangeConditions(
  column: AnyColumn,
  range: { from?: string; to?: string },
): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${column} >= ${dayStart(range.from)}`);
  if (range.to) {
    const next = parseDate(range.to).add({ days: 1 }).toString();
    conditions.push(sql`${column} < ${dayStart(next)}`);
  }
  return conditions;
}

/** The person filters (choices, step 2 answers, age, photo, search) as conditions on bewerber. */
export function personConditions(
  params: Omit<ApplicantFilter, 'status' | 'from' | 'to'>,
): (SQL | undefined)[] {
  const today = agencyToday();
  const conditions: (SQL | undefined)[] = [];
  if (params.locations?.length) {
    conditions.push(
      sql`exists (select 1 from ${bewerberLocations} where ${bewerberLocations.bewerberId} = ${bewerber.id} and ${inArray(bewerberLocations.locationId, [...params.locations])})`,
    );
  }
  if (params.messen?.length) {
    conditions.push(
      sql`exists (select 1 from ${bewerberMessen} where ${bewerberMessen.bewerberId} = ${bewerber.id} and ${inArray(bewerberMessen.messeId, [...params.messen])})`,
    );
  }
  if (params.student !== undefined) conditions.push(eq(bewerber.student, params.student));
  for (const [key, level] of Object.entries(params.languages ?? {})) {
    conditions.push(gte(LANGUAGE_COLUMNS[key as ApplicantLanguage], level));
  }
  for (const [key, level] of Object.entries(params.experience ?? {})) {
    conditions.push(gte(EXPERIENCE_COLUMNS[key as ApplicantExperience], level));
  }
  // Age in whole years on the agency's today: at least n means born on or before today - n years.
  if (params.age_min !== undefined) {
    conditions.push(lte(bewerber.birthdate, today.subtract({ years: params.age_min }).toString()));
  }
  if (params.age_max !== undefined) {
    const bornAfter = today.subtract({ years: params.age_max + 1 }).toString();
    conditions.push(sql`${bewerber.birthdate} > ${bornAfter}`);
  }
  if (params.photo !== undefined) {
    conditions.push(params.photo ? isNotNull(bewerber.photoKey) : isNull(bewerber.photoKey));
  }
  if (params.q) conditions.push(searchCondition(params.q));
  return conditions;
}
