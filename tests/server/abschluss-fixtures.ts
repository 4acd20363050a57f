import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '@server/platform/db/client';
import { invoiceDays, invoices } from '@server/platform/db/schema/billing';
import {
  assignStaff,
  assignSupervisor,
  createBewerber,
  createMesseCustomer,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import type { FastifyInstance } from 'fastify';

/*
 * The month close's tests (issue 26): a pair of another month (December)
 * that a November close must leave writable, and invoices written straight
 * into the tables (the invoices helper issues them through its own code).
 */

export const CLOSES = '/app/api/buero/abschluesse';
export const STUNDEN = '/app/api/stundenerfassung';

/** A pair in December 2026 with a supervisor (and `alsoSupervisedBy`) and one person. */
export async function createDecemberPair(
  app: FastifyInstance,
  db: Database,
  alsoSupervisedBy: number,
) {
  const pair = await createMesseCustomer(db, { dateStart: '2026-12-01', dateEnd: '2026-12-04' });
  const supervisor = await createUser(db, { timetracking: true });
  await assignSupervisor(db, supervisor.id, pair);
  await assignSupervisor(db, alsoSupervisedBy, pair);
  const person = await createBewerber(db);
  await assignStaff(db, person.id, pair);
  const cookie = await sessionCookieFor(db, supervisor.id);
  const ids = `${String(pair.messeId)}/${String(pair.customerId)}`;
  const saveTime = (day: string, body: unknown) =>
    postJson(app, `${STUNDEN}/staff/${ids}/${String(person.id)}/${day}`, body, { cookie });
  return { pair, person, cookie, ids, saveTime };
}

let sequence = 0;

/** An invoice (or its cancellation) billing one person-day of the pair. */
export async function insertInvoice(
  db: Database,
  values: {
    pair: { messeId: number; customerId: number };
    staffId: number;
    day: string;
    cancels?: number;
  },
) {
  sequence += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      number: `2026-${String(90_000 + sequence)}`,
      year: 2026,
      sequence: 90_000 + sequence,
      kind: values.cancels === undefined ? 'invoice' : 'cancellation',
      cancelsId: values.cancels ?? null,
      customerId: values.pair.customerId,
      scope: 'pair',
      messeId: values.pair.messeId,
      issueDate: '2026-11-26',
      dueDate: '2026-12-10',
      serviceFrom: values.day,
      serviceTo: values.day,
      netCents: 1000,
      vatCents: 190,
      grossCents: 1190,
      model: {},
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!row) throw new Error('invoice not inserted');
  if (values.cancels === undefined) {
    await db.insert(invoiceDays).values({
      invoiceId: row.id,
      messeId: values.pair.messeId,
      customerId: values.pair.customerId,
      bewerberId: values.staffId,
      day: values.day,
      minutes: 510,
    });
  }
  return row;
}

/** The invoice's number, for the close's answer. */
export async function invoiceNumber(db: Database, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row?.number;
}

/** Expects the refusal of a closed period: 409 `{ message, errors: {}, code: 'period_closed' }`. */
export function expectPeriodClosed(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(409);
  expect(JSON.parse(response.body)).toEqual({
    message: expect.stringMatching(/abgeschlossen|closed/),
    errors: {},
    code: 'period_closed',
  });
}

export type Answer = LightMyRequestResponse;
