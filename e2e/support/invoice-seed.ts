import { agencyToday } from '@domain/bewerbung/bewerbung';
import type { Database } from '@server/platform/db/client';
import { customerBilling } from '@server/platform/db/schema/billing';
import { messeCustomers, signatureDays, signatures } from '@server/platform/db/schema/messen';
import {
  assignStaff,
  createCustomer,
  createMesse,
  createStaffUser,
  createTime,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';

/*
 * Data of the invoice spec (issue 26, e2e/invoices.spec.ts): a pair four
 * months back, where no other spec has times (payroll uses two months back),
 * with two signed days and one unsigned. The customer has billing data; the
 * pair has no rate yet, the spec's clerk sets it.
 */

export function invoiceMonth(): string {
  return agencyToday().subtract({ months: 4 }).toString().slice(0, 7);
}

export const INVOICE_E2E = {
  fair: 'Rechnungsmesse Prüfstand',
  customer: 'Rechnungsempfang GmbH',
  invoiceEmail: 'buchhaltung@rechnungsempfang.e2e.test',
  rita: { firstname: 'Rita', lastname: 'Rechnung', email: 'rita.rechnung@e2e.test' },
  bernd: { firstname: 'Bernd', lastname: 'Beleg', email: 'bernd.beleg@e2e.test' },
} as const;

export async function seedInvoices(db: Database): Promise<void> {
  const month = invoiceMonth();
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  const messe = await createMesse(db, {
    name: INVOICE_E2E.fair,
    city: 'Hannover',
    dateStart: day(10),
    dateEnd: day(14),
  });
  const customer = await createCustomer(db, INVOICE_E2E.customer);
  const pair = { messeId: messe.id, customerId: customer.id };
  await db.insert(messeCustomers).values(pair);
  await db.insert(customerBilling).values({
    customerId: customer.id,
    legalName: INVOICE_E2E.customer,
    street: 'Messeallee 1',
    postcode: '30521',
    city: 'Hannover',
    vatId: 'DE123456789',
    invoiceEmail: INVOICE_E2E.invoiceEmail,
  });
  const rita = (await createStaffUser(db, { user: { ...INVOICE_E2E.rita } })).bewerber.id;
  const bernd = (await createStaffUser(db, { user: { ...INVOICE_E2E.bernd } })).bewerber.id;
  for (const id of [rita, bernd]) await assignStaff(db, id, pair);
  const time = (bewerberId: number, n: number, start: number, end: number, pause: number) =>
    createTime(db, {
      ...pair,
      bewerberId,
      day: day(n),
      timeStart: start * 60,
      timeEnd: end * 60,
      timeBreak: pause,
    });
  await time(rita, 10, 9, 17, 30);
  await time(rita, 11, 9, 18, 45);
  await time(bernd, 10, 10, 16, 30);
  // Not signed: on the preflight's "not billed" list.
  await time(bernd, 12, 10, 14, 0);
  const [signature] = await db
    .insert(signatures)
    .values({
      kind: 'customer',
      svg: SAMPLE_SIGNATURE_SVG,
      contentSha256: 'd'.repeat(64),
      signerName: 'Kundin Rechnungsempfang',
      ...pair,
    })
    .returning({ id: signatures.id });
  if (!signature) throw new Error('invoice signature not inserted');
  await db.insert(signatureDays).values([
    { signatureId: signature.id, day: day(10) },
    { signatureId: signature.id, day: day(11) },
  ]);
}
