import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, ProposalList } from '@domain/buero/messen-contract';
import type { AssignmentCheckAnswer } from '@domain/shared/employment-law/record-contract';
import { addDays } from '@domain/shared/times/calendar-days';
import { bewerberMessen, staffAssignments } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import {
  assignStaff,
  createBewerber,
  createMesseCustomer,
  createTime,
  createUser,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * The employment-law check at assignment (issue 27, docs/product/employment-law.md):
 * the check route, the add that refuses a crossed limit unless overridden with
 * a reason (audited), and the proposals sorted within-limits first.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

type Pair = { messeId: number; customerId: number };
const pairUrl = (pair: Pair) => `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;

async function staffMember(overrides: Parameters<typeof createBewerber>[1] = {}) {
  const user = await createUser(t.db);
  return createBewerber(t.db, { ...overrides, userId: user.id });
}

/**
 * A short-term person with 65 (or `days`) planned days in 2027: one-day fairs on Mondays,
 * Wednesdays and Fridays from 4 January (three days a week: 70 working days decide).
 */
async function shortTermWith65Days(name: string, days = 65) {
  const person = await staffMember({ lastname: name, employmentStatus: 'short_term' });
  for (let i = 0; i < days; i++) {
    const day = addDays('2027-01-04', Math.floor(i / 3) * 7 + (i % 3) * 2);
    await assignStaff(
      t.db,
      person.id,
      await createMesseCustomer(t.db, { dateStart: day, dateEnd: day }),
    );
  }
  return person;
}

/** A ten-day fair in September 2027 with one customer. */
const tenDayPair = () =>
  createMesseCustomer(t.db, { dateStart: '2027-09-06', dateEnd: '2027-09-15' });

const check = (pair: Pair, ids: number[]) =>
  send(t.app, 'POST', `${pairUrl(pair)}/personal/pruefen`, cookie, { bewerber_ids: ids });
const add = (pair: Pair, body: Record<string, unknown>) =>
  send(t.app, 'POST', `${pairUrl(pair)}/personal`, cookie, body);

async function onPair(pair: Pair): Promise<number[]> {
  const rows = await t.db
    .select({ id: staffAssignments.bewerberId })
    .from(staffAssignments)
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
      ),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('the assignment check', () => {
  it('blocks a short-term person whose 65 planned days and a 10-day fair cross 70; the add waits for a reason, which is audited', async () => {
    const person = await shortTermWith65Days('Kurz');
    const pair = await tenDayPair();

    const checked = await check(pair, [person.id]);
    expect(checked.statusCode, checked.body).toBe(200);
    const [item] = checked.json<AssignmentCheckAnswer>().items;
    expect(item).toMatchObject({ bewerber_id: person.id, blocking: true });
    const shortTerm = item?.changes.find((change) => change.after.code === 'short_term_days');
    expect(shortTerm).toMatchObject({
      crossed: true,
      before: { value: 65, limit: 70 },
      after: { value: 75, limit: 70, state: 'over' },
    });

    const refused = await add(pair, { bewerber_ids: [person.id] });
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json<{ code: string; message: string }>();
    expect(body.code).toBe('law_limit');
    expect(body.message).toContain(`Anna Kurz`);
    expect(body.message).toContain('75 von 70');
    expect(await onPair(pair)).toEqual([]);

    const reason = 'Messe-Sonderfall, mit dem Kunden abgestimmt';
    const added = await add(pair, { bewerber_ids: [person.id], override_reason: ` ${reason} ` });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<BulkResult>()).toEqual({ added: [person.id] });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'law_limit_overridden'),
          eq(auditLog.subject, `bewerber:${String(person.id)}`),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      reason,
      pair: { messe_id: pair.messeId, customer_id: pair.customerId },
      crossed: [{ code: 'short_term_days', value: 75, limit: 70, year: 2027 }],
    });

    // On the pair now: its days are theirs, the check changes nothing and does not block.
    const again = await check(pair, [person.id]);
    expect(again.json<AssignmentCheckAnswer>().items[0]).toMatchObject({ blocking: false });
    const { changes } = again.json<AssignmentCheckAnswer>().items[0] ?? { changes: [] };
    expect(changes.every((change) => !change.crossed)).toBe(true);
  });

  it('does not block a Minijob person without a wage: the missing wage is shown, not counted as 0 €', async () => {
    const person = await staffMember({ lastname: 'Mini', employmentStatus: 'minijob' });
    const pair = await tenDayPair();
    const checked = await check(pair, [person.id]);
    expect(checked.statusCode, checked.body).toBe(200);
    const [item] = checked.json<AssignmentCheckAnswer>().items;
    expect(item?.blocking).toBe(false);
    const minijob = item?.changes.find((change) => change.after.code === 'minijob_earnings');
    expect(minijob?.after).toMatchObject({ state: 'wage_missing', value: null });
    const added = await add(pair, { bewerber_ids: [person.id] });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('answers in the order of the ids; ids of no staff member are refused as the add does', async () => {
    const first = await staffMember({ lastname: 'Zett' });
    const second = await staffMember({ lastname: 'Aal' });
    const pair = await tenDayPair();
    const checked = await check(pair, [first.id, second.id]);
    expect(checked.json<AssignmentCheckAnswer>().items.map((item) => item.bewerber_id)).toEqual([
      first.id,
      second.id,
    ]);
    const applicant = await createBewerber(t.db);
    const refused = await check(pair, [first.id, applicant.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'not_staff',
    });
    expect(refused.json<{ message: string }>().message).toContain(String(applicant.id));
    expect((await check({ ...pair, customerId: 999_999 }, [first.id])).statusCode).toBe(404);
  });

  it('refuses a bulk add entirely when one of several people would cross a limit', async () => {
    const fine = await staffMember({ lastname: 'Frei' });
    const blocked = await shortTermWith65Days('Voll');
    const pair = await tenDayPair();
    const refused = await add(pair, { bewerber_ids: [fine.id, blocked.id] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Anna Voll');
    expect(refused.json<{ message: string }>().message).not.toContain('Anna Frei');
    expect(await onPair(pair)).toEqual([]);
    const added = await add(pair, {
      bewerber_ids: [fine.id, blocked.id],
      override_reason: 'Ersatz fehlt',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await onPair(pair)).toEqual([fine.id, blocked.id].sort((a, b) => a - b));
    const audits = await t.db
      .select({ subject: auditLog.subject })
      .from(auditLog)
      .where(eq(auditLog.action, 'law_limit_overridden'));
    expect(audits.map((row) => row.subject)).toContain(`bewerber:${String(blocked.id)}`);
    expect(audits.map((row) => row.subject)).not.toContain(`bewerber:${String(fine.id)}`);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(501)],
    ['a control character', 'Grund\u0007'],
    ['invisible', '\u200b'],
  ])('refuses an override reason that is %s (422, field error)', async (_what, reason) => {
    const person = await staffMember({ lastname: 'Grund' });
    const pair = await tenDayPair();
    const refused = await add(pair, { bewerber_ids: [person.id], override_reason: reason });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['override_reason']);
    expect(await onPair(pair)).toEqual([]);
  });

  it('counts the days worked on a pair the person was removed from since, and a worked day of the fair once', async () => {
    const person = await shortTermWith65Days('Abgezogen', 60);
    // Five days worked in August on a pair she was removed from afterwards.
    const left = await createMesseCustomer(t.db, {
      dateStart: '2027-08-02',
      dateEnd: '2027-08-06',
    });
    await assignStaff(t.db, person.id, left);
    for (let i = 0; i < 5; i++) {
      await createTime(t.db, { ...left, bewerberId: person.id, day: addDays('2027-08-02', i) });
    }
    await t.db
      .update(staffAssignments)
      .set({ removedAt: new Date() })
      .where(
        and(eq(staffAssignments.bewerberId, person.id), eq(staffAssignments.messeId, left.messeId)),
      );
    const pair = await createMesseCustomer(t.db, {
      dateStart: '2027-09-06',
      dateEnd: '2027-09-11',
    });

    const checked = await check(pair, [person.id]);
    const shortTerm = checked
      .json<AssignmentCheckAnswer>()
      .items[0]?.changes.find((change) => change.after.code === 'short_term_days');
    expect(shortTerm).toMatchObject({
      crossed: true,
      before: { value: 65 },
      after: { value: 71, state: 'over' },
    });
    expect((await add(pair, { bewerber_ids: [person.id] })).statusCode).toBe(409);

    // A day of the new fair she already worked (elsewhere) adds no day: 65 + 5.
    await createTime(t.db, { ...left, bewerberId: person.id, day: '2027-09-06' });
    const again = await check(pair, [person.id]);
    expect(
      again
        .json<AssignmentCheckAnswer>()
        .items[0]?.changes.find((change) => change.after.code === 'short_term_days'),
    ).toMatchObject({ before: { value: 66 }, after: { value: 71 } });
  });

  it('takes a reason of 500 characters over several lines', async () => {
    const person = await staffMember({ lastname: 'Lang' });
    const pair = await tenDayPair();
    const reason = `Zeile eins\n${'x'.repeat(489)}`;
    expect(reason).toHaveLength(500);
    const added = await add(pair, { bewerber_ids: [person.id], override_reason: reason });
    expect(added.statusCode, added.body).toBe(200);
  });
});

describe('the proposals', () => {
  it('say who would cross a limit and list those within their limits first on the page', async () => {
    const pair = await tenDayPair();
    // By name the blocked person comes first ("Aaa…"); the law puts them last.
    const blocked = await shortTermWith65Days('Aaa-Vorschlag');
    const fine = await staffMember({ lastname: 'Zzz-Vorschlag' });
    const alsoFine = await staffMember({ lastname: 'Mmm-Vorschlag' });
    await t.db.insert(bewerberMessen).values(
      [blocked, fine, alsoFine].map((person) => ({
        bewerberId: person.id,
        messeId: pair.messeId,
      })),
    );
    const response = await send(t.app, 'GET', `${pairUrl(pair)}/vorschlaege`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<ProposalList>();
    expect(items.map((item) => item.id)).toEqual([alsoFine.id, fine.id, blocked.id]);
    expect(items[0]?.law).toEqual({ blocking: false, crossed: [] });
    expect(items[2]?.law?.blocking).toBe(true);
    expect(items[2]?.law?.crossed).toMatchObject([
      { code: 'short_term_days', value: 75, limit: 70 },
    ]);
  });
});
