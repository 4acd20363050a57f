import { randomUUID } from 'node:crypto';
import { customerBilling, pairPersonRates, pairRates } from '@server/platform/db/schema/billing';
import { approvalDisputes, approvalRequests } from '@server/platform/db/schema/customer-side';
import {
  customerContacts,
  messeCustomers,
  signatureDays,
  signatures,
  staffAssignments,
} from '@server/platform/db/schema/messen';
import type { Database } from '@server/platform/db/client';
import {
  createBewerber,
  createCustomer,
  createMesse,
  createTime,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import type { TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';

/*
 * Invoices (issue 26): a customer with billing data, fairs in March 2026 with
 * a rate each, people with 8-hour days (09:00–17:00, no break), customer
 * signatures in force or reopened and open disputes written straight into the
 * tables, and the office's calls.
 */

export const RECHNUNGEN = '/app/api/buero/rechnungen';
type Pair = { messeId: number; customerId: number };

export async function addBilling(
  db: Database,
  customerId: number,
  overrides: Partial<typeof customerBilling.$inferInsert> = {},
) {
  await db.insert(customerBilling).values({
    customerId,
    legalName: 'Muster Messebau GmbH',
    street: 'Hauptstraße 5',
    postcode: '30159',
    city: 'Hannover',
    vatId: 'DE987654321',
    invoiceEmail: `rechnung-${String(customerId)}@kunde.test`,
    ...overrides,
  });
}

/** A fair of the customer with a rate (cents per hour; null: no rate). */
export async function addPair(
  db: Database,
  customerId: number,
  options: { hourly?: number | null; name?: string; from?: string; to?: string } = {},
): Promise<Pair> {
  const fair = await createMesse(db, {
    name: options.name ?? `Messe ${randomUUID().slice(0, 6)}`,
    dateStart: options.from ?? '2026-03-01',
    dateEnd: options.to ?? '2026-03-31',
    federalState: 'NI',
  });
  const pair = { messeId: fair.id, customerId };
  await db.insert(messeCustomers).values(pair);
  if (options.hourly !== null) {
    await db.insert(pairRates).values({ ...pair, hourlyNetCents: options.hourly ?? 3000 });
  }
  return pair;
}

export async function addPersonRate(db: Database, pair: Pair, bewerberId: number, cents: number) {
  await db.insert(pairPersonRates).values({ ...pair, bewerberId, hourlyNetCents: cents });
}

/** 8 hours (09:00–17:00) on each day. */
export async function addDays(db: Database, pair: Pair, bewerberId: number, days: string[]) {
  await db
    .insert(staffAssignments)
    .values({ ...pair, bewerberId })
    .onConflictDoNothing();
  for (const day of days) {
    await createTime(db, { ...pair, bewerberId, day, timeStart: 540, timeEnd: 1020, timeBreak: 0 });
  }
}

/** A customer signature of the days; `reopened`: superseded by the office. */
export async function signDays(
  db: Database,
  pair: Pair,
  days: string[],
  options: { reopened?: boolean; staffId?: number } = {},
) {
  const [signature] = await db
    .insert(signatures)
    .values({
      kind: options.staffId === undefined ? 'customer' : 'staff',
      bewerberId: options.staffId ?? null,
      svg: SAMPLE_SIGNATURE_SVG,
      contentSha256: 'x'.repeat(64),
      signerName: 'Herr Kunde',
      ...pair,
      ...(options.reopened ? { supersededAt: new Date(), supersededReason: 'Fehler' } : {}),
    })
    .returning();
  if (!signature) throw new Error('signature not inserted');
  await db.insert(signatureDays).values(days.map((day) => ({ signatureId: signature.id, day })));
}

/** An open dispute of a person's day. */
export async function disputeDay(db: Database, pair: Pair, bewerberId: number, day: string) {
  const [contact] = await db
    .insert(customerContacts)
    .values({ customerId: pair.customerId, name: 'Frau K', email: `${randomUUID()}@kunde.test` })
    .returning();
  if (!contact) throw new Error('contact not inserted');
  const [request] = await db
    .insert(approvalRequests)
    .values({
      ...pair,
      contactId: contact.id,
      tokenHash: randomUUID(),
      days: [day],
      contentSha256: 'y'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!request) throw new Error('request not inserted');
  await db
    .insert(approvalDisputes)
    .values({ requestId: request.id, ...pair, bewerberId, day, comment: 'zu lang' });
}

export async function createPerson(db: Database, firstname: string, lastname: string) {
  return createBewerber(db, { firstname, lastname });
}

/** A customer with billing data, its office and the office's calls. */
export async function createInvoiceScene(t: TestApp) {
  const office = await createOfficeUser(t.db);
  const customer = await createCustomer(t.db, `Kunde ${randomUUID().slice(0, 6)}`);
  await addBilling(t.db, customer.id);
  const get = (url: string, cookie = office.cookie) =>
    t.app.inject({ url, headers: { ...XHR, cookie } });
  const post = (url: string, body: unknown, options: { cookie?: string; key?: string } = {}) =>
    postJson(t.app, url, body, {
      cookie: options.cookie ?? office.cookie,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    });
  return {
    office,
    customer,
    get,
    post,
    preflight: (body: unknown, cookie?: string) =>
      post(`${RECHNUNGEN}/vorpruefung`, body, { cookie }),
    issue: (body: unknown, options: { cookie?: string; key?: string } = {}) =>
      post(RECHNUNGEN, body, options),
    cancel: (id: number, reason = 'Falscher Satz', key?: string) =>
      post(`${RECHNUNGEN}/${String(id)}/stornieren`, { reason }, { key }),
  };
}
