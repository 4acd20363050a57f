import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messeCustomers, times } from '@server/platform/db/schema/messen';
import { auditLog, idempotencyKeys } from '@server/platform/db/schema/system';
import { createKeyBatch } from '@server/platform/idempotency/key-batch';
import { KEY_TTL_MS } from '@server/platform/idempotency/key-store';
import { payloadHash } from '@server/platform/idempotency/request-hash';
import {
  createTime,
  createTimetrackingScene,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { batchResults, entryPath, postBatch, writeVia } from '@tests/support/time-tracking-batch';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * A batch's time entries run without a savepoint each and with their keys
 * claimed in one statement (run-batch.ts, ADR 0018). What must not change:
 * each entry answers as its single call would, a refused entry leaves the
 * others untouched, a key the batch did not run is not left claimed, and an
 * entry's fault inside the database still costs only that entry (and the
 * ones after it) its write.
 */

const BASE = '/app/api/stundenerfassung';
const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };
const DAY = '2026-11-20';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setup() {
  const scene = await createTimetrackingScene(t.db, 3);
  const { messeId, customerId } = scene.pair;
  const timeUrl = (index: number, day = DAY) =>
    `${BASE}/staff/${messeId}/${customerId}/${scene.staff[index]?.id}/${day}`;
  const cookie = { cookie: scene.cookies.supervisor };
  const forPair = and(eq(times.messeId, messeId), eq(times.customerId, customerId));
  return {
    scene,
    timeUrl,
    cookie,
    stored: async () =>
      (await t.db.select().from(times).where(forPair)).map((row) => row.bewerberId).sort(),
    rev: async () => {
      const [row] = await t.db
        .select({ rev: messeCustomers.rev })
        .from(messeCustomers)
        .where(and(eq(messeCustomers.messeId, messeId), eq(messeCustomers.customerId, customerId)));
      return row?.rev;
    },
    audits: async (action: 'time_changed' | 'sheet_lock_refused') =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.userId, scene.supervisor.id)))
        .orderBy(auditLog.id),
    keys: (keys: string[]) =>
      t.db
        .select({
          key: idempotencyKeys.key,
          state: idempotencyKeys.state,
          status: idempotencyKeys.status,
        })
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.userId, scene.supervisor.id), inArray(idempotencyKeys.key, keys)),
        ),
  };
}

