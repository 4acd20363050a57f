import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FairReview,
  PairReview,
  ReviewPerson,
  SupersededSignature,
} from '@domain/buero/timesheets-contract';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingSigned,
  TimeTrackingStaffSheet,
} from '@domain/stundenerfassung/stundenerfassung';
import { messeCustomers, signatures, times } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { canonicalJson, sha256Hex } from '@server/platform/idempotency/request-hash';
import { assignStaff, createMesseCustomer, createTime } from '@tests/support/factories';
import { documentedSignatureHash } from '@tests/support/signed-content';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';
import {
  createSignedScene,
  D1,
  D2,
  D3,
  type SignedScene,
  STUNDEN,
} from './buero-timesheets-fixtures';

/*
 * The office's timesheet review (docs/product/timesheet-review.md):
 * content and totals, ArbZG warnings across fairs, the hash check both ways,
 * and reopening a signature (ADR 0027) until the sheet is signed anew.
 */

let t: TestApp;
let office: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

const fairUrl = (s: SignedScene, filter = '') =>
  `messen/${String(s.pair.messeId)}/zeiten${filter ? `?filter=${filter}` : ''}`;
const pairUrl = (s: SignedScene) =>
  `messen/${String(s.pair.messeId)}/kunden/${String(s.pair.customerId)}/zeiten`;

async function fairReview(s: SignedScene, filter = ''): Promise<FairReview> {
  const response = await send(t.app, 'GET', fairUrl(s, filter), office);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FairReview>();
}

function personOf(review: FairReview, id: number): ReviewPerson {
  const found = review.pairs[0]?.people.find((person) => person.id === id);
  if (!found) throw new Error(`person ${String(id)} not in the review`);
  return found;
}

const supersede = (id: number, body: unknown) =>
  send(t.app, 'POST', `unterschriften/${String(id)}/aufheben`, office, body);

async function signatureIds(s: SignedScene) {
  const rows = await t.db
    .select({ id: signatures.id, kind: signatures.kind })
    .from(signatures)
    .where(eq(signatures.messeId, s.pair.messeId))
    .orderBy(signatures.id);
  const staff = rows.find((row) => row.kind === 'staff')?.id ?? 0;
  const customer = rows.find((row) => row.kind === 'customer')?.id ?? 0;
  return { staff, customer };
}

