import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  declaredShortTermJobs,
  lecturePeriods,
  staffWages,
} from '@server/platform/db/schema/employment';
import { messeCustomers, messen, staffAssignments } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { unusablePasswordHash } from '@server/platform/common/unusable-password';
import type { EmploymentStatus } from '@domain/shared/employment-law/statuses';
import { addDays } from '@domain/shared/times/calendar-days';

/*
 * Employment law in the demo (issue 27, docs/product/employment-law.md): four
 * staff members of their own, so the statuses and counters show without
 * touching the people other demos and e2e tests book. Each has a staff login
 * without a usable password (like the accepted demo applicants).
 * - Jan Hartmann, short-term: 60 days declared at other employers this year
 *   and a 6-day fair booked, 66 days; one more fair of five days crosses 70.
 *   The declared periods were not worked five days a week, so 70 working
 *   days decide, not 90 calendar days.
 * - Sarah Lange, Minijob, with a raise in July (the wage history).
 * - Lukas Brandt, student, with the lecture periods of his university.
 * - Nina Vogel, Minijob without a wage, booked on the same fair: "Lohn fehlt".
 * The fair lies about 100 days back (archived); in the first weeks of a year
 * it would fall into the year before and is left out (Jan then has 60 days).
 */

type LawSeed = {
  firstname: string;
  lastname: string;
  gender: 'w' | 'm' | 'd';
  status: EmploymentStatus;
  /** What the demo shows with them (printed on start). */
  note: string;
  /** [month-day of this year, cents per hour]. */
  wages: [string, number][];
  booked: boolean;
};

/** The demo's employment-law people, by e-mail (example.org). */
export const DEMO_LAW_STAFF: readonly (LawSeed & { email: string })[] = (
  [
    {
      firstname: 'Jan',
      lastname: 'Hartmann',
      gender: 'm',
      status: 'short_term',
      note: 'short-term, 66 days: one more fair crosses 70',
      wages: [['01-01', 1500]],
      booked: true,
    },
    {
      firstname: 'Sarah',
      lastname: 'Lange',
      gender: 'w',
      status: 'minijob',
      note: 'Minijob with a raise in July',
      wages: [
        ['01-01', 1390],
        ['07-01', 1450],
      ],
      booked: false,
    },
    {
      firstname: 'Lukas',
      lastname: 'Brandt',
      gender: 'm',
      status: 'student',
      note: 'student with lecture periods',
      wages: [['01-01', 1650]],
      booked: false,
    },
    {
      firstname: 'Nina',
      lastname: 'Vogel',
      gender: 'w',
      status: 'minijob',
      note: 'Minijob without a wage',
      wages: [],
      booked: true,
    },
  ] satisfies LawSeed[]
).map((person) => ({
  ...person,
  email: `${person.firstname}.${person.lastname}@example.org`.toLowerCase(),
}));

/** The short-term person's earlier jobs at other employers (month-day of this year). */
const DECLARED = [
  { employer: 'Eventservice Elbe GmbH', from: '02-02', to: '03-27', days: 34 },
  { employer: 'Catering Nord KG', from: '05-04', to: '06-26', days: 26 },
] as const;

/** A student's lecture periods: the winter semester before, summer and winter of this year. */
const lectures = (year: number) => [
  { from: `${String(year - 1)}-10-13`, to: `${String(year)}-02-13` },
  { from: `${String(year)}-04-13`, to: `${String(year)}-07-17` },
  { from: `${String(year)}-10-12`, to: `${String(year + 1)}-02-12` },
];

/** The six days of the demo's past fair (about 100 days back), or null when they leave the year. */
function pastFairDays(today: string): { from: string; to: string } | null {
  const from = addDays(today, -100);
  return from.slice(0, 4) === today.slice(0, 4) ? { from, to: addDays(from, 5) } : null;
}

/**
 * Seeds the four people with their status, wages, lecture periods and
 * declarations, and books two of them on a past, archived fair of this year
 * with `customerId`. Runs inside the seed's transaction, before the bookings'
 * states are set (a past fair's bookings become confirmed).
 */
export async function seedDemoEmploymentLaw(
  tx: Database,
  demo: { today: string; customerId: number; officeId: number },
): Promise<void> {
  const year = Number(demo.today.slice(0, 4));
  const days = pastFairDays(demo.today);
  let pair: { messeId: number; customerId: number } | null = null;
  if (days) {
    const [fair] = await tx
      .insert(messen)
      .values({
        name: 'IFA Berlin',
        city: 'Berlin',
        federalState: 'BE',
        dateStart: days.from,
        dateEnd: days.to,
        archivedAt: new Date(),
      })
      .returning({ id: messen.id });
    if (!fair) throw new Error('demo law fair not created');
    pair = { messeId: fair.id, customerId: demo.customerId };
    await tx.insert(messeCustomers).values(pair);
  }
  for (const [index, person] of DEMO_LAW_STAFF.entries()) {
    const [account] = await tx
      .insert(users)
      .values({
        email: person.email,
        passwordHash: unusablePasswordHash(),
        firstname: person.firstname,
        lastname: person.lastname,
        role: 'staff',
      })
      .returning({ id: users.id });
    if (!account) throw new Error('demo law account not created');
    const [row] = await tx
      .insert(bewerber)
      .values({
        userId: account.id,
        gender: person.gender,
        firstname: person.firstname,
        lastname: person.lastname,
        email: person.email,
        phoneMobile: `0157${String(4455660 + index)}`,
        birthdate: `${String(1997 + index)}-0${String(index + 3)}-2${String(index)}`,
        student: person.status === 'student',
        job: person.status === 'student' ? null : 'Sonstiges',
        studySubject: person.status === 'student' ? 'Wirtschaftsinformatik' : null,
        studyPlace: person.status === 'student' ? 'Berlin' : null,
        studyEnd: person.status === 'student' ? year + 2 : null,
        street: `Invalidenstraße ${String(index + 10)}`,
        zipcode: '10115',
        city: 'Berlin',
        employmentStatus: person.status,
      })
      .returning({ id: bewerber.id });
    if (!row) throw new Error('demo law staff not created');
    if (person.wages.length > 0) {
      await tx.insert(staffWages).values(
        person.wages.map(([day, cents]) => ({
          bewerberId: row.id,
          validFrom: `${String(year)}-${day}`,
          centsPerHour: cents,
          createdBy: demo.officeId,
        })),
      );
    }
    if (person.status === 'short_term') {
      await tx.insert(declaredShortTermJobs).values(
        DECLARED.map((job) => ({
          bewerberId: row.id,
          employer: job.employer,
          dateFrom: `${String(year)}-${job.from}`,
          dateTo: `${String(year)}-${job.to}`,
          workingDays: job.days,
          // Declared by the person in their master data.
          updatedBy: account.id,
        })),
      );
    }
    if (person.status === 'student') {
      await tx.insert(lecturePeriods).values(
        lectures(year).map((period) => ({
          bewerberId: row.id,
          dateFrom: period.from,
          dateTo: period.to,
        })),
      );
    }
    if (person.booked && pair)
      await tx.insert(staffAssignments).values({ bewerberId: row.id, ...pair });
  }
}
