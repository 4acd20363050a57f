import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { auditLog } from '@server/platform/db/schema/system';
import {
  assignStaff,
  createMesseCustomer,
  createStaffUser,
  createTime,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';
import { readPdf } from './buero-timesheet-pdf-fixtures';

/*
 * GET /app/api/meine-stunden/messen/:messeId/kunden/:customerId/pdf (issue 24):
 * the staff member's own sheet, the office's staff sheet PDF of that person
 * (server/records/timesheet-pdf), only for a pair with an own time row.
 */

let t: TestApp;
let me: { cookie: string; bewerberId: number };
let other: { cookie: string; bewerberId: number };
let pair: { messeId: number; customerId: number };
let othersPair: { messeId: number; customerId: number };
let bookedNoTimes: { messeId: number; customerId: number };

async function person(firstname: string, lastname: string) {
  const staff = await createStaffUser(t.db, { user: { firstname, lastname } });
  return { cookie: await sessionCookieFor(t.db, staff.user.id), bewerberId: staff.bewerber.id };
}

const url = (p: { messeId: number; customerId: number }, query = '') =>
  `/app/api/meine-stunden/messen/${String(p.messeId)}/kunden/${String(p.customerId)}/pdf${query}`;

beforeAll(async () => {
  t = await createTestApp();
  me = await person('Jörg', 'Größmann');
  other = await person('Zora', 'Zweite');
  pair = await createMesseCustomer(t.db, {
    name: 'Agritechnica Testmesse',
    city: 'Hannover',
    dateStart: '2026-11-20',
    dateEnd: '2026-11-24',
  });
  othersPair = await createMesseCustomer(t.db, { name: 'Fremde Messe' });
  bookedNoTimes = await createMesseCustomer(t.db, { name: 'Ohne Zeiten' });
  await assignStaff(t.db, me.bewerberId, pair);
  await assignStaff(t.db, other.bewerberId, pair);
  await assignStaff(t.db, other.bewerberId, othersPair);
  await assignStaff(t.db, me.bewerberId, bookedNoTimes);
  const time = (bewerberId: number, day: string, start: number, end: number) =>
    createTime(t.db, { ...pair, bewerberId, day, timeStart: start, timeEnd: end, timeBreak: 30 });
  // 09:00–17:30 with 30 min: 8:00 hours a day, mine.
  await time(me.bewerberId, '2026-11-20', 540, 1050);
  await time(me.bewerberId, '2026-11-21', 540, 1050);
  // The other person's day on the same pair: 06:15–19:45, never on my sheet.
  await time(other.bewerberId, '2026-11-22', 375, 1185);
  await createTime(t.db, { ...othersPair, bewerberId: other.bewerberId, day: '2026-11-20' });
}, 60_000);
afterAll(() => t.close());

function pdfOf(response: { statusCode: number; rawPayload: Buffer; body: string }) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return readPdf(new Uint8Array(response.rawPayload));
}

describe('the own staff sheet as PDF', () => {
  it('is the office’s staff sheet of me: fair, customer, my days and total, no one else', async () => {
    const response = await send(t.app, 'GET', url(pair), me.cookie);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const file = `Stundenzettel-Agritechnica-Testmesse-.+-Gr%C3%B6%C3%9Fmann-J%C3%B6rg-${String(me.bewerberId)}\\.pdf`;
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`filename\\*=UTF-8''${file}$`),
    );
    const text = (await pdfOf(response)).pages.join(' ');
    // The print time in the footer may itself read 06:15; only the sheet's rows are checked below.
    const rows = text.replace(/Erstellt am \d\d\.\d\d\.\d{4}, \d\d:\d\d/, '');
    for (const expected of [
      'Messe-Personal',
      'Stundenzettel',
      'Agritechnica Testmesse, Hannover',
      'Jörg Größmann',
      'Fr., 20.11.2026',
      'Sa., 21.11.2026',
      '09:00',
      '17:30',
      '16:00',
      'Noch nicht unterschrieben.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(rows, 'the footer names the print time').not.toBe(text);
    expect(rows).not.toContain('Zweite');
    expect(rows).not.toContain('06:15');
    expect(rows).not.toContain('22.11.2026');
  });

  it('speaks English with ?lang=en, and the request language without it', async () => {
    const english = await send(t.app, 'GET', url(pair, '?lang=en'), me.cookie);
    expect(english.headers['content-disposition']).toContain('filename="timesheet-');
    const text = (await pdfOf(english)).pages.join(' ');
    expect(text).toContain('Timesheet');
    expect(text).toContain('Not signed yet.');
  });

  it('writes no office export audit entry (it is the person’s own data)', async () => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'timesheet_pdf_exported'));
    expect(rows).toEqual([]);
  });

  it('is the other person’s own sheet for them: each gets only their own', async () => {
    const text = (await pdfOf(await send(t.app, 'GET', url(pair), other.cookie))).pages.join(' ');
    expect(text).toContain('Zora Zweite');
    expect(text).toContain('06:15');
    expect(text).not.toContain('Größmann');
  });
});

