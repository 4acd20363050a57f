import { agencyToday } from '@domain/bewerbung/bewerbung';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import type { ChosenMesse, MesseOption } from '@domain/messen/messen';
import { bewerberMessen } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import {
  createMesse,
  createStaffUser,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const day = (offset: number) => agencyToday().add({ days: offset }).toString();

let t: TestApp;
let fairs: { past: number; running: number; soon: number; later: number };
let a: { cookie: string; bewerberId: number; userId: number };
let b: { cookie: string; bewerberId: number; userId: number };

async function person() {
  const staff = await createStaffUser(t.db);
  return {
    cookie: await sessionCookieFor(t.db, staff.user.id),
    bewerberId: staff.bewerber.id,
    userId: staff.user.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const past = await createMesse(t.db, { name: 'Vorbei', dateStart: day(-10), dateEnd: day(-1) });
  const running = await createMesse(t.db, { name: 'Läuft', dateStart: day(-2), dateEnd: day(0) });
  const soon = await createMesse(t.db, {
    name: 'Bald',
    city: 'Köln',
    dateStart: day(3),
    dateEnd: day(6),
  });
  const later = await createMesse(t.db, { name: 'Später', dateStart: day(40), dateEnd: day(44) });
  fairs = { past: past.id, running: running.id, soon: soon.id, later: later.id };
  a = await person();
  b = await person();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(bewerberMessen);
});

const get = <T>(url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((r) => ({
    status: r.statusCode,
    body: r.json<T>(),
  }));
const save = (selected: unknown, cookie?: string) =>
  postJson(t.app, '/app/api/stammdaten/messen', { selected }, cookie ? { cookie } : {});

describe('GET /app/api/messen', () => {
  it('offers the fairs not over yet, by start date, with selected flags of the caller', async () => {
    await t.db.insert(bewerberMessen).values({ bewerberId: a.bewerberId, messeId: fairs.soon });
    const { status, body } = await get<MesseOption[]>('/app/api/messen', a.cookie);
    expect(status).toBe(200);
    expect(body.map((f) => f.id)).toEqual([fairs.running, fairs.soon, fairs.later]);
    expect(body.find((f) => f.id === fairs.soon)).toEqual({
      id: fairs.soon,
      description: 'Bald',
      city: 'Köln',
      date_start: day(3),
      date_end: day(6),
      selected: true,
    });
    expect(body.filter((f) => f.selected).map((f) => f.id)).toEqual([fairs.soon]);
    // B's view does not show A's choice.
    const other = await get<MesseOption[]>('/app/api/messen', b.cookie);
    expect(other.body.some((f) => f.selected)).toBe(false);
  });
});

describe('POST and GET /app/api/stammdaten/messen', () => {
  it('saves the complete choice and lists it; a second save replaces it', async () => {
    const first = await save([fairs.soon, fairs.later, fairs.soon], a.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true });
    let chosen = await get<ChosenMesse[]>('/app/api/stammdaten/messen', a.cookie);
    expect(chosen.body.map((f) => f.id)).toEqual([fairs.soon, fairs.later]);
    expect(chosen.body[0]).toEqual({
      id: fairs.soon,
      description: 'Bald',
      city: 'Köln',
      date_start: day(3),
      date_end: day(6),
    });

    await save([fairs.running], a.cookie);
    chosen = await get<ChosenMesse[]>('/app/api/stammdaten/messen', a.cookie);
    expect(chosen.body.map((f) => f.id)).toEqual([fairs.running]);
    await save([], a.cookie);
    chosen = await get<ChosenMesse[]>('/app/api/stammdaten/messen', a.cookie);
    expect(chosen.body).toEqual([]);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.userId, a.userId));
    expect(audit.filter((e) => e.action === 'messen_selected')).toHaveLength(3);
  });

  it('keeps a past choice as history (not shown, not removed by a save)', async () => {
    await t.db.insert(bewerberMessen).values({ bewerberId: a.bewerberId, messeId: fairs.past });
    await save([fairs.soon], a.cookie);
    const rows = await t.db
      .select({ id: bewerberMessen.messeId })
      .from(bewerberMessen)
      .where(eq(bewerberMessen.bewerberId, a.bewerberId));
    expect(rows.map((r) => r.id).sort()).toEqual([fairs.past, fairs.soon].sort());
    const chosen = await get<ChosenMesse[]>('/app/api/stammdaten/messen', a.cookie);
    expect(chosen.body.map((f) => f.id)).toEqual([fairs.soon]);
  });

  it.each([
    ['a past fair', () => [fairs.soon, fairs.past]],
    ['an id that is no fair', () => [fairs.soon, 987654]],
  ])('%s: 422 on selected, nothing changes', async (_name, ids) => {
    await save([fairs.later], a.cookie);
    const response = await save(ids(), a.cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Die Eingaben sind ungültig. Bitte überprüfen Sie die markierten Felder.',
      errors: { selected: ['Diese Messe kann nicht gewählt werden.'] },
    });
    const chosen = await get<ChosenMesse[]>('/app/api/stammdaten/messen', a.cookie);
    expect(chosen.body.map((f) => f.id)).toEqual([fairs.later]);
  });

  it.each([
    ['a string', 'alle'],
    ['strings in the list', ['1']],
    ['fractions', [1.5]],
    ['zero', [0]],
    ['negative ids', [-3]],
    ['huge ids', [2 ** 40]],
    ['null', null],
    ['too many', Array.from({ length: 201 }, (_, i) => i + 1)],
  ])('%s: 422 with the error shape', async (_name, selected) => {
    const response = await save(selected, a.cookie);
    expect(response.statusCode).toBe(422);
    expect(isApiErrorBody(response.json())).toBe(true);
  });
});

describe('authorization', () => {
  it("A's save never touches B's choice", async () => {
    await save([fairs.later], b.cookie);
    await save([fairs.soon], a.cookie);
    await save([], a.cookie);
    const chosenB = await get<ChosenMesse[]>('/app/api/stammdaten/messen', b.cookie);
    expect(chosenB.body.map((f) => f.id)).toEqual([fairs.later]);
    const chosenA = await get<ChosenMesse[]>('/app/api/stammdaten/messen', a.cookie);
    expect(chosenA.body).toEqual([]);
  });

  it('anonymous: 401 on all three, nothing written', async () => {
    expect((await get('/app/api/messen')).status).toBe(401);
    expect((await get('/app/api/stammdaten/messen')).status).toBe(401);
    const posted = await save([fairs.soon]);
    expect(posted.statusCode).toBe(401);
    expect(await t.db.select().from(bewerberMessen)).toEqual([]);
  });

  it('an account without a staff record: lists empty or unselected, save 403', async () => {
    const supervisor = await createUser(t.db, { timetracking: true });
    const cookie = await sessionCookieFor(t.db, supervisor.id);
    const offered = await get<MesseOption[]>('/app/api/messen', cookie);
    expect(offered.status).toBe(200);
    expect(offered.body.every((f) => !f.selected)).toBe(true);
    expect((await get('/app/api/stammdaten/messen', cookie)).body).toEqual([]);
    const posted = await save([fairs.soon], cookie);
    expect(posted.statusCode).toBe(403);
    expect(isApiErrorBody(posted.json())).toBe(true);
  });
});
