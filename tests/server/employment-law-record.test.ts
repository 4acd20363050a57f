import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LECTURE_PERIODS_MAX } from '@domain/shared/employment-law/record-contract';
import { fairToday } from '@domain/shared/times/fair-days';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { lecturePeriods, staffWages } from '@server/platform/db/schema/employment';
import {
  assignStaff,
  createBewerber,
  createMesseCustomer,
  createTime,
  sessionCookieFor,
} from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { BUERO, send } from './buero-messen-fixtures';
import {
  auditCount,
  call,
  expect422,
  lastAudit,
  law,
  lawUrl,
  newStaff,
  sendAsOffice,
  useLawApp,
} from './employment-law-fixtures';

/*
 * The office's employment-law record of a staff member (issue 27), on PGlite
 * and PostgreSQL: staff records only (404 for other and unknown ids, 403 for a
 * staff login), each write audited and answering the whole record, a 422 with
 * a field error for every bad field (never a 500), the cap of lecture periods,
 * and the counters of a month on planned and worked days. The declarations and
 * the GDPR export and erasure: employment-law-declarations.test.ts.
 */

useLawApp();

describe('access', () => {
  it('answers 401 anonymous, 403 for a staff login, 404 for non-staff and unknown ids, 400 for a bad id', async () => {
    const person = await newStaff();
    const staffCookie = await sessionCookieFor(law.t.db, person.userId);
    const anonymous = await law.t.app.inject({
      url: `${BUERO}/${lawUrl(person.id)}`,
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, rest, body] of [
      ['GET', '', undefined],
      ['PUT', '/status', { employment_status: 'minijob' }],
      ['POST', '/loehne', { valid_from: '2026-01-01', cents_per_hour: 1500 }],
    ] as const) {
      const own = await send(law.t.app, method, lawUrl(person.id, rest), staffCookie, body);
      expect(own.statusCode, `${method} ${rest}`).toBe(403);
    }
    // An applicant without a login is no staff member: 404 like an unknown id.
    const applicant = await createBewerber(law.t.db);
    for (const id of [applicant.id, 2_000_000_000]) {
      expect((await sendAsOffice('GET', lawUrl(id))).statusCode).toBe(404);
      const write = await sendAsOffice('PUT', lawUrl(id, '/status'), {
        employment_status: 'minijob',
      });
      expect(write.statusCode).toBe(404);
      const wage = await sendAsOffice('POST', lawUrl(id, '/loehne'), {
        valid_from: '2026-01-01',
        cents_per_hour: 1500,
      });
      expect(wage.statusCode).toBe(404);
    }
    const [row] = await law.t.db.select().from(bewerber).where(eq(bewerber.id, applicant.id));
    expect(row?.employmentStatus).toBeNull();
    expect((await sendAsOffice('GET', 'personal/abc/arbeitsrecht')).statusCode).toBe(400);
    expect(await auditCount(person.id)).toBe(0);
  });

  it('answers the empty record with the current month by default and the month asked for', async () => {
    const person = await newStaff();
    const record = await call('GET', lawUrl(person.id));
    expect(record).toMatchObject({
      employment_status: null,
      wages: [],
      lecture_periods: [],
      declarations: [],
      month: fairToday().slice(0, 7),
      year: Number(fairToday().slice(0, 4)),
    });
    expect(record.counters.planned.map((c) => c.code)).toContain('minimum_wage');
    const march = await call('GET', lawUrl(person.id, '?month=2026-03'));
    expect(march).toMatchObject({ month: '2026-03', year: 2026 });
  });

  it('refuses a month that is none, or out of reach, with 422 on month', async () => {
    const person = await newStaff();
    for (const month of [
      '2026-13',
      '2026-3',
      '0000-01',
      '1899-12',
      '1999-12',
      '3000-01',
      'x',
      '',
    ]) {
      expect422(await sendAsOffice('GET', lawUrl(person.id, `?month=${month}`)), 'month');
    }
    const twice = await sendAsOffice('GET', lawUrl(person.id, '?month=2026-01&month=2026-02'));
    expect(twice.statusCode).toBe(422);
  });
});

