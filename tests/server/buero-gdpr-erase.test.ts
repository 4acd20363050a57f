import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { signatures, times } from '@server/platform/db/schema/messen';
import { cancelledBookingDays } from '@server/platform/db/schema/season';
import { buildPath } from '@domain/shared/operation';
import { stundenerfassungBatchableWrites as writes } from '@domain/stundenerfassung/operations';
import {
  assignSupervisor,
  createUser,
  SAMPLE_SIGNATURE_SVG,
  sessionCookieFor,
} from '@tests/support/factories';
import { authState, postJson, XHR } from '@tests/support/http';
import { tablesContaining } from '@tests/support/tables-containing';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';
import { createRichPerson, type RichPerson } from './buero-gdpr-fixtures';

/*
 * Erasing one person (docs/product/data-retention.md): no name, address, phone,
 * IBAN or file of theirs is left anywhere (also not in a supervisor's stored
 * replay answers or the mail outbox); their times and signature stay,
 * linked to the pseudonym; a second erasure answers the same.
 */

let t: TestApp;
let cookie: string;
let office: Awaited<ReturnType<typeof createOfficeUser>>;
let p: RichPerson;
let bystander: Awaited<ReturnType<typeof createApplication>>;
let keyed: Awaited<ReturnType<typeof supervisorWritesWithKeys>>;

beforeAll(async () => {
  t = await createTestApp();
  office = await createOfficeUser(t.db);
  cookie = office.cookie;
  p = await createRichPerson(t);
  keyed = await supervisorWritesWithKeys(p);
  bystander = await createApplication(t.db, {
    lastname: 'Unbeteiligt',
    email: 'bystander@example.test',
  });
});
afterAll(() => t.close());

/**
 * Another supervisor of the person's pair enters a day and has the person sign
 * on the tablet, both with an Idempotency-Key: the stored answers (replays for
 * 30 days) name the person until the erasure scrubs them.
 */
async function supervisorWritesWithKeys(person: RichPerson) {
  const supervisor = await createUser(t.db, { timetracking: true });
  await assignSupervisor(t.db, supervisor.id, person.pair);
  const headers = { cookie: await sessionCookieFor(t.db, supervisor.id) };
  const { messeId, customerId } = person.pair;
  const time = await postJson(
    t.app,
    `/app/api${buildPath(writes.saveTime.path, { messe: messeId, customer: customerId, staff: person.staff.id, date: '2026-11-21' })}`,
    { time_start: 540, time_end: 1080, time_break: 30 },
    { ...headers, 'idempotency-key': randomUUID() },
  );
  expect(time.statusCode, time.body).toBe(200);
  const sign = () =>
    postJson(
      t.app,
      `/app/api${buildPath(writes.signStaff.path, { messe: messeId, customer: customerId, staff: person.staff.id })}`,
      { signature: SAMPLE_SIGNATURE_SVG },
      { ...headers, 'idempotency-key': signKey },
    );
  const signKey = randomUUID();
  const signed = await sign();
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.body).toContain(person.secrets.lastname);
  return { sign };
}

const erase = (id: number, confirm: unknown, who = cookie) =>
  postJson(t.app, `${BUERO}/personen/${String(id)}/loeschen`, { confirm }, { cookie: who });

