import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidLeitwegId } from '@domain/shared/validators/leitweg-id';
import { isValidVatId } from '@domain/shared/validators/vat-id';
import {
  customerBilling,
  invoiceDays,
  invoices,
  periodCloses,
} from '@server/platform/db/schema/billing';
import {
  assignStaff,
  assignSupervisor,
  createBewerber,
  createCustomer,
  createMesseCustomer,
  createStaffUser,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { customers } from '@server/platform/db/schema/messen';
import { CLOSES, expectPeriodClosed, STUNDEN } from './abschluss-fixtures';
import {
  addDays,
  addPair,
  createInvoiceScene,
  createPerson,
  RECHNUNGEN,
  signDays,
} from './rechnungen-fixtures';

/*
 * Issue 26's routes attacked as an attacker and a careless client would:
 * encoded paths and odd ids, wrong JSON types, control characters and huge
 * strings, pathological input for the validators' patterns, parallel writes,
 * others' ids, other roles. Every refusal is the spec's `{ message, errors }`
 * with a 4xx, never a 500 or a stack trace, and nothing saved is lost.
 */

const API = '/app/api';
const BILLING = (id: number) => `${API}/buero/kunden/${String(id)}/rechnungsdaten`;
const RATE = (messeId: number, customerId: number) =>
  `${API}/buero/messen/${String(messeId)}/kunden/${String(customerId)}/satz`;

let t: TestApp;
let s: Awaited<ReturnType<typeof createInvoiceScene>>;
let pair: { messeId: number; customerId: number };
let invoiceId: number;

type Answer = { statusCode: number; body: string };

/** A 4xx in the spec's shape, no stack trace. */
function expectRefusal(response: Answer, statuses: number[] = [400, 404, 409, 422]) {
  expect(statuses, `${String(response.statusCode)} ${response.body.slice(0, 300)}`).toContain(
    response.statusCode,
  );
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect(typeof body.errors).toBe('object');
  expect(response.body).not.toMatch(/ {4}at |node_modules|\.ts:\d+/);
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  cookie = s.office.cookie,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...XHR,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const validBilling = {
  legal_name: 'Muster GmbH',
  street: 'Hauptstraße 5',
  postcode: '30159',
  city: 'Hannover',
  invoice_email: 'rechnung@kunde.test',
};

beforeAll(async () => {
  t = await createTestApp();
  s = await createInvoiceScene(t);
  pair = await addPair(t.db, s.customer.id, { hourly: 3000 });
  const anna = await createPerson(t.db, 'Anna', 'Angriff');
  await addDays(t.db, pair, anna.id, ['2026-03-02']);
  await signDays(t.db, pair, ['2026-03-02']);
  const issued = await s.issue({
    scope: 'pair',
    messe_id: pair.messeId,
    customer_id: pair.customerId,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  invoiceId = (issued.json() as { id: number }).id;
});

afterAll(async () => {
  await t.close();
});

describe('paths and ids', () => {
  it('refuses encoded paths, odd ids and unknown formats with a 4xx', async () => {
    const id = String(invoiceId);
    const urls = [
      `${RECHNUNGEN}/%2e%2e/1`,
      `${RECHNUNGEN}/${id}%2Fdatei%2Fpdf`,
      `${RECHNUNGEN}/%2e%2e`,
      `${RECHNUNGEN}/%00`,
      `${RECHNUNGEN}/${id}/datei/exe`,
      `${RECHNUNGEN}/${id}/datei/PDF`,
      `${RECHNUNGEN}/${id}/datei/%2e%2e%2fpdf`,
      `${RECHNUNGEN}/${id}/datei/__proto__`,
      `${RECHNUNGEN}/${id}/datei/constructor`,
      ...['0', '-1', '1e3', '99999999999', '%201', '1.0', '0x1', 'NaN', '2147483648'].flatMap(
        (bad) => [
          `${RECHNUNGEN}/${bad}`,
          `${RECHNUNGEN}/${bad}/datei/pdf`,
          `${API}/buero/abschluesse/${bad}`,
          `${API}/buero/abschluesse/${bad}/lohndatei`,
          `${API}/buero/abschluesse/${bad}/aenderungen`,
          BILLING(0).replace('/0/', `/${bad}/`),
          RATE(pair.messeId, 1).replace('/1/satz', `/${bad}/satz`),
        ],
      ),
    ];
    for (const url of urls) expectRefusal(await call('GET', url), [400, 404, 422]);
    for (const bad of ['0', '-1', '1e3', '99999999999', '%201']) {
      expectRefusal(
        await call('POST', `${RECHNUNGEN}/${bad}/stornieren`, { reason: 'x' }),
        [400, 404, 422],
      );
      expectRefusal(await call('POST', `${RECHNUNGEN}/${bad}/versenden`, {}), [400, 404, 422]);
      expectRefusal(
        await call('POST', `${CLOSES}/${bad}/wiedereroeffnen`, { reason: 'x' }),
        [400, 404, 422],
      );
    }
  });

  it('refuses odd query values (year 0, huge customer ids, months of year 0)', async () => {
    for (const query of [
      'year=0000',
      'year=9999',
      'year=%00',
      'year=2026&year=2027',
      'customer_id=2147483648',
      'customer_id=0',
      'customer_id[]=1',
    ]) {
      for (const base of [RECHNUNGEN, `${RECHNUNGEN}/export`]) {
        const response = await call('GET', `${base}?${query}`);
        if (response.statusCode !== 200) expectRefusal(response, [400, 422]);
      }
    }
    for (const query of [
      'month=0000-01',
      'month=9999-12',
      'month=2026-13',
      'month=2026-01&messe_id=1',
      'messe_id=99999999999',
      'messe_id=2147483648',
      'messe_id=0',
      '',
    ]) {
      const response = await call('GET', `${CLOSES}/vorpruefung?${query}`);
      if (response.statusCode !== 200) expectRefusal(response, [400, 404, 422]);
    }
  });
});

describe('bodies', () => {
  const wrongTypes: unknown[] = [null, 0, -1, 1.5, true, [], {}, '', 'x', [1], { $gt: 0 }];

  it('refuses wrong JSON types in every field and non-objects as bodies', async () => {
    const targets: [string, string, Record<string, unknown>][] = [
      ['POST', `${RECHNUNGEN}/vorpruefung`, { scope: 'pair', messe_id: 1, customer_id: 1 }],
      ['POST', RECHNUNGEN, { scope: 'month', customer_id: 1, month: '2026-03' }],
      [
        'POST',
        `${RECHNUNGEN}/vorpruefung`,
        { scope: 'month', customer_id: s.customer.id, month: '0000-01' },
      ],
      ['POST', `${RECHNUNGEN}/${String(invoiceId)}/stornieren`, { reason: 'x' }],
      ['PUT', BILLING(s.customer.id), validBilling],
      ['PUT', RATE(pair.messeId, pair.customerId), { hourly_net_cents: 100, person_rates: [] }],
      ['POST', CLOSES, { kind: 'month', month: '2030-01' }],
      ['POST', `${CLOSES}/1/wiedereroeffnen`, { reason: 'x' }],
    ];
    const before = await t.db
      .select()
      .from(customerBilling)
      .where(eq(customerBilling.customerId, s.customer.id));
    for (const [method, url, body] of targets) {
      for (const whole of [null, [], 'x', 1]) {
        expectRefusal(await call(method as 'POST', url, whole), [400, 404, 415, 422]);
      }
      for (const field of Object.keys(body)) {
        for (const wrong of wrongTypes) {
          if (field === 'scope' || field === 'kind' || wrong === 'x') continue;
          if (field === 'person_rates' && Array.isArray(wrong) && wrong.length === 0) continue;
          const response = await call(method as 'POST', url, { ...body, [field]: wrong });
          expectRefusal(response, [400, 404, 409, 422]);
        }
      }
    }
    for (const wrong of [0, 1e3, -1, 1.5, 2 ** 31, '1', null]) {
      expectRefusal(
        await call('PUT', RATE(pair.messeId, pair.customerId), {
          hourly_net_cents: 100,
          person_rates: [{ staff_id: wrong, hourly_net_cents: 100 }],
        }),
        [404, 422],
      );
    }
    const after = await t.db
      .select()
      .from(customerBilling)
      .where(eq(customerBilling.customerId, s.customer.id));
    expect(after).toEqual(before);
  });

  it('refuses control characters and 100 kB strings in every text field', async () => {
    const huge = 'A'.repeat(100_000);
    const nasty = ['a\u0000b', 'a\u202Eb', 'a\u0007b', huge, `DE${'1'.repeat(100_000)}`];
    for (const field of [
      'legal_name',
      'street',
      'address_additional',
      'postcode',
      'city',
      'vat_id',
      'leitweg_id',
      'invoice_email',
      'country_code',
    ]) {
      for (const value of nasty) {
        expectRefusal(
          await call('PUT', BILLING(s.customer.id), { ...validBilling, [field]: value }),
          [413, 422],
        );
      }
    }
    for (const value of ['a\u0000b', huge]) {
      expectRefusal(
        await call('POST', `${RECHNUNGEN}/${String(invoiceId)}/stornieren`, { reason: value }),
        [413, 422],
      );
      expectRefusal(
        await call('POST', `${CLOSES}/1/wiedereroeffnen`, { reason: value }),
        [404, 413, 422],
      );
      expectRefusal(await call('POST', CLOSES, { kind: 'month', month: value }), [413, 422]);
    }
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.cancelsId).toBeNull();
  });

  it('refuses malformed, prototype-polluting, mistyped and oversized bodies', async () => {
    const raw = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'PUT',
        url: BILLING(s.customer.id),
        headers: { ...XHR, cookie: s.office.cookie, 'content-type': type },
        payload,
      });
    expectRefusal(await raw('{"legal_name":'), [400]);
    expectRefusal(await raw(JSON.stringify(validBilling), 'text/plain'), [400, 415]);
    expectRefusal(
      await raw(`{"__proto__":{"admin":true},${JSON.stringify(validBilling).slice(1)}`),
      [400, 422],
    );
    expectRefusal(
      await raw(JSON.stringify({ ...validBilling, city: 'x'.repeat(5_000_000) })),
      [413],
    );
    expectRefusal(await raw(`${'['.repeat(5000)}${']'.repeat(5000)}`), [400, 413, 422]);
  });

  it('checks pathological inputs of the validators fast', () => {
    const inputs = [
      `${'1'.repeat(50_000)}-`,
      `${'1'.repeat(12)}-${'A'.repeat(50_000)}`,
      `${'1-'.repeat(25_000)}`,
      `DE${'9'.repeat(50_000)}`,
      `FR${'A'.repeat(50_000)}!`,
      `${'0'.repeat(50_000)}-${'1'.repeat(50_000)}-99`,
    ];
    const start = performance.now();
    for (const input of inputs) {
      isValidLeitwegId(input);
      isValidVatId(input);
      /^\d{4}-(?:0[1-9]|1[0-2])$/.test(input);
    }
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe('roles', () => {
  it('answers 401 without a session and 403 to staff and supervisors on every office route', async () => {
    const staff = await createStaffUser(t.db);
    const supervisor = await createUser(t.db, { timetracking: true });
    const id = String(invoiceId);
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['POST', `${RECHNUNGEN}/vorpruefung`, { scope: 'pair', messe_id: 1, customer_id: 1 }],
      ['POST', RECHNUNGEN, { scope: 'pair', messe_id: 1, customer_id: 1 }],
      ['GET', RECHNUNGEN],
      ['GET', `${RECHNUNGEN}/export`],
      ['GET', `${RECHNUNGEN}/${id}`],
      ['GET', `${RECHNUNGEN}/${id}/datei/pdf`],
      ['POST', `${RECHNUNGEN}/${id}/versenden`, {}],
      ['POST', `${RECHNUNGEN}/${id}/stornieren`, { reason: 'x' }],
      ['GET', BILLING(s.customer.id)],
      ['PUT', BILLING(s.customer.id), validBilling],
      ['GET', RATE(pair.messeId, pair.customerId)],
      ['PUT', RATE(pair.messeId, pair.customerId), { hourly_net_cents: 1 }],
      ['GET', `${CLOSES}/vorpruefung?month=2026-03`],
      ['GET', CLOSES],
      ['POST', CLOSES, { kind: 'month', month: '2026-03' }],
      ['GET', `${CLOSES}/1`],
      ['GET', `${CLOSES}/1/aenderungen`],
      ['GET', `${CLOSES}/1/lohndatei`],
      ['POST', `${CLOSES}/1/wiedereroeffnen`, { reason: 'x' }],
    ];
    const cookies: [string, number][] = [
      ['', 401],
      ['mp_session=forged', 401],
      [await sessionCookieFor(t.db, staff.user.id), 403],
      [await sessionCookieFor(t.db, supervisor.id), 403],
    ];
    for (const [cookie, status] of cookies) {
      for (const [method, url, body] of routes) {
        expectRefusal(await call(method, url, body, cookie), [status]);
      }
    }
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.sentAt ?? null).toBeNull();
    expect(await t.db.select().from(periodCloses)).toEqual([]);
  });

  it('refuses ids beyond a serial column in bodies', async () => {
    const big = 2 ** 31;
    for (const body of [
      { scope: 'pair', messe_id: big, customer_id: pair.customerId },
      { scope: 'pair', messe_id: pair.messeId, customer_id: big },
      { scope: 'month', customer_id: big, month: '2026-03' },
    ]) {
      expectRefusal(await call('POST', `${RECHNUNGEN}/vorpruefung`, body), [404, 422]);
      expectRefusal(await call('POST', RECHNUNGEN, body), [404, 422]);
    }
  });

  it('refuses another customer’s id in a pair path', async () => {
    const other = await createCustomer(t.db);
    expectRefusal(await call('GET', RATE(pair.messeId, other.id)), [404]);
    expectRefusal(await call('PUT', RATE(pair.messeId, other.id), { hourly_net_cents: 1 }), [404]);
    expectRefusal(
      await call('POST', `${RECHNUNGEN}/vorpruefung`, {
        scope: 'pair',
        messe_id: pair.messeId,
        customer_id: other.id,
      }),
      [404],
    );
  });
});

describe('invoices under stress', () => {
  it('cancels once when cancelled twenty times at once; a cancellation is never cancelled, sent or downloaded as the invoice', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `${RECHNUNGEN}/${String(invoiceId)}/stornieren`, { reason: 'Doppelt' }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(
      created,
      answers.map((a) => `${String(a.statusCode)} ${a.body.slice(0, 120)}`).join('\n'),
    ).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectRefusal(a, [409]);
    const cancellations = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.cancelsId, invoiceId));
    expect(cancellations).toHaveLength(1);
    const cancellationId = (created[0]?.json() as { id: number }).id;

    expectRefusal(
      await call('POST', `${RECHNUNGEN}/${String(cancellationId)}/stornieren`, {
        reason: 'Storno vom Storno',
      }),
      [409],
    );
    const sent = await call('POST', `${RECHNUNGEN}/${String(cancellationId)}/versenden`, {});
    if (sent.statusCode !== 200) expectRefusal(sent, [409, 422]);
    const file = await call('GET', `${RECHNUNGEN}/${String(cancellationId)}/datei/pdf`);
    if (file.statusCode !== 200) expectRefusal(file, [404, 409, 422]);
  });

  it('issues from the billing data at the time, and refuses when it is gone', async () => {
    const scene = await createInvoiceScene(t);
    const p = await addPair(t.db, scene.customer.id, { hourly: 3000 });
    const bert = await createPerson(t.db, 'Bert', 'Angriff');
    await addDays(t.db, p, bert.id, ['2026-03-03']);
    await signDays(t.db, p, ['2026-03-03']);
    const target = { scope: 'pair', messe_id: p.messeId, customer_id: p.customerId };
    await t.db.delete(customerBilling).where(eq(customerBilling.customerId, scene.customer.id));
    const refused = await scene.issue(target);
    expectRefusal(refused, [422]);
    // Parallel issues of the same target: exactly one invoice.
    await call('PUT', BILLING(scene.customer.id), validBilling, scene.office.cookie);
    const answers = await Promise.all(Array.from({ length: 10 }, () => scene.issue(target)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectRefusal(a, [409, 422]);
  });
});

describe('an issued invoice without its customer’s billing data', () => {
  it('still sends and downloads from its own copy, or refuses in shape', async () => {
    const scene = await createInvoiceScene(t);
    const p = await addPair(t.db, scene.customer.id, { hourly: 3000 });
    const fritz = await createPerson(t.db, 'Fritz', 'Angriff');
    await addDays(t.db, p, fritz.id, ['2026-03-09']);
    await signDays(t.db, p, ['2026-03-09']);
    const issued = await scene.issue({
      scope: 'pair',
      messe_id: p.messeId,
      customer_id: p.customerId,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const id = String(issued.json<{ id: number }>().id);
    await t.db.delete(customerBilling).where(eq(customerBilling.customerId, scene.customer.id));
    for (const response of [
      await call('POST', `${RECHNUNGEN}/${id}/versenden`, {}),
      await call('GET', `${RECHNUNGEN}/${id}/datei/xrechnung`),
      await call('GET', `${RECHNUNGEN}/${id}`),
    ]) {
      if (response.statusCode !== 200) expectRefusal(response, [409, 422]);
    }
    const cancelled = await scene.cancel(Number(id), 'Kunde weg');
    if (cancelled.statusCode !== 201) expectRefusal(cancelled, [409, 422]);
  });
});

describe('closes under stress', () => {
  it('closes a month once when closed twenty times at once, and reopens once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', CLOSES, { kind: 'month', month: '2031-02' })),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(
      created,
      answers.map((a) => `${String(a.statusCode)} ${a.body.slice(0, 120)}`).join('\n'),
    ).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectRefusal(a, [409]);
    const closeId = (created[0]?.json() as { id: number }).id;
    const reopens = await Promise.all(
      [1, 2].map(() =>
        call('POST', `${CLOSES}/${String(closeId)}/wiedereroeffnen`, { reason: 'Fehler' }),
      ),
    );
    expect(reopens.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectRefusal(
      reopens.find((r) => r.statusCode === 409) ?? { statusCode: 0, body: '{}' },
      [409],
    );
  });

  it('refuses a month of year 0 and closes of unknown fairs', async () => {
    for (const month of ['0000-01', '0000-12', '9999-12']) {
      const response = await call('POST', CLOSES, { kind: 'month', month });
      if (response.statusCode !== 201) expectRefusal(response, [422]);
    }
    expectRefusal(await call('POST', CLOSES, { kind: 'messe', messe_id: 2 ** 31 }), [404, 422]);
    expectRefusal(await call('POST', CLOSES, { kind: 'messe', messe_id: 99_999_999 }), [404]);
  });
});

describe('a fair across two months, and night shifts', () => {
  it('locks the fair’s days in the other month; a night shift is checked, never a 500', async () => {
    const fair = await createMesseCustomer(t.db, {
      dateStart: '2032-01-30',
      dateEnd: '2032-02-02',
    });
    const supervisor = await createUser(t.db, { timetracking: true });
    await assignSupervisor(t.db, supervisor.id, fair);
    const person = await createBewerber(t.db);
    await assignStaff(t.db, person.id, fair);
    const cookie = await sessionCookieFor(t.db, supervisor.id);
    const save = (day: string, body: unknown) =>
      postJson(
        t.app,
        `${STUNDEN}/staff/${String(fair.messeId)}/${String(fair.customerId)}/${String(person.id)}/${day}`,
        body,
        { cookie },
      );
    // An end on the next day counts on past 24:00 (22:00–06:00 is 1320–1800).
    const night = { time_start: 1320, time_end: 1800, time_break: 30 };
    const closed = await call('POST', CLOSES, { kind: 'messe', messe_id: fair.messeId });
    expect(closed.statusCode, closed.body).toBe(201);
    const monthClosed = await call('POST', CLOSES, { kind: 'month', month: '2032-02' });
    expect(monthClosed.statusCode, monthClosed.body).toBe(201);
    expectPeriodClosed(await save('2032-02-01', night));
    expectPeriodClosed(await save('2032-01-31', night));
    const fairClose = (closed.json() as { id: number }).id;
    const reopened = await call('POST', `${CLOSES}/${String(fairClose)}/wiedereroeffnen`, {
      reason: 'Nachtrag',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // The month's close still holds February; January is open again.
    expectPeriodClosed(await save('2032-02-01', night));
    expect((await save('2032-01-31', night)).statusCode).toBe(200);
    for (const bad of [
      { time_start: -1, time_end: 360, time_break: 0 },
      { time_start: 1320, time_end: 360, time_break: 481 },
      { time_start: 1320, time_end: 360, time_break: -5 },
      { time_start: '1320', time_end: 360, time_break: 0 },
      { time_start: 1320.5, time_end: 360, time_break: 0 },
      { time_start: 1e9, time_end: 360, time_break: 0 },
      { time_start: 1320, time_end: 360, time_break: 0 },
      { time_start: 1320, time_end: 1320 + 16 * 60 + 15, time_break: 0 },
      { time_start: 1425, time_end: 2880 + 15, time_break: 0 },
      { time_start: 1320, time_end: 1e9, time_break: 0 },
    ]) {
      expectRefusal(await save('2032-01-30', bad), [422]);
    }
  });
});

describe('parallel first writes and careless keys', () => {
  it('stores billing data and a rate once when twenty first PUTs race', async () => {
    const customer = await createCustomer(t.db);
    const fresh = await addPair(t.db, customer.id, { hourly: null });
    const billing = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', BILLING(customer.id), { ...validBilling, city: `Stadt ${String(i)}` }),
      ),
    );
    expect(
      billing.map((a) => a.statusCode).filter((c) => c !== 200),
      billing.find((a) => a.statusCode !== 200)?.body,
    ).toEqual([]);
    const rates = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', RATE(fresh.messeId, fresh.customerId), { hourly_net_cents: 1000 + i }),
      ),
    );
    expect(
      rates.map((a) => a.statusCode).filter((c) => c !== 200),
      rates.find((a) => a.statusCode !== 200)?.body,
    ).toEqual([]);
    const rows = await t.db
      .select()
      .from(customerBilling)
      .where(eq(customerBilling.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps an issued invoice’s copy when the billing data changes; odd idempotency keys are no 500', async () => {
    const before = (await call('GET', `${RECHNUNGEN}/${String(invoiceId)}`)).json() as Record<
      string,
      unknown
    >;
    const changed = await call('PUT', BILLING(s.customer.id), {
      ...validBilling,
      legal_name: 'Neu GmbH',
      invoice_email: 'neu@kunde.test',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await call('GET', `${RECHNUNGEN}/${String(invoiceId)}`)).json() as Record<
      string,
      unknown
    >;
    expect(after.invoice_email).toBe(before.invoice_email);
    const target = { scope: 'pair', messe_id: pair.messeId, customer_id: pair.customerId };
    for (const key of ['', ' ', 'k'.repeat(10_000), 'ä', '\u0007']) {
      const response = await t.app.inject({
        method: 'POST',
        url: RECHNUNGEN,
        headers: {
          ...XHR,
          cookie: s.office.cookie,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        payload: JSON.stringify(target),
      });
      if (response.statusCode !== 201) expectRefusal(response, [400, 409, 422]);
    }
  });

  it('answers twenty parallel sends without a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `${RECHNUNGEN}/${String(invoiceId)}/versenden`, {}),
      ),
    );
    for (const a of answers) if (a.statusCode !== 200) expectRefusal(a, [409, 422]);
  });

  it('closes a fair and its month at once without a 500', async () => {
    const fair = await createMesseCustomer(t.db, {
      dateStart: '2033-03-01',
      dateEnd: '2033-03-02',
    });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call('POST', CLOSES, { kind: 'messe', messe_id: fair.messeId }),
      ),
      ...Array.from({ length: 5 }, () => call('POST', CLOSES, { kind: 'month', month: '2033-03' })),
    ]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectRefusal(a, [409]);
  });
});

