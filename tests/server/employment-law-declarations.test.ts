import { strFromU8, unzipSync } from 'fflate';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECLARATIONS_MAX } from '@domain/shared/employment-law/record-contract';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  declaredShortTermJobs,
  lawSnapshots,
  lecturePeriods,
  staffWages,
} from '@server/platform/db/schema/employment';
import { auditLog } from '@server/platform/db/schema/system';
import { INVISIBLE_TEXTS, SERVER_SAMPLES, embedded } from '@tests/support/hostile-text';
import { XHR } from '@tests/support/http';
import { BUERO } from './buero-messen-fixtures';
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
 * The earlier short-term jobs of a staff member as the office adds, corrects
 * and removes them (issue 27), on PGlite and PostgreSQL: audited with before
 * and after, 404 for another person's, 422 per field, the cap; and the GDPR
 * export and erasure of all the employment-law data.
 */

useLawApp();

describe('declarations', () => {
  const job = {
    employer: 'Eventservice Elbe GmbH',
    date_from: '2026-02-02',
    date_to: '2026-03-27',
    working_days: 30,
  };

  it('adds, corrects (before and after) and removes a declaration, each audited', async () => {
    const person = await newStaff();
    const added = await call('POST', lawUrl(person.id, '/erklaerungen'), job);
    const [declaration] = added.declarations;
    expect(declaration).toMatchObject({ ...job, updated_by_office: true });
    expect(await lastAudit(person.id)).toMatchObject({
      action: 'short_term_declared',
      details: {
        declaration_id: declaration?.id,
        changes: { working_days: { before: null, after: 30 } },
      },
    });
    const id = String(declaration?.id);
    const corrected = await call('PUT', lawUrl(person.id, `/erklaerungen/${id}`), {
      ...job,
      employer: '  Eventservice Elbe GmbH & Co. KG ',
      working_days: 28,
    });
    expect(corrected.declarations[0]).toMatchObject({
      employer: 'Eventservice Elbe GmbH & Co. KG',
      working_days: 28,
    });
    const audit = await lastAudit(person.id);
    expect(audit).toMatchObject({
      action: 'short_term_declaration_changed',
      details: {
        changes: {
          employer: { before: 'Eventservice Elbe GmbH', after: 'Eventservice Elbe GmbH & Co. KG' },
          working_days: { before: 30, after: 28 },
        },
      },
    });
    expect(Object.keys((audit?.details as { changes: object }).changes)).toEqual([
      'employer',
      'working_days',
    ]);
    const removed = await call('DELETE', lawUrl(person.id, `/erklaerungen/${id}`));
    expect(removed.declarations).toEqual([]);
    expect(await lastAudit(person.id)).toMatchObject({
      action: 'short_term_declaration_removed',
      details: { changes: { working_days: { before: 28, after: null } } },
    });
  });

  it('tells a declaration the person wrote from one the office corrected', async () => {
    const person = await newStaff();
    await law.t.db.insert(declaredShortTermJobs).values({
      bewerberId: person.id,
      employer: 'Catering Nord KG',
      dateFrom: '2026-05-04',
      dateTo: '2026-05-29',
      workingDays: 16,
      updatedBy: person.userId,
    });
    const record = await call('GET', lawUrl(person.id));
    expect(record.declarations[0]).toMatchObject({
      employer: 'Catering Nord KG',
      updated_by_office: false,
    });
  });

  it('answers 404 for another person’s or an unknown declaration, and writes nothing', async () => {
    const person = await newStaff();
    const other = await newStaff();
    const theirs = await call('POST', lawUrl(other.id, '/erklaerungen'), job);
    const id = String(theirs.declarations[0]?.id);
    const put = await sendAsOffice('PUT', lawUrl(person.id, `/erklaerungen/${id}`), {
      ...job,
      employer: 'Übernommen',
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await sendAsOffice('DELETE', lawUrl(person.id, `/erklaerungen/${id}`))).statusCode,
    ).toBe(404);
    expect(
      (await sendAsOffice('PUT', lawUrl(person.id, '/erklaerungen/2000000000'), job)).statusCode,
    ).toBe(404);
    const [row] = await law.t.db
      .select()
      .from(declaredShortTermJobs)
      .where(eq(declaredShortTermJobs.bewerberId, other.id));
    expect(row?.employer).toBe(job.employer);
    expect(await auditCount(person.id)).toBe(0);
  });

  it('refuses every bad field with 422 on it, control characters included', async () => {
    const person = await newStaff();
    const post = (body: unknown) => sendAsOffice('POST', lawUrl(person.id, '/erklaerungen'), body);
    for (const employer of [
      '',
      '   ',
      'x'.repeat(201),
      'Zeile\nzwei',
      7,
      null,
      undefined,
      ...SERVER_SAMPLES.map(embedded),
      ...Object.values(INVISIBLE_TEXTS),
    ]) {
      expect422(await post({ ...job, employer }), 'employer');
    }
    for (const date_from of ['2026-02-30', '0000-01-01', 'gestern', 20260202]) {
      expect422(await post({ ...job, date_from }), 'date_from');
    }
    for (const date_to of ['2026-02-01', '2026-13-01', null]) {
      expect422(await post({ ...job, date_to }), 'date_to');
    }
    // More working days than the period has calendar days, or beyond what the column holds.
    for (const working_days of [0, -3, 55, 2.5, '30', null, 1e308, 40_000]) {
      expect422(await post({ ...job, working_days }), 'working_days');
    }
    expect422(
      await post({ ...job, date_from: '1900-01-01', date_to: '9999-12-31', working_days: 40_000 }),
      'working_days',
    );
    expect(await auditCount(person.id)).toBe(0);
    // The correction checks the same.
    const added = await call('POST', lawUrl(person.id, '/erklaerungen'), job);
    const id = String(added.declarations[0]?.id);
    expect422(
      await sendAsOffice('PUT', lawUrl(person.id, `/erklaerungen/${id}`), {
        ...job,
        employer: embedded('\u0007'),
      }),
      'employer',
    );
  });

  it('refuses more than DECLARATIONS_MAX with 422 too_many', async () => {
    const person = await newStaff();
    await law.t.db.insert(declaredShortTermJobs).values(
      Array.from({ length: DECLARATIONS_MAX }, (_, i) => ({
        bewerberId: person.id,
        employer: `Agentur ${String(i)}`,
        dateFrom: '2026-01-05',
        dateTo: '2026-01-09',
        workingDays: 1,
      })),
    );
    const before = await auditCount(person.id);
    const response = await sendAsOffice('POST', lawUrl(person.id, '/erklaerungen'), job);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(/so viele/);
    expect(await auditCount(person.id)).toBe(before);
  });
});

