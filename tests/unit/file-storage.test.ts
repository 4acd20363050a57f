import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, isFileKey } from '@server/platform/storage/file-store';
import { detectUploadType } from '@server/platform/storage/file-type';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(20),
  Buffer.from([0xff, 0xd9]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('upload type by content', () => {
  it('recognizes complete JPEG, PNG and PDF files', () => {
    expect(detectUploadType(JPEG)).toBe('image/jpeg');
    expect(detectUploadType(PNG_1PX)).toBe('image/png');
    expect(detectUploadType(PDF)).toBe('application/pdf');
  });

  it('refuses truncated files, other formats, and names that lie', () => {
    expect(detectUploadType(JPEG.subarray(0, JPEG.length - 1))).toBeNull();
    expect(detectUploadType(PNG_1PX.subarray(0, PNG_1PX.length - 10))).toBeNull();
    expect(detectUploadType(PDF.subarray(0, 20))).toBeNull();
    expect(detectUploadType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectUploadType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectUploadType(Buffer.from('MZ\x90\x00 an .exe renamed to photo.jpg'))).toBeNull();
    expect(detectUploadType(Buffer.alloc(0))).toBeNull();
  });
});

describe('file store', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'mp-store-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores under random keys and reads back the same bytes', async () => {
    const store = createFileStore(root);
    const a = await store.put(PDF);
    const b = await store.put(PDF);
    expect(a).not.toBe(b);
    expect(isFileKey(a)).toBe(true);
    expect(await store.read(a)).toEqual(PDF);
    await store.remove(a);
    expect(await store.read(a)).toBeNull();
    expect(await store.read(b)).toEqual(PDF);
  });

  it('never resolves a key that is a path', async () => {
    const store = createFileStore(root);
    for (const key of ['../etc/passwd', '..', '/etc/passwd', 'ab/../../x', `${'a'.repeat(31)}/`]) {
      expect(await store.read(key)).toBeNull();
      await store.remove(key);
    }
    const shards = await readdir(root);
    expect(shards.every((name) => /^[0-9a-f]{2}$/.test(name))).toBe(true);
  });
});