describe('only own sheets', () => {
  it('answers 404 for another person’s pair, a pair booked without times, an unknown one', async () => {
    for (const target of [othersPair, bookedNoTimes, { messeId: 2_147_483_647, customerId: 1 }]) {
      const response = await send(t.app, 'GET', url(target), me.cookie);
      expect(response.statusCode, JSON.stringify(target)).toBe(404);
      expect(isApiErrorBody(response.json())).toBe(true);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('answers 401 without a session and 403 to an account without a staff record', async () => {
    expect((await send(t.app, 'GET', url(pair), '')).statusCode).toBe(401);
    const office = await createOfficeUser(t.db);
    const supervisor = await createUser(t.db, { timetracking: true });
    for (const cookie of [office.cookie, await sessionCookieFor(t.db, supervisor.id)]) {
      const response = await send(t.app, 'GET', url(pair), cookie);
      expect(response.statusCode).toBe(403);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('refuses malformed and encoded ids and languages, never a 5xx', async () => {
    const ids = `${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
    const base = '/app/api/meine-stunden/messen';
    const cases: [string, number][] = [
      [`${base}/abc/kunden/1/pdf`, 400],
      [`${base}/0/kunden/1/pdf`, 400],
      [`${base}/-1/kunden/1/pdf`, 400],
      [`${base}/1.5/kunden/1/pdf`, 400],
      [`${base}/99999999999/kunden/1/pdf`, 400],
      [`${base}/${String(pair.messeId)}%2F..%2F${String(othersPair.messeId)}/kunden/1/pdf`, 400],
      [`${base}/${ids}/pdf?lang=fr`, 422],
      [`${base}/${ids}/pdf?lang=de&lang=en`, 422],
    ];
    for (const [target, status] of cases) {
      const response = await send(t.app, 'GET', target, me.cookie);
      expect(response.statusCode, target).toBe(status);
      expect(isApiErrorBody(response.json()), target).toBe(true);
    }
    // A dot segment is resolved before routing: no route of the table, no file.
    const dots = await send(t.app, 'GET', `${base}/%2e%2e/kunden/1/pdf`, me.cookie);
    expect(dots.statusCode).toBe(404);
    expect(isApiErrorBody(dots.json())).toBe(true);
    // %2F does not split a segment into another pair: still the own sheet's id check.
    const encoded = await send(
      t.app,
      'GET',
      `${base}/${String(othersPair.messeId)}/kunden/${String(othersPair.customerId)}%2F/pdf`,
      me.cookie,
    );
    expect([400, 404]).toContain(encoded.statusCode);
  });
});

describe('the own sheet shares the bound on exports at once (ADR 0034)', () => {
  it('answers 429 with Retry-After while the one slot is taken, then the PDF', async () => {
    const busy = await createTestApp({
      shareDatabaseWith: t,
      env: { EXPORTS_MAX_CONCURRENT: '1' },
      exportWorker: new URL('../support/render-workers/slow.ts', import.meta.url),
    });
    try {
      const running = send(busy.app, 'GET', url(pair), me.cookie);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await send(busy.app, 'GET', url(pair), other.cookie);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(isApiErrorBody(refused.json())).toBe(true);
      const first = await running;
      expect(first.statusCode).toBe(200);
      expect((await send(busy.app, 'GET', url(pair), other.cookie)).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  }, 60_000);
});