describe('GDPR', () => {
  it('exports the person’s employment-law rows and the erasure deletes them', async () => {
    const person = await newStaff('Arbeitsrechtlich');
    await call('PUT', lawUrl(person.id, '/status'), { employment_status: 'student' });
    await call('POST', lawUrl(person.id, '/loehne'), {
      valid_from: '2026-01-01',
      cents_per_hour: 1650,
    });
    await call('POST', lawUrl(person.id, '/vorlesungszeiten'), {
      date_from: '2026-04-13',
      date_to: '2026-07-17',
    });
    await call('POST', lawUrl(person.id, '/erklaerungen'), {
      employer: 'Catering Nord KG',
      date_from: '2026-05-04',
      date_to: '2026-05-29',
      working_days: 16,
    });
    const exported = await law.t.app.inject({
      url: `${BUERO}/personen/${String(person.id)}/export`,
      headers: { ...XHR, cookie: law.office },
    });
    expect(exported.statusCode).toBe(200);
    const json = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['person.json'] ?? new Uint8Array()),
    ) as { bewerber: { employmentStatus: string; employment_law: Record<string, unknown[]> }[] };
    const [row] = json.bewerber;
    expect(row?.employmentStatus).toBe('student');
    expect(row?.employment_law.wages).toEqual([
      expect.objectContaining({
        validFrom: '2026-01-01',
        centsPerHour: 1650,
        createdBy: law.officeId,
      }),
    ]);
    expect(row?.employment_law.lecture_periods).toHaveLength(1);
    expect(row?.employment_law.declared_short_term_jobs).toEqual([
      expect.objectContaining({ employer: 'Catering Nord KG', workingDays: 16 }),
    ]);
    // A snapshot is exported once computed, never the placeholder of migration 0027.
    const snapshot = (row?.employment_law as Record<string, unknown> | undefined)
      ?.counters_snapshot as { month: string } | null;
    expect(snapshot?.month ?? null).not.toBe('');

    const [me] = await law.t.db.select().from(bewerber).where(eq(bewerber.id, person.id));
    const erased = await sendAsOffice('POST', `personen/${String(person.id)}/loeschen`, {
      confirm: `${me?.firstname ?? ''} ${me?.lastname ?? ''}`,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [after] = await law.t.db.select().from(bewerber).where(eq(bewerber.id, person.id));
    expect(after?.employmentStatus).toBeNull();
    for (const table of [staffWages, lecturePeriods, declaredShortTermJobs, lawSnapshots]) {
      const rows = await law.t.db.select().from(table).where(eq(table.bewerberId, person.id));
      expect(rows).toEqual([]);
    }
    // The pseudonym is no staff member any more.
    expect((await sendAsOffice('GET', lawUrl(person.id))).statusCode).toBe(404);
    const employerAudits = await law.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subject, `staff:${String(person.id)}`), like(auditLog.action, '%wage%')),
      );
    expect(employerAudits.length).toBeGreaterThan(0);
  });
});
