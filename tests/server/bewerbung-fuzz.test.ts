import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { issueStep2Token } from '@server/areas/bewerbung/step2-tokens';
import { createLocation } from '@tests/support/factories';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  postStep1,
  postStep2,
  samplePhoto,
  step1Body,
  step2Fields,
  type Step2Fields,
} from './bewerbung-fixtures';

const RUNS = 500;

let t: TestApp;
let locationId: number;
let photo: Buffer;
let applicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  locationId = (await createLocation(t.db)).id;
  photo = await samplePhoto(60, 80);
  const body = step1Body();
  await postStep1(t.app, body);
  const [row] = await t.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(eq(bewerber.email, body.email as string));
  applicationId = row?.id ?? -1;
});
afterAll(() => t.close());

/** Every answer is below 500, and every error has the API's shape. */
function expectSafe(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) expect(isApiErrorBody(JSON.parse(response.body))).toBe(true);
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '1', '-1', '1e9', 'NaN', '__proto__', '<script>', 'é'.repeat(300)),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

describe('property-based bad input: never a 5xx', () => {
  it(`POST /app/api/bewerbung (${RUNS} cases)`, async () => {
    const keys = [
      'gender',
      'firstname',
      'lastname',
      'email',
      'phone_mobile',
      'birthdate',
      'student',
      'job',
      'privacy',
      'locale',
    ];
    const body = fc.oneof(
      // A valid body with some fields replaced or removed.
      fc
        .record({
          replace: fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: 4 }),
          remove: fc.subarray(keys, { maxLength: 3 }),
        })
        .map(({ replace, remove }) => {
          const out: Record<string, unknown> = { ...step1Body(), ...replace };
          for (const key of remove) delete out[key];
          return JSON.stringify(out);
        }),
      fc.json(),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/app/api/bewerbung',
          remoteAddress: `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
          headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
          payload,
        });
        expectSafe(response);
      }),
      { numRuns: RUNS },
    );
  });

  it(`GET /app/api/bewerbung/step2 (${RUNS} cases)`, async () => {
    const valid = await issueStep2Token(t.db, applicationId);
    const token = fc.oneof(
      fc.constant(valid),
      fc.string({ maxLength: 80 }),
      fc.base64String({ minLength: 40, maxLength: 48 }),
      fc.constant(valid).map((v) => v.slice(0, -1) + (v.endsWith('A') ? 'B' : 'A')),
    );
    await fc.assert(
      fc.asyncProperty(token, fc.string({ maxLength: 20 }), async (value, extra) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/app/api/bewerbung/step2?token=${encodeURIComponent(value)}&${encodeURIComponent(extra)}=1`,
          remoteAddress: `10.8.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
        });
        expectSafe(response);
        if (value === valid) expect(response.statusCode).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it(`POST /app/api/bewerbung/step2 (${RUNS} cases)`, async () => {
    const keys = Object.keys(step2Fields({ locations: [1] }));
    const fields = fc
      .record({
        replace: fc.dictionary(
          fc.constantFrom(...keys, 'image', 'x'),
          fc.oneof(
            fc.string({ maxLength: 30 }),
            fc.constantFrom(...HOSTILE_TEXTS),
            fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
          ),
          { maxKeys: 4 },
        ),
        remove: fc.subarray(keys, { maxLength: 3 }),
      })
      .map(({ replace, remove }) => {
        const out: Step2Fields = { ...step2Fields({ locations: [locationId] }), ...replace };
        for (const key of remove) delete out[key];
        return out;
      });
    const image = fc.oneof(
      fc.constant(undefined),
      fc.constant({ bytes: photo }),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes: Buffer.from(bytes) })),
      fc.integer({ min: 1, max: photo.length - 1 }).map((n) => ({ bytes: photo.subarray(0, n) })),
    );
    // Invalid tokens mostly; a valid one now and then (it dies on the first success).
    let valid = await issueStep2Token(t.db, applicationId);
    await fc.assert(
      fc.asyncProperty(fields, image, fc.nat(9), async (values, file, pick) => {
        const response = await postStep2(
          t.app,
          pick < 7 ? valid : 'x'.repeat(pick * 5),
          values,
          file,
          `10.7.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
        );
        expectSafe(response);
        if (response.statusCode === 200) {
          // Submitted: reopen the application so later cases reach validation again.
          await t.db
            .update(applications)
            .set({ status: 'step1' })
            .where(eq(applications.id, applicationId));
          valid = await issueStep2Token(t.db, applicationId);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