describe('overlapping targets and replayed keys', () => {
  it('bills a day once when its pair and its month are issued at once', async () => {
    const scene = await createInvoiceScene(t);
    const p = await addPair(t.db, scene.customer.id, { hourly: 3000 });
    const cora = await createPerson(t.db, 'Cora', 'Angriff');
    await addDays(t.db, p, cora.id, ['2026-03-04']);
    await signDays(t.db, p, ['2026-03-04']);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        scene.issue({ scope: 'pair', messe_id: p.messeId, customer_id: p.customerId }),
      ),
      ...Array.from({ length: 5 }, () =>
        scene.issue({ scope: 'month', customer_id: p.customerId, month: '2026-03' }),
      ),
    ]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectRefusal(a, [409, 422]);
    const billed = await t.db.select().from(invoiceDays).where(eq(invoiceDays.bewerberId, cora.id));
    expect(billed).toHaveLength(1);
  });

  it('replays one cancellation for one key sent twenty times, and refuses the key with another body', async () => {
    const scene = await createInvoiceScene(t);
    const p = await addPair(t.db, scene.customer.id, { hourly: 3000 });
    const dora = await createPerson(t.db, 'Dora', 'Angriff');
    await addDays(t.db, p, dora.id, ['2026-03-05']);
    await signDays(t.db, p, ['2026-03-05']);
    const issued = await scene.issue({
      scope: 'pair',
      messe_id: p.messeId,
      customer_id: p.customerId,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const id = (issued.json() as { id: number }).id;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => scene.cancel(id, 'Doppelt', key)),
    );
    const ids = new Set(
      answers.filter((a) => a.statusCode === 201).map((a) => (a.json() as { id: number }).id),
    );
    expect(
      ids.size,
      answers.map((a) => `${String(a.statusCode)} ${a.body.slice(0, 200)}`).join('\n'),
    ).toBe(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectRefusal(a, [409, 422]);
    const other = await scene.cancel(id, 'Ein anderer Grund', key);
    if (other.statusCode !== 201) expectRefusal(other, [409, 422]);
    else expect((other.json() as { id: number }).id).toBe([...ids][0]);
    expect(await t.db.select().from(invoices).where(eq(invoices.cancelsId, id))).toHaveLength(1);
  });
});

