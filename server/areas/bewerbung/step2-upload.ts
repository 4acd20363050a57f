import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@domain/bewerbung/step2';
import { HttpError } from '@server/platform/http/http-error';

/** The repeated fields of the wire format (docs/product/api.md, Application): one id per part. */
const LIST_FIELDS = new Set(['locations', 'messen']);
const FIELD_MAX_BYTES = 2048;
const MAX_FIELDS = 400;

/** Body limit of the step-2 route: the photo plus the text fields, with room for the framing. */
export const STEP2_BODY_LIMIT = IMAGE_MAX_BYTES + MAX_FIELDS * (FIELD_MAX_BYTES + 256);

/**
 * Multipart for this area only, with hard limits: one file (the photo, read up
 * to 5 MiB + 1 byte so an oversized one is recognised and refused), a bounded
 * number of small text fields. Breaking a count limit answers 413.
 */
export async function registerStep2Multipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      files: 1,
      fileSize: IMAGE_MAX_BYTES,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

export type Step2Upload = {
  fields: Record<string, string | string[]>;
  /** The photo's bytes, `tooLarge` when it had more than 5 MiB; absent when no file came. */
  image?: { bytes: Buffer; tooLarge: boolean };
};

/**
 * Reads the whole multipart body (every part consumed, the ignored ones too).
 * Text fields keep their names; a name sent twice becomes a list, which only the
 * list fields accept (the schema refuses it elsewhere). An empty file part (a
 * form without a chosen photo) counts as no photo.
 */
export async function readStep2Upload(request: FastifyRequest): Promise<Step2Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  // Lists are always there: no part of a name is an empty list, not a missing field.
  const entries = new Map<string, string | string[]>([...LIST_FIELDS].map((name) => [name, []]));
  const upload: Step2Upload = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image' && bytes.length > 0) {
        upload.image = { bytes, tooLarge: part.file.truncated };
      }
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated)
      throw new HttpError(413, 'payload_too_large');
    const value = typeof part.value === 'string' ? part.value : '';
    const name = part.fieldname;
    const previous = entries.get(name);
    if (LIST_FIELDS.has(name)) {
      entries.set(name, [...(Array.isArray(previous) ? previous : []), value]);
    } else {
      entries.set(name, previous === undefined ? value : [previous].flat().concat(value));
    }
  }
  // fromEntries defines own properties: a field named __proto__ stays a plain key.
  upload.fields = Object.fromEntries(entries);
  return upload;
}
