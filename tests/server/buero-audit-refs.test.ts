import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditPage, auditPageSchema } from '@domain/buero/gdpr-contract';
import { resolveAuditRefs } from '@server/areas/buero/audit-refs';
import type { Database } from '@server/platform/db/client';
import { auditLog } from '@server/platform/db/schema/system';
import { writeAudits } from '@server/platform/audit/audit-log';
import {
  createBewerber,
  createMesseCustomer,
  createStaffUser,
  createTimetrackingScene,
} from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { VIAS, writeVia } from '@tests/support/time-tracking-batch';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';

/*
 * The audit in words (docs/product/data-retention.md): a time change records
 * what it changed (before → after), and the office's audit pages name what
 * each entry is about, resolved in a few batched reads, never one per entry.
 */

let t: TestApp;
let office: Awaited<ReturnType<typeof createOfficeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  office = await createOfficeUser(t.db);
});
afterAll(() => t.close());

const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

async function auditPage(url: string): Promise<AuditPage> {
  const response = await t.app.inject({ url, headers: { ...XHR, cookie: office.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(auditPageSchema, JSON.parse(response.body));
}

describe('a time change in the audit', () => {
  it.each(VIAS)('reads as what it changed, before and after (%s)', async (via) => {
    const scene = await createTimetrackingScene(t.db, 1);
    const staffId = scene.staff[0]?.id ?? 0;
    const m = String(scene.pair.messeId);
    const c = String(scene.pair.customerId);
    const url = `/app/api/stundenerfassung/staff/${m}/${c}/${String(staffId)}/2026-11-21`;
    const headers = { cookie: scene.cookies.supervisor };
    for (const body of [ENTRY, { ...ENTRY, time_end: 1020 }, { ...ENTRY, time_end: 1020 }]) {
      expect((await writeVia(t.app, via, url, body, headers)).status).toBe(200);
    }
    // Another day of the same person: its entries are not this day's history.
    const other = url.replace('2026-11-21', '2026-11-22');
    expect((await writeVia(t.app, via, other, { ...ENTRY, time_start: 600 }, headers)).status).toBe(
      200,
    );
    const page = await auditPage(`${BUERO}/messen/${m}/protokoll`);
    const day = page.items.filter((item) => item.about?.day === '2026-11-21');
    // Newest first: saved again unchanged, then 18:00 → 17:00, then the first save (new).
    expect(day.map((item) => item.changes)).toEqual([
      null,
      { time_end: { before: 1080, after: 1020 } },
      null,
    ]);
    expect(day[2]?.details).toMatchObject({ created: true, time_end: 1080 });
    expect(page.items.find((item) => item.about?.day === '2026-11-22')?.changes).toBeNull();
  });

  it('reads an entry without an earlier one of its day as its values only', async () => {
    const pair = await createMesseCustomer(t.db);
    const person = await createBewerber(t.db);
    const subject = `times:${String(pair.messeId)}/${String(pair.customerId)}/${String(person.id)}/2026-11-23`;
    await writeAudits(t.db, [
      {
        action: 'time_changed',
        subject,
        details: { day: '2026-11-23', ...ENTRY, created: false },
      },
    ]);
    const page = await auditPage(`${BUERO}/messen/${String(pair.messeId)}/protokoll`);
    expect(page.items.map((item) => item.changes)).toEqual([null]);
  });
});

describe("the office's audit pages", () => {
  it('name the person, fair, customer and day an entry is about, and what it mentions', async () => {
    const pair = await createMesseCustomer(t.db, { name: 'Messe Lesbar' });
    const staff = await createStaffUser(t.db, {
      user: { firstname: 'Lea', lastname: 'Lesbar' },
    });
    const applicant = await createApplication(t.db, { firstname: 'Ada', lastname: 'Antrag' });
    const other = await createBewerber(t.db, { firstname: 'Otto', lastname: 'Ohnelogin' });
    const m = String(pair.messeId);
    const c = String(pair.customerId);
    const s = String(staff.bewerber.id);
    await writeAudits(t.db, [
      {
        action: 'time_changed',
        userId: office.user.id,
        subject: `times:${m}/${c}/${s}/2026-11-29`,
        details: { changes: { time_end: { before: 1080, after: 1020 } } },
      },
      {
        action: 'staff_assignments_changed',
        userId: office.user.id,
        subject: `pair:${m}-${c}`,
        details: {
          added: [other.id],
          changes: { staff: { before: [staff.bewerber.id], after: [staff.bewerber.id, other.id] } },
        },
      },
      {
        action: 'sheet_lock_refused',
        userId: office.user.id,
        subject: '/app/api/stundenerfassung/staff/:messe/:customer/:staff/:date',
        details: {
          messeId: pair.messeId,
          customerId: pair.customerId,
          staffId: staff.bewerber.id,
          day: '2026-11-28',
        },
      },
      {
        action: 'timesheet_signed',
        userId: office.user.id,
        subject: `customer_sheet:${m}/${c}`,
        details: { kind: 'customer', days: ['2026-11-29'] },
      },
    ]);
    const fairPage = await auditPage(`${BUERO}/messen/${m}/protokoll`);
    expect(fairPage.items.map((item) => [item.action, item.about])).toEqual([
      [
        'timesheet_signed',
        { fair_id: pair.messeId, customer_id: pair.customerId, sheet: 'customer' },
      ],
      ['staff_assignments_changed', { fair_id: pair.messeId, customer_id: pair.customerId }],
      [
        'time_changed',
        {
          fair_id: pair.messeId,
          customer_id: pair.customerId,
          person_id: staff.bewerber.id,
          day: '2026-11-29',
        },
      ],
    ]);
    expect(fairPage.refs.fairs).toEqual([{ id: pair.messeId, name: 'Messe Lesbar' }]);
    expect(fairPage.refs.customers.map((row) => row.id)).toEqual([pair.customerId]);
    // The assignment's people are named too (Otto has no login: no staff detail to link to).
    expect(fairPage.refs.people.sort((a, b) => a.id - b.id)).toEqual([
      { id: staff.bewerber.id, name: 'Lea Lesbar', staff: true, application_id: null },
      { id: other.id, name: 'Otto Ohnelogin', staff: false, application_id: null },
    ]);
    // A refusal on a signed sheet names the route; its details name the sheet and day.
    const refusal = fairPage.items.length;
    const [lock] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sheet_lock_refused'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const { abouts } = await resolveAuditRefs(t.db, [
      {
        action: 'sheet_lock_refused',
        subject: lock?.subject ?? null,
        changes: null,
        details: lock?.details as Record<string, unknown>,
      },
    ]);
    expect(refusal).toBe(3);
    expect(abouts).toEqual([
      {
        fair_id: pair.messeId,
        customer_id: pair.customerId,
        person_id: staff.bewerber.id,
        day: '2026-11-28',
      },
    ]);

    // The office's acts on the staff record (`staff:<id>`) belong to the person's page.
    const numbered = await t.app.inject({
      method: 'PUT',
      url: `${BUERO}/personal/${s}/personalnummer`,
      headers: { ...XHR, cookie: office.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ personnel_number: 4242 }),
    });
    expect(numbered.statusCode).toBe(200);
    const staffPage = await auditPage(`${BUERO}/personen/${s}/protokoll`);
    expect(staffPage.items[0]).toMatchObject({
      action: 'personnel_number_changed',
      about: { person_id: staff.bewerber.id },
      changes: { personnel_number: { before: null, after: 4242 } },
    });

    // An application names its person.
    const viewed = await t.app.inject({
      url: `${BUERO}/bewerbungen/${String(applicant.application.id)}`,
      headers: { ...XHR, cookie: office.cookie },
    });
    expect(viewed.statusCode).toBe(200);
    const applicantPage = await auditPage(
      `${BUERO}/personen/${String(applicant.bewerber.id)}/protokoll`,
    );
    expect(applicantPage.items[0]).toMatchObject({
      action: 'applicant_viewed',
      about: { application_id: applicant.application.id, person_id: applicant.bewerber.id },
    });
    expect(applicantPage.refs.people).toEqual([
      {
        id: applicant.bewerber.id,
        name: 'Ada Antrag',
        staff: false,
        application_id: applicant.application.id,
      },
    ]);
  });

  it('resolves a page of 100 entries about 100 people with a fixed number of reads', async () => {
    const entries = [];
    for (let index = 0; index < 50; index += 1) {
      const pair = await createMesseCustomer(t.db);
      const person = await createBewerber(t.db);
      const { application } = await createApplication(t.db);
      entries.push(
        {
          action: 'time_changed',
          subject: `times:${String(pair.messeId)}/${String(pair.customerId)}/${String(person.id)}/2026-11-0${String((index % 9) + 1)}`,
          changes: null,
          details: null,
        },
        {
          action: 'applicant_viewed',
          subject: `application:${String(application.id)}`,
          changes: null,
          details: null,
        },
      );
    }
    let reads = 0;
    const counting = new Proxy(t.db, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key === 'select' && typeof value === 'function') {
          return (...args: unknown[]) => {
            reads += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    }) as Database;
    const { abouts, refs } = await resolveAuditRefs(counting, entries);
    expect(abouts.every((about) => about?.person_id !== undefined)).toBe(true);
    expect(refs.people).toHaveLength(100);
    expect(refs.fairs).toHaveLength(50);
    // Applications and documents, then people, logins, fairs and customers: at most six.
    expect(reads).toBeLessThanOrEqual(6);
    expect(reads).toBeGreaterThan(0);
  });
});
