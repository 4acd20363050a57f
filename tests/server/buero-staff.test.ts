import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maskSecret,
  type StaffList,
  type StaffListQuery,
  staffDetailSchema,
  staffListSchema,
  staffStateSchema,
} from '@domain/buero/staff-contract';
import { bewerberLocations, documents } from '@server/platform/db/schema/bewerber';
import { auditLog, tokens } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import { createLocation, DEFAULT_PASSWORD } from '@tests/support/factories';
import { authState, postJson, waitUntil, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createApplication, createOfficeUser } from './buero-fixtures';
import {
  createStaffMember,
  SAMPLE_IBAN,
  SAMPLE_RV,
  SAMPLE_TAX_ID,
  STAFF,
} from './buero-staff-fixtures';
import { PDF } from './dokumente-fixtures';
import { staffApiPaths } from './buero-people-urls';

/*
 * The office's staff screens' API on both databases: the list (filters, keyset
 * paging, sorts), the masked detail, the audited reveal, documents (open, 404
 * for another person's, checked), the flags reaching the session, and
 * deactivation (sessions end, login and reset refused, history kept).
 */

let t: TestApp;
let cookie: string;
let officeId: number;

const get = (path: string) =>
  t.app.inject({ url: `/app/api/${path}`, headers: { ...XHR, cookie } });
const post = (path: string, body: unknown = {}) =>
  postJson(t.app, `/app/api/${path}`, body, { cookie });

async function list(query: StaffListQuery): Promise<StaffList> {
  const response = await get(staffApiPaths.list(query));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(staffListSchema, response.json());
}

async function allPages(query: StaffListQuery): Promise<StaffList['items']> {
  const items: StaffList['items'] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const answer = await list({ ...query, cursor });
    items.push(...answer.items);
    if (!answer.next_cursor) return items;
    cursor = answer.next_cursor;
  }
  throw new Error('paging never ended');
}

const auditOf = (staffId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, `staff:${String(staffId)}`))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  t = await createTestApp();
  const office = await createOfficeUser(t.db);
  cookie = office.cookie;
  officeId = office.user.id;
});
afterAll(() => t.close());

