import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { parseDate } from '@internationalized/date';
import { AGENCY_TIME_ZONE, agencyToday } from '../../domain/bewerbung';
import {
  type ApplicantExperience,
  type ApplicantLanguage,
  type ApplicantList,
  type ApplicantListParams,
  defaultOrder,
} from '../../domain/buero-contract';
import type { Database } from '../db/client';
import { applications, bewerber, bewerberLocations } from '../db/schema/bewerber';
import { bewerberMessen } from '../db/schema/messen';
import { ageSql, anyStatus, applicantStatusSql, isoInstant } from './applicant-status';
import { type CursorKey, encodeCursor } from './cursor';

/*
 * The office's applicant list (ADR 0022): one row per e-mail address (its
 * latest application), filtered, sorted and paged by keyset, never by offset.
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

const emailKey = sql`lower(${bewerber.email})`;
const lastnameKey = sql<string>`lower(${bewerber.lastname})`;
const firstnameKey = sql<string>`lower(${bewerber.firstname})`;
// timestamptz as text keeps the microseconds a JavaScript Date would drop (the cursor's key).
const createdAtKey = sql<string>`${applications.createdAt}::text`;

/** A later application of the same e-mail address exists: this one is history, not a row. */
const supersededSql = sql`exists (
  select 1 from ${applications} as later_a
  join ${bewerber} as later_b on later_b.id = later_a.bewerber_id
  where lower(later_b.email) = ${emailKey} and later_a.id > ${applications.id})`;

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

function filterConditions(params: ApplicantListParams): (SQL | undefined)[] {
  const today = agencyToday();
  const conditions: (SQL | undefined)[] = [];
  if (params.status?.length) conditions.push(anyStatus(params.status));
  if (params.from) conditions.push(sql`${applications.createdAt} >= ${dayStart(params.from)}`);
  if (params.to) {
    const next = parseDate(params.to).add({ days: 1 }).toString();
    conditions.push(sql`${applications.createdAt} < ${dayStart(next)}`);
  }
  if (params.locations?.length) {
    conditions.push(
      sql`exists (select 1 from ${bewerberLocations} where ${bewerberLocations.bewerberId} = ${bewerber.id} and ${inArray(bewerberLocations.locationId, params.locations)})`,
    );
  }
  if (params.messen?.length) {
    conditions.push(
      sql`exists (select 1 from ${bewerberMessen} where ${bewerberMessen.bewerberId} = ${bewerber.id} and ${inArray(bewerberMessen.messeId, params.messen)})`,
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

/**
 * Rows after the cursor in the list's order (row comparison: equal keys fall to the id).
 * The name sort's id is the application's, but bewerber_name_sort_idx ends in the
 * bewerber's id, so that comparison alone is no index bound: the scan would start at
 * 'A' and filter half the table for a deep page (1.4 s at 100,000 rows, issue 14). The
 * redundant comparison of the two names is one, and starts the scan at the cursor.
 */
function afterCursor(key: CursorKey, direction: 'asc' | 'desc'): SQL {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  if (key.sort === 'date') {
    return sql`(${applications.createdAt}, ${applications.id}) ${op} (${key.createdAt}::timestamptz, ${key.id})`;
  }
  const bound = sql.raw(direction === 'asc' ? '>=' : '<=');
  return sql`(${lastnameKey}, ${firstnameKey}) ${bound} (${key.lastname}, ${key.firstname})
    and (${lastnameKey}, ${firstnameKey}, ${applications.id}) ${op} (${key.lastname}, ${key.firstname}, ${key.id})`;
}

export async function listApplicants(
  db: Database,
  params: ApplicantListParams,
  cursor: CursorKey | null,
): Promise<ApplicantList> {
  const direction = params.order ?? defaultOrder(params.sort);
  const by = direction === 'asc' ? asc : desc;
  const order =
    params.sort === 'date'
      ? [by(applications.createdAt), by(applications.id)]
      : [by(lastnameKey), by(firstnameKey), by(applications.id)];
  const rows = await db
    .select({
      id: applications.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      email: bewerber.email,
      city: bewerber.city,
      birthdate: bewerber.birthdate,
      age: ageSql,
      student: bewerber.student,
      has_photo: sql<boolean>`${bewerber.photoKey} is not null`,
      status: applicantStatusSql,
      created_at: isoInstant(applications.createdAt),
      createdAtKey,
      lastnameKey,
      firstnameKey,
      applications: sql<number>`(select count(*)::int from ${applications} as all_a
        join ${bewerber} as all_b on all_b.id = all_a.bewerber_id
        where lower(all_b.email) = ${emailKey})`,
    })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(
      and(
        sql`not ${supersededSql}`,
        ...filterConditions(params),
        cursor ? afterCursor(cursor, direction) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(params.limit + 1);

  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > params.limit && last
      ? encodeCursor(
          params.sort === 'date'
            ? { sort: 'date', createdAt: last.createdAtKey, id: last.id }
            : {
                sort: 'name',
                lastname: last.lastnameKey,
                firstname: last.firstnameKey,
                id: last.id,
              },
        )
      : null;
  return {
    items: page.map(({ createdAtKey: _c, lastnameKey: _l, firstnameKey: _f, ...item }) => ({
      ...item,
      has_photo: Boolean(item.has_photo),
      applications: Number(item.applications),
    })),
    next_cursor,
  };
}
