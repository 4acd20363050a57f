import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import {
  DECLARATIONS_MAX,
  type DeclarationList,
} from '@domain/shared/employment-law/record-contract';
import { declaredShortTermJobs } from '@server/platform/db/schema/employment';
import { auditLog } from '@server/platform/db/schema/system';
import { createUser, sessionCookieFor } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { staffPerson } from './stammdaten-fixtures';

const URL = '/app/api/stammdaten/kurzfristige-beschaeftigungen';

let t: TestApp;
let a: Awaited<ReturnType<typeof staffPerson>>;
let b: Awaited<ReturnType<typeof staffPerson>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await staffPerson(t.db, true);
  b = await staffPerson(t.db, false);
});
afterAll(() => t.close());
// Every test starts with no declarations (a failed one must not fill the cap of the next).
afterEach(async () => {
  await t.db.delete(declaredShortTermJobs);
});

const valid = {
  employer: 'Expo Service GmbH',
  date_from: '2026-03-02',
  date_to: '2026-03-13',
  working_days: 10,
};

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      ...XHR,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const list = (cookie?: string) => send('GET', URL, cookie);
const add = (body: unknown, cookie?: string) => send('POST', URL, cookie, body);
const change = (id: number, body: unknown, cookie?: string) =>
  send('PUT', `${URL}/${String(id)}`, cookie, body);
const remove = (id: number, cookie?: string) => send('DELETE', `${URL}/${String(id)}`, cookie);

async function addOne(cookie: string, body: unknown = valid): Promise<number> {
  const response = await add(body, cookie);
  expect(response.statusCode).toBe(200);
  const items = response.json<DeclarationList>().items;
  const last = items.at(-1);
  if (!last) throw new Error('nothing added');
  return Math.max(...items.map((i) => i.id));
}

const rowsOf = (bewerberId: number) =>
  t.db.select().from(declaredShortTermJobs).where(eq(declaredShortTermJobs.bewerberId, bewerberId));

const auditsOf = (bewerberId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject, `staff:${String(bewerberId)}`), eq(auditLog.action, action)));

