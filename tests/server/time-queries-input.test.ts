import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { TIME_QUERY_MAX } from '@domain/shared/bookings';
import { times } from '@server/platform/db/schema/messen';
import { timeQueries } from '@server/platform/db/schema/season';
import { REFUSED_CHARACTERS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, send } from './buero-messen-fixtures';
import { askAs, createQueryScene, questionOf } from './time-queries-fixtures';

/*
 * "Zeit beanstanden": bad input answers 422 in the error shape (never 5xx,
 * nothing stored), and erasing a person deletes their questions.
 */

let t: TestApp;
let scene: Awaited<ReturnType<typeof createQueryScene>>;
let ask: ReturnType<typeof askAs>;
let question: ReturnType<typeof questionOf>;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createQueryScene(t);
  ask = askAs(t);
  question = questionOf(scene.pair);
}, 60_000);
afterAll(() => t.close());

describe('bad input', () => {
  it('refuses wrong types, bad days, control characters, blank and huge texts (422)', async () => {
    const bodies: unknown[] = [
      { ...question('2026-11-22'), messe_id: String(scene.pair.messeId) },
      { ...question('2026-11-22'), messe_id: 0 },
      { ...question('2026-11-22'), messe_id: 1.5 },
      { ...question('2026-11-22'), customer_id: null },
      { ...question('2026-11-22'), day: '2026-02-30' },
      { ...question('2026-11-22'), day: '22.11.2026' },
      { ...question('2026-11-22'), day: 20261122 },
      question('2026-11-22', ''),
      question('2026-11-22', '   \n  '),
      question('2026-11-22', '\u200b\u200b'),
      question('2026-11-22', 'x'.repeat(TIME_QUERY_MAX + 1)),
      question('2026-11-22', 'x'.repeat(200_000)),
      { ...question('2026-11-22'), text: 42 },
      { messe_id: scene.pair.messeId },
      [],
      'text',
    ];
    for (const [name, character] of Object.entries(REFUSED_CHARACTERS)) {
      if (['tab', 'lineFeed', 'carriageReturn'].includes(name)) continue;
      bodies.push(question('2026-11-22', `Ende${character}18 Uhr`));
    }
    for (const body of bodies) {
      const response = await ask(scene.me.cookie, body);
      expect([413, 422], JSON.stringify(body).slice(0, 80)).toContain(response.statusCode);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
    const huge = await ask(scene.me.cookie, question('2026-11-22', 'x'.repeat(TIME_QUERY_MAX + 1)));
    expect(huge.statusCode).toBe(422);
    expect(huge.json<{ errors: Record<string, string[]> }>().errors.text).toBeDefined();
    const control = await ask(scene.me.cookie, question('2026-11-22', 'a\u0007b'));
    expect(control.statusCode).toBe(422);
    // Line breaks and exactly the maximum are fine.
    expect(
      (
        await ask(
          scene.me.cookie,
          question('2026-11-22', `a\r\nb\t${'x'.repeat(TIME_QUERY_MAX - 5)}`),
        )
      ).statusCode,
    ).toBe(201);
  });
});

describe('erasing the person', () => {
  it('deletes their questions (their own words), keeps the time rows', async () => {
    const herDay = { ...question('2026-11-23', 'Ich heiße Zora und war länger da.') };
    expect((await ask(scene.other.cookie, herDay)).statusCode).toBe(201);
    const before = await t.db
      .select()
      .from(timeQueries)
      .where(eq(timeQueries.bewerberId, scene.other.bewerberId));
    expect(before.length).toBeGreaterThan(0);
    const response = await send(
      t.app,
      'POST',
      `${BUERO}/personen/${String(scene.other.bewerberId)}/loeschen`,
      scene.office,
      { confirm: 'Zora Zweite' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await t.db
      .select()
      .from(timeQueries)
      .where(eq(timeQueries.bewerberId, scene.other.bewerberId));
    expect(after).toEqual([]);
    const mine = await t.db
      .select()
      .from(timeQueries)
      .where(eq(timeQueries.bewerberId, scene.me.bewerberId));
    expect(mine.length).toBeGreaterThan(0);
    const kept = await t.db
      .select()
      .from(times)
      .where(eq(times.bewerberId, scene.other.bewerberId));
    expect(kept).toHaveLength(2);
  });
});
