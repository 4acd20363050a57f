import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, CustomerContacts } from '@domain/buero/contacts-contract';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { isApiErrorBody } from '@domain/shared/api-error';
import type { TimeTrackingCustomerSheet } from '@domain/stundenerfassung/stundenerfassung';
import { customerContacts, customers, messeCustomers } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import {
  assignSupervisor,
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
 * Who the customer is (issue 25), on PGlite and PostgreSQL: a customer's
 * contacts and switches, the pair's approving and copy contact, the refusals
 * (422 in the error shape, foreign and archived contacts, office only), the
 * audit entries, and the approver's name on the tablet's customer sheet.
 */

let t: TestApp;
let office: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

const contactsUrl = (customerId: number) => `kunden/${String(customerId)}/kontakte`;
const pairUrl = (pair: { messeId: number; customerId: number }) =>
  `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;

const anna = { name: 'Anna Stand', email: 'Anna@Example.com', role: 'Standleitung' };

async function addContact(customerId: number, body: Record<string, unknown> = anna) {
  const response = await send(t.app, 'POST', contactsUrl(customerId), office, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
}

function expect422(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json();
  expect(isApiErrorBody(body)).toBe(true);
  expect(Object.keys((body as { errors: Record<string, string[]> }).errors)).toContain(field);
}

describe('contacts of a customer', () => {
  it('creates, lists, edits and archives contacts, each audited', async () => {
    const customer = await createCustomer(t.db);
    const created = await addContact(customer.id, { ...anna, phone: ' +49 30 1 ', locale: 'en' });
    expect(created).toMatchObject({
      customer_id: customer.id,
      name: 'Anna Stand',
      email: 'anna@example.com',
      phone: '+49 30 1',
      role: 'Standleitung',
      locale: 'en',
      archived_at: null,
    });
    const bare = await addContact(customer.id, { name: 'Bernd Buch', email: 'b@example.com' });
    expect(bare).toMatchObject({ phone: null, role: null, locale: 'de' });

    const edited = await send(
      t.app,
      'PATCH',
      `${contactsUrl(customer.id)}/${String(bare.id)}`,
      office,
      { name: 'Bernd Buch', email: 'b@example.com', role: 'Buchhaltung', phone: '' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Contact>().role).toBe('Buchhaltung');

    const archived = await send(
      t.app,
      'PUT',
      `${contactsUrl(customer.id)}/${String(created.id)}/archiv`,
      office,
      { archived: true },
    );
    expect(archived.statusCode).toBe(200);
    expect(archived.json<Contact>().archived_at).not.toBeNull();

    const list = await send(t.app, 'GET', contactsUrl(customer.id), office);
    expect(list.statusCode).toBe(200);
    const body = list.json<CustomerContacts>();
    // Active ones first, archived last.
    expect(body.contacts.map((c) => c.id)).toEqual([bare.id, created.id]);
    expect(body.settings).toEqual({
      send_signed_copy: true,
      auto_request_hours: null,
      tacit_approval_days: null,
    });

    const entries = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subject, `customer:${String(customer.id)}`));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'customer_contact_changed',
      'customer_contact_changed',
      'customer_contact_created',
      'customer_contact_created',
    ]);
  });

  it.each(SERVER_SAMPLES)('refuses a control character %j in name and role', async (char) => {
    const customer = await createCustomer(t.db);
    for (const field of ['name', 'role', 'phone']) {
      const response = await send(t.app, 'POST', contactsUrl(customer.id), office, {
        ...anna,
        [field]: embedded(char),
      });
      expect422(response, field);
    }
    const rows = await t.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.customerId, customer.id));
    expect(rows).toEqual([]);
  });

  it('refuses wrong types, a bad e-mail, an unknown locale and a missing name (422)', async () => {
    const customer = await createCustomer(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...anna, email: 'not-mail' }, 'email'],
      [{ ...anna, email: 7 }, 'email'],
      [{ ...anna, name: '' }, 'name'],
      [{ email: 'x@example.com' }, 'name'],
      [{ ...anna, locale: 'fr' }, 'locale'],
      [{ ...anna, role: ['x'] }, 'role'],
      [{ ...anna, name: 'x'.repeat(201) }, 'name'],
    ];
    for (const [body, field] of cases) {
      expect422(await send(t.app, 'POST', contactsUrl(customer.id), office, body), field);
    }
    const notJson = await send(t.app, 'POST', contactsUrl(customer.id), office, [1]);
    expect(notJson.statusCode).toBe(422);
    expect(isApiErrorBody(notJson.json())).toBe(true);
  });

  it('refuses a contact of another customer, and unknown customers, with 404', async () => {
    const mine = await createCustomer(t.db);
    const theirs = await createCustomer(t.db);
    const foreign = await addContact(theirs.id);
    const url = `${contactsUrl(mine.id)}/${String(foreign.id)}`;
    const edit = await send(t.app, 'PATCH', url, office, { ...anna, name: 'Stolen' });
    expect(edit.statusCode).toBe(404);
    expect(isApiErrorBody(edit.json())).toBe(true);
    const archive = await send(t.app, 'PUT', `${url}/archiv`, office, { archived: true });
    expect(archive.statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.id, foreign.id));
    expect(row).toMatchObject({ name: 'Anna Stand', archivedAt: null });
    for (const [method, path] of [
      ['GET', contactsUrl(999_999)],
      ['POST', contactsUrl(999_999)],
    ] as const) {
      const response = await send(t.app, method, path, office, method === 'GET' ? undefined : anna);
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('customer switches', () => {
  it('stores the three switches and refuses out-of-range or wrong types', async () => {
    const customer = await createCustomer(t.db);
    const url = `kunden/${String(customer.id)}/einstellungen`;
    const ok = await send(t.app, 'PUT', url, office, {
      send_signed_copy: false,
      auto_request_hours: 48,
      tacit_approval_days: 14,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      send_signed_copy: false,
      auto_request_hours: 48,
      tacit_approval_days: 14,
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({
      sendSignedCopy: false,
      autoRequestHours: 48,
      tacitApprovalDays: 14,
    });

    const off = await send(t.app, 'PUT', url, office, {
      send_signed_copy: true,
      auto_request_hours: null,
      tacit_approval_days: null,
    });
    expect(off.json()).toEqual({
      send_signed_copy: true,
      auto_request_hours: null,
      tacit_approval_days: null,
    });

    const bad: [Record<string, unknown>, string][] = [
      [{ send_signed_copy: 'yes' }, 'send_signed_copy'],
      [{ send_signed_copy: true, auto_request_hours: 0 }, 'auto_request_hours'],
      [{ send_signed_copy: true, auto_request_hours: 721 }, 'auto_request_hours'],
      [{ send_signed_copy: true, auto_request_hours: 1.5 }, 'auto_request_hours'],
      [{ send_signed_copy: true, auto_request_hours: '24' }, 'auto_request_hours'],
      [{ send_signed_copy: true, tacit_approval_days: 61 }, 'tacit_approval_days'],
      [{ send_signed_copy: true, tacit_approval_days: -1 }, 'tacit_approval_days'],
    ];
    for (const [body, field] of bad) expect422(await send(t.app, 'PUT', url, office, body), field);
    const missing = await send(t.app, 'PUT', 'kunden/999999/einstellungen', office, {
      send_signed_copy: true,
    });
    expect(missing.statusCode).toBe(404);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subject, `customer:${String(customer.id)}`),
          eq(auditLog.action, 'customer_settings_changed'),
        ),
      );
    expect(audited).toHaveLength(2);
  });
});

describe('the pair’s contacts', () => {
  it('names the approver and the copy contact; the pair read and the tablet show them', async () => {
    const pair = await createMesseCustomer(t.db);
    const approver = await addContact(pair.customerId);
    const copy = await addContact(pair.customerId, { name: 'Bernd Buch', email: 'b@example.com' });
    const supervisor = await createUser(t.db, { timetracking: true });
    await assignSupervisor(t.db, supervisor.id, pair);
    const tablet = await sessionCookieFor(t.db, supervisor.id);
    const sheetUrl = `/app/api/stundenerfassung/customer/${String(pair.messeId)}/${String(pair.customerId)}`;
    const before = await send(t.app, 'GET', sheetUrl, tablet);
    expect(before.json<TimeTrackingCustomerSheet>().approver_name).toBeNull();

    const put = await send(t.app, 'PUT', `${pairUrl(pair)}/kontakte`, office, {
      approver_contact_id: approver.id,
      copy_contact_id: copy.id,
    });
    expect(put.statusCode, put.body).toBe(200);
    const answer = put.json<PairAssignments>();
    expect(answer.contacts.approver_contact_id).toBe(approver.id);
    expect(answer.contacts.copy_contact_id).toBe(copy.id);
    expect(answer.contacts.options.map((c) => c.name)).toEqual(['Anna Stand', 'Bernd Buch']);
    const read = await send(t.app, 'GET', pairUrl(pair), office);
    expect(read.json<PairAssignments>().contacts.approver_contact_id).toBe(approver.id);

    // The sheet's revision moved: the cached sheet is not served with the old name.
    const after = await send(t.app, 'GET', sheetUrl, tablet, undefined);
    expect(after.statusCode).toBe(200);
    expect(after.json<TimeTrackingCustomerSheet>().approver_name).toBe('Anna Stand');
    expect(after.headers.etag).not.toBe(before.headers.etag);

    // A rename reaches the tablet; an archived approver is no longer offered.
    await send(t.app, 'PATCH', `${contactsUrl(pair.customerId)}/${String(approver.id)}`, office, {
      ...anna,
      name: 'Anna Neu',
    });
    expect(
      (await send(t.app, 'GET', sheetUrl, tablet)).json<TimeTrackingCustomerSheet>(),
    ).toMatchObject({
      approver_name: 'Anna Neu',
    });
    await send(
      t.app,
      'PUT',
      `${contactsUrl(pair.customerId)}/${String(approver.id)}/archiv`,
      office,
      {
        archived: true,
      },
    );
    expect(
      (await send(t.app, 'GET', sheetUrl, tablet)).json<TimeTrackingCustomerSheet>().approver_name,
    ).toBeNull();
    // The pair still shows the archived contact it names.
    const kept = (await send(t.app, 'GET', pairUrl(pair), office)).json<PairAssignments>();
    expect(kept.contacts.options.map((c) => c.id)).toContain(approver.id);

    const cleared = await send(t.app, 'PUT', `${pairUrl(pair)}/kontakte`, office, {
      approver_contact_id: null,
      copy_contact_id: null,
    });
    expect(cleared.json<PairAssignments>().contacts).toMatchObject({
      approver_contact_id: null,
      copy_contact_id: null,
    });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'pair_contacts_changed'),
          eq(auditLog.subject, `pair:${String(pair.messeId)}-${String(pair.customerId)}`),
        ),
      );
    expect(audited).toHaveLength(2);
  });

  it('refuses another customer’s contact and an archived one with 422, changing nothing', async () => {
    const pair = await createMesseCustomer(t.db);
    const other = await createCustomer(t.db);
    const foreign = await addContact(other.id);
    const own = await addContact(pair.customerId);
    const gone = await addContact(pair.customerId, { name: 'Alt', email: 'alt@example.com' });
    await send(t.app, 'PUT', `${contactsUrl(pair.customerId)}/${String(gone.id)}/archiv`, office, {
      archived: true,
    });
    const url = `${pairUrl(pair)}/kontakte`;
    const cases: [Record<string, unknown>, string][] = [
      [{ approver_contact_id: foreign.id, copy_contact_id: null }, 'approver_contact_id'],
      [{ approver_contact_id: own.id, copy_contact_id: foreign.id }, 'copy_contact_id'],
      [{ approver_contact_id: gone.id, copy_contact_id: own.id }, 'approver_contact_id'],
      [{ approver_contact_id: 999_999, copy_contact_id: null }, 'approver_contact_id'],
      [{ approver_contact_id: 'x', copy_contact_id: null }, 'approver_contact_id'],
      [{ approver_contact_id: 1.5, copy_contact_id: null }, 'approver_contact_id'],
      [{ approver_contact_id: null }, 'copy_contact_id'],
      [{ approver_contact_id: 0, copy_contact_id: null }, 'approver_contact_id'],
    ];
    for (const [body, field] of cases) {
      const response = await send(t.app, 'PUT', url, office, body);
      expect422(response, field);
    }
    const foreignRefusal = await send(t.app, 'PUT', url, office, {
      approver_contact_id: foreign.id,
      copy_contact_id: null,
    });
    expect(foreignRefusal.json()).toMatchObject({ code: 'contact_unknown' });
    const [row] = await t.db
      .select()
      .from(messeCustomers)
      .where(
        and(
          eq(messeCustomers.messeId, pair.messeId),
          eq(messeCustomers.customerId, pair.customerId),
        ),
      );
    expect(row).toMatchObject({ approverContactId: null, copyContactId: null });
    const unknown = await send(
      t.app,
      'PUT',
      `messen/${String(pair.messeId)}/kunden/${String(other.id)}/kontakte`,
      office,
      {
        approver_contact_id: foreign.id,
        copy_contact_id: null,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('office only', () => {
  it('answers 401 without a session and 403 to staff and supervisors', async () => {
    const pair = await createMesseCustomer(t.db);
    const contact = await addContact(pair.customerId);
    const routes: { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; body?: unknown }[] = [
      { method: 'GET', url: contactsUrl(pair.customerId) },
      { method: 'POST', url: contactsUrl(pair.customerId), body: anna },
      { method: 'PATCH', url: `${contactsUrl(pair.customerId)}/${String(contact.id)}`, body: anna },
      {
        method: 'PUT',
        url: `${contactsUrl(pair.customerId)}/${String(contact.id)}/archiv`,
        body: { archived: true },
      },
      {
        method: 'PUT',
        url: `kunden/${String(pair.customerId)}/einstellungen`,
        body: { send_signed_copy: false },
      },
      {
        method: 'PUT',
        url: `${pairUrl(pair)}/kontakte`,
        body: { approver_contact_id: contact.id, copy_contact_id: null },
      },
    ];
    const staff = await createStaffUser(t.db);
    const supervisor = await createUser(t.db, { timetracking: true });
    const others = {
      anonymous: ['', 401],
      staff: [await sessionCookieFor(t.db, staff.user.id), 403],
      supervisor: [await sessionCookieFor(t.db, supervisor.id), 403],
    } as const;
    for (const [who, [cookie, status]] of Object.entries(others)) {
      for (const route of routes) {
        const response = await send(
          t.app,
          route.method,
          `${BUERO}/${route.url}`,
          cookie,
          route.body,
        );
        expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(status);
        expect(isApiErrorBody(response.json())).toBe(true);
      }
    }
    const [row] = await t.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.id, contact.id));
    expect(row?.archivedAt).toBeNull();
  });
});