describe('erasing a person', () => {
  it('refuses a wrong confirmation with 422 on the field, and changes nothing', async () => {
    const response = await erase(p.staff.id, 'Someone Else');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.confirm).toHaveLength(1);
    expect(await tablesContaining(t.db, p.secrets.lastname)).toContain('bewerber');
  });

  it('refuses a missing confirmation and an unknown person', async () => {
    expect((await erase(p.staff.id, undefined)).statusCode).toBe(422);
    expect((await erase(p.staff.id, 42)).statusCode).toBe(422);
    expect((await erase(2_000_000_000, 'x')).statusCode).toBe(404);
  });

  it('erases with the name typed (any case): every personal value and file is gone', async () => {
    await t.db.insert(cancelledBookingDays).values({
      bewerberId: p.staff.id,
      messeId: 1,
      customerId: 1,
      day: '2031-03-04',
      sequence: 2,
    });
    const typed = `  ${p.secrets.firstname.toUpperCase()}   ${p.secrets.lastname} `;
    const response = await erase(p.first.id, typed);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ pseudonym: string; bewerber_ids: number[] }>();
    expect(body.pseudonym).toBe(`Gelöschte Person #${String(p.first.id)}`);
    expect(body.bewerber_ids).toEqual([p.first.id, p.staff.id]);
    for (const needle of [
      p.secrets.firstname,
      p.secrets.lastname,
      p.secrets.email,
      p.secrets.phone,
      p.secrets.street,
      p.secrets.documentName,
      p.secrets.iban,
    ]) {
      expect(await tablesContaining(t.db, needle), needle).toEqual([]);
    }
    const rows = await t.db.select().from(bewerber).where(inArray(bewerber.id, body.bewerber_ids));
    for (const row of rows) {
      expect(row).toMatchObject({
        lastname: body.pseudonym,
        bankIbanEnc: null,
        taxNumberEnc: null,
        rvNumberEnc: null,
        photoKey: null,
        birthdate: null,
        userId: null,
      });
      expect(row.erasedAt).not.toBeNull();
    }
    expect(await t.app.fileStore.read(p.photoKey)).toBeNull();
    expect(await t.app.fileStore.read(p.documentKey)).toBeNull();
    const cancelled = await t.db
      .select()
      .from(cancelledBookingDays)
      .where(inArray(cancelledBookingDays.bewerberId, body.bewerber_ids));
    expect(cancelled).toEqual([]);
  });

  it("replays the supervisor's keyed answer with the pseudonym instead of the name", async () => {
    const replay = await keyed.sign();
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({ signed_by: `Gelöschte Person #${String(p.first.id)}` });
    expect(replay.body).not.toContain(p.secrets.lastname);
  });

  it('keeps the time records and the signature, linked to the pseudonym', async () => {
    const [time] = await t.db.select().from(times).where(eq(times.id, p.time.id));
    expect(time).toMatchObject({
      bewerberId: p.staff.id,
      timeStart: p.time.timeStart,
      updatedBy: null,
    });
    const [signature] = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.id, p.signature.id));
    expect(signature).toMatchObject({
      bewerberId: p.staff.id,
      svg: p.signature.svg,
      signerName: `Gelöschte Person #${String(p.first.id)}`,
    });
  });

  it('ends the login: the session is gone and the password no longer works', async () => {
    expect((await authState(t.app, p.staffCookie)).authenticated).toBe(false);
    const login = await postJson(t.app, '/app/api/auth/login', {
      email: p.secrets.email,
      password: p.user.password,
    });
    expect(login.statusCode).toBe(422);
  });

  it('is idempotent: erasing again answers the same, whatever is typed', async () => {
    for (const confirm of [`${p.secrets.firstname} ${p.secrets.lastname}`, 'anything']) {
      const again = await erase(p.staff.id, confirm);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        pseudonym: `Gelöschte Person #${String(p.first.id)}`,
        bewerber_ids: [p.first.id, p.staff.id],
      });
    }
  });

  it('shows the person only as the pseudonym: list, detail and audit reveal nothing', async () => {
    const list = await t.app.inject({
      url: `${BUERO}/bewerbungen?q=Gel`,
      headers: { ...XHR, cookie },
    });
    expect(list.body).toContain(`Gelöschte Person #${String(p.first.id)}`);
    expect(list.body).not.toContain(p.secrets.lastname);
    const detail = await t.app.inject({
      url: `${BUERO}/bewerbungen/${String(p.staffApp.id)}`,
      headers: { ...XHR, cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(p.secrets.lastname);
    expect(detail.json<{ has_photo: boolean }>().has_photo).toBe(false);
    const photo = await t.app.inject({
      url: `${BUERO}/bewerbungen/${String(p.staffApp.id)}/foto`,
      headers: { ...XHR, cookie },
    });
    expect(photo.statusCode).toBe(404);
    const audit = await t.app.inject({
      url: `${BUERO}/personen/${String(p.staff.id)}/protokoll`,
      headers: { ...XHR, cookie },
    });
    const page = audit.json<{
      title: string;
      items: { action: string; details: Record<string, unknown> | null }[];
    }>();
    expect(page.title).toBe(`Gelöschte Person #${String(p.first.id)}`);
    expect(page.items.filter((i) => i.action === 'person_erased')).toHaveLength(3);
    expect(audit.body).not.toContain(p.secrets.lastname);
    const exported = await t.app.inject({
      url: `${BUERO}/personen/${String(p.staff.id)}/export`,
      headers: { ...XHR, cookie },
    });
    expect(exported.statusCode).toBe(200);
    const json = strFromU8(
      unzipSync(new Uint8Array(exported.rawPayload))['person.json'] ?? new Uint8Array(),
    );
    expect(json).toContain('Gelöschte Person');
    expect(json).not.toContain(p.secrets.lastname);
  });

  it('leaves everyone else alone', async () => {
    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.id, bystander.bewerber.id));
    expect(row).toMatchObject({
      lastname: 'Unbeteiligt',
      email: 'bystander@example.test',
      erasedAt: null,
    });
  });

  it("refuses to erase the office account's own person (409)", async () => {
    const mine = await createApplication(t.db, {
      userId: office.user.id,
      firstname: 'Olivia',
      lastname: 'Office',
      email: office.user.email,
    });
    const response = await erase(mine.bewerber.id, 'Olivia Office');
    expect(response.statusCode).toBe(409);
  });
});
