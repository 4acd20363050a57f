import { readdir } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@domain/bewerbung/step2';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { createLocation, multipartBody } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { postStep1, postStep2, samplePhoto, step1Body, step2Fields } from './bewerbung-fixtures';
import { issueStep2Token } from '@server/areas/bewerbung/step2-tokens';

let t: TestApp;
let locationId: number;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  locationId = (await createLocation(t.db)).id;
  photo = await samplePhoto();
});
afterAll(() => t.close());

/** A fresh application waiting for step 2 (the token issued directly; mail is tested elsewhere). */
async function freshToken() {
  const body = step1Body();
  expect((await postStep1(t.app, body)).statusCode).toBe(200);
  const [row] = await t.db
    .select({ applicationId: applications.id })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(eq(bewerber.email, body.email as string));
  return {
    token: await issueStep2Token(t.db, row?.applicationId ?? -1),
    email: body.email as string,
  };
}

async function storedFiles(): Promise<number> {
  const shards = await readdir(t.config.uploadDir).catch(() => [] as string[]);
  let count = 0;
  for (const shard of shards) count += (await readdir(`${t.config.uploadDir}/${shard}`)).length;
  return count;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A small file that claims 30000 x 30000 pixels: a decompression bomb's header. */
function hugePixelPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = '<html><script>alert(document.cookie)</script></html>';

const corpus: {
  name: string;
  bytes: () => Buffer;
  filename: string;
  type: string;
  text: string;
}[] = [
  {
    name: 'a PDF named .jpg',
    bytes: () => PDF,
    filename: 'photo.jpg',
    type: 'image/jpeg',
    text: 'Bitte laden Sie ein Foto als JPEG oder PNG hoch.',
  },
  {
    name: 'HTML named .png',
    bytes: () => Buffer.from(HTML),
    filename: 'photo.png',
    type: 'image/png',
    text: 'Bitte laden Sie ein Foto als JPEG oder PNG hoch.',
  },
  {
    name: 'a GIF named .jpg',
    bytes: () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    filename: 'a.jpg',
    type: 'image/jpeg',
    text: 'Bitte laden Sie ein Foto als JPEG oder PNG hoch.',
  },
  {
    name: 'a truncated JPEG',
    bytes: () => photo.subarray(0, Math.floor(photo.length / 2)),
    filename: 'a.jpg',
    type: 'image/jpeg',
    text: 'Bitte laden Sie ein Foto als JPEG oder PNG hoch.',
  },
  {
    name: 'a JPEG cut in the middle but ending in FF D9',
    bytes: () =>
      Buffer.concat([photo.subarray(0, Math.floor(photo.length / 2)), Buffer.from([0xff, 0xd9])]),
    filename: 'a.jpg',
    type: 'image/jpeg',
    text: 'Bitte laden Sie ein Foto als JPEG oder PNG hoch.',
  },
  {
    name: 'a JPEG/HTML/PDF polyglot (JPEG magic and end, no image)',
    bytes: () =>
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from(HTML),
        PDF,
        Buffer.from([0xff, 0xd9]),
      ]),
    filename: 'a.jpg',
    type: 'image/jpeg',
    text: 'Bitte laden Sie ein Foto als JPEG oder PNG hoch.',
  },
  {
    name: '5 MiB + 1 byte',
    bytes: () => Buffer.concat([photo, Buffer.alloc(IMAGE_MAX_BYTES + 1 - photo.length)]),
    filename: 'a.jpg',
    type: 'image/jpeg',
    text: 'Die Datei darf höchstens 5 MB groß sein.',
  },
  {
    name: 'a 900-megapixel PNG header',
    bytes: hugePixelPng,
    filename: 'a.png',
    type: 'image/png',
    text: 'Die Datei darf höchstens 5 MB groß sein.',
  },
];

describe('the step-2 photo upload corpus', () => {
  for (const item of corpus) {
    it(`refuses ${item.name} on the image field and stores nothing`, async () => {
      const { token, email } = await freshToken();
      const files = await storedFiles();
      const response = await postStep2(t.app, token, step2Fields({ locations: [locationId] }), {
        bytes: item.bytes(),
        filename: item.filename,
        type: item.type,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Die Eingaben sind ungültig. Bitte überprüfen Sie die markierten Felder.',
        errors: { image: [item.text] },
      });
      expect(await storedFiles()).toBe(files);
      const [row] = await t.db.select().from(bewerber).where(eq(bewerber.email, email));
      expect(row?.photoKey).toBeNull();
    });
  }

  it('keeps a real photo only re-encoded: a script in a JPEG comment, a path as file name', async () => {
    const { token, email } = await freshToken();
    const comment = Buffer.from(HTML);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(comment.length + 2);
    const withComment = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      length,
      comment,
      photo.subarray(2),
    ]);
    expect((await sharp(withComment).metadata()).format).toBe('jpeg');
    const response = await postStep2(t.app, token, step2Fields({ locations: [locationId] }), {
      bytes: withComment,
      filename: '../../../etc/passwd.jpg',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.email, email));
    expect(row?.photoKey).toMatch(/^[0-9a-f]{32}$/);
    const stored = await t.app.fileStore.read(row?.photoKey ?? '');
    expect(stored?.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('accepts a PNG with transparency and stores it as a JPEG', async () => {
    const { token, email } = await freshToken();
    const png = await sharp({
      create: { width: 120, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await postStep2(t.app, token, step2Fields({ locations: [locationId] }), {
      bytes: png,
      filename: 'me.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.email, email));
    const meta = await sharp(
      (await t.app.fileStore.read(row?.photoKey ?? '')) ?? Buffer.alloc(0),
    ).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 160 });
  });

  it('refuses a __proto__ field name and a second file in the error shape, storing nothing', async () => {
    const { token, email } = await freshToken();
    const files = await storedFiles();
    const fields = { ...step2Fields({ locations: [locationId] }), ['__proto__']: 'x' };
    const proto = await postStep2(t.app, token, fields, { bytes: photo });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toMatchObject({ message: expect.any(String), errors: {} });

    const two = multipartBody([
      ...Object.entries(step2Fields({ locations: [locationId] })).flatMap(([name, value]) =>
        [value].flat().map((item) => ({ name, value: item })),
      ),
      { name: 'image', value: photo, filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'image', value: photo, filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    const second = await t.app.inject({
      method: 'POST',
      url: `/app/api/bewerbung/step2?token=${token}`,
      headers: { ...XHR, ...two.headers },
      payload: two.payload,
    });
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({ message: expect.any(String), errors: {} });
    expect(await storedFiles()).toBe(files);
    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.email, email));
    expect(row?.photoKey).toBeNull();
  });
});
