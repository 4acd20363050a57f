import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairOperations } from '@domain/buero/operations/pairs';
import { buildPath } from '@domain/shared/operation';
import {
  type StaffDetail,
  type StaffListQuery,
  staffAssignmentsSchema,
  staffDetailSchema,
  staffListSchema,
} from '@domain/buero/staff-contract';
import { applications } from '@server/platform/db/schema/bewerber';
import { staffAssignments } from '@server/platform/db/schema/messen';
import { tokens } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import { createBewerber, createMesseCustomer, createTime } from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createApplication, createOfficeUser } from './buero-fixtures';
import { createStaffMember } from './buero-staff-fixtures';
import { bueroDecisionUrls, staffApiPaths } from './buero-people-urls';

/*
 * From applicant to assignment in the office's API (docs/product/office.md),
 * on both databases: an accepted person reads as invited (not active) in the
 * staff list and detail, with when the invitation went out and until when it
 * holds, and a state filter; the staff detail's assignments list the pairs the
 * person is on, and the pair's own call puts them on another.
 */

let t: TestApp;
let cookie: string;

const get = (path: string) =>
  t.app.inject({ url: `/app/api/${path}`, headers: { ...XHR, cookie } });

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createOfficeUser(t.db)).cookie;
});
afterAll(() => t.close());

let serial = 0;
/** A complete application of a fresh address, accepted by the office: an invited staff record. */
async function acceptedPerson(lastname: string) {
  serial += 1;
  const { application, bewerber } = await createApplication(
    t.db,
    { email: `path-${String(serial)}@example.test`, firstname: 'Ina', lastname },
    { status: 'complete', submittedAt: new Date() },
  );
  const accepted = await postJson(t.app, bueroDecisionUrls.accept(application.id), {}, { cookie });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { applicationId: application.id, staffId: bewerber.id };
}

async function detail(id: number): Promise<StaffDetail> {
  const response = await get(staffApiPaths.detail(id));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(staffDetailSchema, response.json());
}

async function listed(query: StaffListQuery) {
  const response = await get(staffApiPaths.list({ limit: 100, ...query }));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(staffListSchema, response.json()).items;
}

describe('an invited staff member', () => {
  it('reads as invited, with when the invitation went out and until when its link holds', async () => {
    const before = Date.now();
    const { applicationId, staffId } = await acceptedPerson('Eingeladen');
    const d = await detail(staffId);
    expect(d).toMatchObject({ active: true, account: 'invited' });
    expect(d.invitation?.application_id).toBe(applicationId);
    const sent = Date.parse(d.invitation?.sent_at ?? '');
    const expires = Date.parse(d.invitation?.expires_at ?? '');
    expect(sent).toBeGreaterThanOrEqual(before - 1000);
    expect(expires - sent).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expires - sent).toBeLessThan(7 * 86_400_000 + 60_000);
    const [row] = await listed({ q: 'Eingeladen' });
    expect(row).toMatchObject({ id: staffId, active: true, account: 'invited' });
  });

  it('follows a resend: the newer link is the one shown', async () => {
    const { applicationId, staffId } = await acceptedPerson('Erneut');
    const { invitation: first, user_id: userId } = await detail(staffId);
    // The first link a minute older, so the new one is told apart even within one millisecond.
    await t.db
      .update(tokens)
      .set({ createdAt: sql`${tokens.createdAt} - interval '1 minute'` })
      .where(and(eq(tokens.kind, 'invitation'), eq(tokens.userId, userId)));
    const resent = await postJson(
      t.app,
      bueroDecisionUrls.resendInvitation(applicationId),
      {},
      { cookie },
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const second = (await detail(staffId)).invitation;
    expect(Date.parse(second?.sent_at ?? '')).toBeGreaterThan(Date.parse(first?.sent_at ?? ''));
  });

  it('says when no link is open, and an expired link keeps its dates', async () => {
    const { staffId } = await acceptedPerson('Abgelaufen');
    const { user_id: userId } = await detail(staffId);
    const past = new Date(Date.now() - 60_000);
    await t.db.update(tokens).set({ expiresAt: past }).where(eq(tokens.userId, userId));
    expect((await detail(staffId)).invitation?.expires_at).toBe(past.toISOString());
    await t.db.delete(tokens).where(eq(tokens.userId, userId));
    expect((await detail(staffId)).invitation).toMatchObject({ sent_at: null, expires_at: null });
    expect((await detail(staffId)).account).toBe('invited');
  });

  it('filters by account state: active, invited, deactivated', async () => {
    const invited = await acceptedPerson('Zustand');
    const taken = await acceptedPerson('Zustand');
    // The invitation taken up (docs/product/office.md: invited → staff when the password is set).
    await t.db
      .update(applications)
      .set({ decision: 'staff' })
      .where(eq(applications.id, taken.applicationId));
    const deactivated = await acceptedPerson('Zustand');
    const { user_id: userId } = await detail(deactivated.staffId);
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
    const plain = await createStaffMember(t, { person: { lastname: 'Zustand' } });

    const ids = async (query: StaffListQuery) =>
      (await listed({ q: 'Zustand', ...query })).map((item) => item.id).sort((a, b) => a - b);
    const sorted = (...list: number[]) => list.sort((a, b) => a - b);
    expect(await ids({ account: 'invited' })).toEqual([invited.staffId]);
    expect(await ids({ account: 'active' })).toEqual(sorted(taken.staffId, plain.bewerber.id));
    expect(await ids({ account: 'deactivated' })).toEqual([deactivated.staffId]);
    // The older flag keeps its meaning: not deactivated, invited or not.
    expect(await ids({ active: true })).toEqual(
      sorted(invited.staffId, taken.staffId, plain.bewerber.id),
    );
    const states = Object.fromEntries(
      (await listed({ q: 'Zustand' })).map((item) => [item.id, item.account]),
    );
    expect(states).toEqual({
      [invited.staffId]: 'invited',
      [taken.staffId]: 'active',
      [deactivated.staffId]: 'deactivated',
      [plain.bewerber.id]: 'active',
    });
    expect((await detail(taken.staffId)).invitation).toBeNull();
    expect(await detail(deactivated.staffId)).toMatchObject({ account: 'deactivated' });

    const bad = await get('buero/personal?account=eingeladen');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.account).toHaveLength(1);
  });
});

