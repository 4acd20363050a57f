import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@domain/rechnungen/invoice';
import { invoiceToCii } from '@server/areas/rechnungen/formats/cii-invoice';
import { customerBilling, invoices, pairRates } from '@server/platform/db/schema/billing';
import { schemaErrors } from '@tests/support/cii-schema';
import {
  blocking,
  checkFolder,
  describeFindings,
  type Report,
  type RuleSet,
} from '@tests/support/schematron';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  addDays,
  addPair,
  createInvoiceScene,
  createPerson,
  signDays,
} from './rechnungen-fixtures';

/*
 * The XML of invoices as the server stores them (issue 26), not only the unit
 * corpus: issued through the office's calls (per person with Sunday and night
 * surcharges for a public-sector customer with a Leitweg-ID, per day over a
 * month of two fairs, and a cancellation), each stored model rendered and
 * checked against the CII schema and both Schematron sets.
 */

const RULE_SETS: RuleSet[] = ['en16931', 'xrechnung'];
let t: TestApp;
let dir: string;
const files = new Map<string, string>();
const results = new Map<RuleSet, Map<string, Report>>();
const schemaResults = new Map<string, string[]>();

async function modelOf(id: number): Promise<Invoice> {
  const [row] = await t.db
    .select({ model: invoices.model })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw new Error(`no invoice ${String(id)}`);
  return row.model as Invoice;
}

beforeAll(async () => {
  t = await createTestApp();
  // Per person, a public-sector customer, Sunday (2026-03-01) and night hours.
  const s = await createInvoiceScene(t);
  await t.db
    .update(customerBilling)
    .set({ leitwegId: '04011000-12345-67', language: 'en' })
    .where(eq(customerBilling.customerId, s.customer.id));
  const pair = await addPair(t.db, s.customer.id, { hourly: 3275 });
  await t.db
    .update(pairRates)
    .set({ sundayPercent: 50, nightPercent: 25 })
    .where(and(eq(pairRates.messeId, pair.messeId), eq(pairRates.customerId, pair.customerId)));
  const anna = await createPerson(t.db, 'Anna', 'Schmidt');
  const ben = await createPerson(t.db, 'Ben', 'Weber');
  await addDays(t.db, pair, anna.id, ['2026-03-01', '2026-03-02']);
  await addDays(t.db, pair, ben.id, ['2026-03-02']);
  await t.db.execute(
    sql`update times set time_start = 1080, time_end = 1425, time_break = 30 where bewerber_id = ${ben.id}`,
  );
  await signDays(t.db, pair, ['2026-03-01', '2026-03-02']);
  const perPerson = await s.issue({
    scope: 'pair',
    messe_id: pair.messeId,
    customer_id: s.customer.id,
  });
  if (perPerson.statusCode !== 201) throw new Error(perPerson.body);
  const cancelled = await s.cancel(perPerson.json<{ id: number }>().id);
  if (cancelled.statusCode !== 201) throw new Error(cancelled.body);

  // Per day, a month over two fairs.
  const m = await createInvoiceScene(t);
  await t.db
    .update(customerBilling)
    .set({ lineArrangement: 'day' })
    .where(eq(customerBilling.customerId, m.customer.id));
  for (const hourly of [3000, 2800]) {
    const monthPair = await addPair(t.db, m.customer.id, { hourly });
    const person = await createPerson(t.db, 'Carla', `Tag${String(hourly)}`);
    await addDays(t.db, monthPair, person.id, ['2026-03-10', '2026-03-11']);
    await signDays(t.db, monthPair, ['2026-03-10', '2026-03-11']);
  }
  const perDay = await m.issue({ scope: 'month', month: '2026-03', customer_id: m.customer.id });
  if (perDay.statusCode !== 201) throw new Error(perDay.body);

  const issued = {
    'issued-per-person-leitweg.xml': perPerson.json<{ id: number }>().id,
    'issued-cancellation.xml': cancelled.json<{ id: number }>().id,
    'issued-per-day-month.xml': perDay.json<{ id: number }>().id,
  };
  dir = await mkdtemp(join(tmpdir(), 'mp-issued-xml-'));
  const input = join(dir, 'in');
  await mkdir(input);
  for (const [name, id] of Object.entries(issued)) {
    const xml = invoiceToCii(await modelOf(id), 'xrechnung');
    files.set(name, xml);
    await writeFile(join(input, name), xml);
  }
  const inputs = [...files].map(([fileName, contents]) => ({ fileName, contents }));
  await Promise.all([
    ...RULE_SETS.map(async (ruleSet) => {
      results.set(ruleSet, await checkFolder(input, join(dir, ruleSet), ruleSet));
    }),
    schemaErrors(inputs).then((errors) =>
      errors.forEach((found, index) =>
        schemaResults.set(
          inputs[index]?.fileName ?? '',
          found.map((error) => error.message),
        ),
      ),
    ),
  ]);
}, 240_000);

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const NAMES = [
  'issued-per-person-leitweg.xml',
  'issued-cancellation.xml',
  'issued-per-day-month.xml',
];

describe('the XML of issued invoices', () => {
  it('carries what was issued: the Leitweg-ID, the surcharges, the credit note', () => {
    const person = files.get('issued-per-person-leitweg.xml') ?? '';
    expect(person).toContain('<ram:BuyerReference>04011000-12345-67</ram:BuyerReference>');
    expect(person).toMatch(/Sunday|Sonntag/);
    expect(files.get('issued-cancellation.xml')).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it.each(NAMES)('%s is valid against the CII schema', (name) => {
    expect(schemaResults.get(name)).toEqual([]);
  });

  it.each(NAMES.flatMap((name) => RULE_SETS.map((ruleSet) => [name, ruleSet] as const)))(
    '%s passes the %s rules',
    (name, ruleSet) => {
      const report = results.get(ruleSet)?.get(name);
      if (!report) throw new Error(`no report for ${name}`);
      expect(report.firedRules).toBeGreaterThan(10);
      const fatal = blocking(report.findings);
      expect(fatal, describeFindings(fatal)).toEqual([]);
    },
  );
});