describe('staff list', () => {
  it('lists logins with a staff record only, never a mere applicant or the office', async () => {
    await createApplication(t.db, { lastname: 'Nurbewerber', email: 'nur@example.test' });
    const staff = await createStaffMember(t, { person: { lastname: 'Listperson' } });
    const items = await allPages({ q: 'listperson' });
    expect(items.map((item) => item.id)).toEqual([staff.bewerber.id]);
    expect(await allPages({ q: 'nurbewerber' })).toEqual([]);
    expect(await allPages({ q: 'office' })).toEqual([]);
    expect(items[0]).toMatchObject({ documents: 1, active: true, contract: false });
  });

  it('walks equal names and equal instants without duplicates or misses in both sorts', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const staff = await createStaffMember(t, {
        person: { firstname: 'Gleich', lastname: 'Seitenweise' },
        user: { createdAt: sql`'2026-03-01 10:00:00+00'::timestamptz` as never },
        documents: 0,
        secrets: false,
      });
      ids.push(staff.bewerber.id);
    }
    for (const sort of ['date', 'name'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const seen = (await allPages({ q: 'seitenweise', sort, order, limit: 3 })).map(
          (item) => item.id,
        );
        expect(new Set(seen).size, `${sort} ${order}`).toBe(seen.length);
        expect(
          [...seen].sort((a, b) => a - b),
          `${sort} ${order}`,
        ).toEqual(ids);
      }
    }
  });

  it('sorts by name and by the account date', async () => {
    const zed = await createStaffMember(t, {
      person: { lastname: 'Sortzed' },
      user: { createdAt: new Date('2026-01-01T00:00:00Z') },
      documents: 0,
    });
    const abe = await createStaffMember(t, {
      person: { lastname: 'Sortabe' },
      user: { createdAt: new Date('2026-02-01T00:00:00Z') },
      documents: 0,
    });
    const byName = await list({ q: 'sort', sort: 'name' });
    expect(byName.items.map((item) => item.id)).toEqual([abe.bewerber.id, zed.bewerber.id]);
    const byDate = await list({ q: 'sort', sort: 'date', order: 'asc' });
    expect(byDate.items.map((item) => item.id)).toEqual([zed.bewerber.id, abe.bewerber.id]);
    const from = await list({ q: 'sort', from: '2026-01-15' });
    expect(from.items.map((item) => item.id)).toEqual([abe.bewerber.id]);
  });

  it('filters by contract, time tracking, documents, active state and the person filters', async () => {
    const location = await createLocation(t.db);
    const a = await createStaffMember(t, {
      person: { lastname: 'Flagfilter', contract: true },
      user: { timetracking: true },
      documents: 0,
    });
    const b = await createStaffMember(t, { person: { lastname: 'Flagfilter' }, documents: 2 });
    await t.db
      .insert(bewerberLocations)
      .values({ bewerberId: b.bewerber.id, locationId: location.id });
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, b.user.id));
    const ids = async (query: StaffListQuery) =>
      (await allPages({ q: 'flagfilter', ...query })).map((item) => item.id);
    expect(await ids({ contract: true })).toEqual([a.bewerber.id]);
    expect(await ids({ contract: false })).toEqual([b.bewerber.id]);
    expect(await ids({ timetracking: true })).toEqual([a.bewerber.id]);
    expect(await ids({ documents: true })).toEqual([b.bewerber.id]);
    expect(await ids({ documents: false })).toEqual([a.bewerber.id]);
    expect(await ids({ active: true })).toEqual([a.bewerber.id]);
    expect(await ids({ active: false })).toEqual([b.bewerber.id]);
    expect(await ids({ locations: [location.id] })).toEqual([b.bewerber.id]);
    const [row] = await allPages({ q: 'flagfilter', active: false });
    expect(row).toMatchObject({ active: false, documents: 2 });
  });

  it('searches by an escaped prefix: % and _ match themselves', async () => {
    const staff = await createStaffMember(t, { person: { lastname: 'Pro%zent_X' } });
    await createStaffMember(t, { person: { lastname: 'Proazentb' } });
    expect((await allPages({ q: 'pro%zent_' })).map((item) => item.id)).toEqual([
      staff.bewerber.id,
    ]);
  });

  it('answers 422 with the field for bad input and a cursor of the other sort', async () => {
    for (const [query, field] of [
      ['contract=2', 'contract'],
      ['active=yes', 'active'],
      ['limit=0', 'limit'],
      ['from=2026-02-01&to=2026-01-01', 'to'],
      ['sort=age', 'sort'],
    ] as const) {
      const response = await t.app.inject({
        url: `${STAFF}?${query}`,
        headers: { ...XHR, cookie },
      });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), query).toContain(field);
    }
    const page = await list({ sort: 'date', limit: 1 });
    expect(page.next_cursor).not.toBeNull();
    const response = await get(
      staffApiPaths.list({ sort: 'name', cursor: page.next_cursor ?? '' }),
    );
    expect(response.statusCode).toBe(422);
  });
});

