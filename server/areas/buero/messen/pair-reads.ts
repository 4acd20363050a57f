import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicantListParams } from '@domain/buero/applicants-contract';
import type { PairAssignments, ProposalList } from '@domain/buero/messen-contract';
import { bewerber, bewerberLocations, locations } from '@server/platform/db/schema/bewerber';
import {
  bewerberMessen,
  messeCustomers,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { isAssignableStaffSql } from '@server/records/staff';
import { type BookingState, bookingBucket } from '@domain/shared/bookings';
import { isoInstant } from '../applicant-status';
import { personConditions } from '../person-filters';
import { encodeCursor, type NameKey } from '../cursor';
import { findCustomer, findFair, type Reader } from './fair-reads';
import { loadPairContacts } from './contact-reads';

export type PairIds = { messeId: number; customerId: number };

export async function pairExists(db: Reader, pair: PairIds): Promise<boolean> {
  const [row] = await db
    .select({ messeId: messeCustomers.messeId })
    .from(messeCustomers)
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
  return row !== undefined;
}

const personName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

function countBookings(rows: readonly { state: BookingState; changed: boolean }[]) {
  const counts = { confirmed: 0, open: 0, declined: 0 };
  for (const row of rows) counts[bookingBucket(row)] += 1;
  return counts;
}

/** The pair's people: staff (removed ones with times included, marked), supervisors, options. */
export async function loadPairAssignments(
  db: Reader,
  pair: PairIds,
): Promise<PairAssignments | null> {
  if (!(await pairExists(db, pair))) return null;
  const fair = await findFair(db, pair.messeId);
  const customer = await findCustomer(db, pair.customerId);
  if (!fair || !customer) return null;
  const staff = await db
    .select({
      id: bewerber.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      email: bewerber.email,
      time_days: sql<number>`(select count(*)::int from ${times}
        where ${times.messeId} = ${staffAssignments.messeId}
        and ${times.customerId} = ${staffAssignments.customerId}
        and ${times.bewerberId} = ${staffAssignments.bewerberId})`,
      removed_at: sql<
        string | null
      >`to_char(${staffAssignments.removedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      state: staffAssignments.state,
      decline_reason: staffAssignments.declineReason,
      answered_at: isoInstant(staffAssignments.answeredAt),
      answered_by_phone: staffAssignments.answeredByPhone,
      changed: staffAssignments.changedSinceConfirmation,
    })
    .from(staffAssignments)
    .innerJoin(bewerber, eq(bewerber.id, staffAssignments.bewerberId))
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
      ),
    )
    .orderBy(asc(bewerber.lastname), asc(bewerber.firstname), asc(bewerber.id));
  const supervisors = await db
    .select({
      id: users.id,
      name: personName,
      email: users.email,
      state: supervisorAssignments.state,
      decline_reason: supervisorAssignments.declineReason,
      answered_at: isoInstant(supervisorAssignments.answeredAt),
      answered_by_phone: supervisorAssignments.answeredByPhone,
      changed: supervisorAssignments.changedSinceConfirmation,
    })
    .from(supervisorAssignments)
    .innerJoin(users, eq(users.id, supervisorAssignments.userId))
    .where(
      and(
        eq(supervisorAssignments.messeId, pair.messeId),
        eq(supervisorAssignments.customerId, pair.customerId),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  const options = await db
    .select({ id: users.id, name: personName, email: users.email })
    .from(users)
    .where(eq(users.timetracking, true))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  const [meeting] = await db
    .select({
      meeting_point: messeCustomers.meetingPoint,
      meeting_time: messeCustomers.meetingTime,
      supervisor_phone: messeCustomers.supervisorPhone,
    })
    .from(messeCustomers)
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
  const counts = countBookings(staff.filter((row) => row.removed_at === null));
  return {
    fair,
    customer: { id: customer.id, name: customer.name, archived_at: customer.archived_at },
    staff: staff.map((row) => ({ ...row, time_days: Number(row.time_days) })),
    counts,
    supervisor_counts: countBookings(supervisors),
    meeting: meeting ?? { meeting_point: null, meeting_time: null, supervisor_phone: null },
    supervisors,
    supervisor_options: options,
    contacts: await loadPairContacts(db, pair),
  };
}

const lastnameKey = sql<string>`lower(${bewerber.lastname})`;
const firstnameKey = sql<string>`lower(${bewerber.firstname})`;

export type ProposalParams = Pick<
  ApplicantListParams,
  'q' | 'locations' | 'languages' | 'experience' | 'limit'
> & { chosen: boolean };

/**
 * Staff not (or no longer) on the pair, by name: those who chose the fair in
 * the planner (`chosen`), or everyone else. Keyset paging on the name.
 */
export async function listProposals(
  db: Reader,
  pair: PairIds,
  params: ProposalParams,
  cursor: NameKey | null,
): Promise<ProposalList> {
  const choseFair = sql`exists (select 1 from ${bewerberMessen}
    where ${bewerberMessen.bewerberId} = ${bewerber.id} and ${bewerberMessen.messeId} = ${pair.messeId})`;
  const rows = await db
    .select({
      id: bewerber.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      city: bewerber.city,
      languages: {
        german: bewerber.languageGerman,
        english: bewerber.languageEnglish,
        french: bewerber.languageFrench,
        spanish: bewerber.languageSpanish,
        italian: bewerber.languageItalian,
        turkish: bewerber.languageTurkish,
        russian: bewerber.languageRussian,
      },
      experience: {
        service: bewerber.experienceService,
        bar: bewerber.experienceBar,
        kueche: bewerber.experienceKueche,
        infodesk: bewerber.experienceInfodesk,
        promotion: bewerber.experiencePromotion,
      },
      lastnameKey,
      firstnameKey,
    })
    .from(bewerber)
    .where(
      and(
        isAssignableStaffSql,
        params.chosen ? choseFair : sql`not ${choseFair}`,
        sql`not exists (select 1 from ${staffAssignments}
          where ${staffAssignments.bewerberId} = ${bewerber.id}
          and ${staffAssignments.messeId} = ${pair.messeId}
          and ${staffAssignments.customerId} = ${pair.customerId}
          and ${staffAssignments.removedAt} is null)`,
        ...personConditions({
          q: params.q,
          locations: params.locations,
          languages: params.languages,
          experience: params.experience,
        }),
        cursor
          ? sql`(${lastnameKey}, ${firstnameKey}, ${bewerber.id}) > (${cursor.lastname}, ${cursor.firstname}, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(lastnameKey), asc(firstnameKey), asc(bewerber.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  const places = await locationsOf(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map(({ lastnameKey: _l, firstnameKey: _f, ...row }) => ({
      ...row,
      locations: places.get(row.id) ?? [],
      chose_fair: params.chosen,
    })),
    next_cursor:
      rows.length > params.limit && last
        ? encodeCursor({
            sort: 'name',
            lastname: last.lastnameKey,
            firstname: last.firstnameKey,
            id: last.id,
          })
        : null,
  };
}

async function locationsOf(db: Reader, ids: number[]): Promise<Map<number, string[]>> {
  const byPerson = new Map<number, string[]>();
  if (ids.length === 0) return byPerson;
  const rows = await db
    .select({ id: bewerberLocations.bewerberId, name: locations.name })
    .from(bewerberLocations)
    .innerJoin(locations, eq(locations.id, bewerberLocations.locationId))
    .where(inArray(bewerberLocations.bewerberId, ids))
    .orderBy(asc(locations.name));
  for (const row of rows) byPerson.set(row.id, [...(byPerson.get(row.id) ?? []), row.name]);
  return byPerson;
}
