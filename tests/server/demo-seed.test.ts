import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { APPLICANT_STATUSES } from '@domain/buero/applicants-contract';
import { applicantStatusSql } from '@server/areas/buero/applicant-status';
import { applications, bewerber, locations } from '@server/platform/db/schema/bewerber';
import {
  messen,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { BookingList } from '@domain/einsaetze/booking';
import { DEMO_DECLINE_REASON } from '@server/tools/demo/bookings';
import { yearScope } from '@domain/shared/employment-law/person-counters';
import { addDays } from '@domain/shared/times/calendar-days';
import { fairToday } from '@domain/shared/times/fair-days';
import { readPeopleCounters } from '@server/records/employment-law';
import { DEMO_LAW_STAFF } from '@server/tools/demo/employment-law';
import { DEMO_LOGINS } from '@server/tools/demo/logins';
import { seedDemoData } from '@server/tools/demo/seed';
import { createUser } from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import { testConfig } from '@tests/support/test-config';
import { createTestApp, type TestApp } from '@tests/support/test-app';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves a database with users alone, fills an empty one once, and not again', async () => {
    const cipher = t.app.fieldCipher;
    const existing = await createUser(t.db);
    expect(await seedDemoData(t.db, cipher)).toBe(false);
    expect((await t.db.select({ n: count() }).from(messen))[0]?.n).toBe(0);
    await t.db.delete(users).where(eq(users.id, existing.id));

    expect(await seedDemoData(t.db, cipher)).toBe(true);
    const countOf = async (
      table: typeof users | typeof messen | typeof locations | typeof bewerber,
    ) => (await t.db.select({ n: count() }).from(table))[0]?.n;
    const before = {
      users: await countOf(users),
      messen: await countOf(messen),
      locations: await countOf(locations),
      bewerber: await countOf(bewerber),
    };
    // One account per demo login, per accepted demo application (invited, staff) and per
    // employment-law demo person.
    expect(before.users).toBe(Object.keys(DEMO_LOGINS).length + 2 + DEMO_LAW_STAFF.length);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    expect(await seedDemoData(t.db, cipher)).toBe(false);
    expect({
      users: await countOf(users),
      messen: await countOf(messen),
      locations: await countOf(locations),
      bewerber: await countOf(bewerber),
    }).toEqual(before);
  });

  it('has applications in every office status, the accepted ones linked to a login', async () => {
    const rows = await t.db
      .select({ status: applicantStatusSql, userId: bewerber.userId })
      .from(applications)
      .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(APPLICANT_STATUSES));
    for (const row of rows) {
      const accepted = row.status === 'invited' || row.status === 'staff';
      expect(row.userId !== null, row.status).toBe(accepted);
    }
  });

  it('has a fair running today and two later ones', async () => {
    const today = await t.db
      .select({ id: messen.id })
      .from(messen)
      .where(sql`${messen.dateStart} <= current_date and ${messen.dateEnd} >= current_date`);
    expect(today).toHaveLength(1);
    const later = await t.db
      .select()
      .from(messen)
      .where(sql`${messen.dateStart} > current_date`);
    expect(later).toHaveLength(2);
  });

  it('gives the supervisor two fair/customer pairs with staff and times in 15-minute steps', async () => {
    const [supervisor] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.supervisor.email));
    expect(supervisor?.timetracking).toBe(true);
    const pairs = await t.db
      .select()
      .from(supervisorAssignments)
      .where(eq(supervisorAssignments.userId, supervisor?.id ?? 0));
    expect(pairs).toHaveLength(2);
    const staff = await t.db.select().from(staffAssignments);
    expect(staff.length).toBeGreaterThanOrEqual(4);
    const rows = await t.db.select().from(times);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const minutes of [row.timeStart, row.timeEnd, row.timeBreak])
        expect((minutes ?? 0) % 15).toBe(0);
    }
  });

  it('confirms what has times, runs or is over, leaves a few upcoming bookings requested', async () => {
    const states = await t.db
      .select({
        state: staffAssignments.state,
        started: sql<boolean>`${messen.dateStart} <= current_date`,
        timed: sql<boolean>`exists (select 1 from ${times} where ${times.bewerberId} = ${staffAssignments.bewerberId}
          and ${times.messeId} = ${staffAssignments.messeId} and ${times.customerId} = ${staffAssignments.customerId})`,
      })
      .from(staffAssignments)
      .innerJoin(messen, eq(messen.id, staffAssignments.messeId));
    const answered = states.filter((row) => Boolean(row.started) || Boolean(row.timed));
    expect(answered.length).toBeGreaterThan(0);
    expect(new Set(answered.map((row) => row.state))).toEqual(new Set(['confirmed']));
    const upcoming = states.filter((row) => !row.started);
    const requested = upcoming.filter((row) => row.state === 'requested').length;
    expect(requested).toBeGreaterThanOrEqual(3);
    expect(requested).toBeLessThan(upcoming.length / 2);
    const supervisors = await t.db
      .select({ state: supervisorAssignments.state })
      .from(supervisorAssignments);
    expect(new Set(supervisors.map((row) => row.state))).toEqual(new Set(['confirmed']));
  });

  it('shows the demo staff login bookings in all three states, and a past one', async () => {
    const { email, password } = DEMO_LOGINS.staff;
    const login = await postJson(t.app, '/app/api/auth/login', { email, password });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const response = await t.app.inject({
      method: 'GET',
      url: '/app/api/einsaetze',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<BookingList>();
    expect(new Set(items.map((b) => b.state))).toEqual(
      new Set(['requested', 'confirmed', 'declined']),
    );
    expect(items.find((b) => b.state === 'declined')?.decline_reason).toBe(DEMO_DECLINE_REASON);
    expect(items.filter((b) => b.state === 'requested').every((b) => !b.past)).toBe(true);
    expect(items.some((b) => b.past && b.state === 'confirmed')).toBe(true);
    // The supervisor's pairs say where and when to meet, and whom to call.
    expect(items.filter((b) => b.meeting_point !== null).length).toBeGreaterThan(0);
    expect(items.find((b) => b.meeting_point !== null)?.supervisor_phone).not.toBeNull();
  });

  it('lets every demo login sign in, with the contract flag only on the contract account', async () => {
    const flags: Record<string, boolean> = {};
    const areas: Record<string, readonly string[]> = {};
    for (const [key, login] of Object.entries(DEMO_LOGINS)) {
      const response = await postJson(t.app, '/app/api/auth/login', {
        email: login.email,
        password: login.password,
      });
      expect(response.statusCode, key).toBe(200);
      const { user } = response.json<{ user: { contract: boolean; areas: string[] } }>();
      flags[key] = user.contract;
      areas[key] = user.areas;
    }
    expect(flags).toEqual({ supervisor: false, contract: true, staff: false, office: false });
    // The demo supervisor has no staff record: time tracking is all it is offered.
    expect(areas).toEqual({
      supervisor: ['stundenerfassung'],
      contract: ['stammdaten', 'dokumente', 'messen', 'meine-stunden'],
      staff: ['stammdaten', 'dokumente', 'messen', 'meine-stunden'],
      // The office account has no staff record: the Büro is all it is offered (ADR 0022).
      office: ['buero'],
    });
  });

  it('stores the contract account’s bank and tax data encrypted', async () => {
    const [row] = await t.db
      .select()
      .from(bewerber)
      .where(eq(bewerber.email, DEMO_LOGINS.contract.email));
    expect(row?.bankIbanEnc).toMatch(/^v1:/);
    expect(row?.bankIbanEnc).not.toContain('DE89');
    const cipher = createFieldCipher(t.config.encryptionKeys);
    expect(cipher.decrypt(row?.bankIbanEnc ?? '', ENCRYPTED_FIELD.bankIban)).toBe(
      'DE89370400440532013000',
    );
  });

  it('gives the employment-law people their status, wages, periods and days near the limit', async () => {
    const people = await t.db
      .select({ id: bewerber.id, email: bewerber.email, status: bewerber.employmentStatus })
      .from(bewerber)
      .where(
        inArray(
          bewerber.email,
          DEMO_LAW_STAFF.map((person) => person.email),
        ),
      );
    expect(people.map((row) => row.status).sort()).toEqual(
      DEMO_LAW_STAFF.map((person) => person.status).sort(),
    );
    const idOf = (email: string) => people.find((row) => row.email === email)?.id ?? 0;
    const [jan, sarah, lukas, nina] = DEMO_LAW_STAFF.map((person) => idOf(person.email));
    const today = fairToday();
    const counters = await readPeopleCounters(
      t.db,
      [jan ?? 0, sarah ?? 0, lukas ?? 0, nina ?? 0],
      yearScope(Number(today.slice(0, 4)), today.slice(0, 7)),
    );
    const janDays = counters.get(jan ?? 0)?.planned.find((c) => c.code === 'short_term_days');
    // 60 declared and, unless the year is only weeks old, a 6-day fair: one more fair crosses 70.
    const fairThisYear = addDays(today, -100).slice(0, 4) === today.slice(0, 4);
    expect(janDays).toMatchObject({ state: 'near', limit: 70, measure: 'working_days' });
    expect(janDays?.value).toBe(fairThisYear ? 66 : 60);
    const ninaWage = counters.get(nina ?? 0)?.planned.find((c) => c.code === 'minimum_wage');
    expect(ninaWage?.state).toBe(fairThisYear ? 'wage_missing' : 'ok');
    expect(counters.get(sarah ?? 0)?.person.law.wages).toHaveLength(2);
    expect(counters.get(lukas ?? 0)?.person.law.lecturePeriods?.length).toBeGreaterThan(0);
    expect(counters.get(nina ?? 0)?.person.law.wages).toEqual([]);
  });

  it('stores the demo passwords only as argon2id hashes', async () => {
    for (const login of Object.values(DEMO_LOGINS)) {
      const [row] = await t.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, login.email));
      expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
      expect(row?.hash).not.toContain(login.password);
    }
  });
});

describe('demo data in production', () => {
  it('is never enabled in production', () => {
    expect(testConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(false);
    expect(testConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(testConfig({}).demoData).toBe(true);
  });
});
