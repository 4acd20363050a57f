import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import { auditLog } from '@server/platform/db/schema/system';
import { customerBilling, invoiceDays } from '@server/platform/db/schema/billing';
import { customers } from '@server/platform/db/schema/messen';
import {
  createCustomer,
  createStaffUser,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  addBilling,
  addDays,
  addPair,
  addPersonRate,
  createInvoiceScene,
  createPerson,
  disputeDay,
  RECHNUNGEN,
  signDays,
} from './rechnungen-fixtures';

/*
 * Issuing invoices (issue 26): the preflight's lines, totals and the days left
 * off with their reasons; issuing with the year's numbers; cancelling frees
 * the days for a new invoice; the list, detail and CSV; refusals.
 */

let t: TestApp;
const YEAR = agencyToday().year;
const number = (sequence: number) => `${String(YEAR)}-${String(sequence).padStart(5, '0')}`;
const D = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'] as const;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** One pair, two people: A's days signed, reopened, disputed and only self-signed; B's D1 signed. */
async function reasonsScene() {
  const s = await createInvoiceScene(t);
  const pair = await addPair(t.db, s.customer.id, { hourly: 3000, name: 'Hannover Messe' });
  const anna = await createPerson(t.db, 'Anna', 'Schmidt');
  const ben = await createPerson(t.db, 'Ben', 'Weber');
  await addDays(t.db, pair, anna.id, [...D]);
  await addDays(t.db, pair, ben.id, [D[0]]);
  await signDays(t.db, pair, [D[0], D[2]]);
  await signDays(t.db, pair, [D[1]], { reopened: true });
  await signDays(t.db, pair, [D[3]], { staffId: anna.id });
  await disputeDay(t.db, pair, anna.id, D[2]);
  const target = { scope: 'pair', messe_id: pair.messeId, customer_id: s.customer.id };
  return { ...s, pair, anna, ben, target };
}

