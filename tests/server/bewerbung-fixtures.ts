import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { birthdateBounds } from '@domain/bewerbung/bewerbung';
import { sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { tokens } from '@server/platform/db/schema/system';
import { multipartBody } from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { decodeQuotedPrintable } from '@tests/support/smtp-capture';
import { createApplication } from './buero-fixtures';

export const STEP1 = '/app/api/bewerbung';
export const STEP2 = '/app/api/bewerbung/step2';

let ipCounter = 0;
/** A fresh client address, so one test's calls never meet another's per-IP limit. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A valid step-1 body (the browser's JSON). */
export function step1Body(overrides: Record<string, unknown> = {}) {
  return {
    gender: 'w',
    firstname: 'Anna',
    lastname: 'Muster',
    email: `anna.${Math.random().toString(36).slice(2)}@example.test`,
    phone_mobile: '+49 (170) 123-45/67',
    birthdate: birthdateBounds().max.subtract({ years: 5 }).toString(),
    student: 1,
    job: null,
    privacy: 1,
    locale: 'de',
    ...overrides,
  };
}

export function postStep1(
  app: FastifyInstance,
  body: unknown,
  ip = freshIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: STEP1,
    remoteAddress: ip,
    headers: { ...XHR, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** The step-2 link in a raw mail. */
export function step2LinkFrom(raw: string): URL {
  const match = /https?:\/\/[^\s"<>]+\/bewerbung\/step2\?token=[\w-]+/.exec(
    decodeQuotedPrintable(raw),
  );
  if (!match) throw new Error(`no step-2 link in mail:\n${raw}`);
  return new URL(match[0]);
}

/** A real photo (JPEG) with EXIF including GPS, as a phone writes it. */
export async function samplePhoto(width = 300, height = 400): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Secret Model 9', Copyright: 'exif-marker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E' },
    })
    .toBuffer();
}

export type Step2Fields = Record<string, string | string[]>;

/** A valid step-2 form for a student of gender w (sizes 34-44). */
export function step2Fields(
  ids: { locations: number[]; messen?: number[] },
  overrides: Step2Fields = {},
): Step2Fields {
  return {
    street: 'Messeweg 1',
    zipcode: '30521',
    city: 'Hannover',
    nationality: 'DE',
    height: '172',
    size_top: '38',
    size_bottom: '40',
    size_shoe: '39',
    license: '1',
    vehicle: '0',
    language_german: '4',
    language_english: '3',
    language_french: '1',
    language_other: 'Polnisch',
    study_subject: 'BWL',
    study_place: 'Hannover',
    study_end: String(new Date().getFullYear() + 2),
    locations: ids.locations.map(String),
    service: '2',
    bar: '1',
    kueche: '0',
    infodesk: '3',
    promotion: '1',
    foreign_experience_when: '2022',
    foreign_experience_location: 'Dublin',
    foreign_experience_duration: '6-12',
    referer: 'Internet',
    privacy: '1',
    messen: (ids.messen ?? []).map(String),
    locale: 'de',
    ...overrides,
  };
}

/** POST step 2 as multipart: lists as repeated fields, the photo as field `image`. */
export function postStep2(
  app: FastifyInstance,
  token: string,
  fields: Step2Fields,
  image?: { bytes: Buffer; filename?: string; type?: string },
  ip = freshIp(),
): Promise<LightMyRequestResponse> {
  const parts: { name: string; value: string | Buffer; filename?: string; type?: string }[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) parts.push({ name, value: item });
  }
  if (image) {
    parts.push({
      name: 'image',
      value: image.bytes,
      filename: image.filename ?? 'photo.jpg',
      type: image.type ?? 'image/jpeg',
    });
  }
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `${STEP2}?token=${encodeURIComponent(token)}`,
    remoteAddress: ip,
    headers: { ...XHR, ...body.headers },
    payload: body.payload,
  });
}

export function getStep2(app: FastifyInstance, token: string, ip = freshIp()) {
  return app.inject({
    method: 'GET',
    url: `${STEP2}?token=${encodeURIComponent(token)}`,
    remoteAddress: ip,
  });
}

/** A live step-2 link of a fresh application, stored as step 1 stores it (its hash only). */
export async function createStep2Link(db: Database, token: string): Promise<string> {
  const { application } = await createApplication(db);
  await db.insert(tokens).values({
    kind: 'application_step2',
    tokenHash: sha256Hex(token),
    applicationId: application.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

export { postJson };
