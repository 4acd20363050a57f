import { agencyToday } from '@domain/bewerbung/bewerbung';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { messeCustomers, signatureDays, signatures } from '@server/platform/db/schema/messen';
import {
  assignStaff,
  assignSupervisor,
  createCustomer,
  createMesse,
  createStaffUser,
  createTime,
  createUser,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { isoDay, TIME_TRACKING_PASSWORD } from './stundenerfassung-seed';

/*
 * Data of the payroll and audit specs (docs/product/payroll-export.md): a fair
 * over the whole month two months back, where nothing else of the e2e run has
 * times, and a pair around today whose supervisor changes a time for the audit.
 */

/** The payroll month: two months before today (yyyy-MM), and one month before it, empty. */
export function payrollMonths(): { month: string; empty: string } {
  const now = agencyToday();
  const iso = (months: number) => now.subtract({ months }).toString().slice(0, 7);
  return { month: iso(2), empty: iso(3) };
}

export const PAYROLL_E2E = {
  fair: 'Abrechnung Prüfmesse',
  customer: 'Lohnlauf GmbH',
  /** 4711; three days, the third unsigned; a day of 10 h 45 (§ 3 ArbZG). */
  paula: { firstname: 'Paula', lastname: 'Lohnliste', email: 'paula.lohnliste@e2e.test' },
  /** No personnel number; one signed day. */
  otto: { firstname: 'Otto', lastname: 'Ohnenummer', email: 'otto.ohnenummer@e2e.test' },
  /** 4712; one unsigned day only. */
  ulla: { firstname: 'Ulla', lastname: 'Unterschrift', email: 'ulla.unterschrift@e2e.test' },
  auditFair: 'Protokoll Prüfmesse',
  auditCustomer: 'Protokoll Lesbar GmbH',
  supervisor: { email: 'tt-protokoll@e2e.test', password: TIME_TRACKING_PASSWORD },
} as const;

/** A fair with one customer, both named. */
async function namedPair(db: Database, fair: string, customer: string, from: string, to: string) {
  const messe = await createMesse(db, {
    name: fair,
    city: 'Leipzig',
    dateStart: from,
    dateEnd: to,
  });
  const row = await createCustomer(db, customer);
  await db.insert(messeCustomers).values({ messeId: messe.id, customerId: row.id });
  return { messeId: messe.id, customerId: row.id };
}

export async function seedPayroll(db: Database): Promise<void> {
  const { month } = payrollMonths();
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 2026, monthNumber ?? 1, 0)).getUTCDate();
  const pair = await namedPair(
    db,
    PAYROLL_E2E.fair,
    PAYROLL_E2E.customer,
    `${month}-01`,
    `${month}-${String(last).padStart(2, '0')}`,
  );
  const person = async (who: { firstname: string; lastname: string; email: string }) =>
    (await createStaffUser(db, { user: { ...who } })).bewerber.id;
  const paula = await person(PAYROLL_E2E.paula);
  const otto = await person(PAYROLL_E2E.otto);
  const ulla = await person(PAYROLL_E2E.ulla);
  await db.update(bewerber).set({ personnelNumber: 4711 }).where(eq(bewerber.id, paula));
  await db.update(bewerber).set({ personnelNumber: 4712 }).where(eq(bewerber.id, ulla));
  const time = (bewerberId: number, day: string, start: number, end: number, pause: number) =>
    createTime(db, {
      ...pair,
      bewerberId,
      day: `${month}-${day}`,
      timeStart: start * 60,
      timeEnd: end * 60,
      timeBreak: pause,
    });
  for (const id of [paula, otto, ulla]) await assignStaff(db, id, pair);
  await time(paula, '03', 9, 17, 30);
  await time(paula, '04', 8, 19.5, 45);
  await time(paula, '05', 9, 13, 0);
  await time(otto, '03', 10, 14, 0);
  await time(ulla, '05', 10, 12, 0);
  const [signature] = await db
    .insert(signatures)
    .values({
      kind: 'customer',
      svg: SAMPLE_SIGNATURE_SVG,
      contentSha256: 'c'.repeat(64),
      signerName: 'Kundin Lohnlauf',
      messeId: pair.messeId,
      customerId: pair.customerId,
    })
    .returning({ id: signatures.id });
  if (!signature) throw new Error('payroll signature not inserted');
  await db.insert(signatureDays).values([
    { signatureId: signature.id, day: `${month}-03` },
    { signatureId: signature.id, day: `${month}-04` },
  ]);

  const auditPair = await namedPair(
    db,
    PAYROLL_E2E.auditFair,
    PAYROLL_E2E.auditCustomer,
    isoDay(-1),
    isoDay(2),
  );
  const supervisor = await createUser(db, {
    email: PAYROLL_E2E.supervisor.email,
    password: PAYROLL_E2E.supervisor.password,
    firstname: 'Petra',
    lastname: 'Protokoll',
    timetracking: true,
  });
  await assignSupervisor(db, supervisor.id, auditPair);
  await assignStaff(db, paula, auditPair);
}
