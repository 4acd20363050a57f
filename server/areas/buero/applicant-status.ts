import { type AnyColumn, and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import type { ApplicantStatus } from '@domain/buero/applicants-contract';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';

/**
 * An application's status in the office's words (domain/buero/applicants-contract.ts):
 * the office's decision when there is one, else step 2 complete or missing.
 */
export const applicantStatusSql = sql<ApplicantStatus>`case
  when ${applications.decision} is not null then ${applications.decision}
  when ${applications.status} = 'complete' then 'complete'
  else 'step2_missing' end`;

/** The condition 'the application has this status', written so its columns stay plain. */
export function statusCondition(status: ApplicantStatus): SQL | undefined {
  switch (status) {
    case 'step2_missing':
      return and(isNull(applications.decision), ne(applications.status, 'complete'));
    case 'complete':
      return and(isNull(applications.decision), eq(applications.status, 'complete'));
    default:
      return eq(applications.decision, status);
  }
}

/** Any of the statuses. */
export function anyStatus(statuses: readonly ApplicantStatus[]): SQL | undefined {
  return or(...statuses.map(statusCondition));
}

/** An instant as ISO 8601 in UTC with milliseconds, whatever the session's time zone. */
export function isoInstant(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Whole years from the birthdate to the agency's today: the same count as the
 * age filter's bounds (applicant-list.ts), so the shown age and the filter agree.
 */
export const ageSql = sql<
  number | null
>`extract(year from age((now() at time zone ${AGENCY_TIME_ZONE})::date, ${bewerber.birthdate}))::int`;
