import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffList, type StaffListQuery, staffListSchema } from '@domain/buero/staff-contract';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  declaredShortTermJobs,
  lawSnapshots,
  lecturePeriods,
  staffWages,
} from '@server/platform/db/schema/employment';
import { messen, staffAssignments, times } from '@server/platform/db/schema/messen';
import { lawMonth, refreshLawSnapshots } from '@server/records/law-snapshots';
import { createMesseCustomer, createTime } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { createStaffMember } from './buero-staff-fixtures';
import { staffApiPaths } from './buero-people-urls';

/*
 * The employment-law snapshots behind the staff list (issue 27) on both
 * databases: every write the counters read marks a snapshot stale (triggers of
 * 0025/0026), a refresh recomputes it, the filter "nah an einer Grenze" follows
 * the short-term days across 60, and two refreshes at once both finish.
 */

let t: TestApp;
let cookie: string;
const year = Number(lawMonth().slice(0, 4));
const day = (md: string) => `${String(year)}-${md}`;

async function list(query: StaffListQuery): Promise<StaffList> {
  const response = await t.app.inject({
    url: `/app/api/${staffApiPaths.list(query)}`,
    headers: { ...XHR, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(staffListSchema, response.json());
}

async function snapshotOf(id: number) {
  const [row] = await t.db.select().from(lawSnapshots).where(eq(lawSnapshots.bewerberId, id));
  return row;
}

async function expectStaleAfter(id: number, write: () => Promise<unknown>) {
  await refreshLawSnapshots(t.db, { ids: [id] });
  expect((await snapshotOf(id))?.stale).toBe(false);
  await write();
  expect((await snapshotOf(id))?.stale).toBe(true);
}

/** A short-term person with 59 declared working days of this year (Jan–Apr, under five a week). */
async function shortTermPerson(lastname: string) {
  const staff = await createStaffMember(t, { person: { lastname }, documents: 0, secrets: false });
  const id = staff.bewerber.id;
  await t.db.update(bewerber).set({ employmentStatus: 'short_term' }).where(eq(bewerber.id, id));
  await t.db
    .insert(staffWages)
    .values({ bewerberId: id, validFrom: day('01-01'), centsPerHour: 1600 });
  await t.db.insert(declaredShortTermJobs).values({
    bewerberId: id,
    employer: 'Früher GmbH',
    dateFrom: day('01-01'),
    dateTo: day('04-30'),
    workingDays: 59,
  });
  return { ...staff, id };
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createOfficeUser(t.db)).cookie;
});
afterAll(() => t.close());

describe('law snapshots', () => {
  it('are marked stale by every write the counters read', async () => {
    const person = await shortTermPerson('Triggerprobe');
    const id = person.id;
    const pair = await createMesseCustomer(t.db, {
      dateStart: day('06-10'),
      dateEnd: day('06-11'),
    });
    await expectStaleAfter(id, () =>
      t.db.insert(staffAssignments).values({ bewerberId: id, ...pairKey(pair) }),
    );
    let timeId = 0;
    await expectStaleAfter(id, async () => {
      timeId = (await createTime(t.db, { ...pairKey(pair), bewerberId: id, day: day('06-10') })).id;
    });
    await expectStaleAfter(id, () =>
      t.db.update(times).set({ timeBreak: 45 }).where(eq(times.id, timeId)),
    );
    await expectStaleAfter(id, () => t.db.delete(times).where(eq(times.id, timeId)));
    await expectStaleAfter(id, () =>
      t.db
        .insert(staffWages)
        .values({ bewerberId: id, validFrom: day('03-01'), centsPerHour: 1700 }),
    );
    await expectStaleAfter(id, () =>
      t.db.update(bewerber).set({ employmentStatus: 'minijob' }).where(eq(bewerber.id, id)),
    );
    await expectStaleAfter(id, () =>
      t.db
        .update(declaredShortTermJobs)
        .set({ workingDays: 58 })
        .where(eq(declaredShortTermJobs.bewerberId, id)),
    );
    await expectStaleAfter(id, () =>
      t.db
        .insert(lecturePeriods)
        .values({ bewerberId: id, dateFrom: day('04-01'), dateTo: day('07-15') }),
    );
    await expectStaleAfter(id, () =>
      t.db
        .update(messen)
        .set({ dateEnd: day('06-12') })
        .where(eq(messen.id, pair.messeId)),
    );
    await expectStaleAfter(id, () =>
      t.db.delete(staffAssignments).where(eq(staffAssignments.bewerberId, id)),
    );
  });

  it('show a short-term person in the filter once their days reach 60, and not after insured', async () => {
    const person = await shortTermPerson('Grenznah');
    const near = async () =>
      (await list({ q: 'grenznah', nearLimit: true })).items.map((item) => item.id);
    expect(await near()).toEqual([]);
    const [plain] = (await list({ q: 'grenznah' })).items;
    expect(plain?.law).toMatchObject({ near_limit: false, employment_status: 'short_term' });

    const pair = await createMesseCustomer(t.db, {
      dateStart: day('06-10'),
      dateEnd: day('06-10'),
    });
    await t.db.insert(staffAssignments).values({ bewerberId: person.id, ...pairKey(pair) });
    expect(await near()).toEqual([person.id]);
    const [item] = (await list({ q: 'grenznah', nearLimit: true })).items;
    expect(item?.law?.flagged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          basis: 'planned',
          counter: expect.objectContaining({ code: 'short_term_days', value: 60, state: 'near' }),
        }),
      ]),
    );
    expect((await list({ q: 'grenznah', nearLimit: false })).items).toEqual([]);

    await t.db
      .update(bewerber)
      .set({ employmentStatus: 'insured' })
      .where(eq(bewerber.id, person.id));
    expect(await near()).toEqual([]);
  });

  it('refresh new, stale and old snapshots; a write during a refresh leaves the row stale', async () => {
    const person = await shortTermPerson('Wettlauf');
    // A record that got a login has a stale placeholder at once (0027): a refresh finds it.
    expect(await snapshotOf(person.id)).toMatchObject({ month: '', stale: true });
    await refreshLawSnapshots(t.db, { ids: [person.id] });
    expect(await snapshotOf(person.id)).toMatchObject({ month: lawMonth(), stale: false });
    for (const month of ['2000-01', '9999-12']) {
      await t.db.update(lawSnapshots).set({ month }).where(eq(lawSnapshots.bewerberId, person.id));
      expect(await refreshLawSnapshots(t.db, { ids: [person.id] })).toBe(1);
      expect(await refreshLawSnapshots(t.db, { ids: [person.id] })).toBe(0);
    }
    // Everyone's refresh (the filter's) finds an old month too, not only a stale row.
    await t.db
      .update(lawSnapshots)
      .set({ month: '2000-01' })
      .where(eq(lawSnapshots.bewerberId, person.id));
    expect(await refreshLawSnapshots(t.db)).toBeGreaterThanOrEqual(1);
    expect(await snapshotOf(person.id)).toMatchObject({ month: lawMonth(), stale: false });
    // A write between the read of the generation and the write-back: simulated by bumping it.
    await t.db
      .update(bewerber)
      .set({ employmentStatus: 'other' })
      .where(eq(bewerber.id, person.id));
    const racing = refreshLawSnapshots(t.db, { ids: [person.id] });
    await t.db
      .update(bewerber)
      .set({ employmentStatus: 'minijob' })
      .where(eq(bewerber.id, person.id));
    await racing;
    await refreshLawSnapshots(t.db, { ids: [person.id] });
    expect((await snapshotOf(person.id))?.summary).toMatchObject({ employment_status: 'minijob' });
  });

  it('two refreshes of everyone at once both finish', async () => {
    for (let i = 0; i < 5; i += 1) await shortTermPerson(`Gleichzeitig${String(i)}`);
    const results = await Promise.all([refreshLawSnapshots(t.db), refreshLawSnapshots(t.db)]);
    expect(results[0] + results[1]).toBeGreaterThanOrEqual(5);
    const [a, b] = await Promise.all([
      list({ q: 'gleichzeitig', nearLimit: true }),
      list({ q: 'gleichzeitig', nearLimit: true }),
    ]);
    expect(a.items).toEqual(b.items);
  });
});

function pairKey(pair: { messeId: number; customerId: number }) {
  return { messeId: pair.messeId, customerId: pair.customerId };
}
