import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import type { StammdatenResponse, StammdatenSaved } from '@domain/stammdaten/stammdaten';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { auditLog } from '@server/platform/db/schema/system';
import { createUser, sessionCookieFor } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  getStammdaten,
  postStammdaten,
  staffPerson,
  twoLocations,
  validForm,
} from './stammdaten-fixtures';

let t: TestApp;
let locationIds: number[];
let a: Awaited<ReturnType<typeof staffPerson>>;
let b: Awaited<ReturnType<typeof staffPerson>>;

beforeAll(async () => {
  t = await createTestApp();
  locationIds = await twoLocations(t.db);
  a = await staffPerson(t.db, true);
  b = await staffPerson(t.db, true);
});
afterAll(() => t.close());

async function rawRow(id: number) {
  const [row] = await t.db.select().from(bewerber).where(eq(bewerber.id, id));
  if (!row) throw new Error('row missing');
  return row;
}

describe('authorization', () => {
  it('anonymous: 401 for GET and POST, in the error shape', async () => {
    for (const response of [
      await getStammdaten(t.app),
      await postStammdaten(t.app, validForm(locationIds)),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('an account without a staff record: 403, never a 500', async () => {
    const supervisor = await createUser(t.db, { timetracking: true });
    const cookie = await sessionCookieFor(t.db, supervisor.id);
    expect((await getStammdaten(t.app, cookie)).statusCode).toBe(403);
    expect((await postStammdaten(t.app, validForm(locationIds), cookie)).statusCode).toBe(403);
  });

  it("staff A reads and writes only A's record, whatever the body names", async () => {
    const before = await rawRow(b.bewerber.id);
    const response = await postStammdaten(
      t.app,
      {
        ...validForm(locationIds),
        id: b.bewerber.id,
        bewerber_id: b.bewerber.id,
        user_id: b.user.id,
        firstname: 'Mallory',
        lastname: 'Evil',
        contract: false,
        timetracking: true,
      },
      a.cookie,
    );
    expect(response.statusCode).toBe(200);
    const rowA = await rawRow(a.bewerber.id);
    expect(rowA).toMatchObject({
      firstname: a.bewerber.firstname,
      lastname: a.bewerber.lastname,
      contract: true,
      street: 'Messeallee 1',
    });
    expect(await rawRow(b.bewerber.id)).toEqual(before);
    const readB = (await getStammdaten(t.app, b.cookie)).json<StammdatenResponse>();
    expect(readB.bewerber.street).toBe(before.street);
    expect(readB.bewerber.lastname).toBe(b.bewerber.lastname);
  });
});

describe('GET and POST', () => {
  it('GET returns the record, the locations and the payroll block with the IBAN masked', async () => {
    await postStammdaten(t.app, validForm(locationIds), a.cookie);
    const response = await getStammdaten(t.app, a.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<StammdatenResponse>();
    expect(body.locations.map((l) => l.id)).toEqual(expect.arrayContaining(locationIds));
    expect(body.bewerber).toMatchObject({
      contract: true,
      rv_number: '15070649C103',
      tax_number: '86095742719',
      bank_iban: 'DE89****************00',
      bank_bic: 'COBADEFFXXX',
      student: 0,
      locations: [...locationIds].sort((x, y) => x - y),
    });
    expect(response.body).not.toContain('370400440532013000');
  });

  it('encrypts the IBAN, tax ID and pension number at rest', async () => {
    await postStammdaten(t.app, validForm(locationIds), a.cookie);
    const row = await rawRow(a.bewerber.id);
    const raw = JSON.stringify(row);
    for (const secret of [
      'DE89370400440532013000',
      '370400440532013000',
      '86095742719',
      '15070649C103',
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(row.bankIbanEnc).toMatch(/^v1:/);
    expect(row.taxNumberEnc).toMatch(/^v1:/);
    expect(row.rvNumberEnc).toMatch(/^v1:/);
  });

  it('the masked IBAN sent back unchanged keeps the stored one; a new IBAN replaces it', async () => {
    await postStammdaten(t.app, validForm(locationIds), a.cookie);
    const stored = (await rawRow(a.bewerber.id)).bankIbanEnc;
    const masked = (await getStammdaten(t.app, a.cookie)).json<StammdatenResponse>().bewerber;
    const keep = await postStammdaten(
      t.app,
      { ...validForm(locationIds), bank_iban: 'DE89 **** **** **** **** 00' },
      a.cookie,
    );
    expect(keep.statusCode).toBe(200);
    expect(keep.json<StammdatenSaved>().bewerber.bank_iban).toBe(masked.bank_iban);
    expect((await rawRow(a.bewerber.id)).bankIbanEnc).toBe(stored);

    const change = await postStammdaten(
      t.app,
      { ...validForm(locationIds), bank_iban: 'GB29NWBK60161331926819', bank_bic: 'NWBKGB2L' },
      a.cookie,
    );
    expect(change.statusCode).toBe(200);
    expect(change.json<StammdatenSaved>().bewerber.bank_iban).toBe('GB29****************19');
    expect((await rawRow(a.bewerber.id)).bankIbanEnc).not.toBe(stored);
  });

  it("a masked value that is not the stored IBAN's mask is refused", async () => {
    await postStammdaten(t.app, validForm(locationIds), a.cookie);
    const response = await postStammdaten(
      t.app,
      { ...validForm(locationIds), bank_iban: 'DE12****************34' },
      a.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Daten konnte nicht gespeichert werden. Bitte überprüfe deine Eingaben.',
      errors: { bank_iban: ['Ungültiges IBAN Format'] },
    });
  });

  it('field errors in the request language with the documented texts', async () => {
    const wrong = {
      ...validForm(locationIds),
      rv_number: '15070649C104',
      tax_number: '86095742718',
      bank_iban: 'DE88370400440532013000',
      bank_bic: 'COBADEFFXXX',
      size_top: 50,
    };
    const de = await postStammdaten(t.app, wrong, a.cookie);
    expect(de.statusCode).toBe(422);
    expect(de.json()).toMatchObject({
      errors: {
        rv_number: ['Ungültiges Format'],
        tax_number: ['Ungültiges Format'],
        bank_iban: ['Ungültiges IBAN Format'],
        size_top: ['Bitte wählen Sie eine Größe'],
      },
    });
    const en = await postStammdaten(t.app, { ...wrong, locale: 'en' }, a.cookie);
    expect(en.json()).toMatchObject({
      message: 'The data could not be saved. Please check your input.',
      errors: { bank_iban: ['Invalid IBAN format'], rv_number: ['Invalid format'] },
    });
    const bic = await postStammdaten(
      t.app,
      { ...validForm(locationIds), bank_bic: 'BNPAFRPP' },
      a.cookie,
    );
    expect(bic.json()).toMatchObject({ errors: { bank_bic: ['BIC passt nicht zur IBAN'] } });
  });

  it('an unknown location id is refused on the field, nothing written', async () => {
    const before = await rawRow(a.bewerber.id);
    const response = await postStammdaten(
      t.app,
      { ...validForm([...locationIds, 999999]), street: 'Anderswo 5' },
      a.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { locations: ['Ungültiger Wert.'] } });
    expect((await rawRow(a.bewerber.id)).street).toBe(before.street);
  });

  it('without the contract flag the payroll block is neither required nor written', async () => {
    const c = await staffPerson(t.db, false);
    const { rv_number: _rv, bank_iban: _iban, ...withoutPayroll } = validForm(locationIds);
    const ok = await postStammdaten(t.app, withoutPayroll, c.cookie);
    expect(ok.statusCode).toBe(200);
    await postStammdaten(t.app, validForm(locationIds), c.cookie);
    const row = await rawRow(c.bewerber.id);
    expect(row.bankIbanEnc).toBeNull();
    expect(row.taxNumberEnc).toBeNull();
    expect(
      (await getStammdaten(t.app, c.cookie)).json<StammdatenResponse>().bewerber,
    ).toMatchObject({ contract: false, bank_iban: null, rv_number: null });
  });

  it('the student switch keeps only the shown branch', async () => {
    const response = await postStammdaten(
      t.app,
      {
        ...validForm(locationIds),
        student: 1,
        study_subject: 'BWL',
        study_place: 'Köln',
        study_end: '2027',
      },
      a.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<StammdatenSaved>().bewerber).toMatchObject({
      student: 1,
      job: null,
      study_subject: 'BWL',
      study_end: 2027,
    });
  });

  it('every change lands in the audit log, with field names and no codes', async () => {
    await postStammdaten(t.app, validForm(locationIds), a.cookie);
    const response = await postStammdaten(
      t.app,
      { ...validForm([locationIds[0] ?? 0]), city: 'Berlin', tax_number: '47036892816' },
      a.cookie,
    );
    expect(response.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'master_data_changed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ userId: a.user.id, subject: `bewerber:${a.bewerber.id}` });
    expect(entry?.details).toEqual({ changed: ['city', 'tax_number', 'locations'] });
    expect(JSON.stringify(entry)).not.toContain('47036892816');
  });
});
