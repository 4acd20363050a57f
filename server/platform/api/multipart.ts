import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartSpec } from '@domain/shared/operation';
import { HttpError } from '@server/platform/http/http-error';

/** One file part as received: its name as sent, its bytes, and whether it passed its size. */
export type ReceivedFile = { filename: string; bytes: Buffer; truncated: boolean };

/**
 * A multipart body as read: text fields by name (a repeated name, or one of
 * the table's lists, as a list) and the file parts the table names. Nothing is
 * checked yet beyond the limits: the area decides what the values mean.
 */
export type MultipartBody = {
  /** Strings (lists for repeated names); a JSON body's values as sent. */
  fields: Record<string, unknown>;
  files: Partial<Record<string, ReceivedFile>>;
};

/** Room for the framing of each part (boundaries, headers). */
const PART_OVERHEAD_BYTES = 256;

/** The body limit a multipart operation needs: its files and fields plus their framing. */
export function multipartBodyLimit(spec: MultipartSpec): number {
  const files = Object.values(spec.files).reduce((sum, file) => sum + file.maxBytes, 0);
  const fields = spec.maxFields * (spec.fieldMaxBytes + PART_OVERHEAD_BYTES);
  return files + fields + 64 * 1024;
}

/**
 * Multipart for one area's routes. The limits of each operation are given
 * where its body is read; a file over its size is read one byte past it and
 * marked, so the area can refuse it in its own words.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // preservePath: busboy would cut a name to its last path segment; the areas see it as sent.
  await app.register(multipart, { throwFileSizeLimit: false, preservePath: true });
}

/**
 * Reads the whole body (every part consumed, the ignored ones too) within the
 * operation's limits: breaking a count or field size answers 413, a body
 * that is no multipart 415 (or, where the table allows, its JSON fields).
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: MultipartSpec,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    // A JSON body that is no object carries none of the fields: the area refuses it (422).
    if (spec.alsoJson)
      return { fields: isPlainObject(request.body) ? { ...request.body } : {}, files: {} };
    throw new HttpError(415, 'unsupported_media_type');
  }
  const fileNames = Object.keys(spec.files);
  const lists = new Set(spec.lists ?? []);
  // Lists are always there: no part of a list's name is an empty list, not a missing field.
  const entries = new Map<string, string | string[]>([...lists].map((name) => [name, []]));
  const files: MultipartBody['files'] = {};
  const parts = request.parts({
    limits: {
      files: fileNames.length,
      fileSize: Math.max(0, ...Object.values(spec.files).map((file) => file.maxBytes)),
      fields: spec.maxFields,
      parts: spec.maxFields + fileNames.length,
      fieldSize: spec.fieldMaxBytes,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      const declared = spec.files[part.fieldname];
      // An empty file part (a form without a chosen file) counts as no file.
      if (declared && bytes.length > 0) {
        files[part.fieldname] = {
          filename: part.filename,
          bytes,
          truncated: part.file.truncated || bytes.length > declared.maxBytes,
        };
      }
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) {
      throw new HttpError(413, 'payload_too_large');
    }
    const value = typeof part.value === 'string' ? part.value : '';
    const previous = entries.get(part.fieldname);
    if (lists.has(part.fieldname)) {
      entries.set(part.fieldname, [...[previous ?? []].flat(), value]);
    } else {
      entries.set(part.fieldname, previous === undefined ? value : [previous].flat().concat(value));
    }
  }
  // fromEntries defines own properties: a field named __proto__ stays a plain key.
  return { fields: Object.fromEntries(entries), files };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
