import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES } from '@domain/dokumente/dokumente';
import type { Database } from '@server/platform/db/client';
import { documents } from '@server/platform/db/schema/bewerber';
import { multipartBody } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import type { TestApp } from '@tests/support/test-app';

/** Small but complete files of the three accepted types (detectUploadType's view). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(20),
  Buffer.from([0xff, 0xd9]),
]);

/** A valid PDF of exactly `size` bytes (padding in a comment before the trailer). */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\ntrailer<<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
}

export const BASE = '/app/api/stammdaten/dokumente';

export type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** POSTs a multipart upload as the browser's FormData would. */
export function upload(t: TestApp, parts: Part[], cookie?: string) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...XHR, ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** The usual form: a type and a file. */
export function documentParts(
  file: Buffer,
  filename = 'nachweis.pdf',
  type = 'Immatrikulationsbescheinigung',
): Part[] {
  return [
    { name: 'type', value: type },
    { name: 'document', value: file, filename, type: 'application/pdf' },
  ];
}

/** Rows in `documents` (of one person, or all). */
export async function documentCount(db: Database, bewerberId?: number): Promise<number> {
  const query = db.select({ n: count() }).from(documents);
  const [row] = await (bewerberId === undefined
    ? query
    : query.where(eq(documents.bewerberId, bewerberId)));
  return row?.n ?? 0;
}

/** Files in the upload store (sharded in two-character folders). */
export async function storedFileCount(uploadDir: string): Promise<number> {
  let n = 0;
  let shards: string[];
  try {
    shards = await readdir(uploadDir);
  } catch {
    return 0;
  }
  for (const shard of shards) n += (await readdir(join(uploadDir, shard))).length;
  return n;
}

export { DOCUMENT_MAX_BYTES };
