import { agencyToday } from '@domain/bewerbung/bewerbung';
import type { Database } from '@server/platform/db/client';
import { eq, and } from 'drizzle-orm';
import { customerContacts, messeCustomers } from '@server/platform/db/schema/messen';
import {
  assignStaff,
  assignSupervisor,
  createBewerber,
  createCustomer,
  createMesse,
  createTime,
  createUser,
} from '@tests/support/factories';

/*
 * Time-tracking data of the e2e run: one supervisor per spec scenario, so the
 * scenarios never see each other's writes. Fairs run from yesterday to the day
 * after tomorrow, so "today" (the date view's default) lies inside.
 */

export const TIME_TRACKING_PASSWORD = 'Zeiten-erfassen-2026!';

/** Supervisors and their pairs; customer names are unique so specs find the ids by name. */
export const TIME_TRACKING_SCENARIOS = {
  happy: { email: 'tt-happy@e2e.test', pairs: ['Happy Path GmbH'], withTimes: true },
  offline: {
    email: 'tt-offline@e2e.test',
    pairs: ['Offline AG', 'Zweitkunde KG'],
    withTimes: false,
  },
  faults: {
    email: 'tt-faults@e2e.test',
    pairs: [
      'Fehler 500 GmbH',
      'Antwort verloren AG',
      'Anderswo signiert KG',
      'Seite geschlossen GmbH',
    ],
    withTimes: false,
  },
  unsent: {
    email: 'tt-unsent@e2e.test',
    pairs: ['Unsent Tablet GmbH', 'Unsent Phone GmbH'],
    withTimes: false,
  },
  signatures: {
    email: 'tt-signatures@e2e.test',
    pairs: ['Signatur Tablet GmbH', 'Signatur Telefon GmbH'],
    withTimes: true,
  },
  // The office's review reopens a customer signature (docs/decisions/0027-superseded-signatures.md).
  review: { email: 'tt-review@e2e.test', pairs: ['Prüfung Wieder Offen GmbH'], withTimes: true },
  // The day surface: 30 people without a time ('thirty people in a minute', docs/product/screens.md).
  crew: { email: 'tt-crew@e2e.test', pairs: ['Dreißig Leute GmbH'], withTimes: false, crew: 30 },
  // Yesterday and today entered for all 30, tomorrow for 4 of them (PARTIAL_TIMES).
  partial: {
    email: 'tt-partial@e2e.test',
    pairs: ['Halb Erfasst GmbH'],
    withTimes: false,
    crew: 30,
  },
  // "Meine Stunden" (issue 24): the supervisor enters a time, the person (with a login) sees it.
  hours: { email: 'tt-hours@e2e.test', pairs: ['Meine Stunden GmbH'], withTimes: false },
  // The customer's side (issue 25): the stand signs days 1–2, day 3 is approved by link.
  customer: { email: 'tt-customer@e2e.test', pairs: ['Kundenseite GmbH'], withTimes: true },
  // A night shift from the tablet to the payroll file (issue 27): a pair of its own.
  night: { email: 'tt-night@e2e.test', pairs: ['Nachtschicht GmbH'], withTimes: false },
} as const;

/** The contacts of the 'customer' scenario: who approves and who gets the signed sheet. */
export const CUSTOMER_CONTACTS = {
  approver: { name: 'Sabine Standleitung', email: 'sabine.stand@kundenseite.e2e.test' },
  copy: { name: 'Bruno Buchhaltung', email: 'buchhaltung@kundenseite.e2e.test' },
} as const;

/** The staff member (with a login, so the office's staff list has her) of the 'night' scenario. */
export const NIGHT_STAFF = {
  email: 'night-staff@e2e.test',
  firstname: 'Nora',
  lastname: 'Nachtarbeit',
} as const;

/** The staff member of the 'hours' scenario, who signs in to see their own hours. */
export const HOURS_STAFF = {
  email: 'hours-staff@e2e.test',
  firstname: 'Hanna',
  lastname: 'Stundenreich',
} as const;

export type TimeTrackingScenario = keyof typeof TIME_TRACKING_SCENARIOS;

/**
 * The days (offsets from today) the first two people have times on; the
 * signature scenario's fair days 1–3 have times and day 4 none (ADR 0017).
 */
const TIME_DAYS: Partial<Record<TimeTrackingScenario, number[]>> = {
  signatures: [-1, 0, 1],
  customer: [-1, 0, 1],
};

