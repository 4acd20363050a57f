import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '@domain/dokumente/dokumente';
import { HttpError } from '@server/platform/http/http-error';

/** The one file of an upload, as received (not yet checked). */
export type ReceivedFile = { filename: string; bytes: Buffer; truncated: boolean };

/** Text fields by name (a Map: no field name can reach an object prototype) and the file. */
export type DocumentUpload = { fields: Map<string, string>; file: ReceivedFile | null };

const FIELD_MAX_BYTES = 1024;

/** Route body limit: the file plus room for the boundaries and a few small fields. */
export const DOCUMENT_BODY_LIMIT = DOCUMENT_MAX_BYTES + 64 * 1024;

/**
 * Multipart for this area only, with hard limits: one file of at most 5 MiB
 * (read one byte further so an oversized file is seen as truncated), a few
 * small fields, few parts. A second file or too many parts answers 413.
 */
export async function registerDocumentMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // Busboy would cut a name to its last path segment; the route refuses such names instead.
    preservePath: true,
    limits: {
      files: 1,
      fileSize: DOCUMENT_MAX_BYTES,
      fields: 4,
      parts: 5,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

/**
 * Reads the whole upload (every part consumed, the ignored ones too) before
 * anything is decided: `type` as a text field, `document` as the file.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const upload: DocumentUpload = { fields: new Map(), file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'document') {
        upload.file = { filename: part.filename, bytes, truncated: part.file.truncated };
      }
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated)
      throw new HttpError(413, 'payload_too_large');
    if (typeof part.value === 'string') upload.fields.set(part.fieldname, part.value);
  }
  return upload;
}