describe('status', () => {
  it('sets, changes and clears the status, audited with before and after', async () => {
    const person = await newStaff();
    const set = await call('PUT', lawUrl(person.id, '/status'), {
      employment_status: 'short_term',
    });
    expect(set.employment_status).toBe('short_term');
    expect(set.counters.planned.map((c) => c.code)).toContain('short_term_days');
    expect(await lastAudit(person.id)).toMatchObject({
      action: 'employment_status_changed',
      userId: law.officeId,
      details: { changes: { employment_status: { before: null, after: 'short_term' } } },
    });
    await call('PUT', lawUrl(person.id, '/status'), { employment_status: 'student' });
    expect((await lastAudit(person.id))?.details).toMatchObject({
      changes: { employment_status: { before: 'short_term', after: 'student' } },
    });
    const cleared = await call('PUT', lawUrl(person.id, '/status'), { employment_status: null });
    expect(cleared.employment_status).toBeNull();
  });

  it('refuses a status that is none with 422 on the field', async () => {
    const person = await newStaff();
    for (const value of ['boss', '', 3, true, ['minijob'], { a: 1 }, undefined, 'MINIJOB']) {
      const response = await sendAsOffice('PUT', lawUrl(person.id, '/status'), {
        employment_status: value,
      });
      expect422(response, 'employment_status');
    }
    expect(await auditCount(person.id)).toBe(0);
  });
});

describe('wages', () => {
  it('records lines, replaces a line of the same day, removes one; each audited', async () => {
    const person = await newStaff();
    await call('POST', lawUrl(person.id, '/loehne'), {
      valid_from: '2026-07-01',
      cents_per_hour: 1500,
    });
    const first = await call('POST', lawUrl(person.id, '/loehne'), {
      valid_from: '2026-01-01',
      cents_per_hour: 1390,
    });
    expect(first.wages.map((w) => [w.valid_from, w.cents_per_hour])).toEqual([
      ['2026-01-01', 1390],
      ['2026-07-01', 1500],
    ]);
    expect(await lastAudit(person.id)).toMatchObject({
      action: 'wage_recorded',
      details: {
        valid_from: '2026-01-01',
        replaced: false,
        changes: { cents_per_hour: { before: null, after: 1390 } },
      },
    });
    const replaced = await call('POST', lawUrl(person.id, '/loehne'), {
      valid_from: '2026-01-01',
      cents_per_hour: 1460,
    });
    expect(replaced.wages.map((w) => [w.valid_from, w.cents_per_hour])).toEqual([
      ['2026-01-01', 1460],
      ['2026-07-01', 1500],
    ]);
    expect((await lastAudit(person.id))?.details).toMatchObject({
      replaced: true,
      changes: { cents_per_hour: { before: 1390, after: 1460 } },
    });
    const removed = await call('DELETE', lawUrl(person.id, '/loehne/2026-07-01'));
    expect(removed.wages.map((w) => w.valid_from)).toEqual(['2026-01-01']);
    expect(await lastAudit(person.id)).toMatchObject({
      action: 'wage_removed',
      details: {
        valid_from: '2026-07-01',
        changes: { cents_per_hour: { before: 1500, after: null } },
      },
    });
  });

  it('answers 404 for a line that is none, another person’s, or a day that is none', async () => {
    const person = await newStaff();
    const other = await newStaff();
    await call('POST', lawUrl(other.id, '/loehne'), {
      valid_from: '2026-01-01',
      cents_per_hour: 1500,
    });
    const before = await auditCount(person.id);
    for (const day of ['2026-01-01', '2026-02-30', '0000-01-01', '2026-05-05']) {
      expect((await sendAsOffice('DELETE', lawUrl(person.id, `/loehne/${day}`))).statusCode).toBe(
        404,
      );
    }
    expect((await sendAsOffice('DELETE', lawUrl(person.id, '/loehne/morgen'))).statusCode).toBe(
      400,
    );
    expect(await auditCount(person.id)).toBe(before);
    const [line] = await law.t.db
      .select()
      .from(staffWages)
      .where(eq(staffWages.bewerberId, other.id));
    expect(line?.centsPerHour).toBe(1500);
  });

  it('refuses every bad field with 422 on it, never a 500', async () => {
    const person = await newStaff();
    const good = { valid_from: '2026-01-01', cents_per_hour: 1390 };
    for (const valid_from of [
      '2026-02-30',
      '0000-01-01',
      '1899-12-31',
      '26-01-01',
      '',
      20260101,
      null,
      undefined,
    ]) {
      expect422(
        await sendAsOffice('POST', lawUrl(person.id, '/loehne'), {
          ...good,
          valid_from,
        }),
        'valid_from',
      );
    }
    for (const cents_per_hour of [
      0,
      -1,
      13.9,
      100_001,
      1e308,
      Number.MAX_SAFE_INTEGER,
      '1390',
      null,
      undefined,
      [],
    ]) {
      expect422(
        await sendAsOffice('POST', lawUrl(person.id, '/loehne'), {
          ...good,
          cents_per_hour,
        }),
        'cents_per_hour',
      );
    }
    const huge = await law.t.app.inject({
      method: 'POST',
      url: `${BUERO}/${lawUrl(person.id, '/loehne')}`,
      headers: { ...XHR, cookie: law.office, 'content-type': 'application/json' },
      payload: '{"valid_from":"2026-01-01","cents_per_hour":1e400}',
    });
    expect422(huge, 'cents_per_hour');
    for (const body of ['text', [good], 17]) {
      const response = await sendAsOffice('POST', lawUrl(person.id, '/loehne'), body);
      expect(response.statusCode).toBe(422);
    }
    expect(await auditCount(person.id)).toBe(0);
  });
});

