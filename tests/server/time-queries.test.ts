import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeTimeQueryList } from '@domain/buero/time-queries-contract';
import type { MyTimeQuery, MyTimeQueryList } from '@domain/meine-stunden/time-query';
import { isApiErrorBody } from '@domain/shared/api-error';
import { timeQueries } from '@server/platform/db/schema/season';
import { auditLog } from '@server/platform/db/schema/system';
import { createUser, sessionCookieFor } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, send } from './buero-messen-fixtures';
import { askAs, createQueryScene, MINE, questionOf } from './time-queries-fixtures';

/*
 * "Zeit beanstanden" (issue 24): a person questions one of their recorded
 * days (POST /meine-stunden/beanstandungen), sees their questions, and the
 * office sees a fair's open ones and marks each resolved; both audited.
 * Bad input and erasure: time-queries-input.test.ts.
 */

let t: TestApp;
let scene: Awaited<ReturnType<typeof createQueryScene>>;
let me: typeof scene.me;
let other: typeof scene.other;
let office: string;
let pair: typeof scene.pair;
let othersPair: typeof scene.othersPair;
let ask: ReturnType<typeof askAs>;
let question: ReturnType<typeof questionOf>;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createQueryScene(t);
  ({ me, other, office, pair, othersPair } = scene);
  ask = askAs(t);
  question = questionOf(pair);
}, 60_000);
afterAll(() => t.close());