describe('issuing, cancelling and issuing again', () => {
  it('bills the signed days with the year’s first number, then frees them by a cancellation', async () => {
    const s = await reasonsScene();
    const preflight = await s.preflight(s.target);
    expect(preflight.statusCode).toBe(200);
    const before = preflight.json();
    expect(before.problems).toEqual([]);
    expect(before.line_arrangement).toBe('person');
    expect(
      before.lines.map((l: { person_name: string; minutes: number }) => [l.person_name, l.minutes]),
    ).toEqual([
      ['Anna Schmidt', 480],
      ['Ben Weber', 480],
    ]);
    // 16 h × 30 € = 480 €, 19 % VAT.
    expect(before.totals).toEqual({ net_cents: 48_000, vat_cents: 9120, gross_cents: 57_120 });
    expect(before.service_period).toEqual({ from: D[0], to: D[0] });
    const reasons = Object.fromEntries(
      before.not_billed.map((n: { reason: string; days: string[]; staff_id: number }) => [
        n.reason,
        [n.staff_id, n.days],
      ]),
    );
    expect(reasons).toEqual({
      reopened: [s.anna.id, [D[1]]],
      disputed: [s.anna.id, [D[2]]],
      unsigned: [s.anna.id, [D[3]]],
    });

    const issued = await s.issue(s.target);
    expect(issued.statusCode).toBe(201);
    const invoice = issued.json();
    expect(invoice).toMatchObject({
      number: number(1),
      state: 'issued',
      scope: 'pair',
      messe: { id: s.pair.messeId, name: 'Hannover Messe' },
      net_cents: 48_000,
      gross_cents: 57_120,
      service_from: D[0],
      issue_date: agencyToday().toString(),
      invoice_email: `rechnung-${String(s.customer.id)}@kunde.test`,
    });
    expect(invoice.lines).toHaveLength(2);
    const days = await t.db.select().from(invoiceDays).where(eq(invoiceDays.invoiceId, invoice.id));
    expect(days).toHaveLength(2);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'invoice_issued'),
          eq(auditLog.subject, `invoice:${String(invoice.id)}`),
        ),
      );
    expect(audit?.details).toMatchObject({ number: number(1), grossCents: 57_120 });

    // Billed once: the days now say which invoice has them, nothing is left.
    const after = (await s.preflight(s.target)).json();
    expect(after.problems).toEqual(['nothing_to_bill']);
    expect(after.not_billed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'billed',
          staff_id: s.ben.id,
          days: [D[0]],
          invoice_number: number(1),
        }),
      ]),
    );
    const again = await s.issue(s.target);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.target).toEqual(['nothing_to_bill']);

    const cancelled = await s.cancel(invoice.id, 'Falscher Stundensatz');
    expect(cancelled.statusCode).toBe(201);
    const cancellation = cancelled.json();
    expect(cancellation).toMatchObject({
      number: number(2),
      state: 'cancellation',
      net_cents: -48_000,
      vat_cents: -9120,
      gross_cents: -57_120,
      cancels: { id: invoice.id, number: number(1) },
    });
    expect(cancellation.lines.every((l: { net_cents: number }) => l.net_cents < 0)).toBe(true);
    const original = (await s.get(`${RECHNUNGEN}/${String(invoice.id)}`)).json();
    expect(original).toMatchObject({ state: 'cancelled', cancelled_by: { number: number(2) } });
    const [cancelAudit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoice_cancelled'));
    expect(cancelAudit?.details).toMatchObject({
      reason: 'Falscher Stundensatz',
      number: number(1),
    });

    // Billable again, and billed by the next number.
    expect((await s.preflight(s.target)).json().problems).toEqual([]);
    const reissued = await s.issue(s.target);
    expect(reissued.json()).toMatchObject({
      number: number(3),
      state: 'issued',
      gross_cents: 57_120,
    });

    expect((await s.cancel(invoice.id)).statusCode).toBe(409);
    expect((await s.cancel(cancellation.id)).statusCode).toBe(409);

    const list = (await s.get(`${RECHNUNGEN}?customer_id=${String(s.customer.id)}`)).json();
    expect(list.year).toBe(YEAR);
    expect(
      list.invoices.map((i: { number: string; state: string }) => [i.number, i.state]),
    ).toEqual([
      [number(3), 'issued'],
      [number(2), 'cancellation'],
      [number(1), 'cancelled'],
    ]);
    const cancellations = (await s.get(`${RECHNUNGEN}?state=cancellation`)).json();
    expect(cancellations.invoices.map((i: { number: string }) => i.number)).toEqual([number(2)]);

    const csv = await s.get(`${RECHNUNGEN}/export?customer_id=${String(s.customer.id)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.body;
    expect(text.startsWith('\uFEFFRechnungsnummer;Datum;Kunde;Netto;USt;Brutto;Status')).toBe(true);
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows[0]).toContain(`${number(1)};`);
    expect(rows[0]).toContain(';480,00;91,20;571,20;storniert;');
    expect(rows[1]).toContain(';-480,00;-91,20;-571,20;Stornorechnung;');
    const exported = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoices_exported'));
    expect(exported).toHaveLength(1);
  });

  it('issues one invoice for a repeated Idempotency-Key', async () => {
    const s = await reasonsScene();
    const key = crypto.randomUUID();
    const first = await s.issue(s.target, { key });
    const second = await s.issue(s.target, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(second.json().number).toBe(first.json().number);
  });
});

describe('the CSV', () => {
  it('keeps a customer name a spreadsheet would run as a formula text', async () => {
    const s = await reasonsScene();
    await t.db
      .update(customers)
      .set({ name: '=HYPERLINK("http://evil.test";"x")' })
      .where(eq(customers.id, s.customer.id));
    expect((await s.issue(s.target)).statusCode).toBe(201);
    const csv = await s.get(
      `${RECHNUNGEN}/export?year=${String(YEAR)}&customer_id=${String(s.customer.id)}`,
    );
    expect(csv.headers['content-disposition']).toContain(`rechnungen-${String(YEAR)}`);
    const [, row] = csv.body.trim().split('\r\n');
    expect(row?.split(';')[2]).toBe(`"'=HYPERLINK(""http://evil.test""`);
    expect(row).toContain(
      `"'=HYPERLINK(""http://evil.test"";""x"")";480,00;91,20;571,20;ausgestellt;;`,
    );
  });
});

describe('lines', () => {
  it('per day: one line per day and rate, a person with their own rate apart', async () => {
    const s = await createInvoiceScene(t);
    await t.db
      .update(customerBilling)
      .set({ lineArrangement: 'day' })
      .where(eq(customerBilling.customerId, s.customer.id));
    const pair = await addPair(t.db, s.customer.id, { hourly: 3000 });
    const people = [
      await createPerson(t.db, 'A', 'Eins'),
      await createPerson(t.db, 'B', 'Zwei'),
      await createPerson(t.db, 'C', 'Drei'),
    ];
    for (const person of people) await addDays(t.db, pair, person.id, [D[0], D[1]]);
    await addPersonRate(t.db, pair, people[2]?.id ?? 0, 4000);
    await signDays(t.db, pair, [D[0], D[1]]);
    const preflight = (
      await s.preflight({ scope: 'pair', messe_id: pair.messeId, customer_id: s.customer.id })
    ).json();
    expect(preflight.line_arrangement).toBe('day');
    expect(
      preflight.lines.map(
        (l: { day: string; people: number; unit_price: number; minutes: number }) => [
          l.day,
          l.people,
          l.unit_price,
          l.minutes,
        ],
      ),
    ).toEqual([
      [D[0], 2, 300_000, 960],
      [D[0], 1, 400_000, 480],
      [D[1], 2, 300_000, 960],
      [D[1], 1, 400_000, 480],
    ]);
    // 4 × 16 h × 30 € + 2 × 8 h × 40 € = 960 + 640 = 1,600 €.
    expect(preflight.totals.net_cents).toBe(160_000);
  });

  it('a month bills the days of that month of every pair of the customer', async () => {
    const s = await createInvoiceScene(t);
    const first = await addPair(t.db, s.customer.id, { hourly: 3000, name: 'Erste Messe' });
    const second = await addPair(t.db, s.customer.id, {
      hourly: 2500,
      name: 'Zweite Messe',
      to: '2026-04-30',
    });
    const anna = await createPerson(t.db, 'Anna', 'Monat');
    await addDays(t.db, first, anna.id, [D[0]]);
    await addDays(t.db, second, anna.id, [D[1], '2026-04-01']);
    await signDays(t.db, first, [D[0]]);
    await signDays(t.db, second, [D[1], '2026-04-01']);
    const target = { scope: 'month', month: '2026-03', customer_id: s.customer.id };
    const preflight = (await s.preflight(target)).json();
    expect(
      preflight.lines.map((l: { messe_name: string; minutes: number }) => [
        l.messe_name,
        l.minutes,
      ]),
    ).toEqual([
      ['Erste Messe', 480],
      ['Zweite Messe', 480],
    ]);
    expect(preflight.totals.net_cents).toBe(24_000 + 20_000);
    const issued = await s.issue(target);
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ scope: 'month', month: '2026-03', messe: null });
    // April stays billable for an April invoice or the pair's own.
    const april = (await s.preflight({ ...target, month: '2026-04' })).json();
    expect(april.totals.net_cents).toBe(20_000);
    const pairLeft = (
      await s.preflight({ scope: 'pair', messe_id: second.messeId, customer_id: s.customer.id })
    ).json();
    expect(pairLeft.lines.map((l: { from: string }) => l.from)).toEqual(['2026-04-01']);
  });
});