describe('the accountant’s file', () => {
  it('guards a customer name a spreadsheet would run as a formula', async () => {
    const scene = await createInvoiceScene(t);
    await t.db
      .update(customers)
      .set({ name: '=HYPERLINK("http://x.test")' })
      .where(eq(customers.id, scene.customer.id));
    await t.db
      .update(customerBilling)
      .set({ legalName: '@SUM(1+1)' })
      .where(eq(customerBilling.customerId, scene.customer.id));
    const p = await addPair(t.db, scene.customer.id, { hourly: 3000 });
    const emil = await createPerson(t.db, '=Emil', '+Angriff');
    await addDays(t.db, p, emil.id, ['2026-03-06']);
    await signDays(t.db, p, ['2026-03-06']);
    const issued = await scene.issue({
      scope: 'pair',
      messe_id: p.messeId,
      customer_id: p.customerId,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const csv = await call(
      'GET',
      `${RECHNUNGEN}/export?year=${issued.json<{ number: string }>().number.slice(0, 4)}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/HYPERLINK|SUM/);
    for (const cell of csv.body.split(/[;\n]/)) {
      expect(cell.replace(/^"/, '')).not.toMatch(/^[=@+]/);
    }
  });

  it('guards a person’s name in the payroll file of a close (last: it closes March)', async () => {
    const closed = await call('POST', CLOSES, { kind: 'month', month: '2026-03' });
    expect(closed.statusCode, closed.body).toBe(201);
    const id = closed.json<{ id: number }>().id;
    const file = await call('GET', `${CLOSES}/${String(id)}/lohndatei`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Emil');
    for (const cell of file.body.split(/[;\n]/)) {
      expect(cell.replace(/^"/, '')).not.toMatch(/^[=@+]/);
    }
  });
});
