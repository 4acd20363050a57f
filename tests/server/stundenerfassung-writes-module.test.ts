import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messeCustomers, times } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { HttpError } from '@server/platform/http/http-error';
import { answerKeyedWrite, type KeyedCall } from '@server/platform/idempotency/keyed-route';
import { loadPairAssignedTo } from '@server/areas/stundenerfassung/access';
import { readDayParam, readStaffParams } from '@server/areas/stundenerfassung/params';
import {
  saveTime,
  type SheetWrite,
  signStaffSheet,
  type WriteActor,
} from '@server/areas/stundenerfassung/writes';
import { createTimetrackingScene, SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The write module runs without a request (docs/architecture.md): a
 * batch applies entry after entry, each under its own key and in its own
 * transaction, with exactly the rules of the single call. These tests drive it
 * that way; the routes' behaviour is covered by stundenerfassung-write and
 * idempotency.
 */

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
let actor: WriteActor;

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
});
afterAll(() => t.close());

const ids = (index: number) => {
  const person = scene.staff[index];
  if (!person) throw new Error(`no staff ${index}`);
  return { messeId: scene.pair.messeId, customerId: scene.pair.customerId, staffId: person.id };
};

const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

function apply(key: string, route: string, payload: unknown, write: SheetWrite) {
  const call: KeyedCall = {
    key,
    locale: 'en',
    scope: () => ({ userId: scene.supervisor.id, route }),
  };
  return answerKeyedWrite(t.db, call, payload, write);
}

function timeEntry(index: number, day: string, body: unknown, key = randomUUID()) {
  const write = saveTime(actor, { ids: ids(index), day, body });
  return apply(key, `time ${index} ${day}`, body, write);
}

async function pairRev() {
  const [row] = await t.db
    .select({ rev: messeCustomers.rev })
    .from(messeCustomers)
    .where(
      and(
        eq(messeCustomers.messeId, scene.pair.messeId),
        eq(messeCustomers.customerId, scene.pair.customerId),
      ),
    );
  return row?.rev ?? -1;
}

describe('the time-tracking write module, entry by entry', () => {
  it('applies each entry on its own: a refused one blocks none of the others', async () => {
    const revBefore = await pairRev();
    const key = randomUUID();
    const answers = [
      await timeEntry(0, '2026-11-21', ENTRY, key),
      await timeEntry(1, '2026-11-21', { ...ENTRY, time_end: 'late' }),
      await apply(
        randomUUID(),
        'sign 0',
        { signature: 'sha' },
        signStaffSheet(actor, {
          ids: ids(0),
          signerName: 'Test Person',
          upload: { signature: SAMPLE_SIGNATURE_SVG },
        }),
      ),
      // The 21st is covered by the signature: refused (ADR 0017).
      await timeEntry(0, '2026-11-21', { ...ENTRY, time_break: 0 }),
      await timeEntry(1, '2026-11-22', ENTRY),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 422, 200, 409, 200]);
    expect(answers[3]?.body).toMatchObject({ code: 'sheet_signed' });

    // Three changes, three bumps; the refusal and the invalid entry bump nothing.
    expect(await pairRev()).toBe(revBefore + 3);
    const stored = await t.db
      .select({ bewerberId: times.bewerberId, day: times.day })
      .from(times)
      .where(eq(times.messeId, scene.pair.messeId));
    expect(stored).toHaveLength(2);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.userId, scene.supervisor.id));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'sheet_lock_refused',
      'time_changed',
      'time_changed',
      'timesheet_signed',
    ]);

    // The first entry's key replays its answer and refuses another payload.
    const replay = await timeEntry(0, '2026-11-21', ENTRY, key);
    expect(replay).toMatchObject({ status: 200, headers: { 'Idempotency-Replayed': 'true' } });
    expect(replay.body).toEqual(answers[0]?.body);
    const reuse = await timeEntry(0, '2026-11-21', { ...ENTRY, time_break: 45 }, key);
    expect(reuse).toMatchObject({ status: 422, body: { code: 'idempotency_mismatch' } });
    expect(await pairRev()).toBe(revBefore + 3);
  });

  it('parses and authorizes an entry without a request, with the answers of the single call', async () => {
    const raw = { messe: String(scene.pair.messeId), customer: String(scene.pair.customerId) };
    const parsed = readStaffParams({ ...raw, staff: String(ids(0).staffId) }, 'en');
    expect(parsed).toEqual(ids(0));
    expect(readDayParam({ date: '2026-11-21' }, 'en')).toBe('2026-11-21');
    expect(() => readStaffParams({ ...raw, staff: '0' }, 'en')).toThrow(
      expect.objectContaining({ statusCode: 400, fieldErrors: { staff: [expect.any(String)] } }),
    );
    expect(() => readDayParam({ date: '2026-02-30' }, 'en')).toThrow(HttpError);

    await expect(loadPairAssignedTo(t.db, scene.supervisor.id, parsed)).resolves.toMatchObject({
      customer: { id: scene.pair.customerId },
    });
    await expect(loadPairAssignedTo(t.db, scene.otherSupervisor.id, parsed)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
