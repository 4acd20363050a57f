import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInvoiceNumber } from '@domain/rechnungen/invoice-number';
import { invoiceDays, invoices } from '@server/platform/db/schema/billing';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  addDays,
  addPair,
  createInvoiceScene,
  createPerson,
  signDays,
} from './rechnungen-fixtures';

/*
 * Issuing at once on PostgreSQL (issue 26): the year's numbers are taken in
 * the issuing transaction, so twenty issues of twenty pairs at once give
 * twenty consecutive numbers, and twenty issues of one target give one
 * invoice (the pair's lock), the others finding nothing left to bill.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const DAY = '2026-03-02';

async function billablePair(s: Awaited<ReturnType<typeof createInvoiceScene>>) {
  const pair = await addPair(t.db, s.customer.id, { hourly: 3000 });
  const person = await createPerson(t.db, 'Anna', 'Gleichzeitig');
  await addDays(t.db, pair, person.id, [DAY]);
  await signDays(t.db, pair, [DAY]);
  return { scope: 'pair', messe_id: pair.messeId, customer_id: s.customer.id };
}

describe('issuing at once', () => {
  it('gives twenty issues of twenty pairs twenty consecutive numbers', async () => {
    const s = await createInvoiceScene(t);
    const targets = [];
    for (let i = 0; i < 20; i++) targets.push(await billablePair(s));
    const answers = await Promise.all(targets.map((target) => s.issue(target)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const sequences = answers
      .map((answer) => parseInvoiceNumber(answer.json<{ number: string }>().number)?.sequence ?? 0)
      .sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(sequences.map((_, index) => first + index));
    const stored = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.customerId, s.customer.id));
    expect(new Set(stored.map((row) => row.number)).size).toBe(20);
  });

  it('gives twenty issues of one target one invoice', async () => {
    const s = await createInvoiceScene(t);
    const target = await billablePair(s);
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.issue(target)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(answer.json<{ errors: { target: string[] } }>().errors.target).toEqual([
        'nothing_to_bill',
      ]);
    }
    const stored = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.customerId, s.customer.id));
    expect(stored).toHaveLength(1);
    const days = await t.db
      .select()
      .from(invoiceDays)
      .where(eq(invoiceDays.customerId, s.customer.id));
    expect(days).toHaveLength(1);
  });

  it('leaves no gap after a refused issue', async () => {
    const s = await createInvoiceScene(t);
    const target = await billablePair(s);
    const first = await s.issue(target);
    expect((await s.issue(target)).statusCode).toBe(422);
    const next = await s.issue(await billablePair(s));
    const sequenceOf = (answer: typeof first) =>
      parseInvoiceNumber(answer.json<{ number: string }>().number)?.sequence ?? 0;
    expect(sequenceOf(next)).toBe(sequenceOf(first) + 1);
  });
});