describe('staff detail and reveal', () => {
  it('shows payroll fields masked (last four) and records the view', async () => {
    const staff = await createStaffMember(t, { person: { contract: true } });
    const response = await get(staffApiPaths.detail(staff.bewerber.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('0532 0130');
    expect(response.body).not.toContain(SAMPLE_TAX_ID);
    const detail = v.parse(staffDetailSchema, response.json());
    expect(detail.payroll).toMatchObject({
      bank_iban: maskSecret(SAMPLE_IBAN),
      tax_number: maskSecret(SAMPLE_TAX_ID),
      rv_number: maskSecret(SAMPLE_RV),
      bank_bic: 'COBADEFFXXX',
      kk_name: 'AOK',
    });
    expect(detail.payroll.bank_iban).toBe('•••• 3000');
    expect(detail).toMatchObject({ contract: true, active: true, user_id: staff.user.id });
    expect(detail.documents).toHaveLength(1);
    const [entry] = await auditOf(staff.bewerber.id);
    expect(entry).toMatchObject({ action: 'staff_viewed', userId: officeId });
  });

  it('masks short values completely and shows null for fields not filled in', async () => {
    expect(maskSecret('1234')).toBe('••••');
    const staff = await createStaffMember(t, { secrets: false });
    const detail = v.parse(
      staffDetailSchema,
      (await get(staffApiPaths.detail(staff.bewerber.id))).json(),
    );
    expect(detail.payroll.bank_iban).toBeNull();
    const reveal = await post(staffApiPaths.reveal(staff.bewerber.id), { field: 'bank_iban' });
    expect(reveal.statusCode).toBe(404);
  });

  it('reveals one field in full and audits the field name, never the value', async () => {
    const staff = await createStaffMember(t);
    for (const [field, value] of [
      ['bank_iban', SAMPLE_IBAN],
      ['tax_number', SAMPLE_TAX_ID],
      ['rv_number', SAMPLE_RV],
    ] as const) {
      const response = await post(staffApiPaths.reveal(staff.bewerber.id), { field });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ field, value });
      const [entry] = await auditOf(staff.bewerber.id);
      expect(entry).toMatchObject({
        action: 'staff_field_revealed',
        userId: officeId,
        details: { field },
      });
      expect(JSON.stringify(entry)).not.toContain(value);
    }
  });

  it('answers 422 for a bad field and 404 for an id that is no staff member', async () => {
    const staff = await createStaffMember(t);
    for (const body of [{ field: 'password_hash' }, {}, { field: ['bank_iban'] }, 'x']) {
      const response = await post(staffApiPaths.reveal(staff.bewerber.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const { bewerber: applicant } = await createApplication(t.db);
    expect((await get(staffApiPaths.detail(applicant.id))).statusCode).toBe(404);
    expect((await get(staffApiPaths.detail(2147483000))).statusCode).toBe(404);
    expect((await get('buero/personal/abc')).statusCode).toBe(400);
  });
});

describe('documents', () => {
  it('opens a document as a sandboxed download and records it', async () => {
    const staff = await createStaffMember(t);
    const [documentId = 0] = staff.documentIds;
    const response = await t.app.inject({
      url: staffApiPaths.document(staff.bewerber.id, documentId),
      headers: { ...XHR, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="vertrag-0.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(PDF)).toBe(true);
    const [entry] = await auditOf(staff.bewerber.id);
    expect(entry).toMatchObject({
      action: 'staff_document_opened',
      details: { document: documentId },
    });
  });

  it("refuses another person's document id with 404, as an unknown one", async () => {
    const owner = await createStaffMember(t);
    const other = await createStaffMember(t);
    const [foreign = 0] = other.documentIds;
    for (const url of [
      staffApiPaths.document(owner.bewerber.id, foreign),
      staffApiPaths.document(owner.bewerber.id, 2147483000),
    ]) {
      const response = await t.app.inject({ url, headers: { ...XHR, cookie } });
      expect(response.statusCode, url).toBe(404);
    }
    const mark = await post(staffApiPaths.documentChecked(owner.bewerber.id, foreign));
    expect(mark.statusCode).toBe(404);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, foreign));
    expect(row?.checkedAt).toBeNull();
  });

  it('marks a document checked once, with who and when, audited', async () => {
    const staff = await createStaffMember(t);
    const [documentId = 0] = staff.documentIds;
    const first = await post(staffApiPaths.documentChecked(staff.bewerber.id, documentId));
    expect(first.statusCode, first.body).toBe(200);
    const marked = first.json<{ checked_at: string; checked_by: string }>();
    expect(marked.checked_by).toBe('Olivia Office');
    const second = await post(staffApiPaths.documentChecked(staff.bewerber.id, documentId));
    expect(second.json<{ checked_at: string }>().checked_at).toBe(marked.checked_at);
    const entries = (await auditOf(staff.bewerber.id)).filter(
      (entry) => entry.action === 'staff_document_checked',
    );
    expect(entries).toHaveLength(2);
    expect(entries[1]?.details).toEqual({
      document: documentId,
      changes: { checked: { before: false, after: true } },
    });
    expect(entries[0]?.details).toEqual({ document: documentId });
  });
});

describe('flags', () => {
  it('sets and clears contract and time tracking, audited with before and after, seen by the session at once', async () => {
    const staff = await createStaffMember(t);
    const staffCookie = await staff.cookie();
    // Resolve once so this instance caches the session.
    expect((await authState(t.app, staffCookie)).authenticated).toBe(true);
    const on = await post(staffApiPaths.flags(staff.bewerber.id), {
      contract: true,
      timetracking: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(v.parse(staffStateSchema, on.json())).toMatchObject({
      contract: true,
      timetracking: true,
    });
    const [entry] = await auditOf(staff.bewerber.id);
    expect(entry).toMatchObject({
      action: 'staff_flags_changed',
      details: {
        changes: {
          contract: { before: false, after: true },
          timetracking: { before: false, after: true },
        },
      },
    });
    const state = await t.app.inject({ url: '/app/api/auth', headers: { cookie: staffCookie } });
    expect(state.json()).toMatchObject({ user: { contract: true, timetracking: true } });

    const off = await post(staffApiPaths.flags(staff.bewerber.id), { timetracking: false });
    expect(off.json()).toMatchObject({ contract: true, timetracking: false });
    const after = await t.app.inject({ url: '/app/api/auth', headers: { cookie: staffCookie } });
    expect(after.json()).toMatchObject({ user: { timetracking: false } });
    const supervisorRoute = await t.app.inject({
      url: '/app/api/stundenerfassung',
      headers: { ...XHR, cookie: staffCookie },
    });
    expect(supervisorRoute.statusCode).toBe(403);
  });

  it('answers 422 for an empty or bad body and 404 for no staff member', async () => {
    const staff = await createStaffMember(t);
    for (const body of [{}, { contract: 'yes' }, { timetracking: 1 }, [], null]) {
      const response = await post(staffApiPaths.flags(staff.bewerber.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await post(staffApiPaths.flags(2147483000), { contract: true })).statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it('ends the sessions at once, refuses the login like a wrong password and keeps the history', async () => {
    const staff = await createStaffMember(t);
    const staffCookie = await staff.cookie();
    expect((await authState(t.app, staffCookie)).authenticated).toBe(true);

    const response = await post(staffApiPaths.deactivate(staff.bewerber.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ active: false });
    const stammdaten = await t.app.inject({
      url: '/app/api/stammdaten',
      headers: { ...XHR, cookie: staffCookie },
    });
    expect(stammdaten.statusCode).toBe(401);

    const login = await postJson(t.app, '/app/api/auth/login', {
      email: staff.user.email,
      password: DEFAULT_PASSWORD,
    });
    const wrong = await postJson(t.app, '/app/api/auth/login', {
      email: staff.user.email,
      password: 'not-the-password-at-all',
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual(wrong.json());

    // History kept: the person, their documents and the audit stay.
    const detail = await get(staffApiPaths.detail(staff.bewerber.id));
    expect(detail.json()).toMatchObject({
      active: false,
      documents: [{ id: staff.documentIds[0] }],
    });
    const [entry] = (await auditOf(staff.bewerber.id)).filter(
      (e) => e.action === 'staff_deactivated',
    );
    expect(entry?.details).toEqual({ changes: { active: { before: true, after: false } } });

    const back = await post(staffApiPaths.reactivate(staff.bewerber.id));
    expect(back.json()).toMatchObject({ active: true, deactivated_at: null });
    const again = await postJson(t.app, '/app/api/auth/login', {
      email: staff.user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });

  it('sends no reset link to a deactivated account and spends the open ones', async () => {
    const staff = await createStaffMember(t);
    await t.db.insert(tokens).values({
      kind: 'password_reset',
      tokenHash: `hash-${String(staff.user.id)}`,
      userId: staff.user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await post(staffApiPaths.deactivate(staff.bewerber.id));
    const open = await t.db.select().from(tokens).where(eq(tokens.userId, staff.user.id));
    expect(open).toEqual([]);

    const response = await postJson(t.app, '/app/api/auth/password/request', {
      email: staff.user.email,
      locale: 'de',
    });
    expect(response.statusCode).toBe(200);
    const entry = await waitUntil(async () => {
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'password_reset_requested'), isNull(auditLog.userId)))
        .orderBy(desc(auditLog.id));
      return row;
    });
    expect(entry.details).toEqual({ known: false });
    expect(await t.db.select().from(tokens).where(eq(tokens.userId, staff.user.id))).toEqual([]);
  });

  it('a session created for a deactivated login does not resolve', async () => {
    const staff = await createStaffMember(t);
    await post(staffApiPaths.deactivate(staff.bewerber.id));
    const late = await staff.cookie();
    expect((await authState(t.app, late)).authenticated).toBe(false);
  });
});
