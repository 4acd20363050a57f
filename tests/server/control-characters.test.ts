import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StammdatenResponse } from '@domain/stammdaten/stammdaten';
import { validationMessage } from '@domain/shared/validation-messages';
import { issueStep2Token } from '@server/areas/bewerbung/step2-tokens';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { messeCustomers, signatures } from '@server/platform/db/schema/messen';
import {
  createLocation,
  createTimetrackingScene,
  createUser,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { embedded, SERVER_SAMPLES } from '@tests/support/hostile-text';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  freshIp,
  postStep1,
  postStep2,
  samplePhoto,
  step1Body,
  step2Fields,
} from './bewerbung-fixtures';
import { getStammdaten, postStammdaten, staffPerson, validForm } from './stammdaten-fixtures';

/*
 * docs/product/rules.md: a NUL in a text field answered 500 (PostgreSQL refuses 0x00), and
 * bidi overrides and line separators were stored as sent. Every text field of
 * every write route answers 422 with its field's message, and nothing is stored.
 */

const MESSAGE = validationMessage('control_character', 'de');
/** A multipart body is UTF-8: a lone surrogate arrives as U+FFFD, so it is a JSON-only case. */
const MULTIPART_SAMPLES = SERVER_SAMPLES.filter((char) => char !== '\ud800');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { statusCode: number; json: () => { errors?: Record<string, string[]> } };
function expectFieldError(response: Answer, field: string, label: string) {
  expect(response.statusCode, label).toBe(422);
  expect(response.json().errors, label).toEqual({ [field]: [MESSAGE] });
}

const cases = (fields: readonly string[], samples: readonly string[]) =>
  fields.flatMap((field) =>
    samples.map((char) => ({ field, char, label: `${field} ${JSON.stringify(char)}` })),
  );

describe('application step 1', () => {
  const FIELDS = ['firstname', 'lastname', 'email', 'phone_mobile'] as const;

  it('refuses control characters in every text field and stores nothing', async () => {
    const rows = async () => (await t.db.select({ n: count() }).from(bewerber))[0]?.n;
    const before = await rows();
    for (const { field, char, label } of cases(FIELDS, SERVER_SAMPLES)) {
      const value = field === 'email' ? `anna${char}@example.test` : embedded(char);
      const response = await postStep1(t.app, step1Body({ [field]: value }));
      expectFieldError(response, field, label);
    }
    expect(await rows()).toBe(before);
  });
});

describe('application step 2', () => {
  const FIELDS = [
    'street',
    'zipcode',
    'city',
    'language_other',
    'study_subject',
    'study_place',
    'foreign_experience_when',
    'foreign_experience_location',
  ] as const;

  it('refuses control characters in every text field and stores nothing', async () => {
    const locationId = (await createLocation(t.db)).id;
    const photo = await samplePhoto(60, 80);
    const body = step1Body();
    expect((await postStep1(t.app, body)).statusCode).toBe(200);
    const [person] = await t.db
      .select({ id: bewerber.id, applicationId: applications.id })
      .from(bewerber)
      .innerJoin(applications, eq(applications.bewerberId, bewerber.id))
      .where(eq(bewerber.email, body.email));
    if (!person) throw new Error('step 1 stored no application');
    const token = await issueStep2Token(t.db, person.applicationId);

    for (const { field, char, label } of cases(FIELDS, MULTIPART_SAMPLES)) {
      const fields = step2Fields({ locations: [locationId] }, { [field]: embedded(char) });
      const response = await postStep2(t.app, token, fields, { bytes: photo }, freshIp());
      expectFieldError(response, field, label);
    }
    const [stored] = await t.db
      .select({ street: bewerber.street, status: applications.status })
      .from(bewerber)
      .innerJoin(applications, eq(applications.bewerberId, bewerber.id))
      .where(eq(bewerber.id, person.id));
    expect(stored).toEqual({ street: null, status: 'step1' });
  });
});