/** The partial scenario: every person on these days, the first `some` people on `someDay`. */
const PARTIAL_TIMES = { allDays: [-1, 0], someDay: 1, some: 4 } as const;

const STAFF_NAMES = [
  ['Anna', 'Albers'],
  ['Ben', 'Brandt'],
  ['Clara', 'Chowdhury'],
] as const;

/** yyyy-MM-dd of today plus some days (the browser runs in Europe/Berlin like the seed). */
export function isoDay(offset: number): string {
  return agencyToday().add({ days: offset }).toString();
}

export async function seedTimeTracking(db: Database): Promise<void> {
  let fair = 0;
  for (const [scenario, config] of Object.entries(TIME_TRACKING_SCENARIOS)) {
    const { email, pairs, withTimes } = config;
    const crew = 'crew' in config ? config.crew : 0;
    const supervisor = await createUser(db, {
      email,
      password: TIME_TRACKING_PASSWORD,
      firstname: 'Tina',
      lastname: `Aufsicht-${scenario}`,
      timetracking: true,
    });
    for (const customerName of pairs) {
      fair += 1;
      const messe = await createMesse(db, {
        name: `E2E-Messe ${fair}`,
        city: 'Leipzig',
        dateStart: isoDay(-1),
        dateEnd: isoDay(2),
      });
      const customer = await createCustomer(db, customerName);
      await db.insert(messeCustomers).values({ messeId: messe.id, customerId: customer.id });
      const pair = { messeId: messe.id, customerId: customer.id };
      await assignSupervisor(db, supervisor.id, pair);
      const people: number[] = [];
      for (const [index, [firstname, lastname]] of STAFF_NAMES.entries()) {
        const person = await createBewerber(db, { firstname, lastname });
        await assignStaff(db, person.id, pair);
        people.push(person.id);
        if (withTimes && index < 2) {
          for (const offset of TIME_DAYS[scenario as TimeTrackingScenario] ?? [-1]) {
            await createTime(db, { ...pair, bewerberId: person.id, day: isoDay(offset) });
          }
        }
      }
      if (scenario === 'hours') await seedLoginStaff(db, pair, HOURS_STAFF);
      if (scenario === 'night') await seedLoginStaff(db, pair, NIGHT_STAFF);
      if (scenario === 'customer') await seedCustomerContacts(db, pair);
      for (let index = 1; index <= crew - STAFF_NAMES.length; index += 1) {
        const person = await createBewerber(db, {
          firstname: 'Crew',
          lastname: `Mitglied ${String(index).padStart(2, '0')}`,
        });
        await assignStaff(db, person.id, pair);
        people.push(person.id);
      }
      if (scenario === 'partial') await seedPartialTimes(db, pair, people);
    }
  }
}

async function seedPartialTimes(
  db: Database,
  pair: { messeId: number; customerId: number },
  people: readonly number[],
): Promise<void> {
  for (const [index, bewerberId] of people.entries()) {
    for (const offset of PARTIAL_TIMES.allDays) {
      await createTime(db, { ...pair, bewerberId, day: isoDay(offset) });
    }
    if (index < PARTIAL_TIMES.some) {
      await createTime(db, { ...pair, bewerberId, day: isoDay(PARTIAL_TIMES.someDay) });
    }
  }
}

/** A staff member with a login on a pair (the seeded staff have none, so the office's staff list does not hold them). */
async function seedLoginStaff(
  db: Database,
  pair: { messeId: number; customerId: number },
  who: { email: string; firstname: string; lastname: string },
): Promise<void> {
  const user = await createUser(db, { ...who, password: TIME_TRACKING_PASSWORD });
  const person = await createBewerber(db, { ...who, userId: user.id });
  await assignStaff(db, person.id, pair);
}

/** The pair's approving and copy contacts (the office would enter them on the customer's page). */
async function seedCustomerContacts(
  db: Database,
  pair: { messeId: number; customerId: number },
): Promise<void> {
  const [approver, copy] = await db
    .insert(customerContacts)
    .values([
      { customerId: pair.customerId, ...CUSTOMER_CONTACTS.approver, role: 'Standleitung' },
      { customerId: pair.customerId, ...CUSTOMER_CONTACTS.copy, role: 'Buchhaltung' },
    ])
    .returning({ id: customerContacts.id });
  await db
    .update(messeCustomers)
    .set({ approverContactId: approver?.id, copyContactId: copy?.id })
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
}
