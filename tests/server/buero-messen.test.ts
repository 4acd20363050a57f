import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import type { CustomerList, Fair, FairDetail, FairList } from '@domain/buero/messen-contract';
import type { MesseOption } from '@domain/messen/messen';
import {
  customers,
  messeCustomers,
  signatureDays,
  signatures,
} from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import {
  createBewerber,
  createMesseCustomer,
  createStaffUser,
  createTime,
  assignStaff,
  SAMPLE_SIGNATURE_SVG,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/* Fairs and customers in the office (docs/product/fairs.md): CRUD, archive, the 409 refusals. */

let t: TestApp;
let cookie: string;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const office = await createOfficeUser(t.db);
  cookie = office.cookie;
  officeId = office.user.id;
});
afterAll(() => t.close());

const future = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function createFair(body: Record<string, unknown>) {
  const response = await send(t.app, 'POST', 'messen', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Fair>();
}

describe('fairs', () => {
  it('creates, lists by date, edits and records before and after', async () => {
    const early = await createFair({
      name: ' Früh ',
      city: 'Köln',
      description: 'Halle 1\nStand 4',
      date_start: future(20),
      date_end: future(22),
    });
    expect(early).toMatchObject({ name: 'Früh', city: 'Köln', description: 'Halle 1\nStand 4' });
    const late = await createFair({
      name: 'Spät',
      city: 'Bonn',
      date_start: future(40),
      date_end: future(40),
    });
    expect(late.description).toBeNull();
    const list = (await send(t.app, 'GET', 'messen?q=SP%C3%A4', cookie)).json<FairList>();
    expect(list.items.map((f) => f.id)).toEqual([late.id]);
    const all = (await send(t.app, 'GET', 'messen', cookie)).json<FairList>();
    const ids = all.items.map((f) => f.id);
    // The sooner fair first (the order below has its own test).
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));

    const edited = await send(t.app, 'PATCH', `messen/${String(early.id)}`, cookie, {
      name: 'Früh 2',
      city: 'Köln',
      date_start: future(19),
      date_end: future(23),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Fair>()).toMatchObject({ name: 'Früh 2', description: null });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'fair_changed'), eq(auditLog.subject, `messe:${String(early.id)}`)),
      );
    expect(entry?.userId).toBe(officeId);
    expect(entry?.details).toMatchObject({
      changes: {
        name: { before: 'Früh', after: 'Früh 2' },
        date_start: { before: future(20), after: future(19) },
        description: { before: 'Halle 1\nStand 4', after: null },
      },
    });
  });

  it('answers 422 with field errors for bad fairs, 404 for unknown ids, 400 for bad ids', async () => {
    const bad = await send(t.app, 'POST', 'messen', cookie, {
      name: '',
      city: 'x'.repeat(101),
      date_start: '2026-02-30',
      date_end: '2027-01-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'city',
      'date_start',
      'name',
    ]);
    const order = await send(t.app, 'POST', 'messen', cookie, {
      name: 'A',
      city: 'B',
      date_start: '2027-01-05',
      date_end: '2027-01-04',
    });
    expect(order.statusCode).toBe(422);
    expect(order.json<{ errors: Record<string, string[]> }>().errors.date_end?.[0]).toMatch(/Ende/);
    const body = { name: 'A', city: 'B', date_start: '2027-01-05', date_end: '2027-01-05' };
    expect((await send(t.app, 'PATCH', 'messen/999999', cookie, body)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', 'messen/999999', cookie)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', 'messen/0', cookie)).statusCode).toBe(400);
    expect((await send(t.app, 'GET', 'messen?archived=2', cookie)).statusCode).toBe(422);
    expect((await send(t.app, 'GET', 'messen?cursor=abc', cookie)).statusCode).toBe(422);
  });

  it('archives a fair: gone from the planner and the active list, back when restored', async () => {
    const fair = await createFair({
      name: 'Archivtest',
      city: 'Essen',
      date_start: future(5),
      date_end: future(6),
    });
    const staff = await createStaffUser(t.db);
    const staffCookie = await sessionCookieFor(t.db, staff.user.id);
    const planner = async () =>
      (await send(t.app, 'GET', '/app/api/messen', staffCookie))
        .json<MesseOption[]>()
        .map((f) => f.id);
    expect(await planner()).toContain(fair.id);

    const archived = await send(t.app, 'PUT', `messen/${String(fair.id)}/archiv`, cookie, {
      archived: true,
    });
    expect(archived.json<Fair>().archived_at).not.toBeNull();
    expect(await planner()).not.toContain(fair.id);
    const active = (await send(t.app, 'GET', 'messen?limit=100', cookie)).json<FairList>();
    expect(active.items.map((f) => f.id)).not.toContain(fair.id);
    const inArchive = (await send(t.app, 'GET', 'messen?archived=1', cookie)).json<FairList>();
    expect(inArchive.items.map((f) => f.id)).toContain(fair.id);

    await send(t.app, 'PUT', `messen/${String(fair.id)}/archiv`, cookie, { archived: false });
    expect(await planner()).toContain(fair.id);
  });

  it('lists the fairs not over yet soonest first, then the past ones latest first, over pages', async () => {
    // Days counted from the agency's today, as the list counts them (near midnight UTC differs).
    const day = (offset: number) => agencyToday().add({ days: offset }).toString();
    const fair = (name: string, start: number, end: number) =>
      createFair({ name, city: 'Trier', date_start: day(start), date_end: day(end) });
    // Created out of order, so neither the id nor the creation decides.
    const past = await fair('Ordnung vorbei', -30, -28);
    const later = await fair('Ordnung später', 60, 62);
    const running = await fair('Ordnung läuft', -2, 3);
    const longAgo = await fair('Ordnung lange her', -400, -399);
    const soon = await fair('Ordnung bald', 5, 6);
    const endsToday = await fair('Ordnung endet heute', -1, 0);
    const expected = [running, endsToday, soon, later, past, longAgo].map((f) => f.id);
    const one = (await send(t.app, 'GET', 'messen?q=Ordnung', cookie)).json<FairList>();
    expect(one.items.map((f) => f.id)).toEqual(expected);
    for (const limit of [1, 2, 3, 4]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `messen?q=Ordnung&limit=${String(limit)}${cursor ? `&cursor=${cursor}` : ''}`;
        const page: FairList = (await send(t.app, 'GET', url, cookie)).json<FairList>();
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((f) => f.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen, `limit ${String(limit)}`).toEqual(expected);
    }
  });

  it('pages the list by keyset without gaps or repeats', async () => {
    for (let i = 0; i < 5; i += 1) {
      await createFair({
        name: `Seite ${String(i)}`,
        city: 'Ulm',
        date_start: future(90),
        date_end: future(91),
      });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `messen?q=Seite&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: FairList = (await send(t.app, 'GET', url, cookie)).json<FairList>();
      seen.push(...page.items.map((f) => f.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses (409) a date range that drops days with times, naming them', async () => {
    const pair = await createMesseCustomer(t.db, {
      dateStart: '2026-11-20',
      dateEnd: '2026-11-24',
    });
    const person = await createBewerber(t.db);
    await assignStaff(t.db, person.id, pair);
    await createTime(t.db, { ...pair, bewerberId: person.id, day: '2026-11-20' });
    await createTime(t.db, { ...pair, bewerberId: person.id, day: '2026-11-24' });
    const url = `messen/${String(pair.messeId)}`;
    const body = {
      name: 'Kürzer',
      city: 'Hannover',
      date_start: '2026-11-21',
      date_end: '2026-11-23',
    };
    const refused = await send(t.app, 'PATCH', url, cookie, body);
    expect(refused.statusCode).toBe(409);
    const answer = refused.json<{ message: string; code: string }>();
    expect(answer.code).toBe('fair_days_with_times');
    expect(answer.message).toContain('20.11.2026');
    expect(answer.message).toContain('24.11.2026');
    const detail = (await send(t.app, 'GET', url, cookie)).json<FairDetail>();
    expect(detail.fair.date_start).toBe('2026-11-20');
    expect(detail.days_with_times).toEqual(['2026-11-20', '2026-11-24']);
    // Widening, or shrinking to exactly the days with times, is fine.
    const ok = await send(t.app, 'PATCH', url, cookie, {
      ...body,
      date_start: '2026-11-20',
      date_end: '2026-11-24',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('customers and pairs', () => {
  it('creates, renames, archives customers; the rename bumps the pairs revision', async () => {
    const created = await send(t.app, 'POST', 'kunden', cookie, { name: 'Zeta Kunde' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const pair = await createMesseCustomer(t.db);
    await send(t.app, 'PUT', `messen/${String(pair.messeId)}/kunden/${String(id)}`, cookie);
    const rev = async () =>
      (
        await t.db
          .select({ rev: messeCustomers.rev })
          .from(messeCustomers)
          .where(and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, id)))
      )[0]?.rev;
    const before = await rev();
    const renamed = await send(t.app, 'PATCH', `kunden/${String(id)}`, cookie, { name: 'Zeta AG' });
    expect(renamed.json<{ name: string }>().name).toBe('Zeta AG');
    expect(await rev()).toBe((before ?? 0) + 1);
    expect(
      (await send(t.app, 'PATCH', `kunden/${String(id)}`, cookie, { name: ' ' })).statusCode,
    ).toBe(422);

    await send(t.app, 'PUT', `kunden/${String(id)}/archiv`, cookie, { archived: true });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.archivedAt).not.toBeNull();
    const active = (await send(t.app, 'GET', 'kunden?q=Zeta', cookie)).json<CustomerList>();
    expect(active.items).toEqual([]);
    const archived = (
      await send(t.app, 'GET', 'kunden?q=Zeta&archived=1', cookie)
    ).json<CustomerList>();
    expect(archived.items.map((c) => c.id)).toEqual([id]);
    // An archived customer takes no new fair.
    const other = await createMesseCustomer(t.db);
    const attach = await send(
      t.app,
      'PUT',
      `messen/${String(other.messeId)}/kunden/${String(id)}`,
      cookie,
    );
    expect(attach.statusCode).toBe(409);
  });

  it('attaches (idempotent) and detaches; a pair with times or signatures stays (409)', async () => {
    const pair = await createMesseCustomer(t.db);
    const fresh = (await send(t.app, 'POST', 'kunden', cookie, { name: 'Neu' })).json<{
      id: number;
    }>();
    const url = `messen/${String(pair.messeId)}/kunden/${String(fresh.id)}`;
    expect((await send(t.app, 'PUT', url, cookie)).statusCode).toBe(200);
    expect((await send(t.app, 'PUT', url, cookie)).statusCode).toBe(200);
    const detail = (
      await send(t.app, 'GET', `messen/${String(pair.messeId)}`, cookie)
    ).json<FairDetail>();
    expect(detail.customers.map((c) => c.id).sort()).toEqual([pair.customerId, fresh.id].sort());
    expect((await send(t.app, 'DELETE', url, cookie)).statusCode).toBe(204);
    expect((await send(t.app, 'DELETE', url, cookie)).statusCode).toBe(404);

    const person = await createBewerber(t.db);
    await assignStaff(t.db, person.id, pair);
    await createTime(t.db, { ...pair, bewerberId: person.id, day: '2026-11-21' });
    const withTimes = `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
    const refused = await send(t.app, 'DELETE', withTimes, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('pair_has_times');
    expect((await send(t.app, 'GET', withTimes, cookie)).statusCode).toBe(200);
    expect(
      (await send(t.app, 'PUT', `messen/999999/kunden/${String(fresh.id)}`, cookie)).statusCode,
    ).toBe(404);
  });
});