describe('master data', () => {
  const FIELDS = [
    'street',
    'zipcode',
    'city',
    'phone_mobile',
    'email',
    'birthplace',
    'job',
    'kk_name',
    'kk_number',
    'rv_number',
    'tax_number',
    'bank_iban',
    'bank_bic',
  ] as const;

  it('refuses control characters in every text field and stores nothing', async () => {
    const { cookie } = await staffPerson(t.db, true);
    const locations = [(await createLocation(t.db)).id];
    expect((await postStammdaten(t.app, validForm(locations), cookie)).statusCode).toBe(200);
    const before = (await getStammdaten(t.app, cookie)).json<StammdatenResponse>();
    for (const { field, char, label } of cases(FIELDS, SERVER_SAMPLES)) {
      const value = field === 'email' ? `anna${char}@example.test` : embedded(char);
      const response = await postStammdaten(
        t.app,
        { ...validForm(locations), [field]: value },
        cookie,
      );
      expectFieldError(response, field, label);
    }
    // A student's study fields (only checked for students).
    const student = { ...validForm(locations), student: 1, job: '', study_end: '2030' };
    for (const { field, char, label } of cases(['study_subject', 'study_place'], SERVER_SAMPLES)) {
      const response = await postStammdaten(
        t.app,
        { ...student, study_subject: 'BWL', study_place: 'Kiel', [field]: embedded(char) },
        cookie,
      );
      expectFieldError(response, field, label);
    }
    expect((await getStammdaten(t.app, cookie)).json()).toEqual(before);
  });
});

describe('the customer signature', () => {
  it('refuses a signer name with control characters, as multipart and as JSON, and stores nothing', async () => {
    const scene = await createTimetrackingScene(t.db, 1);
    const url = `/app/api/stundenerfassung/customer/${scene.pair.messeId}/${scene.pair.customerId}/sign`;
    const headers = { ...XHR, cookie: scene.cookies.supervisor };
    for (const char of MULTIPART_SAMPLES) {
      const body = multipartBody([
        { name: 'signatureName', value: embedded(char) },
        { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 'signature.svg' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expectFieldError(response, 'signatureName', `multipart ${JSON.stringify(char)}`);
    }
    for (const char of SERVER_SAMPLES) {
      const response = await postJson(
        t.app,
        url,
        { signatureName: embedded(char), signature: SAMPLE_SIGNATURE_SVG },
        { cookie: scene.cookies.supervisor },
      );
      expectFieldError(response, 'signatureName', `JSON ${JSON.stringify(char)}`);
    }
    const [pair] = await t.db
      .select({ signedBy: messeCustomers.signedBy, signatureId: messeCustomers.signatureId })
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, scene.pair.messeId));
    expect(pair).toEqual({ signedBy: null, signatureId: null });
    expect((await t.db.select({ n: count() }).from(signatures))[0]?.n).toBe(0);
  });
});

describe('login and password reset', () => {
  it('refuse control characters in the e-mail address and the reset token', async () => {
    const user = await createUser(t.db);
    const cases = [
      [
        '/app/api/auth/login',
        'email',
        (c: string) => ({ email: `${user.email}${c}`, password: 'x' }),
      ],
      ['/app/api/auth/password/request', 'email', (c: string) => ({ email: `a${c}@example.test` })],
      [
        '/app/api/auth/password/reset',
        'token',
        (c: string) => ({
          token: embedded(c),
          email: user.email,
          password: 'a-new-password',
          password_confirmation: 'a-new-password',
        }),
      ],
    ] as const;
    for (const [url, field, body] of cases) {
      for (const char of SERVER_SAMPLES) {
        const response = await postJson(t.app, url, body(char), { 'x-forwarded-for': freshIp() });
        expectFieldError(response, field, `${url} ${JSON.stringify(char)}`);
      }
    }
  });
});