describe('a person questions a recorded day of theirs', () => {
  let created: MyTimeQuery;

  it('stores the question (201), lists it as open, and audits the day, not the words', async () => {
    const response = await ask(
      me.cookie,
      question('2026-11-20', '  Ende war 18:00.\nBitte prüfen.  '),
    );
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<MyTimeQuery>();
    expect(created).toMatchObject({
      messe_id: pair.messeId,
      customer_id: pair.customerId,
      day: '2026-11-20',
      text: 'Ende war 18:00.\nBitte prüfen.',
      resolved_at: null,
    });
    const list = (await send(t.app, 'GET', MINE, me.cookie)).json<MyTimeQueryList>();
    expect(list.items.map((item) => item.id)).toEqual([created.id]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'time_query_created'));
    expect(entry).toMatchObject({
      userId: me.userId,
      subject: `pair:${String(pair.messeId)}-${String(pair.customerId)}`,
    });
    expect(entry?.details).toEqual({
      bewerber_id: me.bewerberId,
      day: '2026-11-20',
      time_query_id: created.id,
    });
    expect(JSON.stringify(entry)).not.toContain('18:00');
  });

  it('refuses a second open question about the same day (409), allows another day', async () => {
    const again = await ask(me.cookie, question('2026-11-20'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'time_query_open' });
    expect(isApiErrorBody(again.json())).toBe(true);
    expect((await ask(me.cookie, question('2026-11-21'))).statusCode).toBe(201);
  });

  it('answers 404 for another person’s day, pair or a day without a time of mine', async () => {
    const bodies = [
      // The other person's day on my pair.
      question('2026-11-23'),
      // The other person's pair, on a day they have a time.
      {
        ...question('2026-11-20'),
        messe_id: othersPair.messeId,
        customer_id: othersPair.customerId,
      },
      // My pair, a fair day without any row.
      question('2026-11-24'),
      // Unknown ids.
      { ...question('2026-11-20'), messe_id: 2_147_483_647 },
    ];
    for (const body of bodies) {
      const response = await ask(me.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
    const stored = await t.db
      .select()
      .from(timeQueries)
      .where(eq(timeQueries.bewerberId, other.bewerberId));
    expect(stored).toEqual([]);
  });

  it('lists only my own questions, newest first', async () => {
    expect((await ask(me.cookie, question('2026-11-22', 'Pause war kürzer.'))).statusCode).toBe(
      201,
    );
    expect((await ask(other.cookie, question('2026-11-23', 'Meine eigene Frage'))).statusCode).toBe(
      201,
    );
    const mine = (await send(t.app, 'GET', MINE, me.cookie)).json<MyTimeQueryList>();
    expect(mine.items.map((item) => item.day)).toEqual(['2026-11-22', '2026-11-21', '2026-11-20']);
    expect(JSON.stringify(mine)).not.toContain('Meine eigene Frage');
  });

  it('answers 401 without a session and 403 to accounts without a staff record', async () => {
    expect((await send(t.app, 'GET', MINE, '')).statusCode).toBe(401);
    expect((await ask('', question('2026-11-22'))).statusCode).toBe(401);
    const supervisor = await sessionCookieFor(
      t.db,
      (await createUser(t.db, { timetracking: true })).id,
    );
    for (const cookie of [office, supervisor]) {
      expect((await send(t.app, 'GET', MINE, cookie)).statusCode).toBe(403);
      expect((await ask(cookie, question('2026-11-22'))).statusCode).toBe(403);
    }
  });
});

describe('the office reviews and resolves the questions', () => {
  const openUrl = (messeId: number) => `${BUERO}/messen/${String(messeId)}/beanstandungen`;
  const resolveUrl = (id: number | string) => `${BUERO}/beanstandungen/${String(id)}/erledigt`;

  it('lists a fair’s open questions with day, person, text and the recorded time', async () => {
    const response = await send(t.app, 'GET', openUrl(pair.messeId), office);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<OfficeTimeQueryList>();
    expect(items.map((item) => [item.day, item.person.name])).toEqual([
      ['2026-11-20', 'Jörg Größmann'],
      ['2026-11-21', 'Jörg Größmann'],
      ['2026-11-22', 'Jörg Größmann'],
      ['2026-11-23', 'Zora Zweite'],
    ]);
    expect(items[0]).toMatchObject({
      customer_id: pair.customerId,
      person: { id: me.bewerberId },
      text: 'Ende war 18:00.\nBitte prüfen.',
      time: { time_start: 540, time_end: 1080, time_break: 30 },
    });
    const empty = await send(t.app, 'GET', openUrl(othersPair.messeId), office);
    expect(empty.json()).toEqual({ items: [] });
  });

  it('resolves one (audited), then the person sees it resolved and may ask again', async () => {
    const { items } = (
      await send(t.app, 'GET', openUrl(pair.messeId), office)
    ).json<OfficeTimeQueryList>();
    const first = items[0]!;
    const response = await send(t.app, 'POST', resolveUrl(first.id), office);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: first.id, resolved_at: expect.any(String) });
    const again = await send(t.app, 'POST', resolveUrl(first.id), office);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'time_query_resolved' });
    const open = (
      await send(t.app, 'GET', openUrl(pair.messeId), office)
    ).json<OfficeTimeQueryList>();
    expect(open.items.map((item) => item.id)).not.toContain(first.id);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'time_query_resolved'));
    expect(entry?.details).toMatchObject({
      time_query_id: first.id,
      bewerber_id: me.bewerberId,
      day: '2026-11-20',
    });
    const mine = (await send(t.app, 'GET', MINE, me.cookie)).json<MyTimeQueryList>();
    expect(mine.items.find((item) => item.id === first.id)?.resolved_at).toEqual(
      expect.any(String),
    );
    expect((await ask(me.cookie, question('2026-11-20', 'Noch einmal'))).statusCode).toBe(201);
  });

  it('answers 404 for unknown ids and a fair that does not exist; 400 for malformed ids', async () => {
    expect((await send(t.app, 'POST', resolveUrl(2_147_483_647), office)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', openUrl(2_147_483_647), office)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1e3', '%2e%2e', '99999999999']) {
      const response = await send(t.app, 'POST', resolveUrl(id), office);
      expect([400, 404], id).toContain(response.statusCode);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('is for the office only: 401 anonymous, 403 to the person and to supervisors', async () => {
    const { items } = (
      await send(t.app, 'GET', openUrl(pair.messeId), office)
    ).json<OfficeTimeQueryList>();
    const id = items[0]!.id;
    expect((await send(t.app, 'GET', openUrl(pair.messeId), '')).statusCode).toBe(401);
    const supervisor = await sessionCookieFor(
      t.db,
      (await createUser(t.db, { timetracking: true })).id,
    );
    for (const cookie of [me.cookie, supervisor]) {
      expect((await send(t.app, 'GET', openUrl(pair.messeId), cookie)).statusCode).toBe(403);
      expect((await send(t.app, 'POST', resolveUrl(id), cookie)).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(timeQueries).where(eq(timeQueries.id, id));
    expect(row?.resolvedAt).toBeNull();
  });
});