describe("a staff member's assignments", () => {
  it('lists the pairs the person is on, soonest fair first, with their days and booking state', async () => {
    const person = await createStaffMember(t, { person: { lastname: 'Einsatz' } });
    const staffId = person.bewerber.id;
    const later = await createMesseCustomer(t.db, {
      name: 'Spätere Messe',
      dateStart: '2027-03-01',
      dateEnd: '2027-03-03',
    });
    const sooner = await createMesseCustomer(t.db, {
      name: 'Frühere Messe',
      dateStart: '2027-01-10',
      dateEnd: '2027-01-12',
    });
    const empty = await get(staffApiPaths.assignments(staffId));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ items: [] });

    // Added the way the staff detail adds them: the pair's own call.
    for (const pair of [later, sooner]) {
      const added = await postJson(
        t.app,
        `/app/api${buildPath(pairOperations.addStaff.path, { id: pair.messeId, customerId: pair.customerId })}`,
        { bewerber_ids: [staffId] },
        { cookie },
      );
      expect(added.statusCode, added.body).toBe(200);
    }
    await createTime(t.db, { ...sooner, bewerberId: staffId, day: '2027-01-10' });
    await createTime(t.db, { ...sooner, bewerberId: staffId, day: '2027-01-11' });
    await t.db
      .update(staffAssignments)
      .set({ removedAt: new Date('2026-12-01T10:00:00Z') })
      .where(
        and(eq(staffAssignments.bewerberId, staffId), eq(staffAssignments.messeId, sooner.messeId)),
      );

    // The person declined the later one, with a reason (as "Meine Einsätze" records it).
    await t.db
      .update(staffAssignments)
      .set({ state: 'declined', declineReason: 'Prüfungswoche', answeredAt: new Date() })
      .where(
        and(eq(staffAssignments.bewerberId, staffId), eq(staffAssignments.messeId, later.messeId)),
      );

    const response = await get(staffApiPaths.assignments(staffId));
    expect(response.statusCode, response.body).toBe(200);
    const { items } = v.parse(staffAssignmentsSchema, response.json());
    expect(items).toEqual([
      {
        fair: {
          id: sooner.messeId,
          name: 'Frühere Messe',
          city: 'Hannover',
          date_start: '2027-01-10',
          date_end: '2027-01-12',
          archived_at: null,
        },
        customer: { id: sooner.customerId, name: sooner.customer.name, archived_at: null },
        time_days: 2,
        removed_at: '2026-12-01T10:00:00.000Z',
        state: 'requested',
        decline_reason: null,
        answered_by_phone: false,
        changed: false,
      },
      {
        fair: {
          id: later.messeId,
          name: 'Spätere Messe',
          city: 'Hannover',
          date_start: '2027-03-01',
          date_end: '2027-03-03',
          archived_at: null,
        },
        customer: { id: later.customerId, name: later.customer.name, archived_at: null },
        time_days: 0,
        removed_at: null,
        state: 'declined',
        decline_reason: 'Prüfungswoche',
        answered_by_phone: false,
        changed: false,
      },
    ]);
  });

  it('answers 404 for an applicant without a login or an unknown id, 400 for a bad id', async () => {
    const applicant = await createBewerber(t.db, { email: 'kein-konto@example.test' });
    expect((await get(staffApiPaths.assignments(applicant.id))).statusCode).toBe(404);
    expect((await get(staffApiPaths.assignments(999_999))).statusCode).toBe(404);
    expect((await get('buero/personal/abc/einsaetze')).statusCode).toBe(400);
  });
});
