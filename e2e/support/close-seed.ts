import { agencyToday } from '@domain/bewerbung/bewerbung';
import type { Database } from '@server/platform/db/client';
import { messeCustomers } from '@server/platform/db/schema/messen';
import {
  assignStaff,
  assignSupervisor,
  createBewerber,
  createCustomer,
  createMesse,
  createTime,
  createUser,
} from '@tests/support/factories';
import { TIME_TRACKING_PASSWORD } from './stundenerfassung-seed';

/*
 * Data of the month-close spec (issue 26, e2e/month-close.spec.ts): a fair on
 * days 10–12 of the month five months back, where no other spec works (the
 * payroll spec uses two and three months back, the demo data eight), so
 * closing that month refuses nobody else's writes.
 */

/** The closed month (yyyy-MM) and its fair's days. */
export function closeMonth(): { month: string; days: [string, string, string] } {
  const month = agencyToday().subtract({ months: 5 }).toString().slice(0, 7);
  return { month, days: [`${month}-10`, `${month}-11`, `${month}-12`] };
}

export const CLOSE_E2E = {
  fair: 'Abschluss Prüfmesse',
  customer: 'Monatsende GmbH',
  supervisor: { email: 'tt-close@e2e.test', password: TIME_TRACKING_PASSWORD },
  /** A time on day 1, unsigned: the preflight lists it. */
  anna: { firstname: 'Amelie', lastname: 'Abschluss' },
  /** No time yet: the tablet enters one on day 2 while the month is closed. */
  ben: { firstname: 'Bruno', lastname: 'Bisher' },
} as const;

export async function seedClose(db: Database): Promise<void> {
  const { days } = closeMonth();
  const messe = await createMesse(db, {
    name: CLOSE_E2E.fair,
    city: 'Leipzig',
    dateStart: days[0],
    dateEnd: days[2],
  });
  const customer = await createCustomer(db, CLOSE_E2E.customer);
  await db.insert(messeCustomers).values({ messeId: messe.id, customerId: customer.id });
  const pair = { messeId: messe.id, customerId: customer.id };
  const supervisor = await createUser(db, {
    ...CLOSE_E2E.supervisor,
    firstname: 'Mona',
    lastname: 'Monatsende',
    timetracking: true,
  });
  await assignSupervisor(db, supervisor.id, pair);
  const anna = await createBewerber(db, CLOSE_E2E.anna);
  const ben = await createBewerber(db, CLOSE_E2E.ben);
  for (const person of [anna, ben]) await assignStaff(db, person.id, pair);
  await createTime(db, { ...pair, bewerberId: anna.id, day: days[0] });
}
