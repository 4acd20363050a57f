import { eq } from 'drizzle-orm';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { signatureDays, signatures } from '@server/platform/db/schema/messen';
import type { Database } from '@server/platform/db/client';
import {
  assignStaff,
  createMesseCustomer,
  createStaffUser,
  createTime,
  createUser,
  SAMPLE_SIGNATURE_SVG,
  sessionCookieFor,
} from '@tests/support/factories';
import type { TestApp } from '@tests/support/test-app';
import { BUERO, createOfficeUser } from './buero-fixtures';

export const PAYROLL_EXPORT = `${BUERO}/abrechnung/export`;
export const PAYROLL_PREVIEW = `${BUERO}/abrechnung/vorschau`;
export const personnelNumberUrl = (id: number | string) =>
  `${BUERO}/personal/${String(id)}/personalnummer`;

/** LODAS settings as the operator would set them. */
export const LODAS_ENV = {
  DATEV_BERATER_NR: '1234567',
  DATEV_MANDANTEN_NR: '12345',
  DATEV_LOHNART_STUNDEN: '100',
  DATEV_LOHNART_SONNTAG: '200',
  DATEV_LOHNART_FEIERTAG: '300',
};

type Pair = { messeId: number; customerId: number };

async function sign(
  db: Database,
  pair: Pair,
  kind: 'staff' | 'customer',
  bewerberId: number | null,
  days: string[],
) {
  const [signature] = await db
    .insert(signatures)
    .values({
      kind,
      svg: SAMPLE_SIGNATURE_SVG,
      contentSha256: 'b'.repeat(64),
      signerName: 'Signer',
      ...pair,
      bewerberId,
    })
    .returning();
  if (!signature) throw new Error('signature not inserted');
  await db.insert(signatureDays).values(days.map((day) => ({ signatureId: signature.id, day })));
}

/**
 * Fair A in Bavaria (1–5 Nov 2026; 1 Nov is a Sunday and All Saints' Day there),
 * fair B in Berlin (28 Nov – 2 Dec, over the month end).
 * - Jörg (1001): A 1 Nov (his staff signature), 2 Nov (customer signature), 3 Nov
 *   unsigned; B 30 Nov and 1 Dec (his staff signature).
 * - Anna (no personnel number): A 2 Nov (the customer signature covers her too).
 * - Udo (1003): A 4 Nov, unsigned.
 */
export async function createPayrollScene(t: TestApp) {
  const { db } = t;
  const fairA = await createMesseCustomer(db, {
    name: 'Messe München',
    dateStart: '2026-11-01',
    dateEnd: '2026-11-05',
    federalState: 'BY',
  });
  const fairB = await createMesseCustomer(db, {
    name: 'IFA Berlin',
    dateStart: '2026-11-28',
    dateEnd: '2026-12-02',
    federalState: 'BE',
  });
  const joerg = await createStaffUser(db, { user: { firstname: 'Jörg', lastname: 'Müller' } });
  const anna = await createStaffUser(db, { user: { firstname: 'Anna', lastname: 'Ohnenummer' } });
  const udo = await createStaffUser(db, { user: { firstname: 'Udo', lastname: 'Unsigniert' } });
  await db
    .update(bewerber)
    .set({ personnelNumber: 1001 })
    .where(eq(bewerber.id, joerg.bewerber.id));
  await db.update(bewerber).set({ personnelNumber: 1003 }).where(eq(bewerber.id, udo.bewerber.id));
  for (const person of [joerg, anna, udo]) await assignStaff(db, person.bewerber.id, fairA);
  await assignStaff(db, joerg.bewerber.id, fairB);
  const time = (
    pair: Pair,
    bewerberId: number,
    day: string,
    start: number,
    end: number,
    pause: number,
  ) =>
    createTime(db, { ...pair, bewerberId, day, timeStart: start, timeEnd: end, timeBreak: pause });
  await time(fairA, joerg.bewerber.id, '2026-11-01', 8 * 60, 17 * 60, 60);
  await time(fairA, joerg.bewerber.id, '2026-11-02', 9 * 60, 17 * 60, 30);
  await time(fairA, joerg.bewerber.id, '2026-11-03', 9 * 60, 13 * 60, 0);
  await time(fairA, anna.bewerber.id, '2026-11-02', 10 * 60, 14 * 60, 0);
  await time(fairA, udo.bewerber.id, '2026-11-04', 10 * 60, 12 * 60, 0);
  await time(fairB, joerg.bewerber.id, '2026-11-30', 10 * 60, 18 * 60, 30);
  await time(fairB, joerg.bewerber.id, '2026-12-01', 10 * 60, 16 * 60, 0);
  await sign(db, fairA, 'staff', joerg.bewerber.id, ['2026-11-01']);
  await sign(db, fairA, 'customer', null, ['2026-11-02']);
  await sign(db, fairB, 'staff', joerg.bewerber.id, ['2026-11-30', '2026-12-01']);
  const office = await createOfficeUser(db);
  const supervisor = await createUser(db, { timetracking: true });
  return {
    fairA,
    fairB,
    joerg: joerg.bewerber.id,
    anna: anna.bewerber.id,
    udo: udo.bewerber.id,
    officeCookie: office.cookie,
    officeUserId: office.user.id,
    staffCookie: await sessionCookieFor(db, joerg.user.id),
    supervisorCookie: await sessionCookieFor(db, supervisor.id),
  };
}
