import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBillingAnswer, PairRateAnswer } from '@domain/rechnungen/billing-contract';
import { customerNumber } from '@domain/rechnungen/customer-number';
import { isApiErrorBody } from '@domain/shared/api-error';
import { pairPersonRates } from '@server/platform/db/schema/billing';
import { auditLog } from '@server/platform/db/schema/system';
import {
  assignStaff,
  createCustomer,
  createMesseCustomer,
  createStaffUser,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { embedded, SERVER_SAMPLES } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { BUERO, send } from './buero-messen-fixtures';

/*
 * What is billed (issue 26), on PGlite and PostgreSQL: a customer's billing
 * data and a pair's rate (saving, reading, the refusals in the error shape,
 * person rates only for the pair's people, office only, audit entries).
 */

let t: TestApp;
let office: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

const billingUrl = (customerId: number) => `kunden/${String(customerId)}/rechnungsdaten`;
const rateUrl = (pair: { messeId: number; customerId: number }) =>
  `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}/satz`;

const billing = {
  legal_name: 'Muster Messebau GmbH',
  street: 'Messeallee 1',
  postcode: '80331',
  city: 'München',
  invoice_email: 'Rechnung@Muster.example',
};

function errorsOf(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(422);
  const body = response.json();
  expect(isApiErrorBody(body)).toBe(true);
  return (body as { errors: Record<string, string[]> }).errors;
}

async function auditActions(subject: string) {
  const rows = await t.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subject, subject));
  return rows;
}

describe('billing data of a customer', () => {
  it('answers null before, saves with defaults, replaces, and audits', async () => {
    const customer = await createCustomer(t.db);
    const empty = await send(t.app, 'GET', billingUrl(customer.id), office);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<CustomerBillingAnswer>()).toEqual({
      customer: { id: customer.id, name: customer.name },
      customer_number: customerNumber(customer.id),
      billing: null,
    });

    const saved = await send(t.app, 'PUT', billingUrl(customer.id), office, billing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerBillingAnswer>().billing).toMatchObject({
      ...billing,
      invoice_email: 'rechnung@muster.example',
      address_additional: null,
      country_code: 'DE',
      vat_id: null,
      payment_terms_days: 14,
      leitweg_id: null,
      line_arrangement: 'person',
      send_xrechnung: false,
      language: 'de',
    });

    const full = {
      ...billing,
      address_additional: 'Halle B4',
      country_code: 'at',
      vat_id: 'de 123 456 789',
      payment_terms_days: 0,
      leitweg_id: '991-33333test-33',
      line_arrangement: 'day',
      send_xrechnung: true,
      language: 'en',
    };
    const replaced = await send(t.app, 'PUT', billingUrl(customer.id), office, full);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const read = await send(t.app, 'GET', billingUrl(customer.id), office);
    expect(read.json<CustomerBillingAnswer>().billing).toMatchObject({
      address_additional: 'Halle B4',
      country_code: 'AT',
      vat_id: 'DE123456789',
      payment_terms_days: 0,
      leitweg_id: '991-33333TEST-33',
      line_arrangement: 'day',
      send_xrechnung: true,
      language: 'en',
    });

    const entries = await auditActions(`customer:${String(customer.id)}`);
    expect(entries.map((e) => e.action)).toEqual([
      'customer_billing_changed',
      'customer_billing_changed',
    ]);
    expect(entries[1]?.details).toMatchObject({
      changes: { vat_id: { before: null, after: 'DE123456789' } },
    });
  });

  it('refuses every bad field at once with field errors', async () => {
    const customer = await createCustomer(t.db);
    const errors = errorsOf(
      await send(t.app, 'PUT', billingUrl(customer.id), office, {
        legal_name: 'x'.repeat(201),
        street: 42,
        postcode: '',
        city: '   ',
        country_code: 'XX',
        vat_id: 'DE12345678',
        invoice_email: 'no mail',
        payment_terms_days: 366,
        leitweg_id: '991-33333TEST-34',
        line_arrangement: 'week',
        send_xrechnung: 'yes',
        language: 'fr',
        address_additional: ['a'],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'address_additional',
        'city',
        'country_code',
        'invoice_email',
        'language',
        'legal_name',
        'leitweg_id',
        'line_arrangement',
        'payment_terms_days',
        'postcode',
        'send_xrechnung',
        'street',
        'vat_id',
      ].sort(),
    );
    const read = await send(t.app, 'GET', billingUrl(customer.id), office);
    expect(read.json<CustomerBillingAnswer>().billing).toBeNull();
  });

  it.each(SERVER_SAMPLES)('refuses a control character %j in the text fields', async (char) => {
    const customer = await createCustomer(t.db);
    for (const field of ['legal_name', 'street', 'address_additional', 'city', 'leitweg_id']) {
      const response = await send(t.app, 'PUT', billingUrl(customer.id), office, {
        ...billing,
        [field]: embedded(char),
      });
      expect(Object.keys(errorsOf(response)), field).toEqual([field]);
    }
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await send(t.app, 'GET', billingUrl(999_999), office)).statusCode).toBe(404);
    expect((await send(t.app, 'PUT', billingUrl(999_999), office, billing)).statusCode).toBe(404);
  });
});

