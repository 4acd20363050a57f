import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, PairAssignments, ProposalList } from '@domain/buero/messen-contract';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingMessenList,
} from '@domain/stundenerfassung/stundenerfassung';
import { bewerberLocations } from '@server/platform/db/schema/bewerber';
import { bewerberMessen, staffAssignments, times } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import {
  createBewerber,
  createLocation,
  createMesseCustomer,
  createTime,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createApplication, createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * Who works where (docs/product/fairs.md): bulk add and remove, a removed person with
 * times stays on the sheet, the tablet sees changes on its next pull, only
 * flagged accounts supervise, parallel bulk adds never duplicate.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

/** A staff member as the office counts them: a person with an active staff login. */
async function staffMember(overrides: Parameters<typeof createBewerber>[1] = {}) {
  const user = await createUser(t.db);
  return createBewerber(t.db, { ...overrides, userId: user.id });
}

const pairUrl = (pair: { messeId: number; customerId: number }) =>
  `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;

async function view(pair: { messeId: number; customerId: number }) {
  const response = await send(t.app, 'GET', pairUrl(pair), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PairAssignments>();
}

/** A supervisor with the flag, assigned through the office, and their tablet's cookie. */
async function supervisorOn(pair: { messeId: number; customerId: number }) {
  const supervisor = await createUser(t.db, { timetracking: true });
  const added = await send(t.app, 'POST', `${pairUrl(pair)}/aufsicht`, cookie, {
    user_ids: [supervisor.id],
  });
  expect(added.statusCode, added.body).toBe(200);
  return { supervisor, tablet: await sessionCookieFor(t.db, supervisor.id) };
}

function pull(pair: { messeId: number; customerId: number }, tablet: string, etag?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/app/api/stundenerfassung/customer/${String(pair.messeId)}/${String(pair.customerId)}`,
    headers: { cookie: tablet, ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

describe('staff on a pair', () => {
  it('bulk adds; the tablet sees the people on its next pull (the cached sheet is stale)', async () => {
    const pair = await createMesseCustomer(t.db);
    const { tablet, supervisor } = await supervisorOn(pair);
    const list = await t.app.inject({
      url: '/app/api/stundenerfassung',
      headers: { cookie: tablet },
    });
    const fairs = list.json<TimeTrackingMessenList>();
    expect(fairs.flatMap((f) => f.customers.map((c) => [f.id, c.id]))).toEqual([
      [pair.messeId, pair.customerId],
    ]);
    const first = await pull(pair, tablet);
    expect(first.json<TimeTrackingCustomerSheet>().staff).toEqual([]);
    const etag = String(first.headers.etag);
    expect((await pull(pair, tablet, etag)).statusCode).toBe(304);

    const anna = await staffMember({ firstname: 'Anna', lastname: 'Aal' });
    const ben = await staffMember({ firstname: 'Ben', lastname: 'Berg' });
    const added = await send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, {
      bewerber_ids: [ben.id, anna.id, anna.id],
    });
    expect(added.json<BulkResult>()).toEqual({ added: [anna.id, ben.id].sort((a, b) => a - b) });

    const next = await pull(pair, tablet, etag);
    expect(next.statusCode).toBe(200);
    expect(next.json<TimeTrackingCustomerSheet>().staff.map((s) => s.id)).toEqual([
      anna.id,
      ben.id,
    ]);
    const again = await send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, {
      bewerber_ids: [anna.id],
    });
    expect(again.json<BulkResult>()).toEqual({ added: [] });
    expect((await view(pair)).supervisors.map((s) => s.id)).toEqual([supervisor.id]);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'staff_assignments_changed'),
          eq(auditLog.subject, `pair:${String(pair.messeId)}-${String(pair.customerId)}`),
        ),
      );
    expect(entry?.details).toMatchObject({
      changes: { staff: { before: [], after: [anna.id, ben.id].sort((a, b) => a - b) } },
    });
  });

  it('removes: without times the row goes; with times it stays marked, times and sheet kept', async () => {
    const pair = await createMesseCustomer(t.db);
    const { tablet } = await supervisorOn(pair);
    const worked = await staffMember({ lastname: 'Arbeit' });
    const idle = await staffMember({ lastname: 'Ruhe' });
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, {
      bewerber_ids: [worked.id, idle.id],
    });
    await createTime(t.db, { ...pair, bewerberId: worked.id, day: '2026-11-21' });
    const etag = String((await pull(pair, tablet)).headers.etag);

    const removed = await send(t.app, 'POST', `${pairUrl(pair)}/personal/entfernen`, cookie, {
      bewerber_ids: [worked.id, idle.id],
    });
    expect(removed.json<BulkResult>()).toEqual({
      removed: [worked.id, idle.id].sort((a, b) => a - b),
      kept_with_times: [worked.id],
    });
    const rows = await t.db
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.messeId, pair.messeId));
    expect(rows.map((r) => [r.bewerberId, r.removedAt !== null])).toEqual([[worked.id, true]]);
    expect(await t.db.select().from(times).where(eq(times.bewerberId, worked.id))).toHaveLength(1);

    const sheet = await pull(pair, tablet, etag);
    expect(sheet.statusCode).toBe(200);
    const staff = sheet.json<TimeTrackingCustomerSheet>().staff;
    expect(staff.map((s) => s.id)).toEqual([worked.id]);
    expect(staff[0]?.times).toHaveLength(1);

    const state = await view(pair);
    expect(state.staff).toMatchObject([{ id: worked.id, time_days: 1 }]);
    expect(state.staff[0]?.removed_at).not.toBeNull();

    // Taken back: the mark goes, the times are still there.
    const back = await send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, {
      bewerber_ids: [worked.id],
    });
    expect(back.json<BulkResult>()).toEqual({ added: [worked.id] });
    expect((await view(pair)).staff[0]?.removed_at).toBeNull();
  });

  it('runs two bulk adds of the same people in parallel without duplicates or errors', async () => {
    const pair = await createMesseCustomer(t.db);
    const people = [];
    for (let i = 0; i < 6; i += 1) people.push((await staffMember()).id);
    const url = `${pairUrl(pair)}/personal`;
    const answers = await Promise.all([
      send(t.app, 'POST', url, cookie, { bewerber_ids: people }),
      send(t.app, 'POST', url, cookie, { bewerber_ids: [...people].reverse() }),
      send(t.app, 'POST', url, cookie, { bewerber_ids: people.slice(2) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const added = answers.flatMap((a) => a.json<BulkResult>().added ?? []);
    expect(added.sort((a, b) => a - b)).toEqual([...people].sort((a, b) => a - b));
    const rows = await t.db
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.messeId, pair.messeId));
    expect(rows).toHaveLength(6);
  });

  it('accepts only staff: 422 for undecided or rejected applicants and unknown ids', async () => {
    const pair = await createMesseCustomer(t.db);
    const pending = await createApplication(t.db);
    const rejected = await createApplication(t.db, {}, { decision: 'rejected' });
    const accepted = await staffMember();
    // Decided 'staff' but without a login (and so not in the staff list): not staff either.
    const noLogin = await createApplication(t.db, {}, { decision: 'staff' });
    const deactivated = await staffMember();
    await t.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, deactivated.userId!));
    const url = `${pairUrl(pair)}/personal`;
    for (const id of [
      pending.bewerber.id,
      rejected.bewerber.id,
      noLogin.bewerber.id,
      deactivated.id,
      99_999_999,
    ]) {
      const response = await send(t.app, 'POST', url, cookie, {
        bewerber_ids: [accepted.id, id],
      });
      expect(response.statusCode, String(id)).toBe(422);
      expect(
        response.json<{ errors: Record<string, string[]> }>().errors.bewerber_ids?.[0],
      ).toContain(String(id));
    }
    expect((await view(pair)).staff).toEqual([]);
    for (const body of [{}, { bewerber_ids: [] }, { bewerber_ids: [0] }, { bewerber_ids: ['1'] }]) {
      expect((await send(t.app, 'POST', url, cookie, body)).statusCode).toBe(422);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await send(t.app, 'POST', url, cookie, { bewerber_ids: tooMany })).statusCode).toBe(
      422,
    );
    expect(
      (await send(t.app, 'POST', 'messen/999999/kunden/1/personal', cookie, { bewerber_ids: [1] }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses new people on an archived fair (409) but still lets the office remove them', async () => {
    const pair = await createMesseCustomer(t.db);
    const person = await staffMember();
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, { bewerber_ids: [person.id] });
    await send(t.app, 'PUT', `messen/${String(pair.messeId)}/archiv`, cookie, { archived: true });
    const other = await staffMember();
    const refused = await send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, {
      bewerber_ids: [other.id],
    });
    expect(refused.statusCode).toBe(409);
    const removed = await send(t.app, 'POST', `${pairUrl(pair)}/personal/entfernen`, cookie, {
      bewerber_ids: [person.id],
    });
    expect(removed.statusCode).toBe(200);
  });
});