describe('the review of a fair', () => {
  it('shows days, totals, coverage, unsigned days and who collected each signature', async () => {
    const s = await createSignedScene(t.app, t.db);
    const review = await fairReview(s);
    expect(review.fair.id).toBe(s.pair.messeId);
    expect(review.pairs).toHaveLength(1);
    const pair = review.pairs[0];
    expect(pair?.people_count).toBe(2);
    // 09:00–18:00 with 30 minutes break: 510 minutes a day.
    expect(pair?.total_minutes).toBe(3 * 510);
    expect(pair?.day_totals).toEqual([
      { day: D1, worked_minutes: 1020 },
      { day: D2, worked_minutes: 510 },
    ]);
    const { staff, customer } = await signatureIds(s);
    const first = personOf(review, s.first);
    expect(first.total_minutes).toBe(1020);
    expect(
      first.days.map((day) => [day.day, day.staff_signature_id, day.customer_signature_id]),
    ).toEqual([
      [D1, staff, customer],
      [D2, staff, customer],
    ]);
    expect(first.unsigned_staff_days).toEqual([]);
    expect(first.signatures[0]?.supervisor?.id).toBe(s.supervisor.id);
    expect(first.signatures[0]?.verification).toBe('unchanged');
    expect(pair?.customer_signatures[0]).toMatchObject({
      id: customer,
      signer_name: 'Frau Kundin',
      days: [D1, D2],
      verification: 'unchanged',
      superseded: null,
    });
    const second = personOf(review, s.second);
    expect(second.unsigned_staff_days).toEqual([D1]);
    expect(second.unsigned_customer_days).toEqual([]);

    const unsigned = await fairReview(s, 'unsigned');
    expect(unsigned.pairs[0]?.people.map((person) => person.id)).toEqual([s.second]);
    expect((await fairReview(s, 'warnings')).pairs).toEqual([]);
    expect((await fairReview(s, 'changed')).pairs).toEqual([]);
  });

  it('answers the pair view, 404 for unknown fairs and pairs, 422 for a bad filter', async () => {
    const s = await createSignedScene(t.app, t.db);
    const response = await send(t.app, 'GET', pairUrl(s), office);
    expect(response.statusCode).toBe(200);
    const body = response.json<PairReview>();
    expect(body.pair.customer.id).toBe(s.pair.customerId);
    expect(body.pair.people).toHaveLength(2);
    const empty = await send(t.app, 'GET', `${pairUrl(s)}?filter=changed`, office);
    expect(empty.json<PairReview>().pair.people).toEqual([]);
    expect((await send(t.app, 'GET', 'messen/999999/zeiten', office)).statusCode).toBe(404);
    const otherPair = `messen/${String(s.pair.messeId)}/kunden/${String(s.otherPair.customerId)}/zeiten`;
    expect((await send(t.app, 'GET', otherPair, office)).statusCode).toBe(404);
    const bad = await send(t.app, 'GET', fairUrl(s, 'nope'), office);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.filter).toBeDefined();
    expect((await send(t.app, 'GET', 'messen/abc/zeiten', office)).statusCode).toBe(400);
  });

  it('computes ArbZG warnings across fairs: § 5 rest from one fair into the next', async () => {
    const s = await createSignedScene(t.app, t.db);
    // The second person works late on days 1 and 2 at another fair, then early on day 3 here.
    const elsewhere = await createMesseCustomer(t.db, { dateStart: D1, dateEnd: D3 });
    await assignStaff(t.db, s.second, elsewhere);
    for (const day of [D1, D2]) {
      await createTime(t.db, {
        ...elsewhere,
        bewerberId: s.second,
        day,
        timeStart: 1080,
        timeEnd: 1380,
        timeBreak: 0,
      });
    }
    const early = await s.saveTime(s.second, D3, { time_start: 360, time_end: 600, time_break: 0 });
    expect(early.statusCode, early.body).toBe(200);
    const review = await fairReview(s, 'warnings');
    const second = personOf(review, s.second);
    expect(second.warnings.map((warning) => [warning.code, warning.day])).toContainEqual([
      'arbzg_5_rest',
      D3,
    ]);
    // Day 1 here (09:00–18:00) and the other fair (18:00–23:00) are one working day: 13.5 h.
    expect(second.warnings.map((warning) => warning.code)).toContain('arbzg_3_daily_max');
    expect(review.pairs[0]?.people.map((person) => person.id)).toEqual([s.second]);
  });
});

describe('the hash check', () => {
  it('says unchanged for untouched rows and changed after an update behind the app', async () => {
    const s = await createSignedScene(t.app, t.db);
    const { staff, customer } = await signatureIds(s);
    for (const id of [staff, customer]) {
      const [row] = await t.db.select().from(signatures).where(eq(signatures.id, id));
      expect(row?.contentSha256).toBe(await documentedSignatureHash(t.db, s.pair, id));
    }
    await t.db.execute(
      sql`update ${times} set time_break = 45 where ${times.messeId} = ${s.pair.messeId}
        and ${times.bewerberId} = ${s.first} and ${times.day} = ${D1}`,
    );
    const review = await fairReview(s);
    const first = personOf(review, s.first);
    expect(first.signatures[0]?.verification).toBe('changed');
    expect(first.changed).toBe(true);
    expect(review.pairs[0]?.customer_signatures[0]?.verification).toBe('changed');
    const changed = await fairReview(s, 'changed');
    expect(changed.pairs[0]?.people.map((person) => person.id)).toContain(s.first);
  });

  it('accepts the older hash form of signatures given before ADR 0017, and only that', async () => {
    const s = await createSignedScene(t.app, t.db);
    const { staff } = await signatureIds(s);
    const rows = await t.db
      .select()
      .from(times)
      .where(and(eq(times.messeId, s.pair.messeId), eq(times.bewerberId, s.first)))
      .orderBy(times.day);
    // {customer, messe, staff, times}: no kind, no days (docs/product/signatures.md).
    const legacy = canonicalJson({
      customer: s.pair.customerId,
      messe: s.pair.messeId,
      staff: s.first,
      times: rows.map((row) => ({
        day: row.day,
        staff: row.bewerberId,
        time_break: row.timeBreak,
        time_end: row.timeEnd,
        time_start: row.timeStart,
      })),
    });
    await t.db
      .update(signatures)
      .set({ contentSha256: sha256Hex(legacy) })
      .where(eq(signatures.id, staff));
    expect(personOf(await fairReview(s), s.first).signatures[0]?.verification).toBe('unchanged');
    await t.db
      .update(signatures)
      .set({ contentSha256: sha256Hex(`${legacy} `) })
      .where(eq(signatures.id, staff));
    expect(personOf(await fairReview(s), s.first).signatures[0]?.verification).toBe('changed');
  });
});

