import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, bewerber, bewerberLocations } from '@server/platform/db/schema/bewerber';
import { bewerberMessen } from '@server/platform/db/schema/messen';
import { tokens } from '@server/platform/db/schema/system';
import { sha256Hex } from '@server/platform/crypto/tokens';
import { BEWERBUNG_LIMITS } from '@server/areas/bewerbung/rate-limits';
import { createLocation, createMesse } from '@tests/support/factories';
import {
  type SmtpCapture,
  decodeQuotedPrintable,
  startSmtpCapture,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  createStep2Link,
  freshIp,
  getStep2,
  postStep1,
  postStep2,
  samplePhoto,
  step1Body,
  step2Fields,
  step2LinkFrom,
} from './bewerbung-fixtures';

let smtp: SmtpCapture;
let t: TestApp;
let ids: { locations: number[]; messen: number[]; pastMesse: number };
let photo: Buffer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  const year = new Date().getFullYear();
  const a = await createLocation(t.db, 'Hannover');
  const b = await createLocation(t.db, 'Berlin');
  const open = await createMesse(t.db, {
    name: 'CeBIT',
    description: 'Digitalmesse',
    dateStart: `${year + 1}-03-01`,
    dateEnd: `${year + 1}-03-05`,
  });
  const past = await createMesse(t.db, { dateStart: '2020-01-01', dateEnd: '2020-01-03' });
  ids = { locations: [a.id, b.id], messen: [open.id], pastMesse: past.id };
  photo = await samplePhoto();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Step 1 through the API and the real mail; returns the token of the mailed link. */
async function applyAndReadToken(overrides: Record<string, unknown> = {}) {
  const body = step1Body(overrides);
  const before = smtp.messages.length;
  expect((await postStep1(t.app, body)).statusCode).toBe(200);
  const mail = await smtp.waitForMessage(before + 1);
  return {
    token: step2LinkFrom(mail.raw).searchParams.get('token') ?? '',
    email: body.email as string,
  };
}

async function uploadedFiles(): Promise<string[]> {
  const shards = await readdir(t.config.uploadDir).catch(() => [] as string[]);
  const files = await Promise.all(
    shards.map(async (shard) => (await readdir(`${t.config.uploadDir}/${shard}`)).map((f) => f)),
  );
  return files.flat();
}