describe('lecture periods', () => {
  it('adds and removes periods, audited; another person’s period is 404', async () => {
    const person = await newStaff();
    const other = await newStaff();
    const added = await call('POST', lawUrl(person.id, '/vorlesungszeiten'), {
      date_from: '2026-04-13',
      date_to: '2026-07-17',
    });
    const [period] = added.lecture_periods;
    expect(period).toMatchObject({ date_from: '2026-04-13', date_to: '2026-07-17' });
    expect(await lastAudit(person.id)).toMatchObject({
      action: 'lecture_period_added',
      details: {
        period_id: period?.id,
        changes: { date_from: { before: null, after: '2026-04-13' } },
      },
    });
    const periodId = String(period?.id);
    const foreign = await sendAsOffice('DELETE', lawUrl(other.id, `/vorlesungszeiten/${periodId}`));
    expect(foreign.statusCode).toBe(404);
    const unknown = await sendAsOffice('DELETE', lawUrl(person.id, '/vorlesungszeiten/2000000000'));
    expect(unknown.statusCode).toBe(404);
    const removed = await call('DELETE', lawUrl(person.id, `/vorlesungszeiten/${periodId}`));
    expect(removed.lecture_periods).toEqual([]);
    expect(await lastAudit(person.id)).toMatchObject({ action: 'lecture_period_removed' });
  });

  it('refuses bad days and an end before the start with 422 on the field', async () => {
    const person = await newStaff();
    const good = { date_from: '2026-04-13', date_to: '2026-07-17' };
    for (const date_from of ['2026-02-30', '0000-01-01', '', 5, null, undefined]) {
      expect422(
        await sendAsOffice('POST', lawUrl(person.id, '/vorlesungszeiten'), {
          ...good,
          date_from,
        }),
        'date_from',
      );
    }
    for (const date_to of ['2026-04-31', '9999-99-99', '2026-04-12', {}]) {
      expect422(
        await sendAsOffice('POST', lawUrl(person.id, '/vorlesungszeiten'), {
          ...good,
          date_to,
        }),
        'date_to',
      );
    }
    expect(await auditCount(person.id)).toBe(0);
  });

  it('refuses more than LECTURE_PERIODS_MAX with 422 too_many', async () => {
    const person = await newStaff();
    await law.t.db.insert(lecturePeriods).values(
      Array.from({ length: LECTURE_PERIODS_MAX - 1 }, () => ({
        bewerberId: person.id,
        dateFrom: '2025-04-01',
        dateTo: '2025-07-31',
      })),
    );
    const body = { date_from: '2026-04-13', date_to: '2026-07-17' };
    // Two at once for the last place: one gets it.
    const both = await Promise.all([
      sendAsOffice('POST', lawUrl(person.id, '/vorlesungszeiten'), body),
      sendAsOffice('POST', lawUrl(person.id, '/vorlesungszeiten'), body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = both.find((r) => r.statusCode === 422);
    expect(refused?.json<{ code?: string; message: string }>().message).toMatch(
      /so viele|as many/i,
    );
    const rows = await law.t.db
      .select()
      .from(lecturePeriods)
      .where(eq(lecturePeriods.bewerberId, person.id));
    expect(rows).toHaveLength(LECTURE_PERIODS_MAX);
  });
});

describe('counters', () => {
  it('counts a short-term person’s planned (booked) and worked (timesheet) days with the declared ones', async () => {
    const person = await newStaff();
    await call('PUT', lawUrl(person.id, '/status'), { employment_status: 'short_term' });
    await call('POST', lawUrl(person.id, '/loehne'), {
      valid_from: '2026-01-01',
      cents_per_hour: 1500,
    });
    await call('POST', lawUrl(person.id, '/erklaerungen'), {
      employer: 'Eventservice Elbe GmbH',
      date_from: '2026-01-05',
      date_to: '2026-01-30',
      working_days: 10,
    });
    const pair = await createMesseCustomer(law.t.db, {
      dateStart: '2026-03-09',
      dateEnd: '2026-03-13',
    });
    await assignStaff(law.t.db, person.id, pair);
    for (const day of ['2026-03-09', '2026-03-10']) {
      await createTime(law.t.db, { ...pair, bewerberId: person.id, day });
    }
    const record = await call('GET', lawUrl(person.id, '?month=2026-03'));
    const shortTerm = (basis: 'planned' | 'worked') =>
      record.counters[basis].find((c) => c.code === 'short_term_days');
    expect(shortTerm('planned')).toMatchObject({
      state: 'ok',
      value: 15,
      limit: 70,
      ownDays: 5,
      declaredDays: 10,
    });
    expect(shortTerm('worked')).toMatchObject({ value: 12, ownDays: 2, declaredDays: 10 });
    // Another year: the declared and booked days of 2026 do not count.
    const next = await call('GET', lawUrl(person.id, '?month=2027-03'));
    expect(next.counters.planned.find((c) => c.code === 'short_term_days')).toMatchObject({
      value: 0,
    });
  });

  it('counts a student’s hours in a lecture week from the booked fair days', async () => {
    const person = await newStaff();
    await call('PUT', lawUrl(person.id, '/status'), { employment_status: 'student' });
    await call('POST', lawUrl(person.id, '/vorlesungszeiten'), {
      date_from: '2026-04-13',
      date_to: '2026-07-17',
    });
    // Monday to Wednesday of a lecture week: three planned shifts of eight hours.
    const pair = await createMesseCustomer(law.t.db, {
      dateStart: '2026-05-04',
      dateEnd: '2026-05-06',
    });
    await assignStaff(law.t.db, person.id, pair);
    const record = await call('GET', lawUrl(person.id, '?month=2026-05'));
    expect(record.lecture_periods).toHaveLength(1);
    const week = record.counters.planned.find((c) => c.code === 'student_week_hours');
    expect(week).toMatchObject({ state: 'over', value: 24 * 60, limit: 20 * 60 });
    expect(record.counters.worked.find((c) => c.code === 'student_week_hours')).toMatchObject({
      state: 'ok',
      value: 0,
    });
  });

  it('says wage_missing with value null for a Minijob without a wage, never 0 €', async () => {
    const person = await newStaff();
    await call('PUT', lawUrl(person.id, '/status'), { employment_status: 'minijob' });
    const pair = await createMesseCustomer(law.t.db, {
      dateStart: '2026-03-09',
      dateEnd: '2026-03-10',
    });
    await assignStaff(law.t.db, person.id, pair);
    await createTime(law.t.db, { ...pair, bewerberId: person.id, day: '2026-03-09' });
    const record = await call('GET', lawUrl(person.id, '?month=2026-03'));
    for (const basis of ['planned', 'worked'] as const) {
      expect(
        record.counters[basis].find((c) => c.code === 'minijob_earnings'),
        basis,
      ).toMatchObject({
        state: 'wage_missing',
        value: null,
      });
    }
    // With a wage, the month's earnings count.
    const paid = await call('POST', lawUrl(person.id, '/loehne'), {
      valid_from: '2026-01-01',
      cents_per_hour: 1400,
    });
    expect(paid.counters.worked.find((c) => c.code === 'minijob_earnings')?.state).not.toBe(
      'wage_missing',
    );
    const march = await call('GET', lawUrl(person.id, '?month=2026-03'));
    const worked = march.counters.worked.find((c) => c.code === 'minijob_earnings');
    expect(worked?.state).toBe('ok');
    expect(worked?.value).toBeGreaterThan(0);
  });
});