describe('reopening a signature', () => {
  it('supersedes it with a reason: days open, old one listed, audit, tablet notice, re-sign', async () => {
    const s = await createSignedScene(t.app, t.db);
    const { staff, customer } = await signatureIds(s);
    const [before] = await t.db
      .select({ rev: messeCustomers.rev })
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, s.pair.messeId));
    expect(
      (await s.saveTime(s.first, D1, { ...{ time_start: 480, time_end: 1080, time_break: 30 } }))
        .statusCode,
    ).toBe(409);

    const noReason = await supersede(staff, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ errors: Record<string, string[]> }>().errors.reason).toBeDefined();
    expect((await supersede(staff, {})).statusCode).toBe(422);

    const reason = 'Beginn am 20.11. war 08:00, nicht 09:00';
    const done = await supersede(staff, { reason });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<SupersededSignature>()).toMatchObject({ id: staff, reason });
    expect((await supersede(customer, { reason })).statusCode).toBe(200);
    const again = await supersede(staff, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('signature_superseded');
    expect((await supersede(999999, { reason })).statusCode).toBe(404);

    const [after] = await t.db
      .select({ rev: messeCustomers.rev, signatureId: messeCustomers.signatureId })
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, s.pair.messeId));
    expect(after?.rev).toBeGreaterThan(before?.rev ?? 0);
    expect(after?.signatureId).toBeNull();

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'signature_superseded'),
          eq(auditLog.subject, `staff_sheet:${s.ids}/${String(s.first)}`),
        ),
      )
      .orderBy(desc(auditLog.id));
    expect(audit?.details).toMatchObject({
      signatureId: staff,
      changes: { superseded_reason: { before: null, after: reason } },
    });

    // The supervisor's sheets say who reopened what and why; the days take times again.
    const sheet = await t.app.inject({
      method: 'GET',
      url: `${STUNDEN}/staff/${s.ids}/${String(s.first)}`,
      headers: { cookie: s.cookies.supervisor },
    });
    const staffSheet = sheet.json<TimeTrackingStaffSheet>();
    expect(staffSheet.signatures).toEqual([]);
    expect(staffSheet.staff.signed).toBe(false);
    expect(staffSheet.reopened.map((item) => [item.kind, item.reopened_by, item.reason])).toEqual([
      ['staff', 'Olivia Office', reason],
      ['customer', 'Olivia Office', reason],
    ]);
    const customerSheet = (
      await t.app.inject({
        method: 'GET',
        url: `${STUNDEN}/customer/${s.ids}`,
        headers: { cookie: s.cookies.supervisor },
      })
    ).json<TimeTrackingCustomerSheet>();
    expect(customerSheet.signatures).toEqual([]);
    expect(customerSheet.reopened).toHaveLength(2);
    const corrected = { time_start: 480, time_end: 1080, time_break: 30 };
    expect((await s.saveTime(s.first, D1, corrected)).statusCode).toBe(200);

    // A new signature covers the reopened days; its hash is over the corrected rows.
    const resigned = await s.staffSign(s.first);
    expect(resigned.statusCode).toBe(200);
    expect(resigned.json<TimeTrackingSigned>().days).toEqual([D1, D2]);
    const review = await fairReview(s);
    const first = personOf(review, s.first);
    expect(
      first.signatures.map((item) => [item.id === staff, item.superseded?.reason ?? null]),
    ).toEqual([
      [true, reason],
      [false, null],
    ]);
    expect(first.signatures[0]?.superseded?.by?.name).toBe('Olivia Office');
    expect(first.signatures[1]?.verification).toBe('unchanged');
    expect(first.unsigned_customer_days).toEqual([D1, D2]);
    expect(first.changed).toBe(false);
  });

  it('opens a day only when no other signature in force still covers it', async () => {
    const s = await createSignedScene(t.app, t.db);
    const { staff } = await signatureIds(s);
    expect((await supersede(staff, { reason: 'Korrektur' })).statusCode).toBe(200);
    // The customer signature still covers day 1.
    const refused = await s.saveTime(s.first, D1, {
      time_start: 480,
      time_end: 1080,
      time_break: 30,
    });
    expect(refused.statusCode).toBe(409);
  });
});