describe("a customer's signed state on the fair's detail", () => {
  /** A customer signature of the pair covering `days` (superseded when told). */
  async function customerSignature(
    pair: { messeId: number; customerId: number },
    days: string[],
    superseded = false,
  ) {
    const [row] = await t.db
      .insert(signatures)
      .values({
        kind: 'customer',
        svg: SAMPLE_SIGNATURE_SVG,
        contentSha256: 'c'.repeat(64),
        signerName: 'Kundin',
        messeId: pair.messeId,
        customerId: pair.customerId,
        ...(superseded ? { supersededAt: new Date(), supersededReason: 'Zeiten korrigiert' } : {}),
      })
      .returning();
    await t.db.insert(signatureDays).values(days.map((day) => ({ signatureId: row!.id, day })));
  }

  async function signedOf(pair: { messeId: number; customerId: number }) {
    const detail = (
      await send(t.app, 'GET', `messen/${String(pair.messeId)}`, cookie)
    ).json<FairDetail>();
    return detail.customers.find((c) => c.id === pair.customerId)?.signed;
  }

  it('is true only when the valid customer signatures cover every day with work time', async () => {
    const pair = await createMesseCustomer(t.db);
    const person = await createBewerber(t.db);
    await assignStaff(t.db, person.id, pair);
    expect(await signedOf(pair)).toBe(false);
    await createTime(t.db, { ...pair, bewerberId: person.id, day: '2026-11-20' });
    await createTime(t.db, { ...pair, bewerberId: person.id, day: '2026-11-21' });
    // A cleared day is no day with work time: it needs no signature.
    await createTime(t.db, {
      ...pair,
      bewerberId: person.id,
      day: '2026-11-22',
      timeStart: null,
      timeEnd: null,
      timeBreak: 0,
    });

    // The person's own signature is not the customer's.
    await t.db.insert(signatures).values({
      kind: 'staff',
      svg: SAMPLE_SIGNATURE_SVG,
      contentSha256: 's'.repeat(64),
      signerName: 'Person',
      messeId: pair.messeId,
      customerId: pair.customerId,
      bewerberId: person.id,
    });
    expect(await signedOf(pair)).toBe(false);
    // A customer signature the office reopened covers nothing.
    await customerSignature(pair, ['2026-11-20', '2026-11-21'], true);
    expect(await signedOf(pair)).toBe(false);
    // One day of two covered: not signed.
    await customerSignature(pair, ['2026-11-20']);
    expect(await signedOf(pair)).toBe(false);
    await customerSignature(pair, ['2026-11-21']);
    expect(await signedOf(pair)).toBe(true);
    // A new day with work time after the signatures: open again.
    await createTime(t.db, { ...pair, bewerberId: person.id, day: '2026-11-23' });
    expect(await signedOf(pair)).toBe(false);
  });
});
