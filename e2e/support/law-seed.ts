import { agencyToday } from '@domain/bewerbung/bewerbung';
import type { Database } from '@server/platform/db/client';
import { declaredShortTermJobs } from '@server/platform/db/schema/employment';
import { messeCustomers } from '@server/platform/db/schema/messen';
import { createBewerber, createCustomer, createMesse, createUser } from '@tests/support/factories';

/*
 * The office's employment-law path (e2e/employment-law.spec.ts, issue 27): a
 * staff member with a login and no status or wage yet, who declared 58
 * working days of earlier short-term jobs this year (in periods of fewer than
 * five days a week, so 70 working days decide, not 90 calendar days), and a
 * fair of 13 days in June of this year with a customer: adding her makes 71
 * planned days, past the 70 of § 8 Abs. 1 Nr. 2 SGB IV. Before it she is not
 * near a limit (near from 60). No other spec books her or the fair.
 */

export const LAW_E2E = {
  person: { firstname: 'Kira', lastname: 'Kurzfrist', email: 'kira.kurzfrist@e2e.test' },
  fair: 'Grenzmesse E2E',
  customer: 'Grenzfall GmbH',
  declaredDays: 58,
  /** Declares her earlier jobs herself (e2e/stammdaten-declarations.spec.ts); nobody else uses her. */
  declarant: {
    firstname: 'Dora',
    lastname: 'Deklaration',
    email: 'dora.deklaration@e2e.test',
    password: 'Erklaerung-E2E-2026!',
  },
} as const;

/** The fair's days: 8–20 June of this year (13 days in a row). */
export function lawFairDays(year = agencyToday().year): { from: string; to: string } {
  return { from: `${String(year)}-06-08`, to: `${String(year)}-06-20` };
}

export async function seedLaw(db: Database): Promise<void> {
  const year = agencyToday().year;
  const user = await createUser(db, { ...LAW_E2E.person, password: 'Grenze-E2E-2026!' });
  const person = await createBewerber(db, { ...LAW_E2E.person, userId: user.id });
  await db.insert(declaredShortTermJobs).values([
    // 34 days in 8 weeks and 24 days in 4 weeks: fewer than five days a week in the first.
    {
      bewerberId: person.id,
      employer: 'Eventservice Elbe GmbH',
      dateFrom: `${String(year)}-02-02`,
      dateTo: `${String(year)}-03-27`,
      workingDays: 34,
      updatedBy: user.id,
    },
    {
      bewerberId: person.id,
      employer: 'Catering Nord KG',
      dateFrom: `${String(year)}-04-13`,
      dateTo: `${String(year)}-05-08`,
      workingDays: 24,
      updatedBy: user.id,
    },
  ]);
  const days = lawFairDays(year);
  const fair = await createMesse(db, {
    name: LAW_E2E.fair,
    city: 'Hamburg',
    federalState: 'HH',
    dateStart: days.from,
    dateEnd: days.to,
  });
  const customer = await createCustomer(db, LAW_E2E.customer);
  await db.insert(messeCustomers).values({ messeId: fair.id, customerId: customer.id });
  const { password: _password, ...declarant } = LAW_E2E.declarant;
  const declarantUser = await createUser(db, LAW_E2E.declarant);
  await createBewerber(db, { ...declarant, userId: declarantUser.id });
}