describe('a batch of time entries (keys claimed together, no savepoint per entry)', () => {
  it('entry 2 of 3 hits a signed day: 1 and 3 are stored and audited, the revision bumped once, every key final', async () => {
    const { scene, timeUrl, cookie, stored, rev, audits, keys } = await setup();
    const signer = scene.staff[1]!;
    await createTime(t.db, { ...scene.pair, bewerberId: signer.id, day: DAY });
    const sign = `${BASE}/staff/${scene.pair.messeId}/${scene.pair.customerId}/${signer.id}/sign`;
    expect(
      (await writeVia(t.app, 'single', sign, { signature: SAMPLE_SIGNATURE_SVG }, cookie)).status,
    ).toBe(200);
    const revBefore = await rev();
    const entries = [0, 1, 2].map((index) => ({
      key: randomUUID(),
      path: entryPath(timeUrl(index)),
      body: ENTRY,
    }));

    const results = batchResults(
      await postBatch(t.app, entries, { ...cookie, 'accept-language': 'en' }),
    );

    expect(results.map((result) => result.status)).toEqual([200, 409, 200]);
    // Exactly the single call's answer to the signed day.
    const single = await writeVia(t.app, 'single', timeUrl(1), ENTRY, {
      ...cookie,
      'accept-language': 'en',
    });
    expect(results[1]?.body).toEqual(single.body);
    expect(await stored()).toEqual([scene.staff[0]!.id, signer.id, scene.staff[2]!.id].sort());
    expect(await rev()).toBe((revBefore ?? 0) + 1);
    expect((await audits('time_changed')).map((row) => row.subject).sort()).toEqual(
      [0, 2]
        .map(
          (index) =>
            `times:${scene.pair.messeId}/${scene.pair.customerId}/${scene.staff[index]!.id}/${DAY}`,
        )
        .sort(),
    );
    expect(await audits('sheet_lock_refused')).toHaveLength(2);
    const stateOf = await keys(entries.map((entry) => entry.key));
    expect(stateOf.map((row) => [row.key, row.state, row.status]).sort()).toEqual(
      entries.map((entry, index) => [entry.key, 'done', [200, 409, 200][index]]).sort(),
    );

    // Sent again (a lost answer): every entry replays, nothing is written twice.
    const again = batchResults(
      await postBatch(t.app, entries, { ...cookie, 'accept-language': 'en' }),
    );
    expect(again).toEqual(results.map((result) => ({ ...result, replayed: true })));
    expect(await audits('time_changed')).toHaveLength(2);
    expect(await rev()).toBe((revBefore ?? 0) + 1);
  });

  it('keys of entries refused before their key or not attempted are not left claimed', async () => {
    const { scene, timeUrl, cookie, stored, keys } = await setup();
    const busy = randomUUID();
    const [, messe, customer, staff, date] =
      /staff\/(\d+)\/(\d+)\/(\d+)\/([\d-]+)$/.exec(timeUrl(1)) ?? [];
    // Another request holds entry 3's key (committed, in progress).
    await t.db.insert(idempotencyKeys).values({
      userId: scene.supervisor.id,
      route: `POST ${BASE}/staff/:messe/:customer/:staff/:date ${JSON.stringify({ customer, date, messe, staff })}`,
      key: busy,
      requestHash: payloadHash(ENTRY),
      state: 'in_progress',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + KEY_TTL_MS),
    });
    const foreign = `${BASE}/staff/${scene.otherPair.messeId}/${scene.otherPair.customerId}/${scene.foreignStaff.id}/${DAY}`;
    const entries = [
      { key: randomUUID(), path: entryPath(timeUrl(0)), body: ENTRY },
      { key: randomUUID(), path: entryPath(foreign), body: ENTRY },
      { key: busy, path: entryPath(timeUrl(1)), body: ENTRY },
      { key: randomUUID(), path: entryPath(timeUrl(2)), body: ENTRY },
    ];
    const results = batchResults(await postBatch(t.app, entries, cookie));
    expect(results.map((result) => result.status)).toEqual([200, 404, 409, 503]);
    expect(results[2]).toMatchObject({ body: { code: 'request_in_progress' }, retryAfter: 1 });
    expect(await stored()).toEqual([scene.staff[0]!.id]);
    const left = await keys([entries[1]!.key, entries[3]!.key]);
    expect(left).toEqual([]);
    // The not attempted key is free: sent with another body it is a fresh write, no mismatch.
    const later = await writeVia(
      t.app,
      'single',
      timeUrl(2),
      { ...ENTRY, time_break: 45 },
      {
        ...cookie,
        'idempotency-key': entries[3]!.key,
      },
    );
    expect(later).toMatchObject({ status: 200, replayed: false });
  });

  it('a request waiting on a key the batch claimed ahead but did not run writes it afresh after the commit', async () => {
    const { scene, timeUrl, cookie, stored } = await setup();
    const key = randomUUID();
    const [, messe, customer, staff, date] =
      /staff\/(\d+)\/(\d+)\/(\d+)\/([\d-]+)$/.exec(timeUrl(0)) ?? [];
    const scope = {
      userId: scene.supervisor.id,
      route: `POST ${BASE}/staff/:messe/:customer/:staff/:date ${JSON.stringify({ customer, date, messe, staff })}`,
      key,
    };
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    // A batch that claimed the key ahead and ends without running its entry (e.g. not attempted).
    const batch = t.db.transaction(async (tx) => {
      const keys = createKeyBatch(false);
      await keys.claimAhead(tx, [{ scope, requestHash: payloadHash(ENTRY) }]);
      await held;
      await keys.finish(tx);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    let settled = false;
    const single = writeVia(t.app, 'single', timeUrl(0), ENTRY, {
      ...cookie,
      'idempotency-key': key,
    });
    void single.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Not 409 request_in_progress: the claim made ahead is invisible, the request waits.
    expect(settled).toBe(false);
    finish();
    await batch;
    expect(await single).toMatchObject({ status: 200, replayed: false });
    expect(await stored()).toEqual([scene.staff[0]!.id]);
  });

  it('two entries of one row: both answer their own value, the later one wins; created as entry by entry', async () => {
    const { scene, timeUrl, cookie, audits } = await setup();
    await createTime(t.db, { ...scene.pair, bewerberId: scene.staff[1]!.id, day: DAY });
    const results = batchResults(
      await postBatch(
        t.app,
        [
          { path: entryPath(timeUrl(0)), body: ENTRY },
          { path: entryPath(timeUrl(1)), body: ENTRY },
          { path: entryPath(timeUrl(0)), body: { ...ENTRY, time_break: 45 } },
        ],
        cookie,
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(results.map((result) => result.body)).toEqual(
      [30, 30, 45].map((time_break) => ({
        success: true,
        time: { day: DAY, ...ENTRY, time_break },
      })),
    );
    const [row] = await t.db.select().from(times).where(eq(times.bewerberId, scene.staff[0]!.id));
    expect(row?.timeBreak).toBe(45);
    expect((await audits('time_changed')).map((audit) => audit.details)).toEqual([
      { day: DAY, ...ENTRY, created: true },
      { day: DAY, ...ENTRY, created: false },
      { day: DAY, ...ENTRY, time_break: 45, created: false },
    ]);
  });

  it('an entry that fails inside the database answers 500 alone; those before are kept, those after not attempted', async () => {
    const { scene, timeUrl, cookie, stored, audits, keys } = await setup();
    // A fault of the database for one value only (a trigger), as a broken statement would be.
    await t.db.execute(sql`
      create function fail_break_60() returns trigger language plpgsql as $$
      begin
        if new.time_break = 60 then raise exception 'broken write'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger fail_break_60 before insert or update on times
      for each row execute function fail_break_60()`);
    try {
      const entries = [
        { key: randomUUID(), path: entryPath(timeUrl(0)), body: ENTRY },
        { key: randomUUID(), path: entryPath(timeUrl(1)), body: { ...ENTRY, time_break: 60 } },
        { key: randomUUID(), path: entryPath(timeUrl(2)), body: ENTRY },
      ];
      const results = batchResults(await postBatch(t.app, entries, cookie));
      expect(results.map((result) => result.status)).toEqual([200, 500, 503]);
      expect(await stored()).toEqual([scene.staff[0]!.id]);
      expect(await audits('time_changed')).toHaveLength(1);
      expect((await keys(entries.map((entry) => entry.key))).map((row) => row.key)).toEqual([
        entries[0]!.key,
      ]);
    } finally {
      await t.db.execute(sql`drop trigger fail_break_60 on times`);
      await t.db.execute(sql`drop function fail_break_60()`);
    }
  });
});
