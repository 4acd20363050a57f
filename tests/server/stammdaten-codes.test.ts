import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StammdatenResponse, StammdatenSaved } from '@domain/stammdaten/stammdaten';
import { rvCheckDigit } from '@domain/shared/validators/rv-number';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  getStammdaten,
  postStammdaten,
  staffPerson,
  twoLocations,
  validForm,
} from './stammdaten-fixtures';

// The official code rules reach the API through the one domain schema: what
// the validators refuse answers 422 on its field, what they accept is stored.

let t: TestApp;
let locationIds: number[];
let person: Awaited<ReturnType<typeof staffPerson>>;

beforeAll(async () => {
  t = await createTestApp();
  locationIds = await twoLocations(t.db);
  person = await staffPerson(t.db, true);
});
afterAll(() => t.close());

/** Eleven leading characters with their right check digit, so only the named rule fails. */
const withCheck = (front: string) =>
  `${front}${rvCheckDigit(front.slice(0, 8), front[8] ?? '', front.slice(9, 11))}`;

describe('pension number and BIC rules of the official registries', () => {
  it.each([
    ['40070649C10', 'area 40: the Zulagenummer of the ZfA, no pension number'],
    ['62070649C10', 'area 62: not in the VKVV Anlage'],
    ['15290249C10', '29 February 49: no leap year in any century'],
    ['15970049C10', 'day 97 (1st + 96) with an unknown month'],
  ])('%s is refused with a field error, nothing stored (%s)', async (front) => {
    expect((await postStammdaten(t.app, validForm(locationIds), person.cookie)).statusCode).toBe(
      200,
    );
    const response = await postStammdaten(
      t.app,
      { ...validForm(locationIds), rv_number: withCheck(front) },
      person.cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Daten konnte nicht gespeichert werden. Bitte überprüfe deine Eingaben.',
      errors: { rv_number: ['Ungültiges Format'] },
    });
    const stored = (await getStammdaten(t.app, person.cookie)).json<StammdatenResponse>();
    expect(stored.bewerber.rv_number).toBe('15070649C103');
  });

  it('a Jersey bank with a GB IBAN is stored; a French bank with it is refused', async () => {
    const jersey = await postStammdaten(
      t.app,
      { ...validForm(locationIds), bank_iban: 'GB29NWBK60161331926819', bank_bic: 'ABCDJESH' },
      person.cookie,
    );
    expect(jersey.statusCode).toBe(200);
    expect(jersey.json<StammdatenSaved>().bewerber).toMatchObject({
      bank_iban: 'GB29****************19',
      bank_bic: 'ABCDJESH',
    });
    const read = (await getStammdaten(t.app, person.cookie)).json<StammdatenResponse>();
    expect(read.bewerber.bank_bic).toBe('ABCDJESH');

    const france = await postStammdaten(
      t.app,
      { ...validForm(locationIds), bank_iban: 'GB29NWBK60161331926819', bank_bic: 'BNPAFRPP' },
      person.cookie,
    );
    expect(france.statusCode).toBe(422);
    expect(france.json()).toMatchObject({ errors: { bank_bic: ['BIC passt nicht zur IBAN'] } });
  });

  it('a bank in Réunion with a French IBAN is stored', async () => {
    const response = await postStammdaten(
      t.app,
      {
        ...validForm(locationIds),
        bank_iban: 'FR14 2004 1010 0505 0001 3M02 606',
        bank_bic: 'ABCDRERE',
      },
      person.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<StammdatenSaved>().bewerber.bank_bic).toBe('ABCDRERE');
  });
});
