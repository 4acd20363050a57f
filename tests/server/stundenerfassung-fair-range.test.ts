import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFair } from '@server/areas/buero/writes/fairs';
import { times } from '@server/platform/db/schema/messen';
import { callSaveTime, rememberedAccessReads } from '@server/areas/stundenerfassung/write-calls';
import type { WriteActor } from '@server/areas/stundenerfassung/writes';
import { createTimetrackingScene, createUser } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * A time write checks its day against the fair's range under the pair's lock
 * (server/areas/stundenerfassung/writes/sheet-lock.ts lockPair), not only in the
 * route's access check before it. Here the access check reads the fair before
 * the office shrinks it (as a batch remembers its reads for all its entries),
 * so only the check under the lock can refuse the dropped day. The
 * interleaving of two transactions is proven on PostgreSQL in
 * stundenerfassung-fair-range.postgres.test.ts (PGlite runs one at a time).
 */

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
let actor: WriteActor;
let office: { userId: number; ip: string };

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 2);
  actor = {
    userId: scene.supervisor.id,
    ip: '127.0.0.1',
    route: 'test',
    locale: 'en',
    mail: { enqueue: t.app.enqueueMail, publicUrl: 'http://portal.test' },
  };
  office = { userId: (await createUser(t.db, { role: 'office' })).id, ip: '127.0.0.1' };
});
afterAll(() => t.close());

const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

function params(staffIndex: number, day: string) {
  const person = scene.staff[staffIndex];
  if (!person) throw new Error(`no staff ${staffIndex}`);
  return {
    messe: String(scene.pair.messeId),
    customer: String(scene.pair.customerId),
    staff: String(person.id),
    date: day,
  };
}

async function timesOn(day: string) {
  return t.db
    .select({ staffId: times.bewerberId })
    .from(times)
    .where(and(eq(times.messeId, scene.pair.messeId), eq(times.day, day)));
}

describe('a time write and the office shrinking the fair', () => {
  it('refuses a day the fair lost after the access check, and keeps writing the days it kept', async () => {
    // The scene's fair runs 2026-11-20..24; the access reads see that range.
    const access = rememberedAccessReads(t.db);
    await access.pair(actor.userId, {
      messeId: scene.pair.messeId,
      customerId: scene.pair.customerId,
    });

    const shrunk = await updateFair(t.db, office, scene.pair.messeId, {
      name: scene.pair.messe.name,
      city: scene.pair.messe.city,
      description: '',
      date_start: '2026-11-20',
      date_end: '2026-11-23',
      federal_state: scene.pair.messe.federalState,
    });
    expect(shrunk).toBe(true);

    const dropped = await callSaveTime(
      t.db,
      { actor, key: () => randomUUID(), params: params(0, '2026-11-24'), access },
      ENTRY,
    );
    expect(dropped.status).toBe(404);
    expect(await timesOn('2026-11-24')).toEqual([]);

    const kept = await callSaveTime(
      t.db,
      { actor, key: () => randomUUID(), params: params(0, '2026-11-23'), access },
      ENTRY,
    );
    expect(kept.status).toBe(200);
    expect(await timesOn('2026-11-23')).toHaveLength(1);
  });
});