describe('access', () => {
  it('without a session: 401 for every verb, in the error shape', async () => {
    for (const response of [
      await list(),
      await add(valid),
      await change(1, valid),
      await remove(1),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('an office account or supervisor without a staff record: 403 no_staff_record', async () => {
    for (const user of [
      await createUser(t.db, { role: 'office' }),
      await createUser(t.db, { timetracking: true }),
    ]) {
      const cookie = await sessionCookieFor(t.db, user.id);
      for (const response of [
        await list(cookie),
        await add(valid, cookie),
        await change(1, valid, cookie),
        await remove(1, cookie),
      ]) {
        expect(response.statusCode).toBe(403);
      }
    }
  });

  it("another person's declaration is a 404 and stays as it was; lists show only one's own", async () => {
    const ofB = await addOne(b.cookie, { ...valid, employer: 'B GmbH' });
    expect((await change(ofB, { ...valid, employer: 'Mallory' }, a.cookie)).statusCode).toBe(404);
    expect((await remove(ofB, a.cookie)).statusCode).toBe(404);
    expect((await change(2_000_000, valid, a.cookie)).statusCode).toBe(404);
    expect((await remove(2_000_000, a.cookie)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(declaredShortTermJobs)
      .where(eq(declaredShortTermJobs.id, ofB));
    expect(row?.employer).toBe('B GmbH');
    const ownOfA = (await list(a.cookie)).json<DeclarationList>().items;
    expect(ownOfA.some((i) => i.id === ofB)).toBe(false);
    // A body naming another person is ignored: the person comes from the session.
    const response = await add({ ...valid, bewerber_id: b.bewerber.id }, a.cookie);
    expect(response.statusCode).toBe(200);
    expect((await rowsOf(b.bewerber.id)).length).toBe(1);
  });
});

describe('the own list', () => {
  it('adds, changes and removes, oldest first, written by the person, each audited', async () => {
    // A fresh person: the audit log keeps the other tests' entries.
    const c = await staffPerson(t.db, true);
    const later = await addOne(c.cookie, {
      ...valid,
      date_from: '2026-06-01',
      date_to: '2026-06-05',
      working_days: 5,
    });
    const earlier = await addOne(c.cookie);
    let items = (await list(c.cookie)).json<DeclarationList>().items;
    expect(items.map((i) => i.id)).toEqual([earlier, later]);
    expect(items[0]).toMatchObject({ ...valid, updated_by_office: false });
    const [stored] = await rowsOf(c.bewerber.id);
    expect(stored?.updatedBy).toBe(c.user.id);

    const changed = await change(earlier, { ...valid, working_days: 8 }, c.cookie);
    expect(changed.statusCode).toBe(200);
    items = changed.json<DeclarationList>().items;
    expect(items.find((i) => i.id === earlier)?.working_days).toBe(8);

    const removed = await remove(later, c.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<DeclarationList>().items.map((i) => i.id)).toEqual([earlier]);

    const declared = await auditsOf(c.bewerber.id, 'short_term_declared');
    expect(declared).toHaveLength(2);
    expect(declared[0]?.userId).toBe(c.user.id);
    const [changedAudit] = await auditsOf(c.bewerber.id, 'short_term_declaration_changed');
    expect(changedAudit?.userId).toBe(c.user.id);
    expect(changedAudit?.details).toMatchObject({
      declaration_id: earlier,
      by_office: false,
      changes: { working_days: { before: 10, after: 8 } },
    });
    const [removedAudit] = await auditsOf(c.bewerber.id, 'short_term_declaration_removed');
    expect(removedAudit?.details).toMatchObject({
      declaration_id: later,
      changes: { employer: { before: valid.employer, after: null } },
    });
  });

  it(`refuses the ${String(DECLARATIONS_MAX + 1)}th with 422 too_many, also when two adds race`, async () => {
    for (let i = 0; i < DECLARATIONS_MAX - 1; i += 1) await addOne(a.cookie);
    const [first, second] = await Promise.all([add(valid, a.cookie), add(valid, a.cookie)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 422]);
    const refused = await add(valid, a.cookie);
    expect(refused.statusCode).toBe(422);
    expect(isApiErrorBody(refused.json())).toBe(true);
    expect(await rowsOf(a.bewerber.id)).toHaveLength(DECLARATIONS_MAX);
  });
});

describe('422 per field', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['employer empty', { employer: '' }, 'employer'],
    ['employer spaces only', { employer: '   ' }, 'employer'],
    ['employer too long', { employer: 'x'.repeat(201) }, 'employer'],
    ['employer with a control character', { employer: 'Expo\u0000GmbH' }, 'employer'],
    ['employer with a line break', { employer: 'Expo\nGmbH' }, 'employer'],
    ['employer a number', { employer: 7 }, 'employer'],
    ['no start', { date_from: '' }, 'date_from'],
    ['start not a date', { date_from: '02.03.2026' }, 'date_from'],
    ['start 2026-02-30', { date_from: '2026-02-30' }, 'date_from'],
    ['end 2026-02-30', { date_to: '2026-02-30' }, 'date_to'],
    ['end before start', { date_from: '2026-03-13', date_to: '2026-03-02' }, 'date_to'],
    ['days 0', { working_days: 0 }, 'working_days'],
    ['days more than the period has', { working_days: 13 }, 'working_days'],
    ['days not whole', { working_days: 2.5 }, 'working_days'],
    ['days a string', { working_days: '5' }, 'working_days'],
    ['days negative', { working_days: -1 }, 'working_days'],
  ];
  for (const [name, patch, field] of cases) {
    it(`${name}: 422 naming ${field}, on add and on change`, async () => {
      const id = await addOne(a.cookie);
      for (const response of [
        await add({ ...valid, ...patch }, a.cookie),
        await change(id, { ...valid, ...patch }, a.cookie),
      ]) {
        expect(response.statusCode).toBe(422);
        const body = response.json<{ errors: Record<string, string[]> }>();
        expect(Object.keys(body.errors)).toContain(field);
        expect(body.errors[field]?.[0]).toBeTruthy();
      }
      expect(await rowsOf(a.bewerber.id)).toHaveLength(1);
    });
  }

  it('a whole-year period takes 365 days, 2026-02-28 to 03-01 at most 2', async () => {
    expect(
      (
        await add(
          { ...valid, date_from: '2026-01-01', date_to: '2026-12-31', working_days: 365 },
          a.cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await add(
          { ...valid, date_from: '2026-02-28', date_to: '2026-03-01', working_days: 3 },
          a.cookie,
        )
      ).statusCode,
    ).toBe(422);
  });
});