describe('supervisors', () => {
  it('assigns only accounts with the time-tracking flag (others 422) and removes them', async () => {
    const pair = await createMesseCustomer(t.db);
    const plain = await createUser(t.db);
    const flagged = await createUser(t.db, { timetracking: true });
    const url = `${pairUrl(pair)}/aufsicht`;
    const refused = await send(t.app, 'POST', url, cookie, { user_ids: [flagged.id, plain.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.user_ids).toHaveLength(1);
    expect((await view(pair)).supervisors).toEqual([]);
    expect((await send(t.app, 'POST', url, cookie, { user_ids: [flagged.id] })).statusCode).toBe(
      200,
    );
    const state = await view(pair);
    expect(state.supervisors.map((s) => s.id)).toEqual([flagged.id]);
    expect(state.supervisor_options.map((s) => s.id)).toContain(flagged.id);
    expect(state.supervisor_options.map((s) => s.id)).not.toContain(plain.id);

    const tablet = await sessionCookieFor(t.db, flagged.id);
    const sees = async () =>
      (await t.app.inject({ url: '/app/api/stundenerfassung', headers: { cookie: tablet } }))
        .json<TimeTrackingMessenList>()
        .map((f) => f.id);
    expect(await sees()).toEqual([pair.messeId]);
    const removed = await send(t.app, 'POST', `${url}/entfernen`, cookie, {
      user_ids: [flagged.id],
    });
    expect(removed.json<BulkResult>()).toEqual({ removed: [flagged.id] });
    expect(await sees()).toEqual([]);
  });
});

describe('proposals', () => {
  it('lists who chose the fair first (with locations and levels), filters, then the others', async () => {
    const pair = await createMesseCustomer(t.db);
    const place = await createLocation(t.db);
    const chooser = await staffMember({
      lastname: 'Wähler',
      languageEnglish: 3,
      experienceBar: 2,
    });
    const chooserNoEnglish = await staffMember({ lastname: 'Wählerin' });
    await t.db.insert(bewerberLocations).values({ bewerberId: chooser.id, locationId: place.id });
    for (const id of [chooser.id, chooserNoEnglish.id]) {
      await t.db.insert(bewerberMessen).values({ bewerberId: id, messeId: pair.messeId });
    }
    const other = await staffMember({ lastname: 'Zzandere' });
    const rejected = await createApplication(
      t.db,
      { lastname: 'Zzabgelehnt' },
      { decision: 'rejected' },
    );

    const chosen = await send(t.app, 'GET', `${pairUrl(pair)}/vorschlaege`, cookie);
    const items = chosen.json<ProposalList>().items;
    expect(items.map((p) => p.id)).toEqual([chooser.id, chooserNoEnglish.id]);
    expect(items[0]).toMatchObject({
      chose_fair: true,
      locations: [place.name],
      languages: { english: 3 },
      experience: { bar: 2 },
    });
    const english = await send(
      t.app,
      'GET',
      `${pairUrl(pair)}/vorschlaege?languages=english:2`,
      cookie,
    );
    expect(english.json<ProposalList>().items.map((p) => p.id)).toEqual([chooser.id]);

    const others = await send(t.app, 'GET', `${pairUrl(pair)}/vorschlaege?chosen=0&q=zza`, cookie);
    expect(others.json<ProposalList>().items.map((p) => p.id)).toEqual([other.id]);
    expect(rejected.bewerber.id).not.toBe(other.id);

    // Assigned people are no proposal any more.
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, { bewerber_ids: [chooser.id] });
    const after = await send(t.app, 'GET', `${pairUrl(pair)}/vorschlaege`, cookie);
    expect(after.json<ProposalList>().items.map((p) => p.id)).toEqual([chooserNoEnglish.id]);
    for (const query of [
      'chosen=2',
      'languages=klingon:2',
      'limit=0',
      'cursor=%%%',
      'locations=a',
    ]) {
      const bad = await send(t.app, 'GET', `${pairUrl(pair)}/vorschlaege?${query}`, cookie);
      expect(bad.statusCode, query).toBe(422);
    }
  });
});