describe('refusals', () => {
  it('names the problems in the preflight and refuses to issue with them (422)', async () => {
    const s = await createInvoiceScene(t);
    const bare = await createCustomer(t.db);
    const pair = await addPair(t.db, bare.id, { hourly: null });
    const anna = await createPerson(t.db, 'Anna', 'Ohne');
    await addDays(t.db, pair, anna.id, [D[0]]);
    await signDays(t.db, pair, [D[0]]);
    const target = { scope: 'pair', messe_id: pair.messeId, customer_id: bare.id };
    const preflight = (await s.preflight(target)).json();
    expect(preflight.problems).toEqual(['billing_data_missing', 'rate_missing']);
    expect(preflight.pairs_without_rate).toEqual([
      { messe_id: pair.messeId, messe_name: expect.any(String) },
    ]);
    const refused = await s.issue(target);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: expect.any(String),
      errors: { target: ['billing_data_missing', 'rate_missing'] },
    });
    await addBilling(t.db, bare.id);
    expect((await s.issue(target)).json().errors.target).toEqual(['rate_missing']);
  });

  it('answers 422 with field errors for a bad target, 404 for unknown or foreign ids', async () => {
    const s = await createInvoiceScene(t);
    const bad = await s.preflight({ scope: 'pair', customer_id: s.customer.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: expect.any(String),
      errors: { messe_id: expect.any(Array) },
    });
    const badMonth = await s.issue({
      scope: 'month',
      customer_id: s.customer.id,
      month: '2026-13',
    });
    expect(badMonth.statusCode).toBe(422);
    expect(badMonth.json().errors.month).toBeDefined();
    expect((await s.cancel(1, '')).statusCode).toBe(422);
    expect(
      (await s.preflight({ scope: 'month', customer_id: 999_999, month: '2026-03' })).statusCode,
    ).toBe(404);
    // Another customer's fair is no pair of this customer.
    const other = await createCustomer(t.db);
    const foreign = await addPair(t.db, other.id);
    const target = { scope: 'pair', messe_id: foreign.messeId, customer_id: s.customer.id };
    expect((await s.preflight(target)).statusCode).toBe(404);
    expect((await s.issue(target)).statusCode).toBe(404);
    expect((await s.get(`${RECHNUNGEN}/999999`)).statusCode).toBe(404);
    expect((await s.cancel(999_999)).statusCode).toBe(404);
    expect((await s.get(`${RECHNUNGEN}?year=26`)).statusCode).toBe(422);
    expect((await s.get(`${RECHNUNGEN}?state=paid`)).statusCode).toBe(422);
  });

  it('is the office’s alone: 403 for staff and supervisors, 401 without a session', async () => {
    const s = await reasonsScene();
    const staff = await createStaffUser(t.db);
    const supervisor = await createUser(t.db, { timetracking: true });
    for (const user of [staff.user, supervisor]) {
      const cookie = await sessionCookieFor(t.db, user.id);
      expect((await s.preflight(s.target, cookie)).statusCode).toBe(403);
      expect((await s.issue(s.target, { cookie })).statusCode).toBe(403);
      expect((await s.get(RECHNUNGEN, cookie)).statusCode).toBe(403);
      expect((await s.get(`${RECHNUNGEN}/export`, cookie)).statusCode).toBe(403);
    }
    expect((await s.get(RECHNUNGEN, '')).statusCode).toBe(401);
  });
});