describe('GET /app/api/bewerbung/step2', () => {
  it('gives gender, student, locations and only fairs that are not over', async () => {
    const { token } = await applyAndReadToken({ gender: 'm', student: 0, job: 'Sonstiges' });
    const response = await getStep2(t.app, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ gender: 'm', student: 0 });
    expect(body.locations.map((l: { name: string }) => l.name)).toEqual(['Berlin', 'Hannover']);
    expect(body.messen).toEqual([
      expect.objectContaining({ id: ids.messen[0], description: 'Digitalmesse', city: 'Hannover' }),
    ]);
  });

  it('answers an unknown, malformed or missing token alike with the load-error text', async () => {
    const answers = await Promise.all(
      ['A'.repeat(43), 'short', ''].map((token) => getStep2(t.app, token)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(
        'Bewerbung konnte nicht geladen werden. Bitte prüfe den Link.',
      );
    }
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('refuses an expired token', async () => {
    const { token } = await applyAndReadToken();
    await t.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tokens.tokenHash, sha256Hex(token)));
    expect((await getStep2(t.app, token)).statusCode).toBe(404);
    expect((await postStep2(t.app, token, step2Fields(ids), { bytes: photo })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /app/api/bewerbung/step2', () => {
  it('stores one complete record with a clean photo, kills the token and mails a confirmation', async () => {
    const { token, email } = await applyAndReadToken({ locale: 'en' });
    const before = smtp.messages.length;
    const response = await postStep2(t.app, token, step2Fields(ids, { locale: 'en' }), {
      bytes: photo,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you! Your application is complete. We will be in touch.',
    });

    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.email, email));
    expect(row).toMatchObject({
      street: 'Messeweg 1',
      nationality: 'DE',
      height: 172,
      sizeTop: 38,
      sizeBottom: 40,
      sizeShoe: 39,
      license: true,
      vehicle: false,
      languageGerman: 4,
      languageEnglish: 3,
      languageFrench: 1,
      languageSpanish: null,
      languageOther: 'Polnisch',
      studySubject: 'BWL',
      experienceService: 2,
      experienceInfodesk: 3,
      foreignExperienceDuration: '6-12',
      referer: 'Internet',
    });
    const id = row?.id ?? -1;
    const locs = await t.db
      .select()
      .from(bewerberLocations)
      .where(eq(bewerberLocations.bewerberId, id));
    expect(locs.map((l) => l.locationId).sort()).toEqual([...ids.locations].sort());
    const fairs = await t.db.select().from(bewerberMessen).where(eq(bewerberMessen.bewerberId, id));
    expect(fairs.map((f) => f.messeId)).toEqual(ids.messen);
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.bewerberId, id));
    expect(application?.status).toBe('complete');
    expect(application?.submittedAt).toBeInstanceOf(Date);

    // The photo: re-encoded JPEG, no EXIF (camera, GPS) left.
    const stored = await t.app.fileStore.read(row?.photoKey ?? '');
    expect(stored).not.toBeNull();
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored?.includes(Buffer.from('Secret Model 9'))).toBe(false);
    expect(stored?.includes(Buffer.from('exif-marker'))).toBe(false);

    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toEqual([email]);
    expect(decodeQuotedPrintable(mail.raw)).toContain('your application is complete');

    // Dead after submit: neither the load nor a second submit works.
    expect((await getStep2(t.app, token)).statusCode).toBe(404);
    const again = await postStep2(t.app, token, step2Fields(ids), { bytes: photo });
    expect(again.statusCode).toBe(404);
  });

  it('returns every problem per field (sizes by gender, study fields for students) and stores nothing', async () => {
    const { token, email } = await applyAndReadToken({ gender: 'm' });
    const files = (await uploadedFiles()).length;
    const fields = step2Fields(ids, {
      size_top: '38', // not a men's size
      study_end: '1999',
      locations: [],
      height: '300',
      foreign_experience_location: '',
      privacy: '0',
      language_english: '7',
      locale: 'en',
    });
    const response = await postStep2(t.app, token, fields);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors).toEqual({
      size_top: ['Please choose a size'],
      size_bottom: ['Please choose a size'],
      study_end: ['Invalid value.'],
      locations: ['Please choose at least one location.'],
      height: ['Invalid value.'],
      foreign_experience_location: ['Please fill in when, where and how long you stayed abroad.'],
      privacy: ['Please accept the privacy policy.'],
      language_english: ['Invalid value.'],
      image: ['This field is required.'],
    });
    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.email, email));
    expect(row?.street).toBeNull();
    expect((await uploadedFiles()).length).toBe(files);
    expect((await getStep2(t.app, token)).statusCode).toBe(200);
  });

  it('ignores study fields for a non-student and refuses unknown locations and past fairs', async () => {
    const { token } = await applyAndReadToken({ student: 0, job: 'Sonstiges' });
    const response = await postStep2(
      t.app,
      token,
      step2Fields({ locations: [999_999], messen: [ids.pastMesse] }, { study_end: 'whatever' }),
      { bytes: photo },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['locations', 'messen']);
  });

  it('stores once when the same token is submitted twice at the same time', async () => {
    const { token, email } = await applyAndReadToken();
    const filesBefore = (await uploadedFiles()).length;
    const answers = await Promise.all([
      postStep2(t.app, token, step2Fields(ids), { bytes: photo }),
      postStep2(t.app, token, step2Fields(ids), { bytes: photo }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.email, email));
    const keys = await uploadedFiles();
    expect(keys).toContain(row?.photoKey);
    // The refused submit's photo was removed again: one new file.
    expect(keys).toHaveLength(filesBefore + 1);
  });

  it('limits submits per IP: 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < BEWERBUNG_LIMITS.step2Submit.max; i += 1) {
      expect((await postStep2(t.app, 'x', {}, undefined, ip)).statusCode).toBe(404);
    }
    const limited = await postStep2(t.app, 'x', {}, undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits loads per IP: 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < BEWERBUNG_LIMITS.step2Load.max; i += 1) {
      expect((await getStep2(t.app, 'x', ip)).statusCode).toBe(404);
    }
    const limited = await getStep2(t.app, 'x', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a JSON body with 415', async () => {
    // A live link (the route reads the body only for one), from an address within its limit.
    const token = await createStep2Link(t.db, 'j'.repeat(43));
    const response = await t.app.inject({
      method: 'POST',
      url: `/app/api/bewerbung/step2?token=${token}`,
      remoteAddress: freshIp(),
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: {} });
  });
});