describe('rate of a pair', () => {
  it('answers null before, saves with person rates, replaces them, and audits', async () => {
    const pair = await createMesseCustomer(t.db);
    const anna = await createStaffUser(t.db, { user: { firstname: 'Anna', lastname: 'Adam' } });
    const bert = await createStaffUser(t.db, { user: { firstname: 'Bert', lastname: 'Bach' } });
    await assignStaff(t.db, anna.bewerber.id, pair);
    await assignStaff(t.db, bert.bewerber.id, pair);

    const empty = await send(t.app, 'GET', rateUrl(pair), office);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<PairRateAnswer>()).toEqual({
      messe_id: pair.messeId,
      customer_id: pair.customerId,
      rate: null,
      people: [
        { staff_id: anna.bewerber.id, name: 'Anna Adam' },
        { staff_id: bert.bewerber.id, name: 'Bert Bach' },
      ],
    });

    const saved = await send(t.app, 'PUT', rateUrl(pair), office, {
      hourly_net_cents: 3275,
      sunday_percent: 50,
      holiday_percent: 100,
      night_percent: 25,
      night_from: 22 * 60,
      night_to: 6 * 60,
      person_rates: [{ staff_id: bert.bewerber.id, hourly_net_cents: 4000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PairRateAnswer>().rate).toMatchObject({
      hourly_net_cents: 3275,
      sunday_percent: 50,
      holiday_percent: 100,
      night_percent: 25,
      night_from: 1320,
      night_to: 360,
      person_rates: [{ staff_id: bert.bewerber.id, name: 'Bert Bach', hourly_net_cents: 4000 }],
    });

    const replaced = await send(t.app, 'PUT', rateUrl(pair), office, { hourly_net_cents: 3000 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<PairRateAnswer>().rate).toMatchObject({
      hourly_net_cents: 3000,
      sunday_percent: 0,
      night_from: null,
      night_to: null,
      person_rates: [],
    });
    const left = await t.db
      .select()
      .from(pairPersonRates)
      .where(
        and(
          eq(pairPersonRates.messeId, pair.messeId),
          eq(pairPersonRates.customerId, pair.customerId),
        ),
      );
    expect(left).toEqual([]);

    const entries = await auditActions(`pair:${String(pair.messeId)}-${String(pair.customerId)}`);
    expect(entries.map((e) => e.action)).toEqual(['pair_rate_changed', 'pair_rate_changed']);
    expect(entries[1]?.details).toMatchObject({
      changes: { hourly_net_cents: { before: 3275, after: 3000 } },
    });
  });

  it('refuses a person rate for someone not assigned to the pair (422, nothing saved)', async () => {
    const pair = await createMesseCustomer(t.db);
    const assigned = await createStaffUser(t.db);
    const stranger = await createStaffUser(t.db);
    await assignStaff(t.db, assigned.bewerber.id, pair);
    const response = await send(t.app, 'PUT', rateUrl(pair), office, {
      hourly_net_cents: 3000,
      person_rates: [
        { staff_id: assigned.bewerber.id, hourly_net_cents: 3500 },
        { staff_id: stranger.bewerber.id, hourly_net_cents: 3500 },
      ],
    });
    expect(Object.keys(errorsOf(response))).toEqual(['person_rates.1.staff_id']);
    const read = await send(t.app, 'GET', rateUrl(pair), office);
    expect(read.json<PairRateAnswer>().rate).toBeNull();
  });

  it('refuses bad fields with field errors', async () => {
    const pair = await createMesseCustomer(t.db);
    const errors = errorsOf(
      await send(t.app, 'PUT', rateUrl(pair), office, {
        hourly_net_cents: 0,
        sunday_percent: 1001,
        holiday_percent: -1,
        night_percent: 2.5,
        night_from: 1320,
        person_rates: [{ staff_id: 'x', hourly_net_cents: 12.5 }],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'holiday_percent',
        'hourly_net_cents',
        'night_percent',
        'night_to',
        'person_rates.0.hourly_net_cents',
        'person_rates.0.staff_id',
        'sunday_percent',
      ].sort(),
    );
    const window = errorsOf(
      await send(t.app, 'PUT', rateUrl(pair), office, { hourly_net_cents: 100, night_from: 60 }),
    );
    expect(Object.keys(window)).toEqual(['night_to']);
    const twice = errorsOf(
      await send(t.app, 'PUT', rateUrl(pair), office, {
        hourly_net_cents: 100,
        person_rates: [
          { staff_id: 1, hourly_net_cents: 100 },
          { staff_id: 1, hourly_net_cents: 200 },
        ],
      }),
    );
    expect(Object.keys(twice)).toEqual(['person_rates']);
    const huge = errorsOf(
      await send(t.app, 'PUT', rateUrl(pair), office, { hourly_net_cents: 2 ** 40 }),
    );
    expect(Object.keys(huge)).toEqual(['hourly_net_cents']);
  });

  it('answers 404 for an unknown pair', async () => {
    const pair = await createMesseCustomer(t.db);
    const other = await createCustomer(t.db);
    const foreign = { messeId: pair.messeId, customerId: other.id };
    expect((await send(t.app, 'GET', rateUrl(foreign), office)).statusCode).toBe(404);
    const put = await send(t.app, 'PUT', rateUrl(foreign), office, { hourly_net_cents: 100 });
    expect(put.statusCode).toBe(404);
  });
});

describe('office only', () => {
  it('answers 401 without a session and 403 to staff and supervisors', async () => {
    const pair = await createMesseCustomer(t.db);
    const routes = [
      { method: 'GET', url: billingUrl(pair.customerId) },
      { method: 'PUT', url: billingUrl(pair.customerId), body: billing },
      { method: 'GET', url: rateUrl(pair) },
      { method: 'PUT', url: rateUrl(pair), body: { hourly_net_cents: 100 } },
    ] as const;
    const staff = await createStaffUser(t.db);
    const supervisor = await createUser(t.db, { timetracking: true });
    const others = {
      anonymous: ['', 401],
      staff: [await sessionCookieFor(t.db, staff.user.id), 403],
      supervisor: [await sessionCookieFor(t.db, supervisor.id), 403],
    } as const;
    for (const [who, [cookie, status]] of Object.entries(others)) {
      for (const route of routes) {
        const body = 'body' in route ? route.body : undefined;
        const response = await send(t.app, route.method, `${BUERO}/${route.url}`, cookie, body);
        expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(status);
        expect(isApiErrorBody(response.json())).toBe(true);
      }
    }
    const read = await send(t.app, 'GET', rateUrl(pair), office);
    expect(read.json<PairRateAnswer>().rate).toBeNull();
  });
});
